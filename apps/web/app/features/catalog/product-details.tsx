import type { ReactNode } from 'react';
import { labelOf } from '@nirog/shared/codes/code-table';
import { MEDICAL_SYSTEMS } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import type { CompositionLine, ProductDetail } from '@nirog/shared/schemas/catalog';
import type { PackageView } from '@nirog/shared/catalog';
import { formLabel, kindLabel } from './product-badges.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-line pt-5">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-2 text-[15px] leading-7 text-ink">{children}</div>
    </section>
  );
}

/** Text with line breaks kept as paragraphs. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}|\r\n\r\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <p key={i} className="mb-2 whitespace-pre-line last:mb-0">
            {p.trim()}
          </p>
        ))}
    </>
  );
}

export function CompositionTable({ lines }: { lines: CompositionLine[] }) {
  // Columns that no line fills are left out (many proprietary labels state no quantities).
  const show = { botanical: lines.some((c) => c.botanical), part: lines.some((c) => c.part), quantity: lines.some((c) => c.quantity) };
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('catalog.product.compositionCaption')}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('catalog.product.ingredient')}
            </th>
            {show.botanical && (
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('catalog.product.botanical')}
              </th>
            )}
            {show.part && (
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('catalog.product.part')}
              </th>
            )}
            {show.quantity && (
              <th scope="col" className="py-2 text-right font-medium">
                {t('catalog.product.quantity')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((c, i) => (
            <tr key={`${c.ingredient}-${i}`} className="border-b border-line/70 align-top last:border-0">
              <th scope="row" className="py-2 pr-3 font-medium text-ink">
                {c.ingredient}
              </th>
              {show.botanical && <td className="py-2 pr-3 text-muted italic">{c.botanical || '—'}</td>}
              {show.part && <td className="py-2 pr-3 text-muted">{c.part || '—'}</td>}
              {show.quantity && <td className="py-2 text-right whitespace-nowrap tabular-nums">{c.quantity || '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Everything a patient or a chemist reads about a product, in the order they look for it. */
export function ProductInformation({ product, pack }: { product: ProductDetail; pack: PackageView | undefined }) {
  const facts: Array<[string, ReactNode]> = [
    [t('catalog.product.manufacturer'), product.brand.manufacturer],
    [t('catalog.product.licence'), product.brand.licence || '—'],
    [t('catalog.product.medicalSystem'), labelOf(MEDICAL_SYSTEMS, product.medicalSystem as (typeof MEDICAL_SYSTEMS)[number]['code'])],
    [t('catalog.product.form'), formLabel(product.form)],
    [t('catalog.product.kind'), kindLabel(product.kind)],
    [t('catalog.product.hsn'), product.hsnCode],
    [t('catalog.product.gst'), t('catalog.product.gstRate', { rate: product.gstRatePercent })],
    ...(pack ? ([[t('catalog.product.sku'), pack.sku]] as Array<[string, ReactNode]>) : []),
  ];
  return (
    <div className="space-y-5">
      <Section id="uses" title={t('catalog.product.uses')}>
        <Paragraphs text={product.indications} />
      </Section>
      {product.composition.length > 0 && (
        <Section id="composition" title={t('catalog.product.composition')}>
          <CompositionTable lines={product.composition} />
        </Section>
      )}
      <Section id="dosage" title={t('catalog.product.dosage')}>
        <Paragraphs text={product.dosage} />
      </Section>
      <Section id="contraindications" title={t('catalog.product.contraindications')}>
        <Paragraphs text={product.contraindications} />
      </Section>
      <Section id="description" title={t('catalog.product.description')}>
        <Paragraphs text={product.description} />
      </Section>
      {product.reference && (
        <Section id="reference" title={t('catalog.product.reference')}>
          <p>{product.reference}</p>
        </Section>
      )}
      <Section id="details" title={t('catalog.product.details')}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted">{k}</dt>
              <dd className="mb-1 font-medium break-words text-ink sm:mb-0">{v}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}
