import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordOutbox } from '../outbox/record-outbox.ts';
import { maskSecrets } from '../sms/sms.provider.ts';
import { maskEmail, type EmailMessage, type EmailProvider } from './email.provider.ts';

/** The local default: every email lands in the outbox (and outbox.jsonl in demo mode); the log gets a masked line. */
export class OutboxEmailProvider implements EmailProvider {
  readonly name = 'outbox';
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly jsonlFile: string | null,
  ) {}

  async send(message: EmailMessage, log: FastifyBaseLogger = this.log): Promise<void> {
    const { id } = await recordOutbox(this.db, this.jsonlFile, {
      channel: 'email',
      recipient: message.to,
      template: message.template,
      subject: message.subject,
      body: message.text,
      provider: this.name,
    });
    log.info(
      { outboxId: id, to: maskEmail(message.to), template: message.template },
      `email queued: ${maskSecrets(message.subject, message.secrets)}: ${maskSecrets(message.text, message.secrets)}`,
    );
  }
}
