import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { AUDIENCES } from '@nirog/shared/schemas/prices-admin';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { AuditTrail } from '../../features/back-office/audit-list.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { auditOf } from '../../features/back-office/office-list.server.ts';
import { notFound, officeGet } from '../../features/back-office/office.server.ts';
import { done, failed, istToIso, refused, str, valuesOf } from '../../features/back-office/prices-action.server.ts';
import { isoToIst } from '../../features/back-office/price-values.ts';
import { audienceLabel, FormMessage, percentText, SavedToast, savedToast, stateLabel } from '../../features/back-office/prices-ui.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/offer';
import { editIdOf } from '../../features/back-office/office-editor.server.ts';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.offers.title')), { name: 'robots', content: 'noindex' }];

/** Weekdays for weekly offers, Sunday first (0). */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = editIdOf(params.id);
  if (id === -1) throw notFound();
  const detail = id ? await officeGet(context.api, `/v1/admin/offers/${id}`) : null;
  // The deal list is marketing's too: a page nobody with the role can open is the 404 page.
  if (!id) await officeGet(context.api, '/v1/admin/offers?limit=1');
  const history = id ? await auditOf(context.api, 'offer', id) : [];
  return { detail, history, toast: savedToast(new URL(request.url)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const id = editIdOf(params.id);
  if (id === -1) throw notFound();
  const form = await request.formData();
  const values = valuesOf(form);
  const startsAt = istToIso(str(form.get('startsAt')));
  const endsAt = istToIso(str(form.get('endsAt')));
  const fieldErrors: Record<string, string> = {};
  if (!startsAt) fieldErrors.startsAt = t('prices.dateInvalid');
  if (!endsAt) fieldErrors.endsAt = t('prices.dateInvalid');
  if (Object.keys(fieldErrors).length) return failed(values, fieldErrors);
  const weekday = str(form.get('weekday'));
  const body = {
    slug: str(form.get('slug')),
    title: str(form.get('title')),
    description: str(form.get('description')),
    audience: str(form.get('audience')),
    startsAt,
    endsAt,
    weekday: /^[0-6]$/.test(weekday) ? Number(weekday) : null,
  };
  const res = id ? await context.api.put(`/v1/admin/offers/${id}`, body) : await context.api.post('/v1/admin/offers', body);
  if (!res.ok) return refused(res, values);
  throw done(`/admin/offers/${res.entity.id}`, id ? 'offer-saved' : 'offer-created');
}

export default function OfficeOffer() {
  const { detail, history, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const e = result?.fieldErrors ?? {};
  const offer = detail?.offer;
  const v = (name: string, fallback: string) => result?.values[name] ?? fallback;
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <SavedToast message={toast} />
      <OfficeHeader title={offer ? t('office.offers.edit', { title: offer.title }) : t('office.offers.new')} intro={t('office.offers.intro')}>
        <ButtonLink to="/admin/offers" variant="secondary">{t('office.form.back')}</ButtonLink>
      </OfficeHeader>
      {offer && (
        <p className="mt-2 text-sm">
          <a href={`/offers/${offer.slug}`} className="font-medium text-brand-700 underline">{t('office.offers.view')}</a>
        </p>
      )}
      <FormMessage error={result?.formError} />
      <Form method="post" className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-2">
        <TextField label={t('office.offers.titleField')} name="title" required maxLength={160} defaultValue={v('title', offer?.title ?? '')} error={e.title} className="sm:col-span-2" />
        <TextField label={t('office.offers.slug')} name="slug" required maxLength={80} defaultValue={v('slug', offer?.slug ?? '')} error={e.slug} className="sm:col-span-2" />
        <TextAreaField label={t('office.offers.description')} name="description" required maxLength={2000} defaultValue={v('description', offer?.description ?? '')} error={e.description} className="sm:col-span-2" />
        <SelectField label={t('office.form.audience')} name="audience" defaultValue={v('audience', offer?.audience ?? 'all')} error={e.audience}>
          {AUDIENCES.map((a) => (
            <option key={a} value={a}>{audienceLabel(a)}</option>
          ))}
        </SelectField>
        <SelectField label={t('office.offers.weekday')} name="weekday" defaultValue={v('weekday', offer?.weekday != null ? String(offer.weekday) : '')} error={e.weekday}>
          <option value="">{t('office.offers.noWeekday')}</option>
          {WEEKDAYS.map((d) => (
            <option key={d} value={d}>{t(`catalog.weekday.${d}` as MessageKey)}</option>
          ))}
        </SelectField>
        <TextField label={t('office.form.startsAt')} name="startsAt" type="datetime-local" required defaultValue={v('startsAt', offer ? isoToIst(offer.startsAt) : '')} error={e.startsAt} />
        <TextField label={t('office.form.endsAt')} name="endsAt" type="datetime-local" required defaultValue={v('endsAt', offer ? isoToIst(offer.endsAt) : '')} error={e.endsAt} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>{offer ? t('office.form.save') : t('office.form.create')}</Button>
        </div>
      </Form>

      {offer && detail && (
        <section aria-labelledby="offer-deals" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="offer-deals" className="text-lg font-semibold text-brand-900">{t('office.offers.dealsOf')}</h2>
            <ButtonLink to={`/admin/deals/new?offerId=${offer.id}`} variant="secondary">{t('office.offers.addDeal')}</ButtonLink>
          </div>
          {detail.deals.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('office.deals.empty')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-white text-sm">
              {detail.deals.map((d) => (
                <li key={d.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                  <Link to={`/admin/deals/${d.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {d.package.productName}, {d.package.label}
                  </Link>
                  <span className="text-muted">
                    {percentText(d.discountBp)} · {stateLabel(d.state)} · {formatDateTime(d.startsAt)} – {formatDateTime(d.endsAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {offer && <AuditTrail entries={history} />}
    </Container>
  );
}
