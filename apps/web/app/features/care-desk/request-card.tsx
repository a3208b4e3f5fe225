/**
 * One appointment request or lead on /appointment-requests and /my-leads: who, what, where, and the doctor's
 * choices. Accepting may fix a time (an appointment is booked); both are plain form posts.
 */
import { CalendarClock, MapPin, Phone } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { istDate } from '@nirog/shared/care';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { formatDateTime, formatMobile } from '../../lib/format.ts';
import type { FormFailure } from './form-failure.ts';
import type { DeskMe, RequestView } from '@nirog/shared/schemas/care';
import { Badge, StatusBadge, modeText, requestTypeLabel } from './desk-ui.tsx';

export function RequestCard({ r, me, lead, failure }: { r: RequestView; me: DeskMe; lead: boolean; failure: FormFailure | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(r.id);
  const mine = failure?.id === r.id ? failure : undefined;
  const fields = mine?.fields ?? {};
  const modes: Array<0 | 1> = r.appointmentType === 1 ? [0] : r.appointmentType === 2 ? [1] : [0, 1];
  const canSchedule = me.kind === 'doctor' && modes.some((m) => (m === 0 ? me.offersVideo : me.offersClinic));
  const headingId = `request-${r.id}`;
  return (
    <li className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {r.fullName}
          </h2>
          <p className="text-sm text-muted">{t('desk.request.received', { when: formatDateTime(r.createdAt) })}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="grey">{requestTypeLabel(r.appointmentType)}</Badge>
          <StatusBadge status={r.status} />
        </div>
      </div>
      <p className="mt-3 text-[15px] whitespace-pre-line">{r.problem}</p>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        <div className="flex items-center gap-1.5">
          <MapPin size={15} aria-hidden />
          <dt className="sr-only">{t('desk.request.place')}</dt>
          <dd>
            {[r.city, r.pinCode].filter(Boolean).join(' ')}
            {r.distanceKm != null && ` · ${t('desk.request.distance', { km: r.distanceKm })}`}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Phone size={15} aria-hidden />
          <dt className="sr-only">{t('desk.request.mobile')}</dt>
          <dd>{lead ? r.mobile : <a href={`tel:+91${r.mobile}`} className="font-medium text-brand-700 underline underline-offset-2">{formatMobile(r.mobile)}</a>}</dd>
        </div>
      </dl>
      {lead && <p className="mt-2 text-sm text-muted">{t('desk.lead.numberHidden')}</p>}

      {r.status === 'accepted' && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {r.appointment && (
            <span className="flex items-center gap-1.5">
              <CalendarClock size={16} aria-hidden />
              {t('desk.request.bookedFor', { when: formatDateTime(r.appointment.startsAt), mode: modeText(r.appointment.mode) })}
            </span>
          )}
          {r.patientAssociationId && (
            <Link to={`/my-patients/view?patientId=${r.patientAssociationId}`} className="font-medium text-brand-700 underline underline-offset-2">
              {t('desk.request.openPatient')}
            </Link>
          )}
        </div>
      )}

      {r.status === 'new' && (
        <div className="mt-4 space-y-3 border-t border-line pt-4">
          {mine && !Object.keys(fields).length && <Alert tone="error">{mine.error}</Alert>}
          <Form method="post" preventScrollReset className="space-y-3">
            <input type="hidden" name="id" value={r.id} />
            {canSchedule && (
              <details className="rounded-lg border border-line p-3" open={!!Object.keys(fields).length}>
                <summary className="cursor-pointer text-[15px] font-medium text-brand-800">{t('desk.request.fixTime')}</summary>
                <p className="mt-1 text-sm text-muted">{t('desk.request.fixTimeHint')}</p>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <TextField label={t('desk.schedule.date')} name="date" type="date" min={istDate(new Date())} defaultValue={mine?.values?.date} error={fields.date} />
                  <TextField label={t('desk.schedule.time')} name="time" type="time" step={300} defaultValue={mine?.values?.time} error={fields.time} hint={t('desk.schedule.timeHint')} />
                  <SelectField label={t('desk.schedule.mode')} name="mode" defaultValue={mine?.values?.mode ?? String(modes[0])} error={fields.mode}>
                    {modes
                      .filter((m) => (m === 0 ? me.offersVideo : me.offersClinic))
                      .map((m) => (
                        <option key={m} value={m}>
                          {modeText(m)}
                        </option>
                      ))}
                  </SelectField>
                  {me.offersClinic && modes.includes(1) && (
                    <SelectField label={t('desk.schedule.clinic')} name="clinicId" defaultValue={mine?.values?.clinicId} error={fields.clinicId}>
                      {me.clinics.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </SelectField>
                  )}
                </div>
              </details>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="accept" disabled={busy}>
                {lead ? t('desk.lead.accept') : t('desk.request.accept')}
              </Button>
              <Button type="submit" name="intent" value="decline" variant="secondary" disabled={busy} formNoValidate>
                {lead ? t('desk.lead.decline') : t('desk.request.decline')}
              </Button>
            </div>
          </Form>
        </div>
      )}
    </li>
  );
}
