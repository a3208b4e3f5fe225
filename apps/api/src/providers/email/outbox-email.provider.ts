import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../modules/outbox/outbox.tables.ts';
import { maskSecrets } from '../sms/sms.provider.ts';
import { maskEmail, type EmailMessage, type EmailProvider } from './email.provider.ts';

/**
 * The local default: every email lands in the outbox table, and the log gets a masked line.
 * In demo mode each message is also appended to DATA_DIR/outbox.jsonl so a person can read the code they were sent.
 */
export class OutboxEmailProvider implements EmailProvider {
  readonly name = 'outbox';
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly jsonlFile: string | null,
  ) {}

  async send(message: EmailMessage, log: FastifyBaseLogger = this.log): Promise<void> {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({ channel: 'email', recipient: message.to, template: message.template, body: message.text, meta: { subject: message.subject }, provider: this.name })
      .returning({ id: outboxMessages.id, createdAt: outboxMessages.createdAt });
    log.info(
      { outboxId: row.id, to: maskEmail(message.to), template: message.template },
      `email queued: ${maskSecrets(message.subject, message.secrets)}: ${maskSecrets(message.text, message.secrets)}`,
    );
    if (this.jsonlFile) {
      await fs.mkdir(path.dirname(this.jsonlFile), { recursive: true });
      const line = JSON.stringify({
        id: row.id,
        at: row.createdAt,
        channel: 'email',
        to: message.to,
        template: message.template,
        subject: message.subject,
        body: message.text,
      });
      await fs.appendFile(this.jsonlFile, line + '\n');
    }
  }
}
