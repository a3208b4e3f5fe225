import { Building2, Video } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { MEMBER_RELATIONS } from '@nirog/shared/care';
import type { DoctorDetail } from '@nirog/shared/schemas/care';
import { GENDERS } from '@nirog/shared/codes/tables';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { GatewayForm } from '../orders/gateway-form.tsx';
import { bookingHref, type BookingActionResult, type BookingState } from './booking.ts';
import { feeText } from './care-format.ts';
import { DateStrip, SlotOptions } from './slot-picker.tsx';

/** Gender from the code table (spec section 3), with a blank first choice. */
function GenderSelect({ label, name, defaultValue, error }: { label: string; name: string; defaultValue: string; error?: string }) {
  return (
    <SelectField label={label} name={name} defaultValue={defaultValue} error={error}>
      <option value="">{t('care.member.genderUnsaid')}</option>
      {GENDERS.map((g) => (
        <option key={g.code} value={String(g.code)}>
          {g.label}
        </option>
      ))}
    </SelectField>
  );
}

function Rules({ doctor, online = true }: { doctor: DoctorDetail; online?: boolean }) {
  return (
    <p className="text-sm text-muted" data-testid="booking-rules">
      {t('care.book.rules', { cancel: doctor.rules.cancelBeforeHours, reschedule: doctor.rules.rescheduleBeforeHours })}
      {online && ` ${t('care.book.refundNote')}`}
    </p>
  );
}

function AddMember({ path, state, result }: { path: string; state: BookingState; result?: BookingActionResult }) {
  const f = result?.fields ?? {};
  const v = result?.memberForm ?? {};
  const open = !!result?.memberForm;
  return (
    <details className="rounded-lg border border-line bg-white" open={open}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-brand-700">{t('care.book.addMember')}</summary>
      <Form method="post" action={bookingHref(path, { mode: state.mode, clinicId: state.clinicId, date: state.date, slot: state.slot })} className="space-y-3 border-t border-line p-3">
        <input type="hidden" name="intent" value="addMember" />
        <input type="hidden" name="mode" value={state.mode ?? ''} />
        <input type="hidden" name="clinicId" value={state.clinicId ?? ''} />
        <input type="hidden" name="date" value={state.date ?? ''} />
        <input type="hidden" name="startsAt" value={state.slot ?? ''} />
        <TextField label={t('care.member.name')} name="memberName" defaultValue={v.memberName} error={f.fullName} maxLength={100} required />
        <SelectField label={t('care.member.relation')} name="memberRelation" defaultValue={v.memberRelation ?? ''} error={f.relation} required>
          <option value="">{t('care.member.chooseRelation')}</option>
          {MEMBER_RELATIONS.map((r) => (
            <option key={r} value={r}>
              {t(`care.relation.${r}` as MessageKey)}
            </option>
          ))}
        </SelectField>
        <GenderSelect label={t('care.member.gender')} name="memberGender" defaultValue={v.memberGender ?? ''} error={f.gender} />
        <TextField label={t('care.member.dob')} name="memberDob" type="date" defaultValue={v.memberDob} error={f.dateOfBirth} />
        <Button type="submit" size="sm">
          {t('care.member.save')}
        </Button>
      </Form>
    </details>
  );
}

