import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { OutboxSmsProvider } from './sms/outbox-sms.provider.ts';
import type { SmsProvider } from './sms/sms.provider.ts';

export interface Providers {
  sms: SmsProvider;
}

/** Chooses each provider from the environment; the local defaults need nothing outside this process. */
export function createProviders(config: Config, db: Db, log: FastifyBaseLogger, env: NodeJS.ProcessEnv = process.env): Providers {
  const smsName = env.SMS_PROVIDER ?? 'outbox';
  if (smsName !== 'outbox') throw new Error(`SMS_PROVIDER=${smsName} is not available; the supported provider is "outbox"`);
  return {
    sms: new OutboxSmsProvider(db, log, config.demo ? path.join(config.dataDir, 'outbox.jsonl') : null),
  };
}
