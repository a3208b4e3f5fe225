/**
 * The one way a product picture is drawn (decision 034): every card (listing, shop home, deals, brand, search, offers)
 * and the product page use `ProductImage`. Uploaded pictures are square copies at several widths in WebP and JPEG, so
 * the element gets a `srcset` per format, `sizes` for the box it fills, and `width`/`height` of that box (nothing moves
 * when it arrives); pictures below the fold load lazily. A product without an uploaded picture shows what it always
 * has: the original catalog's picture, or a leaf.
 */
import { Leaf } from 'lucide-react';
import { productImageUrl } from '@nirog/shared/product-images';
import type { ProductImageView } from '@nirog/shared/schemas/catalog-admin';
import { cn } from '../../components/ui/cn.ts';

/**
 * Box sizes in CSS pixels: a card's thumbnail, the product page's main picture, a gallery thumbnail (also a cart
 * row's), a checkout or order row's, the back office's preview.
 */
const BOXES = {
  card: { px: 64, box: 'h-16 w-16', sizes: '64px', icon: 26 },
  page: { px: 224, box: 'h-40 w-40 sm:h-56 sm:w-56', sizes: '(min-width: 640px) 224px, 160px', icon: 40 },
  thumb: { px: 56, box: 'h-14 w-14', sizes: '56px', icon: 22 },
  row: { px: 48, box: 'h-12 w-12', sizes: '48px', icon: 20 },
  office: { px: 96, box: 'h-24 w-24', sizes: '96px', icon: 30 },
} as const;
export type ProductImageSize = keyof typeof BOXES;

export const srcSetOf = (p: ProductImageView, format: 'webp' | 'jpeg') => p.widths.map((w) => `${productImageUrl(p.id, w, format)} ${w}w`).join(', ');

/** Absolute-path addresses of a product's pictures, largest JPEG copy each (link previews, schema.org). */
export function productImageSources(p: { pictures: ProductImageView[]; images: string[] }): string[] {
  if (p.pictures.length) return p.pictures.map((i) => productImageUrl(i.id, Math.max(...i.widths), 'jpeg'));
  return p.images;
}

export function ProductImage({
  picture,
  legacy = null,
  size,
  alt,
  eager = false,
  className,
}: {
  picture: ProductImageView | null;
  /** The original catalog's picture address, shown when nothing was uploaded. */
  legacy?: string | null;
  size: ProductImageSize;
  /** Overrides the picture's own alt text (a card whose name beside it already says what it is passes ''). */
  alt?: string;
  /** Above the fold (the product page's main picture): load at once. */
  eager?: boolean;
  className?: string;
}) {
  const b = BOXES[size];
  const frame = cn(b.box, 'shrink-0 rounded-lg border border-line bg-white object-contain', className);
  const loading = eager ? 'eager' : 'lazy';
  if (picture) {
    const fallback = productImageUrl(picture.id, picture.widths.find((w) => w >= b.px * 2) ?? Math.max(...picture.widths), 'jpeg');
    return (
      <picture className="contents">
        <source type="image/webp" srcSet={srcSetOf(picture, 'webp')} sizes={b.sizes} />
        <img
          src={fallback}
          srcSet={srcSetOf(picture, 'jpeg')}
          sizes={b.sizes}
          alt={alt ?? picture.alt}
          width={b.px}
          height={b.px}
          loading={loading}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          className={frame}
        />
      </picture>
    );
  }
  if (legacy) return <img src={legacy} alt={alt ?? ''} width={b.px} height={b.px} loading={loading} className={frame} />;
  return (
    <span aria-hidden className={cn(size === 'page' ? 'h-20 w-20 sm:h-28 sm:w-28' : b.box, 'inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600', className)}>
      <Leaf size={b.icon} />
    </span>
  );
}
