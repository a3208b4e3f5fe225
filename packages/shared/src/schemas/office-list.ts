/**
 * Back-office lists (issue 18 part 8, decision 033): one query shape for every list the back office shows. Search
 * text, a sort column from the list's own set, a direction, and skip/limit (default 10, capped at 100, like every
 * page of the API). A list adds its filters with `.extend({...})`; its answer is `pageOf(item)`: `{ items, total }`.
 */
import { z } from 'zod';
import { PAGING } from '../constants.ts';
import { pageOf } from './envelope.ts';

export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/** The query of a back-office list whose rows sort by one of `sorts`. */
export function officeListQuery<S extends string>(sorts: readonly [S, ...S[]], defaults: { sort: S; dir: SortDir }) {
  return z.object({
    q: z.string().trim().max(100).optional(),
    sort: z.enum(sorts).default(defaults.sort),
    dir: z.enum(SORT_DIRS).default(defaults.dir),
    skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
  });
}

/** A page of a list: the rows asked for and how many match in all (the API's one page shape). */
export { pageOf };
