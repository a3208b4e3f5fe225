import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { cartLineAction, requirePatientCart } from '../../features/partner/partner.server.ts';
import { PartnerNav } from '../../features/partner/partner-ui.tsx';
import { formatRupees } from '../../lib/format.ts';
import type { Route } from './+types/medicines';

export const meta: Route.MetaFunction = () => pageMeta(t('partner.nav.medicines'));

/** /reseller/medicines: the catalog at the partner's prices with the commission (`reseller` and `memberPatient` filters). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { patientId, cart } = await requirePatientCart(context.api, request);
  const search = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  const res = await context.api.get(`/pub/v3/products?reseller=1&memberPatient=${patientId}&limit=20${search ? `&search=${encodeURIComponent(search)}` : ''}`);
  const items = res.ok
    ? res.entity.items.flatMap((p) => p.packages.filter((k) => k.partner).map((k) => ({ packageId: k.id, name: p.name, brand: p.brand.name, label: k.label, inStock: k.inStock, mrp: k.mrp, retail: k.price, ...k.partner! })))
    : [];
  return { patient: cart.patient.fullName, items, search };
}

export async function action({ context, request }: Route.ActionArgs) {
  return cartLineAction(request, context.api, new URL(request.url).pathname + new URL(request.url).search);
}

export default function PartnerMedicines() {
  const { patient, items, search } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <PartnerNav />
      <h1 className="m-0 text-2xl font-bold text-brand-900">{t('partner.medicines.heading', { name: patient })}</h1>
      <Form method="get" className="mt-4 flex items-end gap-2">
        <TextField label={t('partner.medicines.search')} name="q" defaultValue={search} className="flex-1" />
        <button type="submit" className={buttonClass('secondary', 'md')}>
          {t('partner.medicines.searchButton')}
        </button>
      </Form>
      {result?.error && (
        <Alert tone="error" className="mt-4">
          {result.error}
        </Alert>
      )}
      {items.length === 0 && <p className="mt-6 text-muted">{t('partner.medicines.empty')}</p>}
      <ul className="mt-5 list-none space-y-3 p-0">
        {items.map((k) => (
          <li key={k.packageId}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="m-0 font-semibold text-ink">{k.name}</p>
                <p className="m-0 text-sm text-muted">
                  {k.brand} · {k.label}
                </p>
                <p className="m-0 mt-1 text-sm">
                  <span className="font-semibold text-ink">
                    {t('partner.medicines.partnerPrice')} {formatRupees(k.pricePaise)}
                  </span>{' '}
                  {k.retail !== k.pricePaise && <s className="text-muted">{formatRupees(k.retail)}</s>}{' '}
                  <span className="text-brand-700">{t('partner.medicines.commission', { amount: formatRupees(k.commissionPaise) })}</span>
                </p>
              </div>
              {k.inStock ? (
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="packageId" value={k.packageId} />
                  <input type="hidden" name="quantity" value={Math.min(k.inCart + 1, 20)} />
                  {k.inCart > 0 && <span className="text-sm text-muted">{t('partner.medicines.inCart', { count: k.inCart })}</span>}
                  <button type="submit" disabled={busy} aria-label={`${t('partner.medicines.add')}: ${k.name} ${k.label}`} className={buttonClass('primary', 'sm')}>
                    {t('partner.medicines.add')}
                  </button>
                </Form>
              ) : (
                <span className="text-sm text-muted">{t('partner.medicines.outOfStock')}</span>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </Container>
  );
}
