import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { USER_TYPES } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { AuditTrail } from '../../features/back-office/audit-list.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { auditOf } from '../../features/back-office/office-list.server.ts';
import { notFound, officeGet } from '../../features/back-office/office.server.ts';
import { done, failed, istToIso, percentToBp, refused, rupees, str, valuesOf, whole } from '../../features/back-office/prices-action.server.ts';
import { bpToPercent, isoToIst, paiseToRupees } from '../../features/back-office/price-values.ts';
import { couponStatus, FormMessage, SavedToast, savedToast } from '../../features/back-office/prices-ui.tsx';
import { formatRupees } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/coupon';
import { CheckGroup } from '../../features/back-office/check-group.tsx';
import { editIdOf, scopeOptions } from '../../features/back-office/office-editor.server.ts';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.coupons.title')), { name: 'robots', content: 'noindex' }];


/** A new coupon or one coupon with every rule, its usage and its history. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = editIdOf(params.id);
  if (id === -1) throw notFound();
  const coupon = id ? await officeGet(context.api, `/v1/admin/coupons/${id}`) : null;
  if (!id) await officeGet(context.api, '/v1/admin/coupons?limit=1');
  const { brands, categories } = await scopeOptions(context.api);
  const history = id ? await auditOf(context.api, 'coupon', id) : [];
  return { coupon, brands, categories, history, toast: savedToast(new URL(request.url)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const id = editIdOf(params.id);
  if (id === -1) throw notFound();
  const form = await request.formData();
  const values = valuesOf(form);
  const fieldErrors: Record<string, string> = {};
  const kind = str(form.get('kind'));
  const valueText = str(form.get('value'));
  const value = kind === 'percent' ? percentToBp(valueText) : rupees(valueText);
  if (value === null || Number.isNaN(value) || value < 1) fieldErrors.value = t('office.coupons.valueFormInvalid');
  const money = (name: string) => {
    const paise = rupees(str(form.get(name)));
    if (Number.isNaN(paise)) fieldErrors[name] = t('office.coupons.amountInvalid');
    return paise;
  };
  const count = (name: string) => {
    const n = whole(str(form.get(name)));
    if (Number.isNaN(n)) fieldErrors[name] = t('office.coupons.countInvalid');
    return n;
  };
  const ids = (name: string) => form.getAll(name).map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0);
  const maxDiscountPaise = money('maxDiscountPaise');
  const minOrderPaise = money('minOrderPaise');
  const maxUsesTotal = count('maxUsesTotal');
  const maxUsesPerUser = count('maxUsesPerUser');
  const startsAt = istToIso(str(form.get('startsAt')));
  const endsAt = istToIso(str(form.get('endsAt')));
  if (!startsAt) fieldErrors.startsAt = t('prices.dateInvalid');
  if (!endsAt) fieldErrors.endsAt = t('prices.dateInvalid');
  if (Object.keys(fieldErrors).length) return failed(values, fieldErrors);
  const body = {
    code: str(form.get('code')),
    title: str(form.get('title')),
    description: str(form.get('description')),
    kind,
    value,
    maxDiscountPaise,
    minOrderPaise: minOrderPaise ?? 0,
    brandIds: ids('brandIds'),
    categoryIds: ids('categoryIds'),
    userTypes: ids('userTypes'),
    firstOrderOnly: form.get('firstOrderOnly') === 'on',
    maxUsesTotal,
    maxUsesPerUser: maxUsesPerUser ?? 1,
    startsAt,
    endsAt,
    active: form.get('active') === 'on',
  };
  const res = id ? await context.api.put(`/v1/admin/coupons/${id}`, body) : await context.api.post('/v1/admin/coupons', body);
  if (!res.ok) return refused(res, values, (p) => p.replace(/\.\d+$/, ''));
  throw done(`/admin/coupons/${res.entity.id}`, id ? 'coupon-saved' : 'coupon-created');
}

export default function OfficeCoupon() {
  const { coupon: c, brands, categories, history, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const e = result?.fieldErrors ?? {};
  const typed = result?.values;
  const v = (name: string, fallback: string) => typed?.[name] ?? fallback;
  const idsOf = (name: string, fallback: number[]) => (typed ? (typed[name] ?? '').split(',').filter(Boolean).map(Number) : fallback);
  const flag = (name: string, fallback: boolean) => (typed ? typed[name] === 'on' : fallback);
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <SavedToast message={toast} />
      <OfficeHeader title={c ? t('office.coupons.edit', { code: c.code }) : t('office.coupons.new')} intro={c ? `${couponStatus(c)} · ${c.terms}` : t('office.coupons.intro')}>
        <ButtonLink to="/admin/coupons" variant="secondary">{t('office.form.back')}</ButtonLink>
      </OfficeHeader>
      {c && (
        <section aria-labelledby="coupon-usage" className="mt-4 rounded-xl border border-line bg-white p-4">
          <h2 id="coupon-usage" className="font-semibold text-brand-900">{t('office.coupons.usage')}</h2>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
            <div><dt className="text-sm text-muted">{t('office.coupons.used')}</dt><dd className="text-xl font-bold">{c.usage.timesUsed}</dd></div>
            <div><dt className="text-sm text-muted">{t('office.coupons.people')}</dt><dd className="text-xl font-bold">{c.usage.distinctUsers}</dd></div>
            <div><dt className="text-sm text-muted">{t('office.coupons.given')}</dt><dd className="text-xl font-bold">{formatRupees(c.usage.discountGivenPaise)}</dd></div>
          </dl>
        </section>
      )}
      <FormMessage error={result?.formError} />
      <Form method="post" className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-2">
        <TextField label={t('office.coupons.code')} name="code" required maxLength={20} autoCapitalize="characters" defaultValue={v('code', c?.code ?? '')} error={e.code} />
        <TextField label={t('office.coupons.titleField')} name="title" required maxLength={120} defaultValue={v('title', c?.title ?? '')} error={e.title} />
        <TextAreaField label={t('office.coupons.description')} name="description" required maxLength={1000} defaultValue={v('description', c?.description ?? '')} error={e.description} className="sm:col-span-2" />
        <SelectField label={t('office.coupons.kind')} name="kind" defaultValue={v('kind', c?.kind ?? 'percent')} error={e.kind}>
          <option value="percent">{t('office.coupons.kindPercent')}</option>
          <option value="flat">{t('office.coupons.kindFlat')}</option>
        </SelectField>
        <TextField label={t('office.coupons.value')} name="value" required inputMode="decimal" defaultValue={v('value', c ? (c.kind === 'percent' ? bpToPercent(c.value) : paiseToRupees(c.value)) : '')} error={e.value} />
        <TextField label={t('office.coupons.maxDiscount')} name="maxDiscountPaise" inputMode="decimal" defaultValue={v('maxDiscountPaise', paiseToRupees(c?.maxDiscountPaise))} error={e.maxDiscountPaise} hint={t('office.coupons.optionalHint')} />
        <TextField label={t('office.coupons.minOrder')} name="minOrderPaise" inputMode="decimal" defaultValue={v('minOrderPaise', c && c.minOrderPaise ? paiseToRupees(c.minOrderPaise) : '')} error={e.minOrderPaise} />
        <TextField label={t('office.coupons.maxUsesTotal')} name="maxUsesTotal" inputMode="numeric" defaultValue={v('maxUsesTotal', c?.maxUsesTotal ? String(c.maxUsesTotal) : '')} error={e.maxUsesTotal} hint={t('office.coupons.optionalHint')} />
        <TextField label={t('office.coupons.maxUsesPerUser')} name="maxUsesPerUser" inputMode="numeric" defaultValue={v('maxUsesPerUser', String(c?.maxUsesPerUser ?? 1))} error={e.maxUsesPerUser} />
        <TextField label={t('office.form.startsAt')} name="startsAt" type="datetime-local" required defaultValue={v('startsAt', c ? isoToIst(c.startsAt) : '')} error={e.startsAt} />
        <TextField label={t('office.form.endsAt')} name="endsAt" type="datetime-local" required defaultValue={v('endsAt', c ? isoToIst(c.endsAt) : '')} error={e.endsAt} />
        <CheckGroup legend={t('office.coupons.userTypes')} name="userTypes" hint={t('office.coupons.userTypesHint')} options={USER_TYPES.map((u) => ({ id: u.code, name: u.label }))} checked={idsOf('userTypes', c?.userTypes ?? [])} error={e.userTypes} />
        <CheckGroup legend={t('office.coupons.brands')} name="brandIds" hint={t('office.coupons.scopeHint')} options={brands} checked={idsOf('brandIds', c?.brandIds ?? [])} error={e.brandIds} />
        <CheckGroup legend={t('office.coupons.categories')} name="categoryIds" hint={t('office.coupons.scopeHint')} options={categories} checked={idsOf('categoryIds', c?.categoryIds ?? [])} error={e.categoryIds} />
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="firstOrderOnly" defaultChecked={flag('firstOrderOnly', c?.firstOrderOnly ?? false)} className="size-4" />
          {t('office.coupons.firstOrderOnly')}
        </label>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="active" defaultChecked={flag('active', c?.active ?? true)} className="size-4" />
          {t('office.coupons.active')}
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>{c ? t('office.form.save') : t('office.form.create')}</Button>
        </div>
      </Form>
      {c && <AuditTrail entries={history} />}
    </Container>
  );
}
