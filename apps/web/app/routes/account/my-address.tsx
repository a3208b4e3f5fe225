import { ArrowLeft, MapPin, Plus } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { addressAction } from '../../features/address/address-action.server.ts';
import { AddressCard } from '../../features/address/address-card.tsx';
import { AddressFormModal } from '../../features/address/address-form.tsx';
import { TOASTS, type AddressFormResult } from '../../features/address/address-types.ts';
import { requireUser } from '../../lib/session.server.ts';
import { safeRedirect } from '../../route-access.ts';
import { CHEMIST_LIKE_USER_TYPES, type UserTypeCode } from '@nirog/shared/codes/tables';
import type { Route } from './+types/my-address';

export const meta: Route.MetaFunction = () => pageMeta(t('addressBook.metaTitle'));

const TRADE_TYPES: readonly number[] = [...CHEMIST_LIKE_USER_TYPES, 7];

/** `?redirectTo=` (e.g. the checkout's address step): where saving an address leads back to. */
function redirectToOf(request: Request): string | null {
  return safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '') || null;
}
const pagePath = (redirectTo: string | null) => (redirectTo ? `/myAddress?redirectTo=${encodeURIComponent(redirectTo)}` : '/myAddress');

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const [list, states] = await Promise.all([
    context.api.get('/v1/address'),
    context.api.get('/pub/states?country=101'),
  ]);
  if (!list.ok || !states.ok) throw new Response('Addresses could not be loaded', { status: 502 });
  const url = new URL(request.url);
  const toastKey = url.searchParams.get('toast') as keyof typeof TOASTS | null;
  return {
    addresses: list.entity.items,
    states: states.entity,
    trade: TRADE_TYPES.includes(user.userType as UserTypeCode),
    form: url.searchParams.get('form'),
    toast: toastKey && toastKey in TOASTS ? t(TOASTS[toastKey]) : null,
    redirectTo: redirectToOf(request),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  const redirectTo = redirectToOf(request);
  return addressAction(request, context.api, user, redirectTo ? { backTo: redirectTo, stayAt: pagePath(redirectTo) } : {});
}

export default function MyAddress() {
  const { addresses, states, trade, form, toast, redirectTo } = useLoaderData<typeof loader>();
  const here = pagePath(redirectTo);
  const result = useActionData<typeof action>() as (Partial<AddressFormResult> & { toastError?: string }) | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state !== 'idle';
  const editing = form && form !== 'new' ? (addresses.find((a) => String(a.id) === form) ?? null) : null;
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);

  return (
    <Container className="py-8 sm:py-10">
      {redirectTo && (
        <Link to={redirectTo} className="mb-4 inline-flex items-center gap-1.5 text-[15px] font-medium text-brand-700 underline underline-offset-2">
          <ArrowLeft size={16} aria-hidden /> {redirectTo.startsWith('/order/') ? t('shop.address.backToCheckout') : t('shop.address.back')}
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('addressBook.title')}</h1>
          <p className="mt-1 text-muted">{t('addressBook.intro')}</p>
        </div>
        <ButtonLink to={`${here}${redirectTo ? '&' : '?'}form=new`}>
          <Plus size={18} aria-hidden /> {t('addressBook.add')}
        </ButtonLink>
      </div>

      {addresses.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-line bg-white p-10 text-center">
          <MapPin size={32} className="mx-auto text-brand-600" aria-hidden />
          <p className="mt-3 text-lg font-medium">{t('addressBook.empty')}</p>
          <p className="mt-1 text-muted">{t('addressBook.emptyHint')}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 lg:grid-cols-2" aria-label={t('addressBook.saved')}>
          {addresses.map((a) => (
            <AddressCard key={a.id} address={a} trade={trade} canDelete={addresses.length > 1} busy={busy} page={here} />
          ))}
        </ul>
      )}

      {(form === 'new' || editing) && (
        <AddressFormModal
          key={`${form}-${JSON.stringify(result?.fieldErrors ?? {})}`}
          address={editing}
          states={states}
          trade={trade}
          result={result?.values ? (result as AddressFormResult) : undefined}
          closeTo={here}
        />
      )}
      <Toast message={toast} onDone={clearToast} />
      <Toast message={result?.toastError ?? null} tone="error" />
    </Container>
  );
}
