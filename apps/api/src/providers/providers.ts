import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { GstProvider } from './gst/gst.provider.ts';
import type { AccountVerificationProvider } from './account-verification/account-verification.provider.ts';
import { SimulatedAccountVerificationProvider } from './account-verification/simulated-account-verification.provider.ts';
import { DiskStorageProvider } from './storage/disk-storage.provider.ts';
import type { StorageProvider } from './storage/storage.provider.ts';
import { HttpGstProvider } from './gst/http-gst.provider.ts';
import { RegistryGstProvider } from './gst/registry-gst.provider.ts';
import { OutboxSmsProvider } from './sms/outbox-sms.provider.ts';
import type { SmsProvider } from './sms/sms.provider.ts';
import type { EmailProvider } from './email/email.provider.ts';
import { OutboxEmailProvider } from './email/outbox-email.provider.ts';
import type { PaymentGateway } from './payments/payment-gateway.ts';
import { LocalGateway, localGatewayCredentials } from './payments/local-gateway.ts';
import { RazorpayGateway } from './payments/razorpay-gateway.ts';
import type { LlmProvider } from './llm/llm.provider.ts';
import { OpenAiLlmProvider } from './llm/openai-llm.provider.ts';
import type { EmbeddingProvider } from './llm/embedding.provider.ts';
import { OpenAiEmbeddingProvider } from './llm/openai-embedding.provider.ts';

export interface Providers {
  sms: SmsProvider;
  gst: GstProvider;
  /** Payout accounts (decision 072): a simulated penny drop by default. */
  accountVerification: AccountVerificationProvider;
  storage: StorageProvider;
  email: EmailProvider;
}

/** Disk under DATA_DIR/uploads, or the S3-compatible bucket that config.storage names (its SDK loaded only then). */
export async function storageProvider(config: Pick<Config, 'storage' | 'dataDir'>, now?: () => Date): Promise<StorageProvider> {
  if (config.storage.provider === 's3') {
    const { S3StorageProvider } = await import('./storage/s3-storage.provider.ts');
    return new S3StorageProvider(config.storage, now);
  }
  return new DiskStorageProvider(path.join(config.dataDir, 'uploads'));
}

function gstProvider(db: Db, env: NodeJS.ProcessEnv): GstProvider {
  const name = env.GST_PROVIDER ?? 'registry';
  if (name === 'registry') return new RegistryGstProvider(db);
  if (name === 'http') {
    if (!env.GST_API_URL || !env.GST_API_KEY) throw new Error('GST_PROVIDER=http needs GST_API_URL and GST_API_KEY');
    return new HttpGstProvider(env.GST_API_URL, env.GST_API_KEY, env.GST_API_KEY_HEADER ?? 'x-api-key');
  }
  throw new Error(`GST_PROVIDER=${name} is not available; use "registry" or "http"`);
}

function accountVerificationProvider(env: NodeJS.ProcessEnv): AccountVerificationProvider {
  const name = env.ACCOUNT_VERIFICATION_PROVIDER ?? 'simulated';
  if (name === 'simulated') return new SimulatedAccountVerificationProvider();
  throw new Error(`ACCOUNT_VERIFICATION_PROVIDER=${name} is not available; the supported provider is "simulated"`);
}

/** Chooses each provider from the environment; the local defaults need nothing outside this process. */
export async function createProviders(config: Config, db: Db, log: FastifyBaseLogger, now?: () => Date, env: NodeJS.ProcessEnv = process.env): Promise<Providers> {
  const smsName = env.SMS_PROVIDER ?? 'outbox';
  if (smsName !== 'outbox') throw new Error(`SMS_PROVIDER=${smsName} is not available; the supported provider is "outbox"`);
  const emailName = env.EMAIL_PROVIDER ?? 'outbox';
  if (emailName !== 'outbox') throw new Error(`EMAIL_PROVIDER=${emailName} is not available; the supported provider is "outbox"`);
  return {
    sms: new OutboxSmsProvider(db, log, config.demo ? path.join(config.dataDir, 'outbox.jsonl') : null),
    email: new OutboxEmailProvider(db, log, config.demo ? path.join(config.dataDir, 'outbox.jsonl') : null),
    gst: gstProvider(db, env),
    accountVerification: accountVerificationProvider(env),
    storage: await storageProvider(config, now),
  };
}

/**
 * The payment gateway: Razorpay (official SDK, loaded only then) or the local gateway, whose credentials derive from
 * the app secret unless LOCAL_GATEWAY_* secrets are set, as config.payments says; none with PAYMENTS=off.
 */
export async function createPaymentGateway(config: Config, db: Db, appSecret: string, log: FastifyBaseLogger, now?: () => Date): Promise<PaymentGateway | null> {
  const p = config.payments;
  if (p.gateway === 'off') return null;
  if (p.gateway === 'razorpay') return RazorpayGateway.create(p);
  return new LocalGateway({ db, log, now, ...localGatewayCredentials(appSecret, p) });
}

/** The assistant's language model as config.llm names it (LLM_BASE_URL ...), or null: extractive answers. */
export function llmProvider(config: Pick<Config, 'llm'>): LlmProvider | null {
  return config.llm ? new OpenAiLlmProvider(config.llm.baseUrl, config.llm.model, config.llm.apiKey) : null;
}

/** The assistant's embedding model as config.embeddings names it (EMBEDDING_BASE_URL ...), or null: no vectors. */
export function embeddingProvider(config: Pick<Config, 'embeddings'>): EmbeddingProvider | null {
  return config.embeddings ? new OpenAiEmbeddingProvider(config.embeddings.baseUrl, config.embeddings.model, config.embeddings.apiKey) : null;
}
