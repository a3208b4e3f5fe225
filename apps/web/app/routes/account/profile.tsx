import { LogOut, MapPin } from 'lucide-react';
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router';
import { labelOf } from '@nirog/shared/codes/code-table';
import { SALUTATIONS, USER_TYPES, type SalutationCode, type UserTypeCode } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import type { StateOption } from '../../features/address/address-types.ts';
import { PincodeOnlyModal } from '../../features/address/pincode-only-modal.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { formatDate, formatMobile } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => pageMeta(t('profile.title'));

interface PracticeLocation {
  city: string | null;
  state: number | null;
  state_name: string | null;
  pin_code: string | null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const url = new URL(request.url);
  if (user.userType === 1) return { user, location: null, states: [], pincodeForm: false, saved: false };
  const [location, states] = await Promise.all([
    context.api.get<PracticeLocation>(`/v1/doctor-profile/${user.id}`),
    context.api.get<StateOption[]>('/pub/states?country=101'),
  ]);
  return {
    user,
    location: location.ok ? location.entity : null,
    states: states.ok ? states.entity : [],
    pincodeForm: url.searchParams.get('pincode') === '1',
    saved: url.searchParams.get('toast') === 'saved',
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  const form = await request.formData();
  const values = { pin_code: String(form.get('pin_code') ?? ''), city: String(form.get('city') ?? ''), state: String(form.get('state') ?? '') };
  const res = await context.api.put(`/v1/doctor-profile/${user.id}/location`, { ...values, state: values.state ? Number(values.state) : null });
  if (!res.ok) return data({ values, fieldErrors: res.error.fields ?? {}, error: res.error.error }, { status: res.httpStatus });
  throw redirect('/profile?toast=saved');
}

export default function Profile() {
  const { user, location, states, pincodeForm, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const salutation = user.salutation ? `${labelOf(SALUTATIONS, user.salutation as SalutationCode)} ` : '';
  const rows: Array<[string, string]> = [
    [t('profile.name'), `${salutation}${user.fullName}`],
    [t('profile.mobile'), formatMobile(user.mobileNumber)],
    [t('profile.userType'), labelOf(USER_TYPES, user.userType as UserTypeCode)],
    [t('profile.memberSince'), formatDate(user.createdAt)],
  ];
  return (
    <Container className="py-10">
      <Card className="mx-auto max-w-xl">
        <h1 className="text-2xl font-bold text-brand-900">{t('profile.title')}</h1>
        <dl className="mt-6 divide-y divide-line">
          {rows.map(([k, v]) => (
            <div key={k} className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-3">
              <dt className="text-sm text-muted">{k}</dt>
              <dd className="text-[15px] font-medium sm:col-span-2" data-testid={`profile-${k}`}>
                {v}
              </dd>
            </div>
          ))}
        </dl>
        {location && (
          <section className="mt-6 rounded-lg border border-line p-4" aria-labelledby="practice-location">
            <h2 id="practice-location" className="flex items-center gap-2 font-semibold text-brand-900">
              <MapPin size={18} aria-hidden /> Clinic location
            </h2>
            <p className="mt-1 text-[15px]" data-testid="practice-location">
              {location.pin_code ? `${location.city}, ${location.state_name} ${location.pin_code}` : 'Not set yet'}
            </p>
            <ButtonLink to="/profile?pincode=1" variant="secondary" size="sm" className="mt-3">
              Update pincode
            </ButtonLink>
          </section>
        )}
        <Form method="post" action="/logout" className="mt-6 flex flex-wrap items-center gap-3 border-t border-line pt-6">
          <Button type="submit" variant="secondary">
            <LogOut size={18} aria-hidden /> {t('nav.logout')}
          </Button>
          <p className="text-sm text-muted">{t('profile.logoutHint')}</p>
        </Form>
      </Card>
      {location && (pincodeForm || result) && (
        <PincodeOnlyModal
          key={JSON.stringify(result?.fieldErrors ?? {})}
          initial={result?.values ?? { pin_code: location.pin_code ?? '', city: location.city ?? '', state: location.state ? String(location.state) : '' }}
          states={states}
          fieldErrors={result?.fieldErrors ?? {}}
          closeTo="/profile"
        />
      )}
      <Toast message={saved ? t('spec.addressSaved') : null} />
    </Container>
  );
}
