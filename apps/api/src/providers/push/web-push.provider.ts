/**
 * Web push through the `web-push` package: the payload is encrypted (RFC 8291, aes128gcm) for the subscription's keys
 * and posted to its push service with a VAPID signature (RFC 8292) made with the key pair it is given.
 */
import webpush from 'web-push';
import type { PushProvider, PushResult, PushTarget } from './push.provider.ts';

/** Without VAPID_SUBJECT or an https PUBLIC_URL (development): a contact the push services accept. */
const FALLBACK_SUBJECT = 'mailto:webpush@localhost';

export class WebPushProvider implements PushProvider {
  readonly publicKey: string;
  private readonly vapid: { subject: string; publicKey: string; privateKey: string };
  constructor(keys: { publicKey: string; privateKey: string }, subject: string | null) {
    this.publicKey = keys.publicKey;
    this.vapid = { subject: subject?.startsWith('https:') || subject?.startsWith('mailto:') ? subject : FALLBACK_SUBJECT, ...keys };
  }

  async send(target: PushTarget, payload: string): Promise<PushResult> {
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: this.vapid,
        TTL: 24 * 3600,
        timeout: 10_000,
        contentEncoding: 'aes128gcm',
      });
      return { ok: true };
    } catch (err) {
      if (err instanceof webpush.WebPushError) return { ok: false, gone: err.statusCode === 404 || err.statusCode === 410, error: `push service answered ${err.statusCode}` };
      return { ok: false, gone: false, error: err instanceof Error ? err.message : String(err) };
    }
  }
}

/** The push services browsers subscribe at; a subscription elsewhere is refused unless its host is configured. */
const PUSH_SERVICE_SUFFIXES = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

export function pushEndpointAllowed(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (extraHosts.includes(host) || extraHosts.includes(url.host.toLowerCase())) return true;
  return url.protocol === 'https:' && PUSH_SERVICE_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`));
}

/** A new VAPID key pair (base64url). */
export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();
