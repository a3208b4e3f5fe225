import type { FastifyBaseLogger } from 'fastify';

/** Outgoing email. The default provider keeps messages in the outbox table; a mail service adapter plugs in by EMAIL_PROVIDER. */
export interface EmailMessage {
  to: string;
  subject: string;
  template: 'email_verification' | string;
  /** Plain-text body. */
  text: string;
  /** Values that must never be logged in clear (a verification code). */
  secrets?: string[];
}

export interface EmailProvider {
  readonly name: string;
  /** `log` is the request's logger, so the line carries the request id. */
  send(message: EmailMessage, log?: FastifyBaseLogger): Promise<void>;
}

/** Masks an address for logs: ra***@example.in. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
}
