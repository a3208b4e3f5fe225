import { BadgeCheck, FileText, Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import type { Inventory } from '@nirog/shared/schemas/catalog';
import type { PackageView } from '@nirog/shared/catalog';
import type { ProductActionResult, ProductPageData } from './catalog-types.ts';
import { CatalogBreadcrumbs } from './catalog-breadcrumbs.tsx';
import { PackSelector } from './pack-selector.tsx';
import { PriceTag } from './price-tag.tsx';
import { ShareButton } from '../share/share-button.tsx';
import { BookmarkToggle, NotifyMe } from './product-actions.tsx';
import { Badge, formLabel, kindLabel, ProductBadges } from './product-badges.tsx';
import { ProductImage } from './product-image.tsx';
import { productImageUrl } from '@nirog/shared/product-images';
import { ProductInformation } from './product-details.tsx';
import { jsonForScript, productJsonLd } from './seo.ts';
import { StockPanel } from './stock-panel.tsx';
import { SchemeOffers } from './scheme-offers.tsx';
import { addressIn } from '@nirog/shared/messages/locale-path';

const VERIFY_PAGE = '/profile-verification';

/**
 * The product page: what it is, the pack sizes with this viewer's price, stock and delivery for the pincode,
 * bookmark and notify-me, then uses, composition, dosage, cautions and the regulatory details. `renderBuy` puts the
 * cart's quantity and "Add to cart" under the stock of an in-stock pack (the cart feature owns it).
 */
export function ProductView({
  page,
  actionResult,
  nonce,
  renderBuy,
}: {
  page: ProductPageData;
  actionResult?: ProductActionResult;
  nonce?: string;
  renderBuy?: (pack: PackageView, inventory: Inventory | undefined, action: string) => ReactNode;
}) {
  const { product, stock, viewer } = page;
  const [selectedId, setSelectedId] = useState(page.selectedId);
  const pack = product.packages.find((k) => k.id === selectedId) ?? product.packages[0];
  const path = `/medicines/${product.slug}`;
  const hrefFor = (packId: number) => {
    const q = new URLSearchParams({ pack: String(packId) });
    if (page.enteredPincode) q.set('pincode', page.enteredPincode);
    return `${path}?${q}`;
  };
  const select = (packId: number) => {
    setSelectedId(packId);
    // The address bar follows the choice (a shared link shows the same pack) without loading the page again.
    window.history.replaceState(window.history.state, '', hrefFor(packId));
  };
  const bestDeal = Math.max(0, ...product.packages.map((k) => k.dealPercent ?? 0));
  const category = product.categories[product.categories.length - 1];
  const inventory = pack ? stock[pack.id] : undefined;

  return (
    <>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(product, page.origin, pack)) }} />
      <CatalogBreadcrumbs
        trail={[
          { to: '/medicines', label: t('catalog.home.crumb') },
          ...(category ? [{ to: `/medicines/category/${category.id}`, label: category.name }] : []),
        ]}
        current={product.name}
      />

      <div className="mt-3 grid gap-6 lg:grid-cols-[1fr_22rem] lg:gap-8">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="flex shrink-0 flex-col gap-2">
            <ProductImage picture={product.pictures[0] ?? null} legacy={product.images[0] ?? null} size="page" eager />
            {product.pictures.length > 1 && (
              <ul className="flex flex-wrap gap-2">
                {product.pictures.slice(1).map((pic) => (
                  <li key={pic.id}>
                    <a href={productImageUrl(pic.id, Math.max(...pic.widths), 'jpeg')} className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
                      <ProductImage picture={pic} size="thumb" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="min-w-0">
            <h1 className="text-2xl leading-tight font-bold text-brand-900 sm:text-3xl">{product.name}</h1>
            <p className="mt-1 text-[15px] text-muted">
              {t('catalog.product.by')}{' '}
              <Link to={addressIn(currentLocale(), `/brands/${product.brand.slug}`)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {product.brand.name}
              </Link>
              {' · '}
              {formLabel(product.form)}
              {' · '}
              {kindLabel(product.kind)}
            </p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <ProductBadges prescriptionRequired={product.prescriptionRequired} otc={product.otc} dealPercent={bestDeal || null} />
              {product.brand.noNirogMoney && <Badge tone="plain">{t('catalog.badge.kottakal')}</Badge>}
            </div>
            {product.prescriptionRequired && (
              <p className="mt-3 flex items-start gap-2 text-sm text-ink">
                <FileText size={16} aria-hidden className="mt-0.5 shrink-0 text-danger" />
                {t('catalog.product.rxNote')}
              </p>
            )}
            {product.categories.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('catalog.product.categories')}>
                {product.categories.map((c) => (
                  <li key={c.id}>
                    <Link to={addressIn(currentLocale(), `/medicines/category/${c.id}`)} className="inline-flex rounded-full border border-line bg-white px-2.5 py-0.5 text-xs text-muted hover:bg-brand-50 hover:text-brand-800">
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </header>

        <aside aria-label={t('catalog.product.buyPanel')} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="space-y-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-24">
            {pack ? (
              <>
                <div>
                  <p id="pack-label" className="mb-2 text-sm font-semibold text-ink">
                    {t('catalog.product.packSize')}
                  </p>
                  <PackSelector packs={product.packages} selectedId={pack.id} hrefFor={hrefFor} onSelect={select} labelledBy="pack-label" />
                </div>
                <div>
                  <PriceTag pack={pack} size="lg" />
                  <p className="mt-1 text-xs text-muted">
                    {pack.priceType === 'trade' ? t('catalog.price.tradeNote') : t('catalog.price.taxNote')}
                    {pack.dealPercent ? ` ${t('catalog.price.dealNote', { percent: pack.dealPercent })}` : ''}
                  </p>
                </div>
                <SchemeOffers offers={page.offers} />
                {viewer === 'practitioner' && pack.priceType === 'retail' && (
                  <Alert tone="warning">
                    <span className="flex items-start gap-2">
                      <BadgeCheck size={16} aria-hidden className="mt-0.5 shrink-0" />
                      <span>
                        {t('catalog.price.verifyIntro')}{' '}
                        <Link to={VERIFY_PAGE} className="font-semibold underline underline-offset-2">
                          {t('catalog.price.verifyLink')}
                        </Link>
                      </span>
                    </span>
                  </Alert>
                )}
                {product.brand.noNirogMoney && (
                  <p className="flex items-start gap-2 rounded-lg bg-saffron-100 px-3 py-2 text-sm text-saffron-700">
                    <Info size={16} aria-hidden className="mt-0.5 shrink-0" />
                    {t('spec.kottakalNoNirogMoney')}
                  </p>
                )}
                <StockPanel
                  addresses={page.addresses}
                  inventory={inventory}
                  input={page.pincodeInput}
                  source={page.pincodeSource}
                  error={page.pincodeError}
                  action={path}
                  packId={pack.id}
                >
                  <NotifyMe packageId={pack.id} action={hrefFor(pack.id)} fallback={actionResult} />
                </StockPanel>
                {renderBuy && (inventory?.inStock ?? pack.inStock) && renderBuy(pack, inventory, hrefFor(pack.id))}
              </>
            ) : (
              <p className="text-[15px] text-muted">{t('catalog.product.noPacks')}</p>
            )}
            <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
              <BookmarkToggle bookmarked={product.bookmarked} action={pack ? hrefFor(pack.id) : path} fallback={actionResult} />
              <ShareButton url={path} entity={{ type: 'medicine', id: product.id }} label={t('care.share.product', { name: product.name })} />
            </div>
            {!renderBuy && <p className="text-xs text-muted">{t('catalog.product.noCartYet')}</p>}
          </div>
        </aside>

        <div className="min-w-0 lg:col-start-1">
          <ProductInformation product={product} pack={pack} />
          <p className="mt-6 border-t border-line pt-4 text-xs text-muted">{t('catalog.product.disclaimer')}</p>
        </div>
      </div>
    </>
  );
}
