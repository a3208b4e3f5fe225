import { ExternalLink, Hospital } from 'lucide-react';
import { useCallback } from 'react';
import { Link, redirect, useActionData, useLoaderData, useNavigate } from 'react-router';
import { parseTimeOfDay } from '@nirog/shared/care';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { ClinicDetailsForm, DoctorsSection, HoursForm, PhotosSection, Section } from '../../features/care-desk/clinic-forms.tsx';
import { deskMe, failure, formValues, str, toastFrom, withToast } from '../../features/care-desk/desk.server.ts';
import type { FormFailure } from '../../features/care-desk/form-failure.ts';
import { Badge, DeskNav, EmptyState, PageHeading } from '../../features/care-desk/desk-ui.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/myclinic';
import { uploadFile } from '../../lib/upload.server.ts';

export const meta: Route.MetaFunction = () => pageMeta(t('desk.clinic.title'));

const TOASTS = {
  created: 'desk.clinic.created',
  saved: 'desk.clinic.saved',
  hours: 'desk.clinic.hoursSaved',
  doctorAdded: 'desk.clinic.doctorAdded',
  doctorRemoved: 'desk.clinic.doctorRemoved',
  photoAdded: 'desk.clinic.photoAdded',
  photoRemoved: 'desk.clinic.photoRemoved',
} as const;

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const DETAIL_FIELDS = ['name', 'address', 'locality', 'pinCode', 'phone', 'about', 'services', 'listed'] as const;

