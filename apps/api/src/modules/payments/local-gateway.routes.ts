/**
 * The local test gateway's own checkout (registered only when the local gateway is the one in use). In production
 * this page is Razorpay's, on Razorpay's site; here it is served by us but behaves as the gateway's: it never reads
 * our session, it takes Razorpay's checkout fields, and it hands the outcome back to the shop's callback URL the way
 * Razorpay's redirect mode does. Its Pay and Fail posts come from this page itself (same-site), carry no CSRF
 * header (plain forms), and are authorised by the unguessable gateway order id — see plugins/security.ts.
 */
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { nonJsonResponse, type ContractTypeProvider } from '../../plugins/contract.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { formatRupees } from '@nirog/shared/money';
import { LOCAL_METHODS, type LocalGateway, type LocalMethod } from '../../providers/payments/local-gateway.ts';
import { checkoutPage, localPageCsp, messagePage, returnPage } from './local-checkout.page.ts';
import { parseForm } from './payments.routes.ts';
import { MERCHANT_NAME } from './payments.service.ts';

const tags = ['Payments'];
const text = (max: number) => z.string().max(max).optional();

/**
 * A callback or cancel URL the page may send the browser to: a path on this site (an absolute URL must be on our own
 * origin). Returned as path + query, so the forms stay same-origin whatever scheme a proxy hides.
 */
export function ownPath(raw: unknown, request: FastifyRequest, publicUrl: string | null): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 1000) return null;
  let u: URL;
  try {
    u = new URL(raw, 'http://relative.invalid');
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  const relative = raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\');
  if (!relative) {
    const own = new Set<string>();
    for (const scheme of ['http', 'https']) {
      try {
        own.add(new URL(`${scheme}://${request.host}`).origin);
      } catch {
        // a Host header that is not a host: only PUBLIC_URL counts
      }
    }
    if (publicUrl) own.add(new URL(publicUrl).origin);
    if (!own.has(u.origin)) return null;
  }
  return `${u.pathname}${u.search}`;
}

function html(request: FastifyRequest, reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', localPageCsp(request.cspNonce))
    .header('cache-control', 'no-store')
    .send(body);
}

