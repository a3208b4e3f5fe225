import { OTP_SENDS_PER_IP, OTP_SENDS_PER_NUMBER } from '@nirog/shared/constants';
import path from 'node:path';

/**
 * PostgreSQL's buffer pool inside PGlite, MB, unless PGLITE_SHARED_BUFFERS_MB says otherwise. PostgreSQL's default
 * (128 MB) sits in the WebAssembly memory and is resident from the start; the pages PGlite does not keep there are one
 * file read away (the operating system caches them). 64 MB holds the whole demo database and saves ~80 MB of the
 * process's resident memory (decision 030).
 */
export const PGLITE_SHARED_BUFFERS_MB = 64;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections each process's pool may open to the PostgreSQL server (DATABASE_POOL_MAX; one more listens). */
  databasePoolMax: number;
  /** PostgreSQL's buffer pool inside the embedded database, MB (PGLITE_SHARED_BUFFERS_MB, 16 to 4096; default 64). */
  pgliteSharedBuffersMB: number;
  nodeEnv: 'production' | 'development' | 'test';
  publicUrl: string | null;
  /** Demo mode: demo data, fixed OTPs for demo accounts, outbox.jsonl. */
  demo: boolean;
  /** Secret used to hash OTPs; when absent one is generated and kept in the database. */
  appSecret: string | null;
  /**
   * The key that signs certificates' public ids (CERTIFICATE_SECRET, at least 32 characters; decision 067); when absent
   * one is generated and kept in the database. Separate from APP_SECRET so rotating that one never voids a printed
   * certificate; changing this one does.
   */
  certificateSecret: string | null;
  logLevel: string;
  /** Cookies get `Secure` when served over HTTPS (production behind TLS). */
  secureCookies: boolean;
  /** Allowed request body size for the API, bytes. */
  bodyLimit: number;
  /** OTP sends allowed per mobile number and per client IP in any 10 minutes. */
  otpSendsPerNumber: number;
  otpSendsPerIp: number;
  /** Cash-on-delivery orders above this (paise) are confirmed with a code to the buyer's mobile (COD_OTP_ABOVE_RUPEES, default ₹2,000; decision 056). */
  codOtpAbovePaise: number;
  /** Online payments: Razorpay, the local test gateway or off (see PaymentConfig). */
  payments: PaymentConfig;
  /**
   * On SIGTERM: how long the server keeps accepting and serving while /api/health/ready answers 503, so a load
   * balancer stops sending before the listener closes (then the requests in flight finish).
   */
  drainMs: number;
  /** How often each process's job worker looks for due jobs, ms (JOBS_POLL_MS; 0: no worker, as in tests). */
  jobsPollMs: number;
  /** Where uploaded files and kept PDFs live: DATA_DIR/uploads, or an S3-compatible bucket (see StorageConfig). */
  storage: StorageConfig;
  /** The token that /api/metrics asks for (METRICS_TOKEN); without one the endpoint does not exist. */
  metricsToken: string | null;
  /**
   * The visitor page cache (decision 028): public pages a visitor (no session) loads are kept in this process's
   * memory, fresh for `freshSeconds` (PAGE_CACHE_FRESH_S), then served once more while one background render replaces
   * them, up to `staleSeconds` (PAGE_CACHE_STALE_S). PAGE_CACHE=0 turns it off (every page rendered, as before).
   */
  pageCache: { enabled: boolean; freshSeconds: number; staleSeconds: number };
  /** The chat widget (spec section 3, botInfo; see chatBotConfig); null: off, pages load nothing. */
  chatBot: ChatBotConfig | null;
  /**
   * SMS templates registered under India's DLT rules: template name (a notification kind, `otp`, ...) → the template id
   * the operator's DLT portal gave it (SMS_DLT_TEMPLATES, a JSON object). Each SMS carries its id to the gateway.
   */
  smsDltTemplates: Record<string, string>;
  /** Web push with VAPID (decision 054); see WebPushConfig. */
  webPush: WebPushConfig;
  /** The assistant's language model (see llmConfig); null: answers are composed from the passages (extractive). */
  llm: LlmConfig | null;
  /** The assistant's embedding model (see embeddingConfig); null: retrieval is full-text and name likeness only. */
  embeddings: LlmConfig | null;
  /** The webinars' LiveKit media server (see liveKitConfig); null: webinars play an HLS address or a video link. */
  livekit: LiveKitConfig | null;
}

export interface LiveKitConfig {
  /** The media server's WebSocket address, wss://… (ws:// only on this machine). */
  url: string;
  apiKey: string;
  apiSecret: string;
}

