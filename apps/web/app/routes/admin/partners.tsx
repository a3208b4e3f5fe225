import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { RESELLER_TIERS } from '@nirog/shared/partner';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PartnerOrderBadge, PartnerOrderMoney } from '../../features/partner/partner-order-parts.tsx';
import { tierLabel } from '../../features/partner/partner-ui.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { notFound, officeGet } from '../../features/back-office/office.server.ts';
import { formatDate, formatMobile, formatRupees } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/partners';
import { positiveId } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = () => [...pageMeta(t('partner.office.title')), { name: 'robots', content: 'noindex' }];


/**
 * Back office (finance; decision 076): Nirog Partners with their orders' counts and earnings, one partner's (or
 * everyone's) orders with state, patient, amount, commission and where the commission is in the ledger, settling a
 * due order now, and the discount and commission of each tier.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 60);
  const partnerId = positiveId(url.searchParams.get('partner'));
  const [partners, orders, rates] = await Promise.all([
    officeGet(context.api, `/v1/admin/reseller/partners?limit=50${q ? `&search=${encodeURIComponent(q)}` : ''}`),
    officeGet(context.api, `/v1/admin/reseller/orders?limit=50${partnerId ? `&partnerId=${partnerId}` : ''}`),
    officeGet(context.api, '/v1/admin/reseller/rates'),
  ]);
  return { q, partnerId, partners, orders, rates, done: url.searchParams.get('done') };
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');
const bp = (v: string) => (/^\d{1,4}$/.test(v) && Number(v) <= 5000 ? Number(v) : null);

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const id = positiveId(str(form.get('id')));
  let res;
  if (intent === 'settle' && id) res = await context.api.post(`/v1/admin/reseller/orders/${id}/settle`);
  else if (intent === 'rate' && id !== null && RESELLER_TIERS.some((x) => x.code === Number(str(form.get('tier'))))) {
    const tier = Number(str(form.get('tier')));
    const discountBp = bp(str(form.get('discountBp')));
    const commissionBp = bp(str(form.get('commissionBp')));
    if (discountBp === null || commissionBp === null) return data({ intent, id, error: t('partner.office.rateInvalid') }, { status: 400 });
    res = await context.api.put(`/v1/admin/reseller/rates/${tier}`, { discountBp, commissionBp });
  } else return data({ intent, id, error: t('error.notFound') }, { status: 400 });
  if (!res.ok && res.httpStatus === 403) throw notFound();
  if (!res.ok) {
    const fields = res.error.fields ? Object.values(res.error.fields).join(' ') : '';
    return data({ intent, id, error: fields || res.error.error }, { status: res.httpStatus });
  }
  url.searchParams.set('done', intent);
  throw redirect(url.pathname + url.search);
}

export default function OfficePartners() {
  const { q, partnerId, partners, orders, rates, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errorFor = (intent: string, id: number) => (result && result.intent === intent && result.id === id ? result.error : null);
  const chosen = partnerId ? partners.items.find((p) => p.userId === partnerId) : undefined;
  const keep = (extra: Record<string, string | number | null>) => {
    const p = new URLSearchParams();
    if (q) p.set('q', q);
    for (const [k, v] of Object.entries(extra)) if (v !== null) p.set(k, String(v));
    const s = p.toString();
    return s ? `?${s}` : '?';
  };
  return (
    <Container className="py-4">
      <OfficeNav />
      <OfficeHeader title={t('partner.office.title')} intro={t('partner.office.intro')} />
      {done === 'settle' && <Alert tone="success" className="mt-3">{t('partner.office.settled')}</Alert>}
      {done === 'rate' && <Alert tone="success" className="mt-3">{t('partner.ratesSaved')}</Alert>}

      <section aria-labelledby="partners-h" className="mt-4">
        <h2 id="partners-h" className="text-xl font-bold text-brand-900">{t('partner.office.partners')}</h2>
        <Form method="get" className="mt-2 flex flex-wrap items-end gap-2">
          <TextField label={t('partner.office.search')} name="q" defaultValue={q} maxLength={60} />
          <Button type="submit" variant="secondary" size="sm">{t('partner.office.searchButton')}</Button>
        </Form>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {partners.items.length === 0 && <li className="text-muted">{t('partner.office.empty')}</li>}
          {partners.items.map((p) => (
            <li key={p.userId}>
              <Card className="p-4 sm:p-4" aria-labelledby={`partner-${p.userId}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={`partner-${p.userId}`} className="font-semibold">{p.name} · {formatMobile(p.mobile)}</h3>
                  <Link to={keep({ partner: p.userId })} aria-current={p.userId === partnerId ? 'true' : undefined} className="text-sm font-medium text-brand-700 underline">
                    {t('partner.office.showOrders')}
                  </Link>
                </div>
                <p className="mt-1 text-sm text-muted">{t('partner.office.joined', { tier: tierLabel(p.tier), date: formatDate(p.joinedAt) })}</p>
                <p className="mt-1 text-sm">{t('partner.office.counts', { orders: p.orders, placed: p.placed, commission: formatRupees(p.commissionPaise) })}</p>
                <p className="mt-1 text-sm">{t('partner.office.balances', { pending: formatRupees(p.pendingPaise), available: formatRupees(p.availablePaise) })}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="orders-h" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="orders-h" className="text-xl font-bold text-brand-900">
            {partnerId ? t('partner.office.ordersOf', { name: chosen?.name ?? orders.items[0]?.partner.name ?? `#${partnerId}` }) : t('partner.office.allOrders')}
          </h2>
          {partnerId && <Link to={keep({})} className="text-sm font-medium text-brand-700 underline">{t('partner.office.showAll')}</Link>}
        </div>
        <ul className="mt-3 space-y-3">
          {orders.items.length === 0 && <li className="text-muted">{t('partner.office.noOrders')}</li>}
          {orders.items.map((o) => (
            <li key={o.id}>
              <Card className="p-4 sm:p-4" aria-labelledby={`po-${o.id}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`po-${o.id}`} className="font-semibold">
                    {o.order ? <Link to={`/admin/orders/${o.order.id}`} className="text-brand-700 underline">{o.order.orderNumber}</Link> : `#${o.id}`} · {o.partner.name}
                  </h3>
                  <PartnerOrderBadge o={o} />
                </div>
                <p className="mt-1 text-sm">
                  {t('partner.office.patient')}: {o.patientName} {o.patientMobile} · {formatDate(o.createdAt)}
                </p>
                <PartnerOrderMoney o={o} className="mt-1 text-sm" />
                {o.order && (
                  <p className="mt-1 text-sm text-muted">
                    {t('partner.office.earning', { pending: formatRupees(o.earning.pendingPaise), available: formatRupees(o.earning.availablePaise) })}
                    {o.windowClosesAt ? ` · ${t('partner.office.windowCloses', { date: formatDate(o.windowClosesAt) })}` : ''}
                  </p>
                )}
                {errorFor('settle', o.id) && <Alert tone="error" className="mt-2">{errorFor('settle', o.id)}</Alert>}
                {o.settleable && (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="id" value={o.id} />
                    <Button type="submit" name="intent" value="settle" size="sm" variant="secondary" disabled={busy}>{t('partner.office.settle')}</Button>
                  </Form>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="rates-h" className="mt-8">
        <h2 id="rates-h" className="text-xl font-bold text-brand-900">{t('partner.office.rates')}</h2>
        <p className="mt-1 text-sm text-muted">{t('partner.office.ratesIntro')}</p>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {rates.items.filter((r) => r.tier > 0).map((r) => (
            <li key={r.tier}>
              <Card className="p-4 sm:p-4" aria-labelledby={`tier-${r.tier}`}>
                <h3 id={`tier-${r.tier}`} className="font-semibold">{r.tier} · {tierLabel(r.tier)}</h3>
                {errorFor('rate', r.tier) && <Alert tone="error" className="mt-2">{errorFor('rate', r.tier)}</Alert>}
                <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={r.tier} />
                  <input type="hidden" name="tier" value={r.tier} />
                  <TextField label={t('partner.office.discountBp')} name="discountBp" defaultValue={r.discountBp} inputMode="numeric" required />
                  <TextField label={t('partner.office.commissionBp')} name="commissionBp" defaultValue={r.commissionBp} inputMode="numeric" required />
                  <Button type="submit" name="intent" value="rate" size="sm" disabled={busy}>{t('partner.office.save')}</Button>
                </Form>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
