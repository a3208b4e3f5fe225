import { Gift } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';

/**
 * The trade schemes that apply to the viewer on a product (decision 056): "Buy 10 get 1 free", "5% off on 20+".
 * Nothing is drawn when there are none. `compact` is the one-line form for lists (quick order sheet, cart line).
 */
export function SchemeOffers({ offers, compact = false, id }: { offers: string[]; compact?: boolean; id?: string }) {
  if (offers.length === 0) return null;
  if (compact) {
    return (
      <p className="mt-1 flex items-start gap-1 text-xs font-semibold text-saffron-700">
        <Gift size={14} aria-hidden className="mt-px shrink-0" />
        <span>
          <span className="sr-only">{t('schemeUi.offers')}: </span>
          {offers.join(' · ')}
        </span>
      </p>
    );
  }
  const headingId = id ?? 'scheme-offers';
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-saffron-500/40 bg-saffron-100 px-3 py-2">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-saffron-700">
        <Gift size={16} aria-hidden />
        {t('schemeUi.offers')}
      </h2>
      <ul className="mt-1 list-disc pl-6 text-sm text-ink">
        {offers.map((o) => (
          <li key={o}>{o}</li>
        ))}
      </ul>
    </section>
  );
}
