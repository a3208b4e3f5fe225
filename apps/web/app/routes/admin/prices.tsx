import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { MAX_DISCOUNT_BP } from '@nirog/shared/schemas/prices-admin';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { AuditTrail } from '../../features/back-office/audit-list.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { auditOf } from '../../features/back-office/office-list.server.ts';
import { notFound, officeGet } from '../../features/back-office/office.server.ts';
import { done, failed, percentToBp, refused, rupees, str, valuesOf } from '../../features/back-office/prices-action.server.ts';
import { bpToPercent, paiseToRupees } from '../../features/back-office/price-values.ts';
import { userTypeLabel } from '../../features/back-office/code-labels.ts';
import { FormMessage, SavedToast, savedToast, tierLabel } from '../../features/back-office/prices-ui.tsx';
import { formatRupees } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/prices';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.prices.title')), { name: 'robots', content: 'noindex' }];

/** The trade-discount table (catalog role) and, for a pack found by SKU, its fixed trade prices. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const table = await officeGet(context.api, '/v1/admin/trade-discounts');
  const sku = (url.searchParams.get('sku') ?? '').trim().slice(0, 40);
  let pack = null;
  let skuError = '';
  if (sku) {
    const res = await context.api.get(`/v1/admin/package-prices?sku=${encodeURIComponent(sku)}`);
    if (res.ok) pack = res.entity;
    else if (res.httpStatus === 403) throw notFound();
    else skuError = res.error.fields?.sku ?? res.error.error;
  }
  const history = await auditOf(context.api, 'trade_discount', 'table');
  const packHistory = pack ? await auditOf(context.api, 'trade_discount', `pack-${pack.package.id}`) : [];
  return { table, sku, pack, skuError, history, packHistory, toast: savedToast(url) };
}

const cellName = (prefix: string, userType: number, tier: number) => `${prefix}-${userType}-${tier}`;

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const form = await request.formData();
  const values = valuesOf(form);
  const { userTypes, tiers } = await officeGet(context.api, '/v1/admin/trade-discounts');
  const fieldErrors: Record<string, string> = {};

  if (str(form.get('intent')) === 'pack') {
    const packageId = Number(str(form.get('packageId')));
    const sku = str(form.get('sku'));
    if (!Number.isInteger(packageId) || packageId < 1) throw notFound();
    const prices: Array<{ userType: number; tier: number; pricePaise: number }> = [];
    for (const userType of userTypes)
      for (const tier of tiers) {
        const name = cellName('p', userType, tier);
        const paise = rupees(str(form.get(name)));
        if (paise === null) continue;
        if (Number.isNaN(paise) || paise < 1) fieldErrors[name] = t('office.prices.rupeesInvalid');
        else prices.push({ userType, tier, pricePaise: paise });
      }
    if (Object.keys(fieldErrors).length) return failed(values, fieldErrors);
    const res = await context.api.put(`/v1/admin/package-prices/${packageId}`, { prices });
    if (!res.ok) return refused(res, values, (path) => {
      const i = /^prices\.(\d+)/.exec(path);
      return i && prices[Number(i[1])] ? cellName('p', prices[Number(i[1])].userType, prices[Number(i[1])].tier) : path;
    });
    throw done(`/admin/prices?sku=${encodeURIComponent(sku)}`, 'pack');
  }

  const cells: Array<{ userType: number; tier: number; discountBp: number | null }> = [];
  for (const userType of userTypes)
    for (const tier of tiers) {
      const name = cellName('d', userType, tier);
      const bp = percentToBp(str(form.get(name)));
      if (bp !== null && (Number.isNaN(bp) || bp > MAX_DISCOUNT_BP)) fieldErrors[name] = t('office.prices.percentInvalid');
      cells.push({ userType, tier, discountBp: bp });
    }
  if (Object.keys(fieldErrors).length) return failed(values, fieldErrors);
  const res = await context.api.put('/v1/admin/trade-discounts/table', { cells });
  if (!res.ok) return refused(res, values, (path) => {
    const i = /^cells\.(\d+)/.exec(path);
    return i && cells[Number(i[1])] ? cellName('d', cells[Number(i[1])].userType, cells[Number(i[1])].tier) : path;
  });
  throw done('/admin/prices', 'discounts');
}

export default function OfficePrices() {
  const { table, sku, pack, skuError, history, packHistory, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const errors = result?.fieldErrors ?? {};
  const typed = (name: string, fallback: string) => result?.values[name] ?? fallback;
  const discountOf = (userType: number, tier: number) => table.cells.find((c) => c.userType === userType && c.tier === tier)?.discountBp ?? null;
  const fixedOf = (userType: number, tier: number) => pack?.prices.find((p) => p.userType === userType && p.tier === tier)?.pricePaise ?? null;
  const isPack = result?.values.intent === 'pack';

  const grid = (prefix: 'd' | 'p', caption: string, valueOf: (u: number, tr: number) => string, label: 'office.prices.cell' | 'office.prices.fixedCell') => (
    <div className="mt-3 overflow-x-auto rounded-xl border border-line bg-white">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-left">
          <tr>
            <th scope="col" className="sticky left-0 bg-canvas px-3 py-2 font-semibold">{t('office.prices.userType')}</th>
            {table.tiers.map((tier) => (
              <th key={tier} scope="col" className="px-2 py-2 font-semibold">{tierLabel(tier)}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {table.userTypes.map((userType) => (
            <tr key={userType}>
              <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium whitespace-nowrap">{userTypeLabel(userType)}</th>
              {table.tiers.map((tier) => {
                const name = `${prefix}-${userType}-${tier}`;
                const error = errors[name];
                return (
                  <td key={tier} className="px-2 py-1.5 align-top">
                    <input
                      name={name}
                      inputMode="decimal"
                      defaultValue={typed(name, valueOf(userType, tier))}
                      aria-label={t(label, { type: userTypeLabel(userType), tier: tierLabel(tier) })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${name}-error` : undefined}
                      className={`h-10 w-20 rounded-lg border bg-white px-2 text-right ${error ? 'border-danger' : 'border-line'}`}
                    />
                    {error && <p id={`${name}-error`} role="alert" className="mt-1 max-w-28 text-xs text-danger">{error}</p>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <SavedToast message={toast} />
      <OfficeHeader title={t('office.prices.title')} intro={t('office.prices.intro')} />

      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="discounts" />
        <h2 className="text-lg font-semibold text-brand-900">{t('office.prices.table')}</h2>
        {!isPack && <FormMessage error={result?.formError} />}
        {grid('d', t('office.prices.table'), (u, tr) => bpToPercent(discountOf(u, tr)), 'office.prices.cell')}
        <Button type="submit" className="mt-3" disabled={busy}>
          {t('office.prices.save')}
        </Button>
      </Form>
      <AuditTrail entries={history} />

      <section aria-labelledby="pack-prices" className="mt-8">
        <h2 id="pack-prices" className="text-lg font-semibold text-brand-900">{t('office.prices.packTitle')}</h2>
        <p className="mt-1 text-sm text-muted">{t('office.prices.packIntro')}</p>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
          <TextField label={t('office.prices.sku')} name="sku" defaultValue={sku} maxLength={40} error={skuError || undefined} className="basis-56" />
          <Button type="submit" variant="secondary">{t('office.prices.find')}</Button>
        </Form>
        {pack && (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="pack" />
            <input type="hidden" name="packageId" value={pack.package.id} />
            <input type="hidden" name="sku" value={pack.package.sku} />
            <p className="font-medium">
              {t('office.prices.packOf', { product: pack.package.productName, label: pack.package.label, sku: pack.package.sku, mrp: formatRupees(pack.package.mrpPaise), retail: formatRupees(pack.package.salePricePaise) })}
            </p>
            {isPack && <FormMessage error={result?.formError} />}
            {grid('p', t('office.prices.packTitle'), (u, tr) => paiseToRupees(fixedOf(u, tr)), 'office.prices.fixedCell')}
            <Button type="submit" className="mt-3" disabled={busy}>
              {t('office.prices.savePack')}
            </Button>
            <AuditTrail entries={packHistory} />
          </Form>
        )}
      </section>
    </Container>
  );
}
