/**
 * The confirmation a back-office page shows after a change: the action redirects with `?done=<what>&order=<number>`
 * and the page reads them here. Only known values make a message, so a crafted link cannot put text on the page.
 */
import { t } from '@nirog/shared/messages/catalogue';
import { OPERATOR_STEPS, type OperatorStep } from '@nirog/shared/orders';
import { eventLabel } from '../orders/order-labels.tsx';

export const ORDER_NUMBER_RE = /^[A-Z0-9-]{3,20}$/;

export type OfficeDone = OperatorStep | 'cancelled' | 'return-approve' | 'return-reject' | 'return-receive' | 'return-refund' | 'refund-retry' | 'neft' | 'rx-approve' | 'rx-reject' | 'job-retry';

export function officeToast(url: URL): string | null {
  const done = url.searchParams.get('done');
  const order = url.searchParams.get('order') ?? '';
  const orderNumber = ORDER_NUMBER_RE.test(order) ? order : t('office.toast.theOrder');
  if ((OPERATOR_STEPS as readonly string[]).includes(done ?? '')) return t('office.toast.moved', { orderNumber, status: eventLabel(done!) });
  switch (done) {
    case 'cancelled':
      return t('office.toast.cancelled', { orderNumber });
    case 'return-approve':
      return t('office.toast.returnApproved', { orderNumber });
    case 'return-reject':
      return t('office.toast.returnRejected', { orderNumber });
    case 'return-receive':
      return t('office.toast.returnReceived', { orderNumber });
    case 'return-refund':
      return t('office.toast.returnRefunded', { orderNumber });
    case 'neft':
      return t('office.toast.neftConfirmed', { orderNumber });
    case 'rx-approve':
      return t('office.toast.rxApproved', { orderNumber });
    case 'rx-reject':
      return t('office.toast.rxRejected', { orderNumber });
    case 'refund-retry':
      return t('office.toast.refundSent', { orderNumber });
    case 'job-retry':
      return t('jobs.toast.retried');
    default:
      return null;
  }
}

/** The page's address without the toast parameters (where the toast goes when it hides). */
export function withoutToast(url: URL): string {
  const clean = new URL(url);
  clean.searchParams.delete('done');
  clean.searchParams.delete('order');
  return clean.pathname + clean.search;
}
