/** Responses of the online payment calls (decision 018). Amounts are integer paise. */
import { z } from 'zod';
import { int } from './envelope.ts';

/** Where the browser goes to pay: a form the page submits to the gateway's checkout (auto-submitted, a button for no-JS). */
export const checkoutForm = z.object({ action: z.string(), method: z.enum(['GET', 'POST']), fields: z.record(z.string(), z.string()) });
export type CheckoutForm = z.output<typeof checkoutForm>;

export const GATEWAY_NAMES = ['local', 'razorpay'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

/** POST /v2/orders/payment/online: the gateway order (exactly the order total) and the form to its checkout; only the public key id. */
export const onlinePaymentStart = z.object({
  gateway: z.enum(GATEWAY_NAMES),
  keyId: z.string(),
  gatewayOrderId: z.string(),
  amountPaise: int,
  currency: z.string(),
  checkout: checkoutForm,
});
export type OnlinePaymentStart = z.output<typeof onlinePaymentStart>;

export const PAYMENT_ROUTES = {
  'GET /pub/v1/payments/online': z.object({ available: z.boolean() }),
  'POST /v2/orders/payment/online': onlinePaymentStart,
  /** What the webhook did with the event ('applied', 'duplicate', 'ignored: …'), for the gateway's delivery log. */
  'POST /payments/webhook': z.object({ outcome: z.string() }),
} satisfies Record<string, z.ZodType>;
