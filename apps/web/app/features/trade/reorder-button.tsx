/** "Order again" (decision 043): a plain form post to the page's action, which puts the order's packs back in the cart. */
import { RotateCcw } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ORDER_TYPE_APPOINTMENT } from '@nirog/shared/orders';
import { Button } from '../../components/ui/button.tsx';

/** Whether an order can be ordered again: a medicine order that was placed (not one still waiting for payment). */
export const canReorder = (o: { orderType: number; status: string }) => o.orderType !== ORDER_TYPE_APPOINTMENT && o.status !== 'pending_payment';

export function ReorderButton({ orderId, orderNumber, size = 'md' }: { orderId: number; orderNumber: string; size?: 'sm' | 'md' }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reorder' && navigation.formData?.get('orderId') === String(orderId);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="reorder" />
      <input type="hidden" name="orderId" value={orderId} />
      <Button type="submit" variant="secondary" size={size} disabled={busy} aria-label={t('tradeUi.reorder.labelFor', { number: orderNumber })}>
        <RotateCcw size={16} aria-hidden /> {busy ? t('tradeUi.reorder.adding') : t('tradeUi.reorder.button')}
      </Button>
    </Form>
  );
}
