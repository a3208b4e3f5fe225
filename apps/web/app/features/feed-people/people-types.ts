import type { z } from 'zod';
import type { personRow } from '@nirog/shared/schemas/feeds';

/** A person in a people list: the API's row, and whether it is the viewer (no Follow button then). */
export type PersonView = z.output<typeof personRow> & { isMe: boolean };

export const PEOPLE_PAGE = 20;

/** `?page=` as a positive page number (1 when absent or wrong). */
export function pageOf(url: URL): number {
  const n = Number(url.searchParams.get('page'));
  return Number.isInteger(n) && n > 0 && n < 100000 ? n : 1;
}
