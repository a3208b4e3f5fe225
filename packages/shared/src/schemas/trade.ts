/**
 * Trade buying (issue 19 item 5, decision 043): many cart lines in one request (the quick order grid) and a past
 * order put back in the cart. Each line is capped by the stock we hold, the pack's per-order limit and a live deal's
 * cap, and each line reports what happened to it: nothing is half-applied silently.
 */
import { z } from 'zod';
import { CART_MAX_QUANTITY } from '../cart-rules.ts';
import { int } from './envelope.ts';
import { entityId } from './fields.ts';

/** The most lines one bulk request may carry (a grid page, or a large past order). */
export const BULK_MAX_LINES = 100;

export const bulkAddBody = z.strictObject({
  lines: z
    .array(z.strictObject({ packageId: entityId, quantity: z.number().int().min(1).max(CART_MAX_QUANTITY) }))
    .min(1)
    .max(BULK_MAX_LINES),
});
export type BulkAddBody = z.output<typeof bulkAddBody>;

/**
 * One line's outcome. added: all the units asked for went in; capped: fewer went in (message says why);
 * refused: none went in (unavailable, out of stock, already at the cap).
 */
export const bulkLineResult = z.object({
  packageId: int,
  name: z.string().nullable(),
  label: z.string().nullable(),
  requested: int,
  added: int,
  /** The line's quantity in the cart after this request (0 when not in the cart). */
  inCart: int,
  outcome: z.enum(['added', 'capped', 'refused']),
  message: z.string().nullable(),
});
export type BulkLineResult = z.output<typeof bulkLineResult>;

export const bulkAddResult = z.object({ lines: z.array(bulkLineResult), count: int });
export type BulkAddResult = z.output<typeof bulkAddResult>;

export const TRADE_ROUTES = {
  'POST /v2/cart/bulk': bulkAddResult,
  'POST /v3/orders/:id/reorder': bulkAddResult,
} satisfies Record<string, z.ZodType>;