/**
 * LiveKit for live webinars (decision 075): LIVEKIT_URL (the server's wss:// address), LIVEKIT_API_KEY and
 * LIVEKIT_API_SECRET, all three or none. With them, a webinar without a stream address is a LiveKit room: the API
 * mints short-lived tokens (presenters publish, participants only subscribe). Without them nothing changes.
 */
export function liveKitConfig(env: NodeJS.ProcessEnv): LiveKitConfig | null {
  const names = ['LIVEKIT_URL', 'LIVEKIT_API_KEY', 'LIVEKIT_API_SECRET'] as const;
  const set = names.filter((n) => env[n]?.trim());
  if (!set.length) return null;
  if (set.length < names.length) throw new Error(`LiveKit is only partly configured: set all of ${names.join(', ')}, or none (${names.filter((n) => !set.includes(n)).join(', ')} missing).`);
  const url = env.LIVEKIT_URL!.trim().replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`LIVEKIT_URL must be the media server's address such as wss://live.example.com (it is "${url}").`);
  }
  const local = parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1';
  if (!(parsed.protocol === 'wss:' || (local && parsed.protocol === 'ws:')) || parsed.username || parsed.password) {
    throw new Error(`LIVEKIT_URL must be a wss:// address (ws:// only on this machine), such as wss://live.example.com (it is "${url}").`);
  }
  const apiSecret = env.LIVEKIT_API_SECRET!.trim();
  if (apiSecret.length < 32) throw new Error('LIVEKIT_API_SECRET must have at least 32 characters (the secret the LiveKit server was given for LIVEKIT_API_KEY).');
  return { url, apiKey: env.LIVEKIT_API_KEY!.trim(), apiSecret };
}

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string | null;
}

/**
 * The Vaidya assistant's model (decision 071): any OpenAI-compatible chat endpoint, LLM_BASE_URL (e.g.
 * https://api.openai.com/v1) with LLM_MODEL and, when the endpoint needs one, LLM_API_KEY. Without LLM_BASE_URL the
 * assistant composes extractive answers from the passages it found, offline.
 */
export function llmConfig(env: NodeJS.ProcessEnv): LlmConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim().replace(/\/+$/, '') || '';
  if (!baseUrl) return null;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`LLM_BASE_URL must be an http(s) address such as https://api.openai.com/v1 (it is "${baseUrl}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('LLM_BASE_URL must be an http(s) address.');
  const model = env.LLM_MODEL?.trim() || '';
  if (!model) throw new Error('LLM_BASE_URL is set: set LLM_MODEL too (the model name the endpoint expects).');
  return { baseUrl, model, apiKey: env.LLM_API_KEY?.trim() || null };
}

/**
 * The assistant's embedding model (issue 26, decision 077): any OpenAI-compatible embeddings endpoint,
 * EMBEDDING_BASE_URL (e.g. https://api.openai.com/v1) with EMBEDDING_MODEL and, when needed, EMBEDDING_API_KEY. Without
 * EMBEDDING_BASE_URL nothing is embedded and retrieval is full-text plus name likeness, as before.
 */
export function embeddingConfig(env: NodeJS.ProcessEnv): LlmConfig | null {
  const baseUrl = env.EMBEDDING_BASE_URL?.trim().replace(/\/+$/, '') || '';
  if (!baseUrl) return null;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`EMBEDDING_BASE_URL must be an http(s) address such as https://api.openai.com/v1 (it is "${baseUrl}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('EMBEDDING_BASE_URL must be an http(s) address.');
  const model = env.EMBEDDING_MODEL?.trim() || '';
  if (!model) throw new Error('EMBEDDING_BASE_URL is set: set EMBEDDING_MODEL too (the embedding model the endpoint expects).');
  if (model.length > 100) throw new Error('EMBEDDING_MODEL must be at most 100 characters.');
  return { baseUrl, model, apiKey: env.EMBEDDING_API_KEY?.trim() || null };
}

/** The chat widget's provider: its script's origin (`host`), the bot's id, and the script's full URL on that host. */
export interface ChatBotConfig {
  host: string;
  botId: string;
  scriptUrl: string;
}

/**
 * The chat widget (CHAT_BOT_HOST, CHAT_BOT_ID, CHAT_BOT_SCRIPT in the README): on when a host and a bot id are given
 * and CHAT_BOT is not "off". The host is an origin (https, or http on this machine for tests); the script is a path on
 * it (default /widget.js). Pages then load that one script, and their content security policy adds that one origin.
 */
