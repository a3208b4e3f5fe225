/**
 * What every local-default message provider does: keep the message in the outbox table and, in demo mode, append it
 * as one JSON line to DATA_DIR/outbox.jsonl so a person can read the code they were sent.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from './outbox.tables.ts';

export interface OutboxRecord {
  channel: 'sms' | 'email';
  recipient: string;
  template: string;
  body: string;
  subject?: string;
  /** Anything else the provider would hand its gateway (an SMS's DLT template id). */
  meta?: Record<string, string>;
  provider: string;
}

export async function recordOutbox(db: Db, jsonlFile: string | null, m: OutboxRecord): Promise<{ id: number }> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel: m.channel, recipient: m.recipient, template: m.template, body: m.body, meta: m.subject || m.meta ? { ...m.meta, ...(m.subject ? { subject: m.subject } : {}) } : null, provider: m.provider })
    .returning({ id: outboxMessages.id, createdAt: outboxMessages.createdAt });
  if (jsonlFile) {
    await fs.mkdir(path.dirname(jsonlFile), { recursive: true });
    const line = { id: row.id, at: row.createdAt, channel: m.channel, to: m.recipient, template: m.template, ...(m.subject ? { subject: m.subject } : {}), ...m.meta, body: m.body };
    await fs.appendFile(jsonlFile, JSON.stringify(line) + '\n');
  }
  return { id: row.id };
}
