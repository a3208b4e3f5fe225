import type { FastifyBaseLogger } from 'fastify';

/** Outgoing SMS. The default provider keeps messages in the outbox table; a gateway adapter plugs in by SMS_PROVIDER. */
export interface SmsMessage {
  to: string; // 10-digit Indian mobile number
  template: 'otp' | string;
  body: string;
  /**
   * The template id registered for `template` under India's DLT rules (config SMS_DLT_TEMPLATES); an Indian gateway
   * refuses a transactional SMS without it. The outbox keeps it beside the message.
   */
  dltTemplateId?: string;
  /** Values that must never be logged in clear (the OTP). */
  secrets?: string[];
}

export interface SmsProvider {
  readonly name: string;
  /** `log` is the request's logger, so the line carries the request id. */
  send(message: SmsMessage, log?: FastifyBaseLogger): Promise<void>;
}

/**
 * Every SMS, whoever sends it (a notification, an OTP, a payment link, a visitor's appointment request), carries the
 * DLT template id registered for its template name (SMS_DLT_TEMPLATES), unless it names one itself.
 */
export function withDltTemplates(sms: SmsProvider, ids: Readonly<Record<string, string>>): SmsProvider {
  if (Object.keys(ids).length === 0) return sms;
  return {
    name: sms.name,
    send: (message, log) => sms.send(message.dltTemplateId || !ids[message.template] ? message : { ...message, dltTemplateId: ids[message.template] }, log),
  };
}

/** Masks a mobile number for logs: 98xxxxxx10. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 4 ? `${mobile.slice(0, 2)}${'x'.repeat(mobile.length - 4)}${mobile.slice(-2)}` : '****';
}

export function maskSecrets(text: string, secrets: string[] = []): string {
  return secrets.reduce((acc, s) => (s ? acc.split(s).join('*'.repeat(s.length)) : acc), text);
}
