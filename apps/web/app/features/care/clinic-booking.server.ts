/**
 * Booking from a clinic's page (issue 19, item 7): the clinic's doctors who take in-clinic bookings, and the free
 * times of the chosen one at this clinic. Choices live in the URL (`?doctor=&date=`), so it works as plain links.
 */
import type { ClinicDetail } from '@nirog/shared/schemas/care';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ClinicBookingState } from './clinic-booking.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function loadClinicBooking(api: ApiClient, request: Request, clinic: ClinicDetail): Promise<ClinicBookingState> {
  const p = new URL(request.url).searchParams;
  const doctors = clinic.doctors.filter((d) => d.fees.clinic != null && d.modes.includes(1));
  const doctor = doctors.find((d) => String(d.id) === p.get('doctor')) ?? doctors[0] ?? null;
  if (!doctor) return { doctors: [], doctorId: null, days: [], date: null };
  const res = await api.get(`/pub/v3/appointment/slots?doctorId=${doctor.id}&days=7&mode=1&clinicId=${clinic.id}`);
  const days = res.ok ? res.entity.days : [];
  const asked = p.get('date') ?? '';
  const date = DATE.test(asked) && days.some((d) => d.date === asked) ? asked : (days.find((d) => d.slots.length > 0)?.date ?? days[0]?.date ?? null);
  return { doctors: doctors.map((d) => ({ id: d.id, displayName: d.displayName, feePaise: d.fees.clinic!, path: d.path })), doctorId: doctor.id, days, date };
}
