/** Catalog rules shared by the API and the web: who sees trade prices, product forms, listing sorts. */
import type { z } from 'zod';
import type { CodeEntry } from './codes/code-table.ts';
import type { packageView, productCard } from './schemas/catalog.ts';

/** Trade prices are shown only to verified practitioners and trade buyers (status 1 verified or 3 re-verified). */
export function seesTradePrices(userType: number | null | undefined, verificationStatus: number | null | undefined): boolean {
  return !!userType && userType !== 1 && (verificationStatus === 1 || verificationStatus === 3);
}

/** A product's public page. */
export const productPath = (slug: string) => `/medicines/${slug}`;

export const PRODUCT_FORMS = [
  { code: 'churna', key: 'churna', label: 'Churna (powder)' },
  { code: 'vati', key: 'vati', label: 'Vati (tablet)' },
  { code: 'gutika', key: 'gutika', label: 'Gutika (pill)' },
  { code: 'asava', key: 'asava', label: 'Asava' },
  { code: 'arishta', key: 'arishta', label: 'Arishta' },
  { code: 'taila', key: 'taila', label: 'Taila (oil)' },
  { code: 'ghrita', key: 'ghrita', label: 'Ghrita (medicated ghee)' },
  { code: 'bhasma', key: 'bhasma', label: 'Bhasma' },
  { code: 'pishti', key: 'pishti', label: 'Pishti' },
  { code: 'kwath', key: 'kwath', label: 'Kwath (decoction)' },
  { code: 'kashayam', key: 'kashayam', label: 'Kashayam' },
  { code: 'avaleha', key: 'avaleha', label: 'Avaleha (herbal jam)' },
  { code: 'guggulu', key: 'guggulu', label: 'Guggulu' },
  { code: 'rasa', key: 'rasa', label: 'Rasa aushadhi' },
  { code: 'capsule', key: 'capsule', label: 'Capsule' },
  { code: 'tablet', key: 'tablet', label: 'Tablet' },
  { code: 'syrup', key: 'syrup', label: 'Syrup' },
  { code: 'cream', key: 'cream', label: 'Cream' },
  { code: 'gel', key: 'gel', label: 'Gel' },
  { code: 'powder', key: 'powder', label: 'Powder' },
  { code: 'juice', key: 'juice', label: 'Juice' },
  { code: 'drops', key: 'drops', label: 'Drops' },
  { code: 'soap', key: 'soap', label: 'Soap' },
  { code: 'shampoo', key: 'shampoo', label: 'Shampoo' },
] as const satisfies readonly CodeEntry<string>[];

export const PRODUCT_SORTS = [
  { code: 'relevance', key: 'relevance', label: 'Relevance' },
  { code: 'popular', key: 'popular', label: 'Most popular' },
  { code: 'price_asc', key: 'price_asc', label: 'Price: low to high' },
  { code: 'price_desc', key: 'price_desc', label: 'Price: high to low' },
  { code: 'name', key: 'name', label: 'Name' },
  { code: 'newest', key: 'newest', label: 'Newest' },
] as const satisfies readonly CodeEntry<string>[];
export type ProductSort = (typeof PRODUCT_SORTS)[number]['code'];

/** Orders at or above this value ship free (used by the cart-total filter's add-on suggestions). */
export const FREE_DELIVERY_THRESHOLD_PAISE = 49_900;

/** Percentage off MRP, rounded down (what a shelf label says). */
export function percentOff(mrpPaise: number, pricePaise: number): number {
  return mrpPaise > 0 ? Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise) : 0;
}

/** A pack as the catalog API returns it, priced for the buyer who asked; a product in a listing (schemas/catalog.ts). */
export type PackageView = z.output<typeof packageView>;
export type ProductCard = z.output<typeof productCard>;

/** A pack is low on stock in a warehouse at or below this many units (the back office's low-stock list and dashboard). */
export const LOW_STOCK_UNITS = 10;
