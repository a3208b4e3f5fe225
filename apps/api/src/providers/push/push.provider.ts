/** Web push (RFC 8030) with VAPID: the message is encrypted for one browser subscription and posted to its push service. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service no longer knows the subscription (404/410); it is forgotten. */
export type PushResult = { ok: true } | { ok: false; gone: boolean; error: string };

export interface PushProvider {
  /** The VAPID public key (base64url) the browser subscribes with; the private key never leaves the server. */
  readonly publicKey: string;
  send(target: PushTarget, payload: string): Promise<PushResult>;
}
