/**
 * Ids in page addresses and query strings: one rule for every page (the API's `entityIdParam`: a whole number from 1
 * to PostgreSQL's integer maximum), without zod so that client code may use it too.
 */
import { data } from 'react-router';

const PG_INT_MAX = 2_147_483_647;

/** A positive id from a path or query parameter ("42"), or null for anything else (empty, "abc", "0", too big). */
export function positiveId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= PG_INT_MAX ? n : null;
}

/** The id a page's address names; anything else is that page's 404 (thrown from a loader or action). */
export function idOr404(raw: string | undefined): number {
  const id = positiveId(raw);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** For pages that create or edit: no id is a new record (null); an id that is not one is the 404 page. */
export function optionalIdOr404(raw: string | undefined): number | null {
  return raw === undefined ? null : idOr404(raw);
}
