/** Responses of the privacy calls (issue 13, DPDP; decision 018). */
import { z } from 'zod';
import { int, noEntity } from './envelope.ts';

/**
 * A record as we hold it. The download is "everything we hold about me": its sections are named, but each record stays
 * open (every column but internal bookkeeping), so a column added to a table is in the download without a schema edit
 * (a closed schema would drop it silently: the serialiser sends only named fields).
 */
const heldRecord = z.record(z.string(), z.unknown());

/** GET /v1/users/me/data: the JSON download (the PDF at /v1/users/me/data.pdf draws the same). */
export const myData = z.object({
  generatedAt: z.string(),
  profile: heldRecord,
  addresses: z.array(heldRecord),
  orders: z.array(heldRecord),
  appointments: z.array(heldRecord),
  familyMembers: z.array(heldRecord),
  /** Certificates earned (decision 067). */
  certificates: z.array(heldRecord),
  wallet: z.object({ balancePaise: int, transactions: z.array(heldRecord) }),
});
export type MyData = z.output<typeof myData>;

export const PRIVACY_ROUTES = {
  'GET /v1/users/me/data': myData,
  'POST /v1/users/me/deletion/otp': noEntity,
  'POST /v1/users/me/deletion': noEntity,
} satisfies Record<string, z.ZodType>;
