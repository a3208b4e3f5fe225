/**
 * Rupees as people read and type them. Money is integer paise everywhere else (ARCHITECTURE.md); this is the one
 * formatting (Indian digit grouping, paise shown only when there are some) and the one parsing, with one limit.
 */

/** The largest amount a person may type anywhere (₹10 crore): limits, payments received, prices. */
export const MAX_TYPED_PAISE = 100_000_000_00;

/** "₹1,23,456" or "₹1,23,456.50" from integer paise. */
export function formatRupees(paise: number, locale = 'en-IN'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: paise % 100 === 0 ? 0 : 2 }).format(paise / 100);
}

/** Rupees as typed ("1,234.50", "₹ 500") to integer paise; null when it is not an amount or is above `maxPaise`. */
export function rupeesToPaise(text: string, maxPaise = MAX_TYPED_PAISE): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replace(/[₹,\s]/g, ''));
  if (!m) return null;
  const paise = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return paise <= maxPaise ? paise : null;
}