/** The clinic an account owns (spec section 2: /myclinic): details, opening hours, doctors, photos. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const [{ me }, res] = await Promise.all([deskMe(context.api), context.api.get('/v1/my-clinic')]);
  if (!res.ok) throw new Response(res.error.error, { status: 502 });
  return { me, clinics: res.entity.items, toast: toastFrom(request, TOASTS) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const id = Number(str(form.get('clinicId')));
  const done = (toast: keyof typeof TOASTS) => redirect(withToast('/myclinic', toast));

  switch (intent) {
    case 'clinic-create':
    case 'clinic-save': {
      const values = formValues(form, DETAIL_FIELDS);
      const body = {
        name: values.name,
        address: values.address,
        locality: values.locality,
        pinCode: values.pinCode,
        phone: values.phone,
        about: values.about,
        services: values.services.split(',').map((s) => s.trim()).filter(Boolean),
        ...(intent === 'clinic-save' ? { listed: values.listed === '1' } : {}),
      };
      const res = intent === 'clinic-create' ? await context.api.post('/v1/my-clinic', body) : await context.api.put(`/v1/my-clinic/${id}`, body);
      if (!res.ok) return failure(res, intent, { id, values });
      throw done(intent === 'clinic-create' ? 'created' : 'saved');
    }
    case 'hours-save': {
      const values: Record<string, string> = {};
      const hours: Array<{ weekday: number; opensMin: number; closesMin: number }> = [];
      for (let day = 0; day < 7; day++) {
        for (let i = 0; i < 2; i++) {
          const open = str(form.get(`h-${day}-${i}-open`)).trim();
          const close = str(form.get(`h-${day}-${i}-close`)).trim();
          values[`h-${day}-${i}-open`] = open;
          values[`h-${day}-${i}-close`] = close;
          if (!open && !close) continue;
          const o = parseTimeOfDay(open);
          const c = parseTimeOfDay(close);
          if (o === null || c === null) return failure({ ok: false, httpStatus: 400, error: { code: 'validation_failed', error: t('desk.clinic.hoursBoth') } }, intent, { id, values });
          hours.push({ weekday: day, opensMin: o, closesMin: c === 0 ? 1440 : c });
        }
      }
      const res = await context.api.put(`/v1/my-clinic/${id}/hours`, { hours });
      if (!res.ok) return failure(res, intent, { id, values });
      throw done('hours');
    }
    case 'doctor-add': {
      const values = formValues(form, ['mobile']);
      const res = await context.api.post(`/v1/my-clinic/${id}/doctors`, values);
      if (!res.ok) return failure(res, intent, { id, values });
      throw done('doctorAdded');
    }
    case 'doctor-remove': {
      const res = await context.api.del(`/v1/my-clinic/${id}/doctors/${Number(str(form.get('doctorId')))}`);
      if (!res.ok) return failure(res, intent, { id });
      throw done('doctorRemoved');
    }
    case 'photo-add': {
      const file = form.get('photo');
      const fail = (message: string, status = 400) => failure({ ok: false, httpStatus: status, error: { code: 'validation_failed', error: message } }, intent, { id });
      if (!file || typeof file === 'string' || file.size === 0) return fail(t('desk.clinic.photoChoose'));
      if (file.size > PHOTO_MAX_BYTES) return fail(t('desk.records.tooLarge'), 413);
      const slot = await uploadFile(context.api, file, 'profile_pic');
      if (!slot.ok) return failure(slot, intent, { id });
      const caption = str(form.get('caption')).trim();
      const res = await context.api.post(`/v1/my-clinic/${id}/photos`, { uploadId: slot.entity.uploadId, ...(caption ? { caption } : {}) });
      if (!res.ok) return failure(res, intent, { id });
      throw done('photoAdded');
    }
    case 'photo-remove': {
      const res = await context.api.del(`/v1/my-clinic/${id}/photos/${Number(str(form.get('photoId')))}`);
      if (!res.ok) return failure(res, intent, { id });
      throw done('photoRemoved');
    }
  }
  return failure({ ok: false, httpStatus: 400, error: { code: 'validation_failed', error: 'Unknown action' } }, intent);
}

export default function MyClinicPage() {
  const { me, clinics, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormFailure | undefined;
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate('/myclinic', { replace: true, preventScrollReset: true }), [navigate]);
  const generalError = result && !Object.keys(result.fields).length && ['doctor-remove', 'photo-remove', 'clinic-create', 'clinic-save'].includes(result.intent) ? result.error : null;
  return (
    <Container className="py-6 sm:py-8">
      <DeskNav me={me} />
      <PageHeading title={t('desk.clinic.title')} intro={t('desk.clinic.intro')} />
      {generalError && (
        <Alert tone="error" className="mb-4">
          {generalError}
        </Alert>
      )}
      {clinics.length === 0 ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
          <EmptyState icon={<Hospital size={32} aria-hidden />} title={t('desk.clinic.none')}>
            {me ? t('desk.clinic.noneHint') : t('desk.clinic.noneVerify')}
          </EmptyState>
          {me && (
            <Card>
              <h2 className="mb-3 text-lg font-semibold text-brand-900">{t('desk.clinic.createTitle')}</h2>
              <ClinicDetailsForm clinic={null} failure={result} />
            </Card>
          )}
        </div>
      ) : (
        <div className="space-y-8">
          {clinics.map((c) => (
            <article key={c.id} aria-labelledby={`clinic-${c.id}`} className="space-y-4">
              <div className="flex flex-wrap items-center gap-3">
                <h2 id={`clinic-${c.id}`} className="text-xl font-bold text-ink">
                  {c.name}
                </h2>
                {c.verified && c.listed ? <Badge tone="green">{t('desk.clinic.isListed')}</Badge> : <Badge tone="amber">{t('desk.clinic.notListed')}</Badge>}
                {c.verified && c.listed && (
                  <Link to={c.path} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2">
                    {t('desk.clinic.viewPage')} <ExternalLink size={14} aria-hidden />
                  </Link>
                )}
              </div>
              <Section id={`details-${c.id}`} title={t('desk.clinic.details')}>
                <ClinicDetailsForm clinic={c} failure={result} />
              </Section>
              <Section id={`hours-${c.id}`} title={t('desk.clinic.hours')}>
                <HoursForm clinic={c} failure={result} />
              </Section>
              <DoctorsSection clinic={c} failure={result} />
              <PhotosSection clinic={c} failure={result} />
            </article>
          ))}
        </div>
      )}
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
