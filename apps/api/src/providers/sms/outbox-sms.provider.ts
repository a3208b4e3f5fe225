import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../modules/outbox/outbox.tables.ts';
import { maskMobile, maskSecrets, type SmsMessage, type SmsProvider } from './sms.provider.ts';

/**
 * The local default: every SMS lands in the outbox table, and the log gets a masked line.
 * In demo mode each message is also appended to DATA_DIR/outbox.jsonl so a person can read the OTP they were sent.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly jsonlFile: string | null,
  ) {}

  async send(message: SmsMessage, log: FastifyBaseLogger = this.log): Promise<void> {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({ channel: 'sms', recipient: message.to, template: message.template, body: message.body, provider: this.name })
      .returning({ id: outboxMessages.id, createdAt: outboxMessages.createdAt });
    log.info(
      { outboxId: row.id, to: maskMobile(message.to), template: message.template },
      `sms queued: ${maskSecrets(message.body, message.secrets)}`,
    );
    if (this.jsonlFile) {
      await fs.mkdir(path.dirname(this.jsonlFile), { recursive: true });
      const line = JSON.stringify({ id: row.id, at: row.createdAt, channel: 'sms', to: message.to, template: message.template, body: message.body });
      await fs.appendFile(this.jsonlFile, line + '\n');
    }
  }
}
