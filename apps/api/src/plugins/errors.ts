/** One error type for the API and one handler that maps it (and zod failures) to the envelope. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';

export type ErrorCode =
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'business_rule'
  | 'rate_limited'
  | 'csrf_failed'
  | 'payload_too_large'
  | 'unavailable'
  | 'internal'
  | 111;

const STATUS: Record<string, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  business_rule: 422,
  rate_limited: 429,
  csrf_failed: 403,
  unavailable: 503,
  internal: 500,
  111: 401,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly alert?: AlertPopup;
  constructor(
    code: ErrorCode,
    message: string,
    opts: { fields?: Record<string, string>; status?: number; headers?: Record<string, string>; alert?: AlertPopup } = {},
  ) {
    super(message);
    this.code = code;
    this.status = opts.status ?? STATUS[String(code)] ?? 500;
    this.fields = opts.fields;
    this.headers = opts.headers;
    this.alert = opts.alert;
  }
  static of(code: ErrorCode, key: MessageKey, params?: Record<string, string | number>) {
    return new AppError(code, t(key, params));
  }
  static field(field: string, message: string) {
    return new AppError('validation_failed', message, { fields: { [field]: message } });
  }
}

/** The alert popup of a view-only section (spec section 3, the access map's payload). */
export interface AlertPopup {
  title: string;
  message: string;
  actionLabel: string;
}

export interface ErrorBody {
  status: false;
  message: { code: ErrorCode; error: string; fields?: Record<string, string>; alert?: AlertPopup };
}

export function errorBody(code: ErrorCode, error: string, fields?: Record<string, string>, alert?: AlertPopup): ErrorBody {
  return { status: false, message: { code, error, ...(fields ? { fields } : {}), ...(alert ? { alert } : {}) } };
}

/** First message per field, keyed by the dotted path of the field. */
export function zodFields(issues: ReadonlyArray<{ path?: PropertyKey[]; instancePath?: string; message: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.length ? issue.path.map(String).join('.') : (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      if (err.status >= 500) request.log.error({ err }, 'request failed');
      return reply.status(err.status).send(errorBody(err.code, err.message, err.fields, err.alert));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = zodFields(err.validation.map((v) => ({ instancePath: v.instancePath, message: v.message ?? '' })));
      return reply.status(400).send(errorBody('validation_failed', t('error.validation'), fields));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorBody('payload_too_large', t('error.tooLarge')));
    if (status === 429) return reply.status(429).send(errorBody('rate_limited', err.message));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type ...).
      return reply.status(status).send(errorBody('validation_failed', err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', t('error.internal')));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('not_found', t('error.routeNotFound')));
  });
}

/** The success envelope. The entity's type comes from the argument only, so a route's response schema checks it. */
export function ok<T>(entity: T, message = ''): { status: true; entity: NoInfer<T>; message: string } {
  return { status: true as const, entity, message };
}

/**
 * The PostgreSQL error behind a failed query, through drizzle's wrapping (its DrizzleQueryError keeps the driver's
 * error as `cause`): the SQLSTATE (`23505` unique, `23503` foreign key, `23514` check, `23P01` exclusion) and the
 * constraint's name. Empty when the failure was not the database's.
 */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
  }
  return {};
}

/** A unique index or key refused the row (SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown) => pgError(err).code === '23505';
