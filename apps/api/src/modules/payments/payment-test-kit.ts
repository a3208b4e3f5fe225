/**
 * Test helpers for online payment: a test app on the local gateway, buyers signed up through the real calls, orders
 * inserted directly as the order module leaves them (online: pending_payment; postpaid: placed and due, with the
 * credit held), a way to drive the local checkout like a browser, and Razorpay-shaped webhook bodies.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { PAYMENT_METHOD_POSTPAID, PAYMENT_METHOD_PREPAID, PAYMENT_WINDOW_MINUTES, POSTPAID_DUE_DAYS } from '@nirog/shared/orders';
import { createTestApp, json, signUp, type Res, type TestApp } from '../../test-support/test-app.ts';
import type { LocalGateway, WebhookDelivery } from '../../providers/payments/local-gateway.ts';
import { creditAccounts, orders, type AddressSnapshot } from '../orders/orders.tables.ts';

type Row = Record<string, unknown>;

const ADDRESS: AddressSnapshot = {
  addressId: 1,
  name: 'Asha Verma',
  phone: '9876543210',
  address: 'House 12, Lajpat Nagar II',
  landmark: null,
  city: 'New Delhi',
  stateId: 7,
  stateName: 'Delhi',
  stateCode: '07',
  pincode: '110024',
  gstin: null,
  legalEntityName: null,
};

export interface PayKit {
  t: TestApp;
  gateway: LocalGateway;
  q: (query: ReturnType<typeof sql>) => Promise<Row[]>;
  buyer: () => Promise<Buyer>;
  /** An order row as placing it leaves it (no items needed for payment). */
  order: (userId: number, opts?: OrderOpts) => Promise<typeof orders.$inferSelect>;
  orderRow: (id: number) => Promise<typeof orders.$inferSelect>;
  paymentsOf: (orderId: number) => Promise<Row[]>;
  eventsOf: (orderId: number) => Promise<Row[]>;
  /** A webhook delivery built like the gateway's, for a payment on a gateway order. */
  hook: (event: 'payment.captured' | 'payment.failed' | 'payment.authorized' | 'order.paid', p: HookPayment, eventId?: string) => WebhookDelivery;
  send: (d: WebhookDelivery) => Promise<Res>;
}

export interface HookPayment {
  paymentId: string;
  gatewayOrderId: string;
  amount: number;
  currency?: string;
  method?: string;
}

export interface OrderOpts {
  method?: 2 | 4 | 1;
  totalPaise?: number;
  status?: string;
  paymentStatus?: string;
  payBy?: Date | null;
  releasedAt?: Date | null;
}

export type Buyer = Awaited<ReturnType<typeof makeBuyer>>;

async function makeBuyer(t: TestApp, mobile: string) {
  const s = await signUp(t, mobile);
  const h = { 'access-token': s.token };
  return {
    token: s.token,
    id: s.user.id as number,
    call: (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) }),
    /** POST /api/v2/orders/payment/online */
    startPayment: (orderId: number) => t.app.inject({ method: 'POST', url: '/api/v2/orders/payment/online', headers: h, payload: { orderId } }),
  };
}

