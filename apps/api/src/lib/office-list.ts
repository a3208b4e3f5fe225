/**
 * Sorting and searching for back-office lists (issue 18 part 8, decision 033). The query shape is
 * `officeListQuery` (packages/shared/src/schemas/office-list.ts); a list maps its sort names to columns here, and
 * always ends with its id so pages never repeat or skip a row between two requests.
 */
import { asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortDir } from '@nirog/shared/schemas/office-list';

/** ORDER BY the chosen column in the chosen direction, then the id (stable pages). */
export function orderOf<S extends string>(sort: S, dir: SortDir, columns: Record<S, AnyColumn | SQL>, id: AnyColumn): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(columns[sort]), by(id)];
}

/** `%text%` for ILIKE with the user's % and _ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows where any of `columns` contains `q` (case-insensitive); undefined when there is no search text. */
export function searchOf(q: string | undefined, columns: Array<AnyColumn | SQL>): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((c) => ilike(c, pattern)));
}