export function chatBotConfig(env: NodeJS.ProcessEnv): ChatBotConfig | null {
  const host = env.CHAT_BOT_HOST?.trim().replace(/\/+$/, '') || '';
  const botId = env.CHAT_BOT_ID?.trim() || '';
  if (flag(env.CHAT_BOT) === false || (!host && !botId)) return null;
  if (!host || !botId) throw new Error('The chat widget needs both CHAT_BOT_HOST (its origin, e.g. https://chat.example.com) and CHAT_BOT_ID; set both, or neither (or CHAT_BOT=off).');
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new Error(`CHAT_BOT_HOST must be an origin such as https://chat.example.com (it is "${host}").`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.origin !== host || !(url.protocol === 'https:' || (local && url.protocol === 'http:'))) {
    throw new Error(`CHAT_BOT_HOST must be an https origin with no path, such as https://chat.example.com (it is "${host}").`);
  }
  if (!/^[A-Za-z0-9._:-]{1,128}$/.test(botId)) throw new Error('CHAT_BOT_ID may hold letters, digits and . _ : - (at most 128).');
  const script = env.CHAT_BOT_SCRIPT?.trim() || '/widget.js';
  if (!/^\/[A-Za-z0-9._~\/-]*$/.test(script) || script.startsWith('//')) throw new Error(`CHAT_BOT_SCRIPT must be a path on the chat host, such as /widget.js (it is "${script}").`);
  return { host: url.origin, botId, scriptUrl: `${url.origin}${script}` };
}

/**
 * Web push: on unless WEB_PUSH=0. The VAPID key pair is VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (both or neither; from
 * `npx web-push generate-vapid-keys`), else one generated at the first start and kept in the database (as the app
 * secret). VAPID_SUBJECT (a mailto: or https: URL) names who runs the site to the push services; default PUBLIC_URL.
 * Subscriptions are accepted only at the known browser push services (FCM, Mozilla, Apple, Microsoft) and at the hosts
 * of WEB_PUSH_EXTRA_HOSTS (a self-hosted push service, or a test's loopback server), so the server never posts to an
 * address a user made up.
 */
export interface WebPushConfig {
  enabled: boolean;
  publicKey: string | null;
  privateKey: string | null;
  subject: string | null;
  extraHosts: string[];
}

export function smsDltTemplates(env: NodeJS.ProcessEnv): Record<string, string> {
  const raw = env.SMS_DLT_TEMPLATES?.trim();
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('SMS_DLT_TEMPLATES must be a JSON object of template name to DLT template id, e.g. {"order.sms.shipped":"1107161234567890123"}.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('SMS_DLT_TEMPLATES must be a JSON object of template name to DLT template id.');
  for (const [name, id] of Object.entries(parsed)) {
    if (typeof id !== 'string' || !/^\d{10,30}$/.test(id)) throw new Error(`SMS_DLT_TEMPLATES: the template id of "${name}" must be the digits the DLT portal gave (it is ${JSON.stringify(id)}).`);
  }
  return parsed as Record<string, string>;
}

export function webPushConfig(env: NodeJS.ProcessEnv, publicUrl: string | null): WebPushConfig {
  const value = (name: string) => env[name]?.trim() || null;
  const publicKey = value('VAPID_PUBLIC_KEY');
  const privateKey = value('VAPID_PRIVATE_KEY');
  if (!!publicKey !== !!privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a key pair is then generated and kept in the database).');
  const subject = value('VAPID_SUBJECT') ?? publicUrl;
  if (subject && !/^(mailto:|https?:\/\/)/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: or https: URL.');
  const extraHosts = (value('WEB_PUSH_EXTRA_HOSTS') ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  return { enabled: flag(env.WEB_PUSH) ?? true, publicKey, privateKey, subject, extraHosts };
}

/**
 * File storage (STORAGE_PROVIDER, S3_* in the README): `disk` under DATA_DIR/uploads (the default, one machine), or an
 * S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), chosen when S3_BUCKET is set. Without S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY the AWS SDK's own credential chain applies (an instance role, AWS_PROFILE...).
 */
export type StorageConfig =
  | { provider: 'disk' }
  | { provider: 's3'; bucket: string; endpoint: string | null; region: string; accessKeyId: string | null; secretAccessKey: string | null; forcePathStyle: boolean };

export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const value = (name: string) => env[name]?.trim() || '';
  const asked = value('STORAGE_PROVIDER').toLowerCase();
  if (asked && asked !== 'disk' && asked !== 's3') throw new Error(`STORAGE_PROVIDER must be disk or s3 (it is "${asked}").`);
  const bucket = value('S3_BUCKET');
  if (asked === 'disk' || (!asked && !bucket)) return { provider: 'disk' };
  if (!bucket) throw new Error('STORAGE_PROVIDER=s3 needs S3_BUCKET (and S3_ENDPOINT for a store other than AWS S3).');
  const keyId = value('S3_ACCESS_KEY_ID');
  const secret = value('S3_SECRET_ACCESS_KEY');
  if (!!keyId !== !!secret) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the AWS credential chain).');
  const endpoint = value('S3_ENDPOINT') || null;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error('S3_ENDPOINT must be a URL such as https://<account>.r2.cloudflarestorage.com.');
  return {
    provider: 's3',
    bucket,
    endpoint,
    region: value('S3_REGION') || 'us-east-1',
    accessKeyId: keyId || null,
    secretAccessKey: secret || null,
    // MinIO and most self-hosted stores want path-style URLs (endpoint/bucket/key); AWS and R2 take virtual hosts.
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE) ?? false,
  };
}

