/** Values of the prices, deals and coupons forms as typed: India time, percent, rupees (the server turns them back). */

const IST_MS = 330 * 60_000;

/** An instant as the value of a datetime-local input, in India time. */
export function isoToIst(iso: string): string {
  return new Date(new Date(iso).getTime() + IST_MS).toISOString().slice(0, 16);
}

export const bpToPercent = (bp: number | null | undefined) => (bp == null ? '' : String(bp / 100));
export const paiseToRupees = (paise: number | null | undefined) => (paise == null ? '' : String(paise / 100));
