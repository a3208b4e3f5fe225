import { data } from 'react-router';
import { clearHoldCookie, readHold } from '../../features/orders/checkout-hold.ts';
import type { Route } from './+types/checkout-release';

/**
 * Where the payment page's beacon (pagehide) and unmount call go when the buyer leaves it: releases the applied
 * coupon and nirog money. The body is the id of the payment page view that is leaving; when the hold cookie names
 * a newer view (the page was reloaded), that view keeps them. Only POST exists here.
 */
export async function loader() {
  throw data(null, { status: 404 });
}

export async function action({ context, request }: Route.ActionArgs) {
  if (request.method !== 'POST') throw data(null, { status: 405 });
  const viewId = (await request.text()).trim().slice(0, 100);
  const held = readHold(request.headers.get('cookie'));
  if (held && held !== viewId) return new Response(null, { status: 204 });
  if (context.api.hasSession()) await context.api.post('/v1/checkout/release');
  return new Response(null, { status: 204, headers: { 'set-cookie': clearHoldCookie(), 'cache-control': 'no-store' } });
}
