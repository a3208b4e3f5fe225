/**
 * Building blocks of response schemas (decision 018): the envelope every API answer travels in, lists, timestamps.
 * A response schema is read two ways: its input side is what a service may hand the route (a Date is fine), its output
 * side is what a client receives (an ISO string). The API serialises from the output side's JSON Schema; the web's
 * typed client reads the output type; the contract test parses real responses with the schema.
 */
import { z } from 'zod';

/** A timestamp: a service may return a Date or an ISO string; on the wire it is always an ISO 8601 string. */
export const isoDateTime = z.codec(z.union([z.date(), z.iso.datetime({ offset: true })]), z.iso.datetime({ offset: true }), {
  decode: (v) => (v instanceof Date ? v.toISOString() : v),
  encode: (s) => s,
});

/** Integer ids, counts and paise. */
export const int = z.number().int();

/** The success envelope around an entity: `{ status: true, entity, message }`. */
export function okEnvelope<E extends z.ZodType>(entity: E) {
  return z.object({ status: z.literal(true), entity, message: z.string() });
}

/** The failure envelope: `{ status: false, message: { code, error, fields?, alert? } }` (ARCHITECTURE.md, API contract). */
export const errorEnvelope = z.object({
  status: z.literal(false),
  message: z.object({
    code: z.union([z.string(), z.number().int()]),
    error: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** A section the account may only view (spec sections 3 and 6): the alert popup the page shows, as the access map has it. */
    alert: z.object({ title: z.string(), message: z.string(), actionLabel: z.string() }).optional(),
  }),
});
export type ErrorEnvelope = z.output<typeof errorEnvelope>;

/** A list entity: `{ items, total }`. */
export function pageOf<I extends z.ZodType>(item: I) {
  return z.object({ items: z.array(item), total: int });
}

/** A list entity that echoes its paging: `{ items, total, skip, limit }`. */
export function pagedOf<I extends z.ZodType>(item: I) {
  return z.object({ items: z.array(item), total: int, skip: int, limit: int });
}

/** The entity of calls that answer only with a message (logout, delete). */
export const noEntity = z.null();
