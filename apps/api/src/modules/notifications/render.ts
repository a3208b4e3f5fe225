/**
 * A notification's texts in one language: the inbox renders them in the reader's language at read time, the channels
 * in the user's saved language at delivery. Title and body are `notify.<kind>.title` / `notify.<kind>.body`.
 *
 * An SMS is sent under a template registered with the operator under India's DLT rules: its name is the kind, and its
 * text `notify.<kind>.sms` when the catalogue has one, else "title: body" and the link. Kinds whose SMS was registered
 * before the inbox existed keep their registered name and wording (`REGISTERED_SMS`), so nothing changes for the
 * DLT registration (config `SMS_DLT_TEMPLATES` maps these names to template ids).
 */
import { hasMessage, t, type Locale, type MessageKey } from '@nirog/shared/messages/catalogue';

export interface Renderable {
  kind: string;
  params: Record<string, string | number>;
  link: string | null;
}

const key = (kind: string, part: 'title' | 'body' | 'sms') => `notify.${kind}.${part}` as MessageKey;

export function renderTexts(n: Renderable, locale: Locale): { title: string; body: string } {
  return { title: t(key(n.kind, 'title'), n.params, locale), body: t(key(n.kind, 'body'), n.params, locale) };
}

/** Kind → the template name and text its SMS was registered with before the inbox (orders, appointments). */
export const REGISTERED_SMS: Readonly<Record<string, { template: string; text: MessageKey }>> = {
  orderApproved: { template: 'order.sms.approved', text: 'order.sms.approved' },
  orderShipped: { template: 'order.sms.shipped', text: 'order.sms.shipped' },
  orderDelivered: { template: 'order.sms.delivered', text: 'order.sms.delivered' },
  orderCancelled: { template: 'order.sms.cancelled', text: 'order.sms.cancelled' },
  orderPrescriptionRejected: { template: 'order.sms.prescriptionRejected', text: 'order.sms.prescriptionRejected' },
  orderRefunded: { template: 'order.sms.refunded', text: 'order.sms.refunded' },
  orderRefundedWallet: { template: 'order.sms.refundedWallet', text: 'order.sms.refundedWallet' },
  orderReturnRequested: { template: 'order.sms.returnRequested', text: 'order.sms.returnRequested' },
  orderReturnApproved: { template: 'order.sms.returnApproved', text: 'order.sms.returnApproved' },
  orderReturnRejected: { template: 'order.sms.returnRejected', text: 'order.sms.returnRejected' },
};

/** The SMS of a notification: its DLT template name and its text in `locale`; `url` is the link on the public site. */
export function renderSms(n: Renderable, locale: Locale, url: string | null): { template: string; body: string } {
  const registered = REGISTERED_SMS[n.kind];
  const params = url ? { ...n.params, url } : n.params;
  if (registered) return { template: registered.template, body: t(registered.text, params, locale) };
  if (hasMessage(key(n.kind, 'sms'))) return { template: n.kind, body: t(key(n.kind, 'sms'), params, locale) };
  const { title, body } = renderTexts(n, locale);
  return { template: n.kind, body: `${t('notify.smsPrefix', {}, locale)}${title}: ${body}${url ? ` ${url}` : ''}` };
}
