import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordOutbox } from '../outbox/record-outbox.ts';
import { maskMobile, maskSecrets, type SmsMessage, type SmsProvider } from './sms.provider.ts';

/** The local default: every SMS lands in the outbox (and outbox.jsonl in demo mode); the log gets a masked line. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly jsonlFile: string | null,
  ) {}

  async send(message: SmsMessage, log: FastifyBaseLogger = this.log): Promise<void> {
    const { id } = await recordOutbox(this.db, this.jsonlFile, { channel: 'sms', recipient: message.to, template: message.template, body: message.body, provider: this.name, meta: message.dltTemplateId ? { dltTemplateId: message.dltTemplateId } : undefined });
    log.info({ outboxId: id, to: maskMobile(message.to), template: message.template }, `sms queued: ${maskSecrets(message.body, message.secrets)}`);
  }
}