export async function createPayKit(prefix: string): Promise<PayKit> {
  let seq = 0;
  const mobile = () => `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
  const t = await createTestApp({ otpSendsPerIp: 100_000, otpSendsPerNumber: 100 });
  const gateway = t.app.paymentGateway as LocalGateway;
  expect(gateway.name).toBe('local');
  const db = t.db.database.db;
  const q = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  let orderSeq = 0;

  return {
    t,
    gateway,
    q,
    buyer: () => makeBuyer(t, mobile()),
    async order(userId, opts = {}) {
      const method = opts.method ?? PAYMENT_METHOD_PREPAID;
      const total = opts.totalPaise ?? 123_450;
      const at = t.clock.now;
      const prepaid = method === PAYMENT_METHOD_PREPAID;
      const postpaid = method === PAYMENT_METHOD_POSTPAID;
      const n = ++orderSeq;
      const [row] = await db
        .insert(orders)
        .values({
          orderNumber: `PT${process.pid % 10_000}-${prefix}${String(n).padStart(5, '0')}`.slice(0, 20),
          hashedId: crypto.randomBytes(16).toString('hex'),
          userId,
          orderType: 3,
          status: opts.status ?? (prepaid ? 'pending_payment' : 'placed'),
          paymentMethod: method,
          paymentStatus: opts.paymentStatus ?? (prepaid ? 'pending' : postpaid ? 'due' : 'unpaid'),
          idempotencyKey: `fixture-${crypto.randomUUID()}`,
          requestHash: crypto.randomBytes(32).toString('hex'),
          warehouseId: null,
          deliveryAddress: ADDRESS,
          billingAddress: ADDRESS,
          mrpTotalPaise: total,
          itemsTotalPaise: total,
          taxablePaise: Math.round(total / 1.12),
          totalPaise: total,
          payBy: opts.payBy !== undefined ? opts.payBy : prepaid ? new Date(at.getTime() + PAYMENT_WINDOW_MINUTES * 60_000) : postpaid ? new Date(at.getTime() + POSTPAID_DUE_DAYS * 86_400_000) : null,
          releasedAt: opts.releasedAt ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (postpaid && row.paymentStatus === 'due') {
        // The credit the postpaid order holds, as placing it would have taken.
        await db
          .insert(creditAccounts)
          .values({ userId, limitPaise: 10_000_000, usedPaise: total })
          .onConflictDoUpdate({ target: creditAccounts.userId, set: { usedPaise: sql`${creditAccounts.usedPaise} + ${total}` } });
      }
      return row;
    },
    orderRow: async (id) => (await db.select().from(orders).where(eq(orders.id, id)))[0],
    paymentsOf: (orderId) => q(sql`SELECT * FROM payments WHERE order_id = ${orderId} ORDER BY id`),
    eventsOf: (orderId) => q(sql`SELECT event, note FROM order_events WHERE order_id = ${orderId} ORDER BY id`),
    hook(event, p, eventId) {
      const status = event === 'payment.failed' ? 'failed' : event === 'payment.authorized' ? 'authorized' : 'captured';
      const entity = {
        id: p.paymentId,
        entity: 'payment',
        amount: p.amount,
        currency: p.currency ?? 'INR',
        status,
        order_id: p.gatewayOrderId,
        method: p.method ?? 'upi',
        captured: status === 'captured',
        error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
        error_description: status === 'failed' ? 'Payment failed because the bank declined it.' : null,
        created_at: Math.floor(t.clock.now.getTime() / 1000),
      };
      const payload: Record<string, unknown> = { payment: { entity } };
      if (event === 'order.paid') payload.order = { entity: { id: p.gatewayOrderId, entity: 'order', amount: p.amount, amount_paid: p.amount, amount_due: 0, currency: p.currency ?? 'INR', status: 'paid' } };
      const body = JSON.stringify({ entity: 'event', account_id: gateway.accountId, event, contains: Object.keys(payload), payload, created_at: Math.floor(t.clock.now.getTime() / 1000) });
      return gateway.signedDelivery(event, body, eventId);
    },
    send: (d) => t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: d.body, headers: d.headers }),
  };
}

/**
 * The browser's part of a local-gateway payment: open the checkout page the API pointed to, press Pay (or Fail),
 * follow the form back to the shop.
 */
export async function throughLocalCheckout(
  inject: (opts: InjectOptions) => Promise<Res>,
  checkout: { action: string; method: string; fields: Record<string, string> },
  button: 'pay' | 'fail',
) {
  expect(checkout.method).toBe('GET');
  const page = await inject({ method: 'GET', url: `${checkout.action}?${new URLSearchParams(checkout.fields)}` });
  expect(page.statusCode, page.body).toBe(200);
  const form = formIn(page.body);
  const action = button === 'pay' ? form.action : form.action.replace(/\/pay$/, '/fail');
  const back = await inject({ method: 'POST', url: action, headers: FORM, payload: formBody(form.fields) });
  expect(back.statusCode, back.body).toBe(200);
  const returning = formIn(back.body, 'return');
  const callback = await inject({ method: 'POST', url: returning.action, headers: FORM, payload: formBody(returning.fields) });
  return { page, back, returning, callback };
}

/** The hidden fields of a form in a page, and where it posts (the way a browser would read them). */
export function formIn(html: string, id?: string): { action: string; fields: Record<string, string> } {
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
  const form = id ? forms.find((f) => f[1].includes(`id="${id}"`)) : forms[0];
  if (!form) throw new Error('no form in the page');
  const attr = (s: string, name: string) => s.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '';
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const fields: Record<string, string> = {};
  for (const input of form[2].matchAll(/<input\b([^>]*)>/g)) {
    const type = attr(input[1], 'type');
    if (type === 'radio' && !input[1].includes(' checked')) continue;
    fields[unescape(attr(input[1], 'name'))] = unescape(attr(input[1], 'value'));
  }
  return { action: unescape(attr(form[1], 'action')), fields };
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
export { json };
