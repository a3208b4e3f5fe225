/** The booking panel's state and links (issue 8, part 5), shared by its loader, action and view. */
import type { BookingDay, Member } from '@nirog/shared/schemas/care';
import type { CheckoutForm } from '@nirog/shared/schemas/payments';
import { currentLocale } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';

export interface BookingState {
  mode: 0 | 1 | null;
  clinicId: number | null;
  /** Clinics where the doctor has in-clinic timings. */
  clinics: Array<{ id: number; name: string }>;
  days: BookingDay[];
  date: string | null;
  slot: string | null;
  signedIn: { name: string } | null;
  members: Member[];
  forWhom: string;
  /** Whether paying online is offered (not with PAYMENTS=off: the fee is paid at the visit). */
  onlinePayment: boolean;
}

export interface BookingActionResult {
  error?: string;
  fields?: Record<string, string>;
  memberForm?: Record<string, string>;
  /** The slot that was being booked, kept chosen when the booking is refused (e.g. asking for the patient's age). */
  slot?: string;
  /** The gateway's POST checkout (Razorpay): the panel renders a form that submits itself. */
  checkout?: CheckoutForm;
}

/** The URL of the booking panel with these choices, at the reader's language's address (decision 020). */
export function bookingHref(path: string, c: { mode?: number | null; clinicId?: number | null; date?: string | null; slot?: string | null; forWhom?: string | null }) {
  const q = new URLSearchParams();
  if (c.mode != null) q.set('mode', String(c.mode));
  if (c.mode === 1 && c.clinicId) q.set('clinic', String(c.clinicId));
  if (c.date) q.set('date', c.date);
  if (c.slot) q.set('slot', c.slot);
  if (c.forWhom) q.set('for', c.forWhom);
  const s = q.toString();
  return addressIn(currentLocale(), `${path}${s ? `?${s}` : ''}#book`);
}


/** The confirmation page of an appointment: where the patient lands after booking and after paying (decision 044). */
export const confirmationPath = (id: number) => `/my-appointments/${id}`;
