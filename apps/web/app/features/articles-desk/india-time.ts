/** The desk's schedule field is typed in India time (UTC+05:30, no daylight saving); the API takes an instant. */

/** "2026-12-01T09:30" typed in India time (UTC+05:30, no daylight saving) as an instant; null when not a time. */
export function indiaTimeToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) - 330 * 60_000;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** An instant as the India-time value of a datetime-local input. */
export function isoToIndiaTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

