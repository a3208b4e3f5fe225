import { Bookmark } from 'lucide-react';
import { Glyph } from '../../components/ui/glyph.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import type { PackageView, ProductCard } from '@nirog/shared/catalog';
import { PriceTag } from './price-tag.tsx';
import { ProductImage } from './product-image.tsx';
import { formLabel, ProductBadges } from './product-badges.tsx';
import { addressIn } from '@nirog/shared/messages/locale-path';

/** The pack a list shows: the in-stock pack with the best deal, else the first in stock, else the first. */
export function displayPack(packages: PackageView[]): PackageView | undefined {
  const inStock = packages.filter((k) => k.inStock);
  const deal = [...inStock].sort((a, b) => (b.dealPercent ?? 0) - (a.dealPercent ?? 0))[0];
  return (deal?.dealPercent ? deal : inStock[0]) ?? packages[0];
}

/** A product in a list: name, brand, form, badges, and the price of one pack. Dense enough to scan many. */
export function ProductCardView({ product, headingLevel = 'h3' }: { product: ProductCard; headingLevel?: 'h2' | 'h3' }) {
  const pack = displayPack(product.packages);
  const bestDeal = Math.max(0, ...product.packages.map((k) => k.dealPercent ?? 0));
  const allOut = product.packages.length > 0 && product.packages.every((k) => !k.inStock);
  const Heading = headingLevel;
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-line bg-white p-3 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex gap-3">
        <ProductImage picture={product.picture} legacy={product.image} size="card" />
        <div className="min-w-0 flex-1">
          <Heading className="text-[15px] leading-snug font-semibold text-ink">
            {/* The whole card is the link's target area; the name is its text. */}
            <Link to={addressIn(currentLocale(), `/medicines/${product.slug}`)} className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 hover:underline">
              {product.name}
            </Link>
          </Heading>
          <p className="mt-0.5 text-sm text-muted">
            {product.brand.name} · {formLabel(product.form)}
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1">
            <ProductBadges prescriptionRequired={product.prescriptionRequired} otc={product.otc} dealPercent={bestDeal || null} />
            {product.bookmarked && (
              <span className="inline-flex items-center text-brand-700" title={t('catalog.bookmark.saved')}>
                <Bookmark size={14} fill="currentColor" aria-hidden />
                <span className="sr-only">{t('catalog.bookmark.saved')}</span>
              </span>
            )}
          </div>
        </div>
      </div>
      {pack && (
        <div className="mt-auto pt-3">
          <PriceTag pack={pack} />
          <p className="mt-0.5 text-xs text-muted">
            {product.packages.length > 1 ? t('catalog.card.packs', { label: pack.label, count: product.packages.length }) : pack.label}
            {allOut && <span className="ml-2 font-semibold text-danger">{t('catalog.stock.out')}</span>}
          </p>
        </div>
      )}
    </article>
  );
}

export function ProductGrid({ products, className, headingLevel }: { products: ProductCard[]; className?: string; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCardView product={p} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** A titled strip of the shop home and the home page, with its "see all" link. */
export function ShopSection({ id, title, more, children, className = 'mt-10' }: { id: string; title: string; more?: { to: string; label: string }; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-xl font-semibold text-brand-900">
          {title}
        </h2>
        {more && (
          <Link to={addressIn(currentLocale(), more.to)} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            {more.label}
            <Glyph name="arrow-right" className="size-[15px]" />
          </Link>
        )}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** On phones a strip of products shows its first four; wider screens show them all. */
export const STRIP_CLASS = 'lg:grid-cols-4 [&>li:nth-child(n+5)]:hidden sm:[&>li:nth-child(n+5)]:block';
