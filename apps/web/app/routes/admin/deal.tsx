import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { AUDIENCES, MAX_DISCOUNT_BP } from '@nirog/shared/schemas/prices-admin';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { AuditTrail } from '../../features/back-office/audit-list.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { auditOf } from '../../features/back-office/office-list.server.ts';
import { notFound, officeGet } from '../../features/back-office/office.server.ts';
import { done, failed, istToIso, percentToBp, refused, str, valuesOf, whole } from '../../features/back-office/prices-action.server.ts';
import { bpToPercent, isoToIst } from '../../features/back-office/price-values.ts';
import { audienceLabel, FormMessage, SavedToast, savedToast, stateLabel } from '../../features/back-office/prices-ui.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/deal';
import { editIdOf } from '../../features/back-office/office-editor.server.ts';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.deals.title')), { name: 'robots', content: 'noindex' }];


/** A new deal (/admin/deals/new, optionally ?offerId=) or one deal to edit or end, with its history. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = editIdOf(params.id);
  if (id === -1) throw notFound();
  const url = new URL(request.url);
  const offers = (await officeGet(context.api, '/v1/admin/offers?limit=100&sort=startsAt&dir=desc')).items.map((o) => ({ id: o.id, title: o.title }));
  const deal = id ? await officeGet(context.api, `/v1/admin/deals/${id}`) : null;
  const history = id ? await auditOf(context.api, 'deal', id) : [];
  const offerId = url.searchParams.get('offerId') ?? '';
  return { deal, offers, history, presetOffer: /^\d{1,9}$/.test(offerId) ? offerId : '', toast: savedToast(url) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const id = editIdOf(params.id);
  if (id === -1) throw notFound();
  const form = await request.formData();
  const values = valuesOf(form);
  if (id && str(form.get('intent')) === 'end') {
    const res = await context.api.post(`/v1/admin/deals/${id}/end`, {});
    if (!res.ok) return refused(res, values);
    throw done(`/admin/deals/${id}`, 'deal-ended');
  }
  const fieldErrors: Record<string, string> = {};
  const discountBp = percentToBp(str(form.get('discount')));
  if (discountBp === null || Number.isNaN(discountBp) || discountBp < 1 || discountBp > MAX_DISCOUNT_BP) fieldErrors.discount = t('deals.discountRange');
  const maxPerOrder = whole(str(form.get('maxPerOrder')));
  if (Number.isNaN(maxPerOrder)) fieldErrors.maxPerOrder = t('deals.capRange');
  const startsAt = istToIso(str(form.get('startsAt')));
  const endsAt = istToIso(str(form.get('endsAt')));
  if (!startsAt) fieldErrors.startsAt = t('prices.dateInvalid');
  if (!endsAt) fieldErrors.endsAt = t('prices.dateInvalid');
  const offerId = str(form.get('offerId'));
  if (Object.keys(fieldErrors).length) return failed(values, fieldErrors);
  const body = { sku: str(form.get('sku')), offerId: offerId ? Number(offerId) : null, discountBp, maxPerOrder, audience: str(form.get('audience')), startsAt, endsAt };
  const res = id ? await context.api.put(`/v1/admin/deals/${id}`, body) : await context.api.post('/v1/admin/deals', body);
  if (!res.ok) return refused(res, values, (p) => (p === 'discountBp' ? 'discount' : p));
  throw done(`/admin/deals/${res.entity.id}`, id ? 'deal-saved' : 'deal-created');
}

export default function OfficeDeal() {
  const { deal, offers, history, presetOffer, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const e = result?.fieldErrors ?? {};
  const v = (name: string, fallback: string) => result?.values[name] ?? fallback;
  const title = deal ? t('office.deals.edit', { id: deal.id }) : t('office.deals.new');
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <SavedToast message={toast} />
      <OfficeHeader title={title} intro={deal ? `${deal.package.productName}, ${deal.package.label} · ${stateLabel(deal.state)}` : t('office.deals.intro')}>
        <ButtonLink to="/admin/deals" variant="secondary">{t('office.form.back')}</ButtonLink>
      </OfficeHeader>
      <FormMessage error={result?.formError} />
      <Form method="post" className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-2">
        <TextField label={t('office.deals.pack')} name="sku" required maxLength={40} defaultValue={v('sku', deal?.package.sku ?? '')} error={e.sku} hint={t('office.deals.skuHint')} className="sm:col-span-2" />
        <SelectField label={t('office.deals.offer')} name="offerId" defaultValue={v('offerId', deal?.offerId ? String(deal.offerId) : presetOffer)} error={e.offerId}>
          <option value="">{t('office.deals.noOffer')}</option>
          {offers.map((o) => (
            <option key={o.id} value={o.id}>{o.title}</option>
          ))}
        </SelectField>
        <SelectField label={t('office.form.audience')} name="audience" defaultValue={v('audience', deal?.audience ?? 'all')} error={e.audience}>
          {AUDIENCES.map((a) => (
            <option key={a} value={a}>{audienceLabel(a)}</option>
          ))}
        </SelectField>
        <TextField label={t('office.deals.discount')} name="discount" inputMode="decimal" required defaultValue={v('discount', bpToPercent(deal?.discountBp))} error={e.discount} />
        <TextField label={t('office.deals.cap')} name="maxPerOrder" inputMode="numeric" defaultValue={v('maxPerOrder', deal?.maxPerOrder ? String(deal.maxPerOrder) : '')} error={e.maxPerOrder} hint={t('office.deals.capHint')} />
        <TextField label={t('office.form.startsAt')} name="startsAt" type="datetime-local" required defaultValue={v('startsAt', deal ? isoToIst(deal.startsAt) : '')} error={e.startsAt} />
        <TextField label={t('office.form.endsAt')} name="endsAt" type="datetime-local" required defaultValue={v('endsAt', deal ? isoToIst(deal.endsAt) : '')} error={e.endsAt} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>{deal ? t('office.form.save') : t('office.form.create')}</Button>
        </div>
      </Form>
      {deal && deal.state !== 'ended' && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="end" />
          <Button type="submit" variant="secondary" disabled={busy}>{t('office.deals.end')}</Button>
        </Form>
      )}
      {deal && <AuditTrail entries={history} />}
    </Container>
  );
}
