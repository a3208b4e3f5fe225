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
    ...overrides,
  };
  return config;
}
