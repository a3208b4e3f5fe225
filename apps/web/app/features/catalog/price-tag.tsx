import { t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import { formatRupees } from '../../lib/format.ts';
import type { PackageView } from '@nirog/shared/catalog';

/** Price, MRP struck through, % off and, for trade buyers, the "Trade price" label. */
export function PriceTag({ pack, size = 'sm', className }: { pack: PackageView; size?: 'sm' | 'lg'; className?: string }) {
  const reduced = pack.mrp > pack.price;
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={cn('font-bold text-ink tabular-nums', size === 'lg' ? 'text-3xl' : 'text-lg')} data-testid="price">
        <span className="sr-only">{t('catalog.price.price')} </span>
        {formatRupees(pack.price)}
      </span>
      {reduced && (
        <span className={cn('text-muted tabular-nums', size === 'lg' ? 'text-base' : 'text-sm')}>
          {t('catalog.price.mrp')} <s>{formatRupees(pack.mrp)}</s>
        </span>
      )}
      {pack.percentOff > 0 && (
        <span className={cn('font-semibold text-brand-700', size === 'lg' ? 'text-base' : 'text-sm')}>{t('catalog.price.off', { percent: pack.percentOff })}</span>
      )}
      {pack.priceType === 'trade' && (
        <span className="rounded bg-saffron-100 px-1.5 py-0.5 text-xs font-semibold text-saffron-700">{t('catalog.price.trade')}</span>
      )}
    </div>
  );
}
