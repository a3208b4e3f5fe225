/**
 * The second step of cancelling (issue 19 item 6, decision 043): before anything changes, the buyer reads where the
 * money goes back — the original payment method or nirog money, by the refund rule the API applies — and confirms.
 * A plain form and a link: it works without JavaScript.
 */
import { PackageX } from 'lucide-react';
import { Form, Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { PAYMENT_METHOD_COD } from '@nirog/shared/orders';
import type { AfterSales, OrderDetail } from '@nirog/shared/schemas/orders';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatRupees } from '../../lib/format.ts';

export function CancelConfirm({ order, after, reason, busy, error }: { order: OrderDetail; after: AfterSales | null; reason: string; busy: boolean; error?: string }) {
  const destination = after?.cancelRefundTo ?? null;
  const wallet = order.amounts.nirogMoneyPaise;
  return (
    <Card className="border-danger/30 p-4 sm:p-5" data-testid="cancel-confirm">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <PackageX size={18} aria-hidden /> {t('tradeUi.cancel.title', { number: order.orderNumber })}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-[15px] text-ink">
        <li data-testid="refund-destination">
          {destination === 'original'
            ? t('tradeUi.cancel.refundOriginal', { amount: formatRupees(order.totalPaise) })
            : destination === 'nirog_money'
              ? t('tradeUi.cancel.refundWallet', { amount: formatRupees(order.totalPaise) })
              : order.paymentMethod === PAYMENT_METHOD_COD
                ? t('tradeUi.cancel.nothingPaidCod')
                : t('tradeUi.cancel.nothingPaid')}
        </li>
        {wallet > 0 && <li>{t('tradeUi.cancel.walletBack', { amount: formatRupees(wallet) })}</li>}
        <li>{t('tradeUi.cancel.reasonIs', { reason })}</li>
      </ul>
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="reason" value={reason} />
          <Button type="submit" variant="danger" disabled={busy}>
            {t('tradeUi.cancel.confirm')}
          </Button>
        </Form>
        <Link to={`/myorders/${order.id}`} preventScrollReset className={buttonClass('secondary')}>
          {t('tradeUi.cancel.keep')}
        </Link>
      </div>
    </Card>
  );
}
