/**
 * The prescription of a consultation: what the patient sees (with the PDF and "add to cart"), and the doctor's
 * builder: diagnosis and advice, medicines searched in the catalog with dose, duration, quantity and instructions.
 * Every control is a plain form post; with JavaScript the page stays put, so the video keeps running.
 */
import { Download, Pill, Plus, Search, ShoppingCart, Trash2 } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { PRESCRIPTION_MAX_QUANTITY } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime, formatRupees } from '../../lib/format.ts';
import type { Prescription, PrescriptionItem } from '@nirog/shared/schemas/care';
import type { ProductPage } from '@nirog/shared/schemas/catalog';
import type { FormFailure } from './form-failure.ts';

/** A medicine found while prescribing: a product of the catalog search (GET /pub/v3/products). */
export type CatalogHit = ProductPage['items'][number];

export interface CartOutcome {
  intent: 'cart';
  added: number;
  failed: Array<{ medicine: string; reason: string }>;
}

function Items({ items, removable, busy }: { items: PrescriptionItem[]; removable: boolean; busy: boolean }) {
  return (
    <ol className="mt-3 space-y-2">
      {items.map((i, n) => (
        <li key={i.id} className="rounded-lg border border-line p-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">
                {n + 1}.{' '}
                <Link to={`/medicines/${i.slug}`} className="text-brand-800 hover:underline">
                  {i.medicine}
                </Link>{' '}
                <span className="text-sm text-muted">({i.pack})</span>
              </p>
              <p className="text-[15px]">
                {i.dose} · {i.duration} · {t('desk.rx.qty', { qty: i.quantity })}
              </p>
              {i.instructions && <p className="text-sm text-muted">{i.instructions}</p>}
              {!i.available && <p className="text-sm font-medium text-danger">{t('desk.rx.unavailable')}</p>}
            </div>
            {removable && (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="itemId" value={i.id} />
                <Button type="submit" name="intent" value="rx-remove" variant="ghost" size="sm" aria-label={t('desk.rx.removeNamed', { name: i.medicine })} disabled={busy}>
                  <Trash2 size={16} aria-hidden />
                </Button>
              </Form>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The patient's (and the doctor's read-only) view. */
export function PrescriptionView({ rx, apptId, patient, outcome }: { rx: Prescription | null; apptId: number; patient: boolean; outcome: CartOutcome | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <section id="prescription" aria-labelledby="rx-heading" className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 id="rx-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Pill size={20} aria-hidden /> {t('desk.rx.title')}
      </h2>
      {!rx ? (
        <p className="mt-2 text-[15px] text-muted">{patient ? t('desk.rx.nonePatient') : t('desk.rx.none')}</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {rx.number} · {t('desk.rx.updated', { when: formatDateTime(rx.updatedAt) })}
          </p>
          <dl className="mt-3 grid gap-2 rounded-lg bg-canvas p-3 text-sm sm:grid-cols-2" data-testid="rx-parties">
            <div>
              <dt className="text-muted">{t('desk.rx.prescriber')}</dt>
              <dd className="font-medium text-ink">{[rx.doctor.name, rx.doctor.qualifications.join(', ')].filter(Boolean).join(', ')}</dd>
              <dd className="text-ink">
                {rx.doctor.registrationNumber && rx.doctor.council
                  ? t('desk.rx.registration', { number: rx.doctor.registrationNumber, council: rx.doctor.council })
                  : t('desk.rx.noRegistration')}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('desk.pdf.patient')}</dt>
              <dd className="font-medium text-ink">
                {[rx.patient.name, rx.patient.age !== null ? t('desk.patient.age', { age: rx.patient.age }) : null, rx.patient.gender].filter(Boolean).join(' · ')}
              </dd>
            </div>
          </dl>
          {rx.diagnosis && (
            <p className="mt-3 text-[15px]">
              <span className="font-medium">{t('desk.rx.diagnosis')}:</span> {rx.diagnosis}
            </p>
          )}
          {rx.items.length ? <Items items={rx.items} removable={false} busy={busy} /> : <p className="mt-2 text-[15px] text-muted">{t('desk.pdf.noMedicines')}</p>}
          {rx.advice && (
            <div className="mt-3">
              <p className="font-medium">{t('desk.rx.advice')}</p>
              <p className="text-[15px] whitespace-pre-line">{rx.advice}</p>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={`/api/v3/consultations/${apptId}/prescription/pdf`} className={buttonClass('secondary')} download>
              <Download size={18} aria-hidden /> {t('desk.rx.download')}
            </a>
            {patient && rx.items.some((i) => i.available) && (
              <Form method="post" preventScrollReset>
                <Button type="submit" name="intent" value="cart" disabled={busy}>
                  <ShoppingCart size={18} aria-hidden /> {t('desk.rx.addToCart')}
                </Button>
              </Form>
            )}
          </div>
          {patient && rx.items.length > 0 && <p className="mt-2 text-sm text-muted">{t('desk.rx.cartHint', { total: formatRupees(rx.items.filter((i) => i.available).reduce((s, i) => s + i.pricePaise * i.quantity, 0)) })}</p>}
          {outcome && (
            <div role="status" className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
              <p>{t(outcome.added === 1 ? 'desk.rx.addedOne' : 'desk.rx.addedMany', { count: outcome.added })}</p>
              {outcome.failed.map((f) => (
                <p key={f.medicine} className="text-danger">
                  {f.medicine}: {f.reason}
                </p>
              ))}
              {outcome.added > 0 && (
                <Link to="/order/cart" className="mt-1 inline-block font-medium text-brand-700 underline underline-offset-2">
                  {t('desk.rx.goToCart')}
                </Link>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The doctor's builder. */
export function PrescriptionBuilder({ rx, hits, query, failure, apptId }: { rx: Prescription | null; hits: CatalogHit[] | null; query: string; failure: FormFailure | undefined; apptId: number }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const saving = failure?.intent === 'rx-save' ? failure : undefined;
  const adding = failure?.intent === 'rx-add' ? failure : undefined;
  return (
    <section id="prescription" aria-labelledby="rx-heading" className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 id="rx-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Pill size={20} aria-hidden /> {t('desk.rx.title')}
      </h2>
      {rx && <p className="text-sm text-muted">{rx.number}</p>}
      {rx && rx.items.length > 0 ? <Items items={rx.items} removable busy={busy} /> : <p className="mt-2 text-[15px] text-muted">{t('desk.rx.noItems')}</p>}
      {failure?.intent === 'rx-remove' && <Alert tone="error" className="mt-2">{failure.error}</Alert>}

      <Form method="post" preventScrollReset className="mt-4 space-y-3 border-t border-line pt-4" noValidate>
        <TextField label={t('desk.rx.diagnosis')} name="diagnosis" maxLength={300} defaultValue={saving?.values?.diagnosis ?? rx?.diagnosis ?? ''} error={saving?.fields.diagnosis} />
        <div className="space-y-1.5">
          <label htmlFor="rx-advice" className="block text-sm font-medium text-ink">
            {t('desk.rx.advice')}
          </label>
          <textarea
            id="rx-advice"
            name="advice"
            rows={3}
            maxLength={2000}
            defaultValue={saving?.values?.advice ?? rx?.advice ?? ''}
            className={cn('block w-full rounded-lg border bg-white px-3 py-2 text-[15px]', saving?.fields.advice ? 'border-danger' : 'border-line')}
          />
          {saving?.fields.advice && (
            <p role="alert" className="text-sm font-medium text-danger">
              {saving.fields.advice}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="rx-save" variant="secondary" disabled={busy}>
            {t('desk.rx.save')}
          </Button>
          {rx && (
            <a href={`/api/v3/consultations/${apptId}/prescription/pdf`} className={buttonClass('ghost')} download>
              <Download size={18} aria-hidden /> {t('desk.rx.download')}
            </a>
          )}
        </div>
      </Form>
      <div className="mt-4 border-t border-line pt-4">
        <h3 className="font-semibold text-ink">{t('desk.rx.addMedicine')}</h3>
        <Form method="get" role="search" className="mt-2 flex gap-2" preventScrollReset>
          <label htmlFor="rx-search" className="sr-only">
            {t('desk.rx.searchLabel')}
          </label>
          <input id="rx-search" name="q" type="search" defaultValue={query} placeholder={t('desk.rx.searchPlaceholder')} className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-[15px]" />
          <Button type="submit" variant="secondary">
            <Search size={18} aria-hidden /> {t('desk.rx.search')}
          </Button>
        </Form>
        {adding && <Alert tone="error" className="mt-2">{Object.values(adding.fields)[0] ?? adding.error}</Alert>}
        {hits && hits.length === 0 && <p className="mt-2 text-[15px] text-muted">{t('desk.rx.noHits', { query })}</p>}
        {hits && hits.length > 0 && (
          <ul className="mt-3 space-y-3" aria-label={t('desk.rx.results')}>
            {hits.map((p) => (
              <li key={p.id} className="rounded-lg border border-line">
                <details open={hits.length === 1}>
                <summary className="flex cursor-pointer items-center justify-between gap-2 p-3">
                  <span className="font-medium">
                    {p.name} <span className="text-sm font-normal text-muted">· {p.brand.name}</span>
                  </span>
                  <span className="shrink-0 text-sm font-medium text-brand-700">{t('desk.rx.choose')}</span>
                </summary>
                <Form method="post" preventScrollReset className="grid gap-2 px-3 pb-3 sm:grid-cols-2" aria-label={t('desk.rx.prescribeNamed', { name: p.name })}>
                  <SelectField label={t('desk.rx.pack')} name="packageId" defaultValue={String(p.packages.find((k) => k.inStock)?.id ?? p.packages[0]?.id ?? '')}>
                    {p.packages.map((k) => (
                      <option key={k.id} value={k.id}>
                        {k.label} · {formatRupees(k.mrp)}
                        {k.inStock ? '' : ` · ${t('desk.rx.outOfStock')}`}
                      </option>
                    ))}
                  </SelectField>
                  <SelectField label={t('desk.rx.quantity')} name="quantity" defaultValue="1">
                    {Array.from({ length: PRESCRIPTION_MAX_QUANTITY }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </SelectField>
                  <TextField label={t('desk.rx.dose')} name="dose" maxLength={80} placeholder={t('desk.rx.dosePlaceholder')} required />
                  <TextField label={t('desk.rx.duration')} name="duration" maxLength={60} placeholder={t('desk.rx.durationPlaceholder')} required />
                  <TextField label={t('desk.rx.instructions')} name="instructions" maxLength={200} placeholder={t('desk.rx.instructionsPlaceholder')} className="sm:col-span-2" />
                  <div className="sm:col-span-2">
                    <Button type="submit" name="intent" value="rx-add" size="sm" disabled={busy}>
                      <Plus size={16} aria-hidden /> {t('desk.rx.prescribe')}
                    </Button>
                  </div>
                </Form>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>

    </section>
  );
}
