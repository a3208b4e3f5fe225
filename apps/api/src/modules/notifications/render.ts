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

/** Kind → the template name and text its SMS was registered with before the inbox (orders, appointments and appointment requests). */
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
  appointmentBooked: { template: 'appointment_booked', text: 'care.sms.booked' },
  appointmentBookedPaid: { template: 'appointment_booked', text: 'care.sms.bookedPaid' },
  appointmentBookedDoctor: { template: 'appointment_booked_doctor', text: 'care.sms.doctorBooked' },
  appointmentRescheduled: { template: 'appointment_rescheduled', text: 'care.sms.rescheduled' },
  appointmentRescheduledDoctor: { template: 'appointment_rescheduled_doctor', text: 'care.sms.doctorRescheduled' },
  appointmentCancelledByPatient: { template: 'appointment_cancelled_by_patient', text: 'care.sms.cancelledByPatient' },
  appointmentCancelledByDoctor: { template: 'appointment_cancelled_by_doctor', text: 'care.sms.cancelledByDoctor' },
  appointmentReminder: { template: 'appointment_reminder', text: 'care.sms.reminder' },
  backInStock: { template: 'back_in_stock', text: 'stock.backInStockSms' },
  careRequestNew: { template: 'care_request_new', text: 'desk.sms.newRequest' },
  careRequestReceived: { template: 'care_request_received', text: 'desk.sms.requestReceived' },
  careRequestReceivedDoctor: { template: 'care_request_received', text: 'desk.sms.requestReceivedDoctor' },
  careRequestAccepted: { template: 'care_request_accepted', text: 'desk.sms.accepted' },
  careRequestAcceptedScheduled: { template: 'care_request_accepted', text: 'desk.sms.acceptedScheduled' },
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
