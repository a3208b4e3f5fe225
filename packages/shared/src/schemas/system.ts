/** Responses of the health and reference calls (decision 018). */
import { z } from 'zod';
import { int } from './envelope.ts';

export const liveness = z.object({ live: z.literal(true) });
export const readiness = z.object({ ready: z.literal(true), database: z.string(), migrations: int });

/** One row of a code table: a code, a stable key and an English label (extra columns vary by table). */
export const codeEntry = z.looseObject({ code: z.union([z.number(), z.string()]), key: z.string(), label: z.string() });
/** GET /pub/v1/codes: every code table by name. */
export const codeTables = z.record(z.string(), z.array(codeEntry).readonly());
