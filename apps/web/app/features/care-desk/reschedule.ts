/** Rescheduling from /my-appointments: the page's state and links, shared by its loader, action and view. */
import type { AppointmentView } from '@nirog/shared/schemas/care';
import type { BookingDay } from '@nirog/shared/schemas/care';

export interface RescheduleState {
  appointment: AppointmentView;
  /** Why it cannot be moved online (the API's own message), or null when it can. */
  blocked: string | null;
  /** The free slots of the same doctor, mode and clinic for the days shown. */
  days: BookingDay[];
  date: string | null;
  slot: string | null;
}

export interface RescheduleFailure {
  error: string;
  fields: Record<string, string>;
}

/** Where a patient goes after rescheduling (or to give up): their upcoming appointments as patient. */
export const MY_UPCOMING = '/my-appointments?as=patient&when=upcoming';

/** The reschedule page of an appointment with a date and a slot chosen: every choice lives in the URL. */
export function rescheduleHref(id: number, c: { date?: string | null; slot?: string | null } = {}) {
  const q = new URLSearchParams();
  if (c.date) q.set('date', c.date);
  if (c.slot) q.set('slot', c.slot);
  const s = q.toString();
  return `/my-appointments/reschedule/${id}${s ? `?${s}` : ''}`;
}