/**
 * Online payments (PAYMENTS, see the README):
 * - `razorpay`: Razorpay; needs all three of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.
 * - `local`: the local test gateway, whose "payments" move no money; its secrets derive from the app secret unless
 *   LOCAL_GATEWAY_KEY_SECRET / LOCAL_GATEWAY_WEBHOOK_SECRET are set. Outside demo mode only when asked for by name
 *   (a test deployment), and then with a loud warning at every start.
 * - `off`: no online payment; pages say so and offer the other ways to pay.
 * Unset: Razorpay when its keys are set, the local gateway in demo mode, otherwise the start is refused (a live
 * deployment must never take fake payments). Secrets never leave the server.
 */
export type PaymentConfig =
  | { gateway: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string }
  | { gateway: 'local'; keySecret: string | null; webhookSecret: string | null }
  | { gateway: 'off' };

const RAZORPAY_VARS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
const PAYMENT_MODES = ['razorpay', 'local', 'off'] as const;

export const PAYMENTS_NOT_CONFIGURED =
  'Online payments are not configured. With DEMO=0 set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to take payments ' +
  'through Razorpay, or PAYMENTS=off to run without online payment, or PAYMENTS=local for a test deployment whose payments move no money.';

/** Reads the gateway settings; missing or half-set settings stop the start with a message naming what is missing. */
export function paymentConfig(env: NodeJS.ProcessEnv, demo: boolean): PaymentConfig {
  const value = (name: string) => env[name]?.trim() || '';
  const asked = value('PAYMENTS').toLowerCase();
  if (asked && !(PAYMENT_MODES as readonly string[]).includes(asked)) throw new Error(`PAYMENTS must be one of ${PAYMENT_MODES.join(', ')} (it is "${asked}").`);
  const local = (): PaymentConfig => ({ gateway: 'local', keySecret: value('LOCAL_GATEWAY_KEY_SECRET') || null, webhookSecret: value('LOCAL_GATEWAY_WEBHOOK_SECRET') || null });
  if (asked === 'off') return { gateway: 'off' };
  if (asked === 'local') return local();
  const set = RAZORPAY_VARS.filter((name) => value(name));
  if (set.length === 0) {
    if (asked === 'razorpay') throw new Error(`PAYMENTS=razorpay needs ${RAZORPAY_VARS.join(', ')}.`);
    if (demo) return local();
    throw new Error(PAYMENTS_NOT_CONFIGURED);
  }
  const missing = RAZORPAY_VARS.filter((name) => !value(name));
  if (missing.length > 0) {
    throw new Error(
      `Razorpay is only partly configured: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not. ` +
        'Set all three to take payments through Razorpay, or none (with PAYMENTS=off or PAYMENTS=local outside demo mode).',
    );
  }
  const keyId = value('RAZORPAY_KEY_ID');
  if (!/^rzp_(test|live)_[A-Za-z0-9]+$/.test(keyId)) throw new Error('RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_… (the Key Id from the Razorpay dashboard).');
  return { gateway: 'razorpay', keyId, keySecret: value('RAZORPAY_KEY_SECRET'), webhookSecret: value('RAZORPAY_WEBHOOK_SECRET') };
}

/** The warning every start logs when the local gateway runs outside demo mode. */
export const LOCAL_PAYMENTS_WARNING =
  'PAYMENTS=local: online payments go through the LOCAL TEST GATEWAY. NO MONEY MOVES, and anyone can mark an order paid. Never run a live shop like this.';

