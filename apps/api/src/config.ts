import { OTP_SENDS_PER_IP, OTP_SENDS_PER_NUMBER } from '@nirog/shared/constants';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  nodeEnv: 'production' | 'development' | 'test';
  publicUrl: string | null;
  /** Demo mode: demo data, fixed OTPs for demo accounts, outbox.jsonl. */
  demo: boolean;
  /** Secret used to hash OTPs; when absent one is generated and kept in the database. */
  appSecret: string | null;
  logLevel: string;
  /** Cookies get `Secure` when served over HTTPS (production behind TLS). */
  secureCookies: boolean;
  /** Allowed request body size for the API, bytes. */
  bodyLimit: number;
  /** OTP sends allowed per mobile number and per client IP in any 10 minutes. */
  otpSendsPerNumber: number;
  otpSendsPerIp: number;
  /** Online payments: Razorpay when its keys are set, otherwise the local test gateway (see PaymentConfig). */
  payments: PaymentConfig;
}

/**
 * The payment gateway. Razorpay needs all three of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET;
 * with none of them the local gateway runs, its secrets derived from the app secret unless LOCAL_GATEWAY_KEY_SECRET /
 * LOCAL_GATEWAY_WEBHOOK_SECRET are set. Secrets never leave the server.
 */
export type PaymentConfig =
  | { gateway: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string }
  | { gateway: 'local'; keySecret: string | null; webhookSecret: string | null };

const RAZORPAY_VARS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** Reads the gateway settings; half-set Razorpay settings stop the start with a message naming what is missing. */
export function paymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const value = (name: string) => env[name]?.trim() || '';
  const set = RAZORPAY_VARS.filter((name) => value(name));
  if (set.length === 0) {
    return { gateway: 'local', keySecret: value('LOCAL_GATEWAY_KEY_SECRET') || null, webhookSecret: value('LOCAL_GATEWAY_WEBHOOK_SECRET') || null };
  }
  const missing = RAZORPAY_VARS.filter((name) => !value(name));
  if (missing.length > 0) {
    throw new Error(
      `Razorpay is only partly configured: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not. ` +
        'Set all three to take payments through Razorpay, or none to use the local test gateway.',
    );
  }
  const keyId = value('RAZORPAY_KEY_ID');
  if (!/^rzp_(test|live)_[A-Za-z0-9]+$/.test(keyId)) throw new Error('RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_… (the Key Id from the Razorpay dashboard).');
  return { gateway: 'razorpay', keyId, keySecret: value('RAZORPAY_KEY_SECRET'), webhookSecret: value('RAZORPAY_WEBHOOK_SECRET') };
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const nodeEnv = (env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development') as Config['nodeEnv'];
  const publicUrl = env.PUBLIC_URL?.trim() || null;
  const config: Config = {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    nodeEnv,
    publicUrl,
    demo: flag(env.DEMO) ?? databaseUrl === null,
    appSecret: env.APP_SECRET?.trim() || null,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    secureCookies: flag(env.SECURE_COOKIES) ?? (nodeEnv === 'production' && !!publicUrl?.startsWith('https:')),
    bodyLimit: Number(env.BODY_LIMIT ?? 1_048_576),
    otpSendsPerNumber: Number(env.OTP_SENDS_PER_NUMBER ?? OTP_SENDS_PER_NUMBER),
    otpSendsPerIp: Number(env.OTP_SENDS_PER_IP ?? OTP_SENDS_PER_IP),
    payments: paymentConfig(env),
    ...overrides,
  };
  return config;
}
