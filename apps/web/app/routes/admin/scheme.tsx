import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { CUSTOMER_TIERS, USER_TYPES } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { TRADE_USER_TYPES } from '@nirog/shared/schemas/prices-admin';
import { MAX_SLABS } from '@nirog/shared/schemas/schemes';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { AuditTrail } from '../../features/back-office/audit-list.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { auditOf } from '../../features/back-office/office-list.server.ts';
import { notFound, officeGet } from '../../features/back-office/office.server.ts';
import { done, failed, istToIso, percentToBp, refused, rupees, str, valuesOf, whole } from '../../features/back-office/prices-action.server.ts';
import { bpToPercent, isoToIst, paiseToRupees } from '../../features/back-office/price-values.ts';
import { FormMessage, SavedToast, savedToast } from '../../features/back-office/prices-ui.tsx';
import { schemeScope, schemeState } from '../../features/back-office/scheme-list.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/scheme';
import { CheckGroup } from '../../features/back-office/check-group.tsx';
import { editIdOf, scopeOptions } from '../../features/back-office/office-editor.server.ts';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.schemes.title')), { name: 'robots', content: 'noindex' }];

const SLAB_ROWS = [...Array(MAX_SLABS).keys()].slice(0, 3);

/** A new trade scheme, or one scheme with its rules and history (decision 056). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = editIdOf(params.id);
  if (id === -1) throw notFound();
  const scheme = id ? await officeGet(context.api, `/v1/admin/schemes/${id}`) : null;
  if (!id) await officeGet(context.api, '/v1/admin/schemes?limit=1');
  const { brands, categories } = await scopeOptions(context.api);
  const history = id ? await auditOf(context.api, 'scheme', id) : [];
  return { scheme, brands, categories, history, toast: savedToast(new URL(request.url)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const id = editIdOf(params.id);
  if (id === -1) throw notFound();
  const form = await request.formData();
  const values = valuesOf(form);
  if (id && str(form.get('intent')) === 'end') {
    const res = await context.api.post(`/v1/admin/schemes/${id}/end`);
    if (!res.ok) return refused(res, values);
    throw done(`/admin/schemes/${id}`, 'scheme-ended');
  }
  const fieldErrors: Record<string, string> = {};
  const count = (name: string) => {
    const n = whole(str(form.get(name)));
    if (Number.isNaN(n)) fieldErrors[name] = t('office.schemes.numberInvalid');
    return n;
  };
  const kind = str(form.get('kind'));
  // "brand:3", "category:12" or "product" (named by a pack's SKU).
  const [scope, target] = str(form.get('target')).split(':');
  const slabs = SLAB_ROWS.flatMap((i) => {
    const min = count(`slab${i}Min`);
    const percentBp = percentToBp(str(form.get(`slab${i}Percent`)));
    const offPaise = rupees(str(form.get(`slab${i}Rupees`)));
    if (Number.isNaN(percentBp) || Number.isNaN(offPaise)) fieldErrors.slabs = t('scheme.slabValueInvalid');
    return min === null ? [] : [{ minQty: min, percentBp, offPaise }];
  });
  const startsAt = istToIso(str(form.get('startsAt')));
  const endsAt = istToIso(str(form.get('endsAt')));
  if (!startsAt) fieldErrors.startsAt = t('prices.dateInvalid');
  if (!endsAt) fieldErrors.endsAt = t('prices.dateInvalid');
  const buyQty = kind === 'bxgy' ? count('buyQty') : null;
  const freeQty = kind === 'bxgy' ? count('freeQty') : null;
  if (Object.keys(fieldErrors).length) return failed(values, fieldErrors);
  const ids = (name: string) => form.getAll(name).map((v) => Number(v)).filter((n) => Number.isInteger(n) && n >= 0);
  const body = {
    name: str(form.get('name')),
    kind,
    scope,
    scopeId: scope === 'product' || !/^\d{1,9}$/.test(target ?? '') ? null : Number(target),
    sku: scope === 'product' ? str(form.get('sku')) || null : null,
    userTypes: ids('userTypes'),
    tiers: ids('tiers'),
    includeRetail: form.get('includeRetail') === 'on',
    slabs: kind === 'slab' ? slabs : null,
    buyQty,
    freeQty,
    freeSku: kind === 'bxgy' ? str(form.get('freeSku')) || null : null,
    startsAt,
    endsAt,
  };
  const res = id ? await context.api.put(`/v1/admin/schemes/${id}`, body) : await context.api.post('/v1/admin/schemes', body);
  if (!res.ok) return refused(res, values, (p) => (p.startsWith('slabs') ? 'slabs' : p === 'scopeId' || p === 'scope' ? 'target' : p));
  throw done(`/admin/schemes/${res.entity.id}`, 'scheme-saved');
}

export default function OfficeScheme() {
  const { scheme: s, brands, categories, history, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const e = result?.fieldErrors ?? {};
  const typed = result?.values;
  const v = (name: string, fallback: string) => typed?.[name] ?? fallback;
  const idsOf = (name: string, fallback: number[]) => (typed ? (typed[name] ?? '').split(',').filter(Boolean).map(Number) : fallback);
  const ended = s?.state === 'ended';
  const target = s ? (s.scope === 'product' ? 'product' : `${s.scope}:${s.scopeId}`) : 'product';
  const slab = (i: number) => s?.slabs?.[i];
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <SavedToast message={toast} />
      <OfficeHeader title={s ? t('office.schemes.edit', { name: s.name }) : t('office.schemes.new')} intro={s ? `${schemeState(s)} · ${s.text} · ${schemeScope(s)}` : t('office.schemes.intro')}>
        <ButtonLink to="/admin/schemes" variant="secondary">{t('office.form.back')}</ButtonLink>
      </OfficeHeader>
      <FormMessage error={result?.formError} />
      <Form method="post" className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-2">
        <fieldset disabled={ended} className="contents">
          <TextField label={t('office.schemes.name')} name="name" required maxLength={120} defaultValue={v('name', s?.name ?? '')} error={e.name} className="sm:col-span-2" />
          <SelectField label={t('office.schemes.kind')} name="kind" defaultValue={v('kind', s?.kind ?? 'bxgy')} error={e.kind}>
            <option value="bxgy">{t('office.schemes.kindBxgy')}</option>
            <option value="slab">{t('office.schemes.kindSlab')}</option>
          </SelectField>
          <SelectField label={t('office.schemes.scope')} name="target" defaultValue={v('target', target)} error={e.target}>
            <option value="product">{t('office.schemes.scopeProductSku')}</option>
            <optgroup label={t('office.schemes.scopeBrand')}>
              {brands.map((b) => (
                <option key={b.id} value={`brand:${b.id}`}>{b.name}</option>
              ))}
            </optgroup>
            <optgroup label={t('office.schemes.scopeCategory')}>
              {categories.map((c) => (
                <option key={c.id} value={`category:${c.id}`}>{c.name}</option>
              ))}
            </optgroup>
          </SelectField>
          <TextField label={t('office.schemes.sku')} name="sku" maxLength={40} autoCapitalize="characters" defaultValue={v('sku', s?.sku ?? '')} error={e.sku} hint={t('office.schemes.skuHint')} className="sm:col-span-2" />
          <CheckGroup legend={t('office.schemes.userTypes')} name="userTypes" options={USER_TYPES.filter((u) => (TRADE_USER_TYPES as readonly number[]).includes(u.code)).map((u) => ({ id: u.code, name: u.label }))} checked={idsOf('userTypes', s?.userTypes ?? [6])} error={e.userTypes} />
          <CheckGroup legend={t('office.schemes.tiers')} name="tiers" hint={t('office.schemes.tiersHint')} options={CUSTOMER_TIERS.map((c) => ({ id: c.code, name: c.label }))} checked={idsOf('tiers', s?.tiers ?? [])} error={e.tiers} />
          <label className="inline-flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" name="includeRetail" defaultChecked={typed ? typed.includeRetail === 'on' : (s?.includeRetail ?? false)} className="size-4" />
            {t('office.schemes.includeRetail')}
          </label>
          <fieldset className="grid gap-3 rounded-lg border border-line p-3 sm:col-span-2 sm:grid-cols-3">
            <legend className="px-1 text-sm font-medium text-ink">{t('office.schemes.slabs')}</legend>
            <p className="text-sm text-muted sm:col-span-3">{t('office.schemes.slabsHint')}</p>
            {SLAB_ROWS.map((i) => (
              <div key={i} className="contents">
                <TextField label={t('office.schemes.slabMin', { n: i + 1 })} name={`slab${i}Min`} inputMode="numeric" defaultValue={v(`slab${i}Min`, slab(i) ? String(slab(i)!.minQty) : '')} error={e[`slab${i}Min`]} />
                <TextField label={t('office.schemes.slabPercent', { n: i + 1 })} name={`slab${i}Percent`} inputMode="decimal" defaultValue={v(`slab${i}Percent`, slab(i)?.percentBp ? bpToPercent(slab(i)!.percentBp!) : '')} />
                <TextField label={t('office.schemes.slabRupees', { n: i + 1 })} name={`slab${i}Rupees`} inputMode="decimal" defaultValue={v(`slab${i}Rupees`, slab(i)?.offPaise ? paiseToRupees(slab(i)!.offPaise!) : '')} />
              </div>
            ))}
            {e.slabs && <p role="alert" className="text-sm font-medium text-danger sm:col-span-3">{e.slabs}</p>}
          </fieldset>
          <TextField label={t('office.schemes.buyQty')} name="buyQty" inputMode="numeric" defaultValue={v('buyQty', s?.buyQty ? String(s.buyQty) : '')} error={e.buyQty} />
          <TextField label={t('office.schemes.freeQty')} name="freeQty" inputMode="numeric" defaultValue={v('freeQty', s?.freeQty ? String(s.freeQty) : '')} error={e.freeQty} />
          <TextField label={t('office.schemes.freeSku')} name="freeSku" maxLength={40} autoCapitalize="characters" defaultValue={v('freeSku', s?.freeSku ?? '')} error={e.freeSku} hint={t('office.schemes.freePackageHint')} className="sm:col-span-2" />
          <TextField label={t('office.form.startsAt')} name="startsAt" type="datetime-local" required defaultValue={v('startsAt', s ? isoToIst(s.startsAt) : '')} error={e.startsAt} />
          <TextField label={t('office.form.endsAt')} name="endsAt" type="datetime-local" required defaultValue={v('endsAt', s ? isoToIst(s.endsAt) : '')} error={e.endsAt} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>{t('office.schemes.save')}</Button>
          </div>
        </fieldset>
      </Form>
      {s && !ended && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="end" />
          <Button type="submit" variant="secondary" disabled={busy}>{t('office.schemes.end')}</Button>
        </Form>
      )}
      {s && <AuditTrail entries={history} />}
    </Container>
  );
}
