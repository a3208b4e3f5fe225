/** The product form's values: what the page shows and what the action gets back (shared by both sides). */
import type { ProductAdminView } from '@nirog/shared/schemas/catalog-admin';

export interface PackRowValues {
  id: string;
  label: string;
  sku: string;
  mrp: string;
  price: string;
  maxPerOrder: string;
  remove: boolean;
}

export interface ProductFormResult {
  intent: string;
  formError: string;
  /** API field names (`name`, `packs.0.sku`, `alt`...) → message; pack errors are re-keyed to the form's rows. */
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  categoryIds: string[];
  packs: PackRowValues[];
  /** The picture a picture-form error belongs to. */
  imageId?: string;
}

export const MAX_PACK_ROWS = 12;

/** Composition lines (the form's text box; the action reads it) "ingredient | botanical | part | quantity" ↔ rows. */
export function compositionOf(text: string) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const [ingredient = '', botanical, part, quantity] = line.split('|').map((s) => s.trim());
      return { ingredient, ...(botanical ? { botanical } : {}), ...(part ? { part } : {}), ...(quantity ? { quantity } : {}) };
    });
}
export const compositionText = (rows: ProductAdminView['composition']) => rows.map((r) => [r.ingredient, r.botanical ?? '', r.part ?? '', r.quantity ?? ''].join(' | ').replace(/( \| )+$/, '')).join('\n');

export const emptyPackRow = (): PackRowValues => ({ id: '', label: '', sku: '', mrp: '', price: '', maxPerOrder: '', remove: false });
const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));
export const packRowsFrom = (p: ProductAdminView | null): PackRowValues[] =>
  p
    ? p.packs.filter((k) => k.active).map((k) => ({ id: String(k.id), label: k.label, sku: k.sku, mrp: rupees(k.mrp), price: rupees(k.price), maxPerOrder: k.maxPerOrder ? String(k.maxPerOrder) : '', remove: false }))
    : [emptyPackRow()];