/** The booking panel beside a doctor's page: mode, clinic, date, slot, for whom; or the confirmation after booking. */
export function BookingPanel({ doctor, state, result, nonce }: { doctor: DoctorDetail; state: BookingState; result?: BookingActionResult; nonce?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  // The gateway's POST checkout (Razorpay) submits itself from here; the local gateway is a plain redirect.
  if (result?.checkout) return <GatewayForm checkout={result.checkout} nonce={nonce} />;
  const href = (c: Parameters<typeof bookingHref>[1]) => bookingHref(doctor.path, { mode: state.mode, clinicId: state.clinicId, date: state.date, forWhom: state.forWhom === 'self' ? null : state.forWhom, ...c });
  const day = state.days.find((d) => d.date === state.date);
  const modes = ([0, 1] as const).filter((m) => (m === 0 ? doctor.fees.video != null && doctor.timings.some((x) => x.mode === 0) : state.clinics.length > 0 && doctor.fees.clinic != null));

  return (
    <section className="rounded-xl border border-line bg-white p-5 shadow-sm" aria-labelledby="book-heading" data-testid="booking-panel">
      <h2 id="book-heading" className="text-lg font-semibold text-brand-900">
        {t('care.book.panel')}
      </h2>
      {modes.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('care.book.noTimings')}</p>
      ) : (
        <>
          <nav aria-label={t('care.book.chooseMode')} className="mt-3 grid grid-cols-2 gap-2">
            {modes.map((m) => (
              <Link
                key={m}
                to={href({ mode: m, date: null, clinicId: null })}
                aria-current={state.mode === m ? 'true' : undefined}
                className={cn('flex flex-col items-center rounded-lg border px-2 py-2 text-sm', state.mode === m ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-line text-ink hover:bg-brand-50')}
              >
                <span className="inline-flex items-center gap-1">
                  {m === 0 ? <Video size={16} aria-hidden /> : <Building2 size={16} aria-hidden />}
                  {m === 0 ? t('care.mode.video') : t('care.mode.clinic')}
                </span>
                <span>{feeText(m === 0 ? doctor.fees.video : doctor.fees.clinic)}</span>
              </Link>
            ))}
          </nav>
          {state.mode === 1 && state.clinics.length > 1 && (
            <nav aria-label={t('care.book.chooseClinic')} className="mt-2 flex flex-wrap gap-2">
              {state.clinics.map((c) => (
                <Link key={c.id} to={href({ clinicId: c.id, date: null })} aria-current={state.clinicId === c.id ? 'true' : undefined} className={cn('rounded-full border px-3 py-1 text-sm', state.clinicId === c.id ? 'border-brand-700 bg-brand-50 font-medium' : 'border-line')}>
                  {c.name}
                </Link>
              ))}
            </nav>
          )}
          {state.mode === 1 && state.clinics.length === 1 && <p className="mt-2 text-sm text-muted">{t('care.book.atClinic', { clinic: state.clinics[0]!.name })}</p>}

          <div className="mt-4">
            <DateStrip days={state.days} selected={state.date} hrefFor={(date) => href({ date })} />
          </div>

          {/* Keyed by the choices in the URL: after a navigation the form shows them, not what it showed before. */}
          <Form key={[state.mode, state.clinicId, state.date, state.slot, state.forWhom, state.members.length].join('|')} method="post" action={href({})} className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="book" />
            <input type="hidden" name="mode" value={state.mode ?? ''} />
            <input type="hidden" name="clinicId" value={state.clinicId ?? ''} />
            <input type="hidden" name="date" value={state.date ?? ''} />
            <SlotOptions day={day} selected={result?.fields?.startsAt ? state.slot : (result?.slot ?? state.slot)} error={result?.fields?.startsAt} />

            {state.signedIn && (
              <SelectField label={t('care.book.forWhom')} name="forWhom" defaultValue={state.forWhom} error={result?.fields?.memberPatientId}>
                <option value="self">{t('care.book.myself', { name: state.signedIn.name })}</option>
                {state.members.map((m) => (
                  <option key={m.id} value={String(m.id)}>
                    {m.fullName} ({t(`care.relation.${m.relation}` as MessageKey)})
                  </option>
                ))}
              </SelectField>
            )}
            {(result?.fields?.patientGender || result?.fields?.patientDateOfBirth) && (
              <fieldset className="space-y-3 rounded-lg border border-saffron-300 bg-saffron-50 p-3" data-testid="patient-identity-fields">
                <legend className="px-1 text-sm text-ink">{t('care.book.identityHint')}</legend>
                <GenderSelect label={t('care.book.patientGender')} name="patientGender" defaultValue="" error={result.fields.patientGender} />
                <TextField label={t('care.book.patientDob')} name="patientDateOfBirth" type="date" error={result.fields.patientDateOfBirth} />
              </fieldset>
            )}
            <TextAreaField label={t('care.book.reason')} name="reason" maxLength={500} rows={2} error={result?.fields?.reason} />
            <fieldset>
              <legend className="text-sm font-medium text-ink">{t('care.book.payment')}</legend>
              <div className="mt-2 grid gap-2">
                {state.onlinePayment ? (
                  <label className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input type="radio" name="payment" value="online" defaultChecked className="mt-1 accent-brand-700" />
                    <span>
                      <span className="block text-[15px] font-medium text-ink">
                        {t('care.book.payOnline')} · {feeText(state.mode === 0 ? doctor.fees.video : doctor.fees.clinic)}
                      </span>
                      <span className="block text-sm text-muted">{t('care.book.payOnlineHint')}</span>
                    </span>
                  </label>
                ) : (
                  <p className="rounded-lg border border-line bg-canvas p-3 text-sm text-muted" data-testid="online-payment-off">
                    {t('payment.unavailable')}
                  </p>
                )}
                <label className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input type="radio" name="payment" value="clinic" defaultChecked={!state.onlinePayment} className="mt-1 accent-brand-700" />
                  <span className="block text-[15px] text-ink">{state.mode === 0 ? t('care.book.payDoctor') : t('care.book.payAtClinic')}</span>
                </label>
              </div>
              {result?.fields?.payment && <p className="mt-2 text-sm font-medium text-danger">{result.fields.payment}</p>}
            </fieldset>
            <Rules doctor={doctor} />
            {result?.error && !result.fields?.startsAt && !result.memberForm && <Alert tone="error">{result.error}</Alert>}
            <Button type="submit" className="w-full" disabled={busy || !day?.slots.length}>
              {state.signedIn ? t('care.book.submit') : t('care.book.loginToBook')}
            </Button>
          </Form>
          {state.signedIn && (
            <div className="mt-3">
              <AddMember path={doctor.path} state={state} result={result} />
            </div>
          )}
        </>
      )}
      <p className="mt-4 border-t border-line pt-3 text-sm text-muted">
        {t('care.book.requestInstead')}{' '}
        <Link to={`/request-appointment?doctorId=${doctor.id}`} className="font-medium text-brand-700 underline underline-offset-2">
          {t('care.book.requestLink')}
        </Link>
      </p>
    </section>
  );
}
