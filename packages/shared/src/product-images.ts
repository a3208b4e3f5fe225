/**
 * Product pictures (decision 034): the sizes and addresses every page shows them at. Zod-free, so public pages that
 * show a picture do not load the back office's schemas (decision 031's budget).
 */

/** The widths (CSS pixels × density) every uploaded product picture is resized to, square, in WebP and JPEG. */
export const PRODUCT_IMAGE_WIDTHS = [160, 320, 640, 1024] as const;
export const PRODUCT_IMAGE_FORMATS = ['webp', 'jpeg'] as const;
export type ProductImageFormat = (typeof PRODUCT_IMAGE_FORMATS)[number];
/** Where a resized copy is served (below the site's origin); the path never changes, so it is cached for a year. */
export const productImageUrl = (id: string, width: number, format: ProductImageFormat) => `/api/images/products/${id}/${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`;
