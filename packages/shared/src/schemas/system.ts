/** Responses of the health and reference calls (decision 018). */
import { z } from 'zod';
import { int } from './envelope.ts';

export const liveness = z.object({ live: z.literal(true) });
export const readiness = z.object({ ready: z.literal(true), database: z.string(), migrations: int });

/** One row of a code table: a code, a stable key and an English label (extra columns vary by table). */
export const codeEntry = z.looseObject({ code: z.union([z.number(), z.string()]), key: z.string(), label: z.string() });
/** GET /pub/v1/codes: every code table by name. */
export const codeTables = z.record(z.string(), z.array(codeEntry).readonly());

/**
 * GET /pub/v1/bot-info: the chat widget of spec section 3 ("Chat bot info: showChatBot, host, botId"). When
 * `showChatBot` is false, host and botId are null and pages load nothing; when true, the widget's script comes from
 * `host` (an origin) and nowhere else (the page's content security policy names that origin only).
 */
export const botInfo = z.object({ showChatBot: z.boolean(), host: z.string().nullable(), botId: z.string().nullable(), scriptUrl: z.string().nullable() });
export type BotInfo = z.infer<typeof botInfo>;
