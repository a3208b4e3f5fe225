import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { chosenPatient, requirePartner, selectPatientAction } from '../../features/partner/partner.server.ts';
import { PartnerNav } from '../../features/partner/partner-ui.tsx';
import type { Route } from './+types/select-patient-address';
import { positiveId } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = () => pageMeta(t('partner.patients.heading'));

/** /reseller/selectPatientAddress: choose (or add) the patient, then where their medicines go (spec sections 2, 6). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePartner(context.api, request);
  const url = new URL(request.url);
  const search = (url.searchParams.get('q') ?? '').slice(0, 60);
  const [list, states] = await Promise.all([context.api.get(`/v0/reseller/patients?limit=50${search ? `&search=${encodeURIComponent(search)}` : ''}`), context.api.get('/pub/states')]);
  const chosen = positiveId(url.searchParams.get('patient')) ?? chosenPatient(request);
  const book = chosen ? await context.api.get(`/v0/reseller/patients/${chosen}/addresses`) : null;
  const patients = list.ok ? list.entity.items.map((p) => ({ id: p.patientAssociationId, fullName: p.fullName, mobile: p.mobile })) : [];
  return { patients, chosen: book?.ok ? chosen : null, book: book?.ok ? book.entity : null, states: states.ok ? states.entity : [], search };
}

export async function action({ context, request }: Route.ActionArgs) {
  return selectPatientAction(request, context.api);
}

export default function SelectPatientAddress() {
  const { patients, chosen, book, states } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const f = result?.fields ?? {};
  const current = patients.find((p) => p.id === chosen);
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <PartnerNav />
      <h1 className="m-0 text-2xl font-bold text-brand-900">{t('partner.patients.heading')}</h1>
      {result?.error && !result.fields && (
        <Alert tone="error" className="mt-4">
          {result.error}
        </Alert>
      )}
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <Card>
          {patients.length === 0 ? (
            <p className="m-0 text-sm text-muted">{t('partner.patients.empty')}</p>
          ) : (
            <ul className="m-0 list-none space-y-2 p-0">
              {patients.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-2 border-b border-line pb-2">
                  <span>
                    <span className="block font-semibold text-ink">{p.fullName}</span>
                    <span className="text-sm text-muted">{p.mobile}</span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="choose" />
                    <input type="hidden" name="patientId" value={p.id} />
                    <button type="submit" disabled={busy} aria-label={`${t('partner.patients.choose')}: ${p.fullName}`} className={buttonClass(p.id === chosen ? 'primary' : 'secondary', 'sm')}>
                      {t('partner.patients.choose')}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <Form method="post" className="mt-5 space-y-3">
            <h2 className="m-0 text-lg font-bold text-brand-900">{t('partner.patients.add')}</h2>
            <input type="hidden" name="intent" value="addPatient" />
            <TextField label={t('partner.patients.fullName')} name="fullName" required error={f.fullName} autoComplete="off" />
            <TextField label={t('partner.patients.mobile')} name="mobile" required inputMode="numeric" maxLength={10} error={f.mobile} autoComplete="off" />
            <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
              {t('partner.patients.save')}
            </button>
          </Form>
        </Card>
        {current && book && (
          <Card>
            <h2 className="m-0 text-lg font-bold text-brand-900">{t('partner.patients.chosen', { name: current.fullName })}</h2>
            {book.items.length === 0 && <p className="text-sm text-muted">{t('partner.patients.noAddress')}</p>}
            <ul className="mt-3 list-none space-y-3 p-0">
              {book.items.map((a) => (
                <li key={a.id} className="rounded-lg border border-line p-3 text-sm">
                  <p className="m-0 font-semibold text-ink">{a.name}</p>
                  <p className="m-0 text-muted">
                    {a.address}, {a.city}, {a.stateName} {a.pincode}
                  </p>
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="useAddress" />
                    <input type="hidden" name="patientId" value={current.id} />
                    <input type="hidden" name="addressId" value={a.id} />
                    <button type="submit" disabled={busy} className={buttonClass(a.id === book.selectedAddressId ? 'primary' : 'secondary', 'sm')}>
                      {a.id === book.selectedAddressId ? t('partner.patients.addressChosen') : t('partner.patients.useAddress')}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
            <Form method="post" className="mt-5 space-y-3">
              <h3 className="m-0 text-base font-bold text-brand-900">{t('partner.patients.addAddress')}</h3>
              <input type="hidden" name="intent" value="addAddress" />
              <input type="hidden" name="patientId" value={current.id} />
              <TextField label={t('partner.patients.fullName')} name="contact_person_name" defaultValue={current.fullName} required error={f.contact_person_name} />
              <TextField label={t('partner.patients.mobile')} name="contact_person_phone" defaultValue={current.mobile} required inputMode="numeric" maxLength={10} error={f.contact_person_phone} />
              <TextField label={t('partner.address.house')} name="address" required error={f.address} />
              <TextField label={t('partner.address.landmark')} name="landmark" error={f.landmark} />
              <TextField label={t('partner.address.pincode')} name="pin_code" required inputMode="numeric" maxLength={6} error={f.pin_code} />
              <TextField label={t('partner.address.city')} name="city" required error={f.city} />
              <SelectField label={t('partner.address.state')} name="state" required error={f.state} defaultValue="">
                <option value="" disabled>
                  {t('partner.address.state')}
                </option>
                {states.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </SelectField>
              <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
                {t('partner.address.save')}
              </button>
            </Form>
          </Card>
        )}
      </div>
    </Container>
  );
}
