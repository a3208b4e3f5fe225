import { CreditCard, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { CheckoutForm } from '@nirog/shared/schemas/payments';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

const FORM_ID = 'gateway-checkout';

/**
 * The gateway's POST checkout: a form that submits itself. Server-rendered (no JavaScript yet) a nonce'd inline
 * script submits it; rendered by React after a client-side post, an effect does. The button stays for a browser
 * that runs neither.
 */
export function GatewayForm({ checkout, nonce }: { checkout: CheckoutForm; nonce?: string }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const w = window as unknown as { __nirogGatewaySubmitted?: boolean };
    if (w.__nirogGatewaySubmitted) return;
    w.__nirogGatewaySubmitted = true;
    ref.current?.submit();
  }, []);
  return (
    <Card className="mx-auto mt-6 max-w-md text-center">
      <form ref={ref} id={FORM_ID} method="post" action={checkout.action} className="space-y-4">
        {Object.entries(checkout.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
        <p className="flex items-center justify-center gap-2 text-[15px] text-ink" role="status">
          <Loader2 size={18} aria-hidden className="animate-spin text-brand-700" />
          {t('shop.pay.redirecting')}
        </p>
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')}>
          <CreditCard size={18} aria-hidden /> {t('shop.pay.continueToPayment')}
        </button>
      </form>
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: `window.__nirogGatewaySubmitted=true;document.getElementById(${JSON.stringify(FORM_ID)}).submit();` }}
      />
    </Card>
  );
}

/** "Pay now" for an unpaid online or postpaid order: posts `intent=pay` to the page's action. */
export function PayOnlineButton({ orderId, label, action, variant = 'primary', appointmentId }: { orderId: number; label: string; action?: string; variant?: 'primary' | 'secondary'; appointmentId?: number }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay' && navigation.formData?.get('orderId') === String(orderId);
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="orderId" value={orderId} />
      {appointmentId !== undefined && <input type="hidden" name="appointmentId" value={appointmentId} />}
      <Button type="submit" variant={variant} disabled={busy} className="w-full sm:w-auto">
        <CreditCard size={18} aria-hidden /> {label}
      </Button>
    </Form>
  );
}
