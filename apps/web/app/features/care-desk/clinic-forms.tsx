/** The forms of /myclinic: details, opening hours, doctors, photos. Each is a plain form post. */
import { ImagePlus, Trash2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { formatTimeOfDay } from '@nirog/shared/care';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatMobile } from '../../lib/format.ts';
import type { FormFailure } from './form-failure.ts';
import type { MyClinic } from '@nirog/shared/schemas/care';

const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_KEYS: MessageKey[] = ['desk.dayLong.0', 'desk.dayLong.1', 'desk.dayLong.2', 'desk.dayLong.3', 'desk.dayLong.4', 'desk.dayLong.5', 'desk.dayLong.6'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function TextArea({ label, name, defaultValue, error, rows = 3 }: { label: string; name: string; defaultValue?: string | null; error?: string; rows?: number }) {
  const id = `f-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        className={cn('block w-full rounded-lg border bg-white px-3 py-2 text-[15px]', error ? 'border-danger' : 'border-line')}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Name, address, pincode, phone, about, services; `clinic` null for a new clinic. */
export function ClinicDetailsForm({ clinic, failure }: { clinic: MyClinic | null; failure: FormFailure | undefined }) {
  const navigation = useNavigation();
  const intent = clinic ? 'clinic-save' : 'clinic-create';
  const mine = failure?.intent === intent && (!clinic || failure.id === clinic.id) ? failure : undefined;
  const v = mine?.values;
  const e = mine?.fields ?? {};
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      {clinic && <input type="hidden" name="clinicId" value={clinic.id} />}
      <TextField label={t('desk.clinic.name')} name="name" defaultValue={v?.name ?? clinic?.name} error={e.name} required className="sm:col-span-2" />
      <TextField label={t('desk.clinic.address')} name="address" defaultValue={v?.address ?? clinic?.address} error={e.address} required className="sm:col-span-2" />
      <TextField label={t('desk.clinic.locality')} name="locality" defaultValue={v?.locality ?? clinic?.locality ?? ''} error={e.locality} />
      <TextField label={t('desk.clinic.pinCode')} name="pinCode" inputMode="numeric" maxLength={6} defaultValue={v?.pinCode ?? clinic?.pinCode} error={e.pinCode} required />
      <TextField label={t('desk.clinic.phone')} name="phone" type="tel" inputMode="numeric" maxLength={10} prefix="+91" defaultValue={v?.phone ?? clinic?.phone ?? ''} error={e.phone} />
      <TextField label={t('desk.clinic.services')} name="services" defaultValue={v?.services ?? clinic?.services.join(', ') ?? ''} error={e.services} hint={t('desk.clinic.servicesHint')} />
      <div className="sm:col-span-2">
        <TextArea label={t('desk.clinic.about')} name="about" defaultValue={v?.about ?? clinic?.about} error={e.about} rows={4} />
      </div>
      {clinic && (
        <label className="flex items-center gap-2 text-[15px] sm:col-span-2">
          <input type="checkbox" name="listed" value="1" defaultChecked={v ? v.listed === '1' : clinic.listed} className="size-4 accent-brand-700" />
          {t('desk.clinic.listed')}
        </label>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" name="intent" value={intent} disabled={navigation.state !== 'idle'}>
          {clinic ? t('desk.clinic.save') : t('desk.clinic.create')}
        </Button>
      </div>
    </Form>
  );
}

/** Opening hours: up to two spans a day (morning and evening), India time. */
export function HoursForm({ clinic, failure }: { clinic: MyClinic; failure: FormFailure | undefined }) {
  const navigation = useNavigation();
  const mine = failure?.intent === 'hours-save' && failure.id === clinic.id ? failure : undefined;
  const value = (day: number, i: number, edge: 'open' | 'close') => {
    const key = `h-${day}-${i}-${edge}`;
    if (mine?.values && key in mine.values) return mine.values[key];
    const span = clinic.hours.filter((h) => h.weekday === day).sort((a, b) => a.opensMin - b.opensMin)[i];
    return span ? formatTimeOfDay(edge === 'open' ? span.opensMin : span.closesMin) : '';
  };
  return (
    <Form method="post" className="space-y-3" noValidate>
      <input type="hidden" name="clinicId" value={clinic.id} />
      <p className="text-sm text-muted">{t('desk.clinic.hoursHint')}</p>
      {mine && (
        <p role="alert" className="text-sm font-medium text-danger">
          {Object.values(mine.fields)[0] ?? mine.error}
        </p>
      )}
      <ul className="divide-y divide-line text-[15px]">
        {WEEK.map((day) => (
          <li key={day} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
            <span className="w-24 font-medium">{t(DAY_KEYS[day]!)}</span>
            {[0, 1].map((i) => (
              <span key={i} className="flex items-center gap-1">
                <input
                  type="time"
                  name={`h-${day}-${i}-open`}
                  defaultValue={value(day, i, 'open')}
                  aria-label={t('desk.clinic.opens', { day: t(DAY_KEYS[day]!), n: i + 1 })}
                  className="h-9 w-[7.5rem] rounded-lg border border-line px-1.5 text-sm"
                />
                <span aria-hidden>–</span>
                <input
                  type="time"
                  name={`h-${day}-${i}-close`}
                  defaultValue={value(day, i, 'close')}
                  aria-label={t('desk.clinic.closes', { day: t(DAY_KEYS[day]!), n: i + 1 })}
                  className="h-9 w-[7.5rem] rounded-lg border border-line px-1.5 text-sm"
                />
              </span>
            ))}
          </li>
        ))}
      </ul>
      <Button type="submit" name="intent" value="hours-save" disabled={navigation.state !== 'idle'}>
        {t('desk.clinic.saveHours')}
      </Button>
    </Form>
  );
}

export function DoctorsSection({ clinic, failure }: { clinic: MyClinic; failure: FormFailure | undefined }) {
  const navigation = useNavigation();
  const mine = failure?.intent === 'doctor-add' && failure.id === clinic.id ? failure : undefined;
  return (
    <Section id={`doctors-${clinic.id}`} title={t('desk.clinic.doctors')}>
      {clinic.doctors.length === 0 ? (
        <p className="text-[15px] text-muted">{t('desk.clinic.noDoctors')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {clinic.doctors.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {d.path ? (
                  <Link to={d.path} className="font-medium text-brand-800 hover:underline">
                    {d.displayName}
                  </Link>
                ) : (
                  <span className="font-medium">{d.displayName}</span>
                )}
                <span className="text-sm text-muted"> · {formatMobile(d.mobile)}</span>
              </span>
              <Form method="post">
                <input type="hidden" name="clinicId" value={clinic.id} />
                <input type="hidden" name="doctorId" value={d.id} />
                <Button type="submit" name="intent" value="doctor-remove" variant="ghost" size="sm" disabled={navigation.state !== 'idle'}>
                  {t('desk.clinic.removeDoctor')}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" noValidate>
        <input type="hidden" name="clinicId" value={clinic.id} />
        <TextField label={t('desk.clinic.doctorMobile')} name="mobile" type="tel" inputMode="numeric" maxLength={10} prefix="+91" defaultValue={mine?.values?.mobile} error={mine?.fields.mobile ?? (mine ? mine.error : undefined)} className="min-w-56 flex-1" />
        <Button type="submit" name="intent" value="doctor-add" variant="secondary" disabled={navigation.state !== 'idle'}>
          <UserPlus size={18} aria-hidden /> {t('desk.clinic.addDoctor')}
        </Button>
      </Form>
    </Section>
  );
}

export function PhotosSection({ clinic, failure }: { clinic: MyClinic; failure: FormFailure | undefined }) {
  const navigation = useNavigation();
  const mine = failure?.intent === 'photo-add' && failure.id === clinic.id ? failure : undefined;
  return (
    <Section id={`photos-${clinic.id}`} title={t('desk.clinic.photos')}>
      {clinic.photos.length === 0 ? (
        <p className="text-[15px] text-muted">{t('desk.clinic.noPhotos')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {clinic.photos.map((p) => (
            <li key={p.id} className="overflow-hidden rounded-lg border border-line">
              <img src={p.url} alt={p.caption ?? t('desk.clinic.photoAlt', { name: clinic.name })} width={400} height={300} className="aspect-[4/3] w-full object-cover" loading="lazy" />
              <div className="flex items-center justify-between gap-1 px-2 py-1">
                <span className="truncate text-sm text-muted">{p.caption}</span>
                <Form method="post">
                  <input type="hidden" name="clinicId" value={clinic.id} />
                  <input type="hidden" name="photoId" value={p.id} />
                  <Button type="submit" name="intent" value="photo-remove" variant="ghost" size="sm" aria-label={t('desk.clinic.removePhoto')} disabled={navigation.state !== 'idle'}>
                    <Trash2 size={16} aria-hidden />
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="clinicId" value={clinic.id} />
        <div className="space-y-1.5">
          <label htmlFor={`photo-${clinic.id}`} className="block text-sm font-medium text-ink">
            {t('desk.clinic.photoFile')}
          </label>
          <input id={`photo-${clinic.id}`} name="photo" type="file" accept="image/jpeg,image/png,image/webp" required className="block text-[15px]" />
        </div>
        <TextField label={t('desk.clinic.caption')} name="caption" maxLength={120} className="min-w-48 flex-1" />
        <Button type="submit" name="intent" value="photo-add" variant="secondary" disabled={navigation.state !== 'idle'}>
          <ImagePlus size={18} aria-hidden /> {t('desk.clinic.addPhoto')}
        </Button>
        {mine && (
          <p role="alert" className="w-full text-sm font-medium text-danger">
            {Object.values(mine.fields)[0] ?? mine.error}
          </p>
        )}
      </Form>
    </Section>
  );
}

export { Section };
