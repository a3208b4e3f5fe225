/** Responses of the upload calls (decision 018): a pre-signed slot, the bytes received, a signed read URL. */
import { z } from 'zod';
import { int, isoDateTime } from './envelope.ts';

/** POST /v1/uploads/presign: where to PUT the file, until when, what is accepted. */
export const uploadSlot = z.object({
  uploadId: z.uuid(),
  method: z.literal('PUT'),
  uploadUrl: z.string(),
  /** Present when uploadUrl is the bucket itself: POST it (with the session) after the PUT, so the API checks the file. */
  completeUrl: z.string().optional(),
  maxBytes: int,
  accepted: z.array(z.string()),
  expiresAt: isoDateTime,
});
/** PUT /uploads/{id}: the file as stored (its type read from its bytes). */
export const uploadReceived = z.object({ id: z.uuid(), contentType: z.string(), size: int });
/** GET /v1/uploads/{id}/url: a short-lived signed read URL. */
export const uploadReadUrl = z.object({ url: z.string(), contentType: z.string().nullable(), expiresAt: isoDateTime });
