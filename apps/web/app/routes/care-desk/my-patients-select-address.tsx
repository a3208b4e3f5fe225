import { ArrowLeft, MapPin, Plus } from 'lucide-react';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { AddressFormModal } from '../../features/address/address-form.tsx';
import type { Address, AddressFormResult, StateOption } from '../../features/address/address-types.ts';
import { deskMe, failure, str, withToast } from '../../features/care-desk/desk.server.ts';
import type { FormFailure } from '../../features/care-desk/form-failure.ts';
import { DeskNav, NotProvider } from '../../features/care-desk/desk-ui.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/my-patients-select-address';

export const meta: Route.MetaFunction = () => pageMeta(t('desk.address.title'));

const ADDRESS_FIELDS = ['contact_person_name', 'contact_person_phone', 'alt_mobile', 'address', 'landmark', 'pin_code', 'city', 'state'] as const;

function patientIdOf(request: Request) {
  const id = Number(new URL(request.url).searchParams.get('patientId'));
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  return id;
}

/**
 * Choose the patient's delivery address (spec section 2: /my-patients/select-address) among the addresses the doctor
 * keeps for this patient, or add one (the address book with patient_id, as partners keep addresses for patients).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const { me, reason } = await deskMe(context.api);
  if (!me) return { me, reason, patient: null, addresses: [] as Address[], states: [] as StateOption[], form: null };
  const id = patientIdOf(request);
  const [patient, addresses, states] = await Promise.all([
    context.api.get(`/v2/patients/${user.id}/${id}`),
    context.api.get(`/v1/address?patient_id=${id}`),
    context.api.get('/pub/states?country=101'),
  ]);
  if (!patient.ok) throw new Response(patient.error.error, { status: patient.httpStatus === 404 ? 404 : 502 });
  return {
    me,
    reason,
    patient: patient.entity,
    addresses: addresses.ok ? addresses.entity.items : [],
    states: states.ok ? states.entity : [],
    form: new URL(request.url).searchParams.get('form'),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  const id = patientIdOf(request);
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const choose = async (addressId: number) => {
    const res = await context.api.put(`/v2/patients/${user.id}/${id}/address`, { addressId });
    if (!res.ok) return failure(res, 'choose');
    throw redirect(withToast(`/my-patients/view?patientId=${id}`, 'addressChosen'));
  };
  if (intent === 'choose') return choose(Number(str(form.get('addressId'))));
  if (intent === 'create') {
    const values: Record<string, string> = {};
    for (const f of ADDRESS_FIELDS) values[f] = str(form.get(f));
    const res = await context.api.post('/v1/address', { ...values, state: values.state ? Number(values.state) : null, patient_id: id });
    if (!res.ok) {
      const result: AddressFormResult & { intent: string } = { intent, values, fieldErrors: res.error.fields ?? {}, formError: res.error.error };
      return result;
    }
    return choose(res.entity.id);
  }
  return failure({ ok: false, httpStatus: 400, error: { code: 'validation_failed', error: 'Unknown action' } }, intent);
}

export default function SelectPatientAddress() {
  const { me, reason, patient, addresses, states, form } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as (FormFailure & Partial<AddressFormResult>) | (AddressFormResult & { intent: string }) | undefined;
  const navigation = useNavigation();
  const here = patient ? `/my-patients/select-address?patientId=${patient.patientAssociationId}` : '/my-patients';
  const addressResult = result && 'fieldErrors' in result ? (result as AddressFormResult) : undefined;
  return (
    <Container className="py-6 sm:py-8">
      <DeskNav me={me} />
      {!me || !patient ? (
        <NotProvider reason={reason ?? ''} />
      ) : (
        <Card className="mx-auto max-w-2xl">
          <Link to={`/my-patients/view?patientId=${patient.patientAssociationId}`} className="mb-3 inline-flex items-center gap-1.5 text-[15px] font-medium text-brand-700 underline underline-offset-2">
            <ArrowLeft size={16} aria-hidden /> {patient.fullName}
          </Link>
          <h1 className="text-2xl font-bold text-brand-900">{t('desk.address.title')}</h1>
          <p className="mt-1 text-muted">{t('desk.address.intro', { name: patient.fullName })}</p>
          {addresses.length === 0 ? (
            <p className="mt-5 flex items-center gap-2 text-[15px] text-muted">
              <MapPin size={18} aria-hidden /> {t('desk.address.none')}
            </p>
          ) : (
            <Form method="post" className="mt-5 space-y-3">
              <fieldset className="space-y-2">
                <legend className="sr-only">{t('desk.address.title')}</legend>
                {addresses.map((a) => (
                  <label key={a.id} className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                    <input type="radio" name="addressId" value={a.id} defaultChecked={patient.address?.id === a.id || (!patient.address && a === addresses[0])} className="mt-1 accent-brand-700" />
                    <span className="text-[15px]">
                      <span className="block font-medium">{a.contact_person_name}</span>
                      {a.address}
                      {a.landmark ? `, ${a.landmark}` : ''}, {a.city} {a.pin_code}
                    </span>
                  </label>
                ))}
              </fieldset>
              <Button type="submit" name="intent" value="choose" disabled={navigation.state !== 'idle'}>
                {t('desk.address.use')}
              </Button>
            </Form>
          )}
          <ButtonLink to={`${here}&form=new`} variant="secondary" className="mt-5">
            <Plus size={18} aria-hidden /> {t('desk.address.add')}
          </ButtonLink>
          {(form === 'new' || addressResult) && (
            <AddressFormModal key={JSON.stringify(addressResult?.fieldErrors ?? {})} address={null} states={states} trade={false} result={addressResult} closeTo={here} />
          )}
          <Toast message={result && !addressResult ? (result as FormFailure).error : null} tone="error" />
        </Card>
      )}
    </Container>
  );
}