/** What a start must shout about: the local gateway outside demo mode; online payment switched off. */
export function startupWarnings(config: Pick<Config, 'demo' | 'payments'>): string[] {
  const out: string[] = [];
  if (config.payments.gateway === 'local' && !config.demo) out.push(LOCAL_PAYMENTS_WARNING);
  if (config.payments.gateway === 'off') out.push('PAYMENTS=off: online payment is not offered; customers pay on delivery, at the visit or by NEFT.');
  return out;
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const nodeEnv = (env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development') as Config['nodeEnv'];
  const publicUrl = env.PUBLIC_URL?.trim() || null;
  const demo = overrides.demo ?? flag(env.DEMO) ?? databaseUrl === null;
  const config: Config = {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    databasePoolMax: Number(env.DATABASE_POOL_MAX ?? 10),
    pgliteSharedBuffersMB: Number(env.PGLITE_SHARED_BUFFERS_MB?.trim() || PGLITE_SHARED_BUFFERS_MB),
    nodeEnv,
    publicUrl,
    demo,
    appSecret: env.APP_SECRET?.trim() || null,
    certificateSecret: env.CERTIFICATE_SECRET?.trim() || null,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    secureCookies: flag(env.SECURE_COOKIES) ?? (nodeEnv === 'production' && !!publicUrl?.startsWith('https:')),
    bodyLimit: Number(env.BODY_LIMIT ?? 1_048_576),
    otpSendsPerNumber: Number(env.OTP_SENDS_PER_NUMBER ?? OTP_SENDS_PER_NUMBER),
    otpSendsPerIp: Number(env.OTP_SENDS_PER_IP ?? OTP_SENDS_PER_IP),
    codOtpAbovePaise: Math.round(Number(env.COD_OTP_ABOVE_RUPEES?.trim() || 2000) * 100),
    drainMs: Number(env.DRAIN_MS ?? 5000),
    jobsPollMs: Number(env.JOBS_POLL_MS ?? (nodeEnv === 'test' ? 0 : 1000)),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    // Off in development: an edited page must show at once.
    pageCache: { enabled: flag(env.PAGE_CACHE) ?? nodeEnv !== 'development', freshSeconds: Number(env.PAGE_CACHE_FRESH_S ?? 30), staleSeconds: Number(env.PAGE_CACHE_STALE_S ?? 300) },
    ...overrides,
    payments: overrides.payments ?? paymentConfig(env, demo),
    storage: overrides.storage ?? storageConfig(env),
    chatBot: overrides.chatBot !== undefined ? overrides.chatBot : chatBotConfig(env),
    smsDltTemplates: overrides.smsDltTemplates ?? smsDltTemplates(env),
    webPush: overrides.webPush ?? webPushConfig(env, publicUrl),
    llm: overrides.llm !== undefined ? overrides.llm : llmConfig(env),
    embeddings: overrides.embeddings !== undefined ? overrides.embeddings : embeddingConfig(env),
    livekit: overrides.livekit !== undefined ? overrides.livekit : liveKitConfig(env),
  };
  if (!Number.isInteger(config.databasePoolMax) || config.databasePoolMax < 2) throw new Error('DATABASE_POOL_MAX must be a whole number of at least 2 (the startup lock holds one connection while migrations use another).');
  if (!Number.isInteger(config.pgliteSharedBuffersMB) || config.pgliteSharedBuffersMB < 16 || config.pgliteSharedBuffersMB > 4096) {
    throw new Error(`PGLITE_SHARED_BUFFERS_MB must be a whole number of megabytes from 16 to 4096 (it is "${env.PGLITE_SHARED_BUFFERS_MB}").`);
  }
  if (!Number.isSafeInteger(config.codOtpAbovePaise) || config.codOtpAbovePaise < 0) throw new Error(`COD_OTP_ABOVE_RUPEES must be an amount in rupees of 0 or more (it is "${env.COD_OTP_ABOVE_RUPEES}").`);
  if (config.certificateSecret !== null && config.certificateSecret.length < 32) throw new Error('CERTIFICATE_SECRET must have at least 32 characters (it signs the ids printed on certificates; changing it voids them).');
  if (config.metricsToken !== null && config.metricsToken.length < 16) throw new Error('METRICS_TOKEN must have at least 16 characters (it guards /api/metrics).');
  const { freshSeconds, staleSeconds } = config.pageCache;
  if (!(Number.isInteger(freshSeconds) && freshSeconds >= 1 && Number.isInteger(staleSeconds) && staleSeconds >= 0)) throw new Error('PAGE_CACHE_FRESH_S must be a whole number of at least 1 and PAGE_CACHE_STALE_S a whole number of at least 0 (seconds).');
  return config;
}
