/**
 * Online payment calls: start paying an order (/v2/orders/payment/online, spec section 7), the gateway's callback
 * (the browser coming back, form-encoded, no session needed) and the gateway's webhook (/api/payments/webhook, raw
 * body for the signature). The callback and the webhook are authenticated by signature, so plugins/security.ts
 * exempts exactly these two paths from the same-site and CSRF checks.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db } from '../../db/client.ts';
import { requireUser, PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { AppError, errorBody, ok } from '../../plugins/errors.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireWriteAccess } from '../identity/access.service.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['Payments'];

/** application/x-www-form-urlencoded → flat record (first value of a repeated name wins; `error[code]` stays a key). */
export function parseForm(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(body)) if (!(k in out)) out[k] = v;
  return out;
}

/** The origin the gateway sends the browser back to: PUBLIC_URL when set, else the one this request came to. */
export function publicOrigin(publicUrl: string | null, request: { protocol: string; host: string }): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

export async function paymentRoutes(app: FastifyInstance, { db, payments, publicUrl }: { db: Db; payments: PaymentsService | null; publicUrl: string | null }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/pub/v1/payments/online', {
    schema: { response: responsesOf('GET /pub/v1/payments/online'), tags, summary: 'Whether online payment is offered (false with PAYMENTS=off: pay on delivery, at the visit or by NEFT).' },
  }, async () => ok({ available: payments !== null }));

  r.post('/v2/orders/payment/online', {
    schema: {
      response: responsesOf('POST /v2/orders/payment/online'),
      tags,
      summary:
        'Pay one of my orders online: an online order waiting for payment (within its time to pay) or a postpaid order still due. Returns the gateway order (exactly the order total) and the form that takes the browser to the checkout; only the public key id is included.',
      body: z.strictObject({ orderId: entityIdParam }),
    },
  }, async (request) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    if (!payments) throw new AppError('validation_failed', t('payment.unavailable'));
    return ok(await payments.startOnlinePayment(user, request.body.orderId, publicOrigin(publicUrl, request)), t('payment.started'));
  });

  // With PAYMENTS=off there is no gateway to come back from or to hear from: no callback, no webhook (404).
  if (!payments) return;
  const gateway = payments;

  // The browser returns from the gateway with a form POST.
  await app.register(async (callbacks) => {
    callbacks.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => done(null, parseForm(body as string)));
    callbacks.withTypeProvider<ContractTypeProvider>().post('/v2/orders/payment/online/callback', { config: PUBLIC_ROUTE,
      schema: {
        // A redirect, not JSON (the browser comes back from the gateway).
        response: { 303: z.null().describe('To the order page with a toast (Location); no body.') },
        tags,
        summary:
          "The gateway's checkout callback (form POST: razorpay_payment_id, razorpay_order_id, razorpay_signature, or error[…]). Verifies the signature against the gateway order stored for `payment`, records the outcome and redirects (303) to the order page with a toast.",
        querystring: z.object({ payment: z.string().max(12).optional() }),
      },
    }, async (request, reply) => {
      const form = request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
      const { location } = await gateway.callback(request.query.payment, form);
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 303);
    });
  });

  // Webhooks are verified over the exact bytes received, so this route keeps the raw body.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    hooks.withTypeProvider<ContractTypeProvider>().post('/payments/webhook', { config: PUBLIC_ROUTE,
      schema: {
        response: responsesOf('POST /payments/webhook'),
        tags,
        summary:
          "The gateway's webhooks (payment.authorized, payment.captured, payment.failed, order.paid). X-Razorpay-Signature over the raw body (401 when forged or missing); X-Razorpay-Event-Id seen before → 200 and ignored.",
        security: [],
      },
    }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = (name: string) => {
        const v = request.headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      const { status, outcome } = await gateway.webhook(raw, header('x-razorpay-signature'), header('x-razorpay-event-id'));
      if (status === 401) return reply.status(401).send(errorBody('unauthenticated', t('payment.webhookSignature')));
      if (status === 400) return reply.status(400).send(errorBody('validation_failed', t('payment.webhookUnreadable')));
      return ok({ outcome });
    });
  });
}