export async function localGatewayRoutes(app: FastifyInstance, { gateway, publicUrl }: { gateway: LocalGateway; publicUrl: string | null }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => done(null, parseForm(body as string)));
  const params = z.object({ gatewayOrderId: z.string().regex(/^order_[A-Za-z0-9]{6,30}$/) });

  const problem = (request: FastifyRequest, reply: FastifyReply, status: number, message: string, backUrl: string | null = null) =>
    html(request, reply, status, messagePage({ nonce: request.cspNonce, title: t('payment.local.title'), message, backUrl }));

  /** Validation failures answer with a page (a person is looking at it); anything else goes to the usual handler. */
  const badRequestPage = (reason: string) => (err: Error & { validation?: unknown }, request: FastifyRequest, reply: FastifyReply) => {
    if (!err.validation) throw err;
    return problem(request, reply, 400, t('payment.local.badLink', { reason }));
  };

  r.get('/gateway/local/checkout/:gatewayOrderId', { config: PUBLIC_ROUTE,
    schema: {
      response: nonJsonResponse('text/html', "The gateway's checkout page, or a page saying what is wrong with the link."),
      tags,
      summary: "The local test gateway's checkout page (HTML), reached with Razorpay's checkout fields: key_id, callback_url, cancel_url, name, description, prefill[…].",
      params,
      querystring: z.object({
        key_id: text(60),
        callback_url: text(1000),
        cancel_url: text(1000),
        name: text(80),
        description: text(255),
        'prefill[name]': text(100),
        'prefill[email]': text(254),
        'prefill[contact]': text(20),
      }),
    },
    errorHandler: badRequestPage('malformed fields'),
  }, async (request, reply) => {
    const q = request.query;
    const order = await gateway.findOrder(request.params.gatewayOrderId);
    if (!order) return problem(request, reply, 404, t('payment.local.notFound'));
    if (q.key_id !== gateway.keyId) return problem(request, reply, 400, t('payment.local.badLink', { reason: 'key_id does not belong to this gateway' }));
    const callback = ownPath(q.callback_url, request, publicUrl);
    if (!callback) return problem(request, reply, 400, t('payment.local.badLink', { reason: 'callback_url must be an address on this site' }));
    const cancel = q.cancel_url ? ownPath(q.cancel_url, request, publicUrl) : null;
    if (order.status === 'paid') return problem(request, reply, 409, t('payment.local.alreadyPaid'), cancel);
    const payer = [q['prefill[name]'], q['prefill[contact]']].filter(Boolean).join(' · ') || null;
    const base = `/api/gateway/local/checkout/${order.id}`;
    return html(
      request,
      reply,
      200,
      checkoutPage({
        nonce: request.cspNonce,
        gatewayOrderId: order.id,
        merchant: q.name || MERCHANT_NAME,
        description: q.description || order.receipt || order.id,
        amount: formatRupees(order.amountPaise),
        payer,
        payAction: `${base}/pay`,
        failAction: `${base}/fail`,
        carry: { callback_url: callback, ...(cancel ? { cancel_url: cancel } : {}), merchant: q.name || MERCHANT_NAME },
        cancelUrl: cancel,
      }),
    );
  });

  const outcome = (kind: 'pay' | 'fail') => async (request: FastifyRequest, reply: FastifyReply) => {
    const { gatewayOrderId } = request.params as { gatewayOrderId: string };
    const form = request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
    const callback = ownPath(form.callback_url, request, publicUrl);
    if (!callback) return problem(request, reply, 400, t('payment.local.badLink', { reason: 'callback_url must be an address on this site' }));
    const cancel = form.cancel_url ? ownPath(form.cancel_url, request, publicUrl) : null;
    const method: LocalMethod = (LOCAL_METHODS as readonly string[]).includes(form.method) ? (form.method as LocalMethod) : 'upi';
    const merchant = (form.merchant || MERCHANT_NAME).slice(0, 80);
    const result = kind === 'pay' ? await gateway.pay(gatewayOrderId, method) : await gateway.fail(gatewayOrderId, method);
    if (result.kind === 'not_found') return problem(request, reply, 404, t('payment.local.notFound'));
    if (result.kind === 'already_paid') return problem(request, reply, 409, t('payment.local.alreadyPaid'), cancel);
    if (result.kind === 'paid') {
      return html(request, reply, 200, returnPage({
        nonce: request.cspNonce,
        ok: true,
        merchant,
        action: callback,
        fields: { razorpay_payment_id: result.paymentId, razorpay_order_id: result.gatewayOrderId, razorpay_signature: result.signature },
      }));
    }
    // Razorpay's redirect mode on failure: error[...] fields, the payment and order ids in error[metadata].
    return html(request, reply, 200, returnPage({
      nonce: request.cspNonce,
      ok: false,
      merchant,
      action: callback,
      fields: {
        'error[code]': result.error.code,
        'error[description]': result.error.description,
        'error[source]': result.error.source,
        'error[step]': result.error.step,
        'error[reason]': result.error.reason,
        'error[metadata]': JSON.stringify({ payment_id: result.paymentId, order_id: result.gatewayOrderId }),
      },
    }));
  };

  const postSchema = (summary: string) => ({ config: PUBLIC_ROUTE, schema: { response: nonJsonResponse('text/html', 'A page that returns the browser to callback_url (auto-submitted form), or says what went wrong.'), tags, summary, params }, errorHandler: badRequestPage('malformed request') });
  r.post('/gateway/local/checkout/:gatewayOrderId/pay', postSchema('Local test gateway: pay (records a captured payment, sends the webhooks, returns the browser to callback_url with the signed fields).'), outcome('pay'));
  r.post('/gateway/local/checkout/:gatewayOrderId/fail', postSchema('Local test gateway: fail the payment (payment.failed webhook; returns the browser to callback_url with error[…] fields).'), outcome('fail'));
}
