/**
 * The guest cart's session (decision 042): a visitor's cart is found by a 256-bit random token in an httpOnly
 * cookie (or the `guest-cart` header of the web app's in-process calls), of which only the SHA-256 is stored. At
 * login or sign-up it merges into the account's cart and the cookie is cleared.
 */
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_MAX_QUANTITY, GUEST_CART_COOKIE, GUEST_CART_HEADER, GUEST_CART_MAX_AGE_SECONDS } from '@nirog/shared/cart-rules';
import type { Db } from '../../db/client.ts';
import { checkWriteOrigin } from '../../plugins/security.ts';
import { inventory, packages } from '../catalog/catalog.tables.ts';
import { cartItems, carts } from './cart.tables.ts';

export const hashGuestToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** A guest token as it is issued (43 base64url characters); anything else is ignored, never looked up. */
export const isGuestToken = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v);

/** The request's guest token: the header first (in-process and app clients), then the cookie. */
export function guestTokenOf(request: FastifyRequest): { token: string; via: 'header' | 'cookie' } | null {
  const header = request.headers[GUEST_CART_HEADER];
  if (isGuestToken(header)) return { token: header, via: 'header' };
  const cookie = request.cookies?.[GUEST_CART_COOKIE];
  return isGuestToken(cookie) ? { token: cookie, via: 'cookie' } : null;
}

/**
 * The guest cart's owner for a visitor's call, making a new token (and its cookie) when `create` and there is none.
 * A write carried by the cookie needs the CSRF header, as the session cookie's writes do.
 */
export function guestOwner(request: FastifyRequest, reply: FastifyReply, opts: { create: boolean; secureCookies: boolean; publicUrl: string | null }): { guestHash: string; minted?: true } | null {
  const found = guestTokenOf(request);
  if (found?.via === 'cookie') checkWriteOrigin(request, opts.publicUrl, 'cookie');
  if (found) return { guestHash: hashGuestToken(found.token) };
  if (!opts.create) return null;
  const token = crypto.randomBytes(32).toString('base64url');
  reply.setCookie(GUEST_CART_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secureCookies, maxAge: GUEST_CART_MAX_AGE_SECONDS });
  return { guestHash: hashGuestToken(token), minted: true };
}

export const guestExpiry = () => new Date(Date.now() + GUEST_CART_MAX_AGE_SECONDS * 1000);

/**
 * Moves a guest cart into a user's cart (decision 042): quantities of the same pack are added, then capped by stock
 * and the pack's per-order limit (never below one unit: a line out of stock stays, flagged in the cart). The guest
 * cart is locked and deleted in the same transaction, so two logins racing with one cookie merge it once. Returns
 * the number of lines merged.
 */
export async function mergeGuestCart(db: Db, guestHash: string, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: carts.id, expiresAt: carts.expiresAt })
      .from(carts)
      .where(and(eq(carts.guestTokenHash, guestHash), isNull(carts.userId)))
      .for('update');
    if (!guest) return 0;
    const live = !!guest.expiresAt && guest.expiresAt > new Date();
    const items = live ? await tx.select({ packageId: cartItems.packageId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.cartId, guest.id)) : [];
    await tx.delete(carts).where(eq(carts.id, guest.id));
    if (items.length === 0) return 0;
    const caps = await tx
      .select({
        id: packages.id,
        maxPerOrder: packages.maxPerOrder,
        stock: sql<number>`coalesce((SELECT sum(${inventory.quantity}) FROM ${inventory} WHERE ${inventory.packageId} = ${packages.id}), 0)::int`,
      })
      .from(packages)
      .where(inArray(packages.id, items.map((i) => i.packageId)));
    const capOf = new Map(caps.map((c) => [c.id, Math.max(1, Math.min(Number(c.stock), c.maxPerOrder ?? CART_MAX_QUANTITY, CART_MAX_QUANTITY))]));
    const [cart] = await tx.insert(carts).values({ userId }).onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } }).returning({ id: carts.id });
    for (const item of items) {
      const cap = capOf.get(item.packageId);
      if (cap === undefined) continue;
      await tx
        .insert(cartItems)
        .values({ cartId: cart.id, packageId: item.packageId, quantity: Math.min(item.quantity, cap) })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.packageId], set: { quantity: sql`least(${cartItems.quantity} + ${item.quantity}, ${cap})` } });
    }
    return items.length;
  });
}

/**
 * At login or sign-up: merges the request's guest cart into the user's and clears the cookie. A failure here never
 * fails the login (the guest cart is then left as it was).
 */
export async function mergeGuestAtLogin(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number) {
  const found = guestTokenOf(request);
  if (!found) return;
  try {
    await mergeGuestCart(db, hashGuestToken(found.token), userId);
    reply.clearCookie(GUEST_CART_COOKIE, { path: '/' });
  } catch (err) {
    request.log.warn({ err }, 'guest cart merge failed');
  }
}

/** Drops guest carts past their end (called when a new guest cart is made; reads and merges ignore them anyway). */
export async function purgeExpiredGuestCarts(db: Db): Promise<void> {
  await db.delete(carts).where(and(isNull(carts.userId), lt(carts.expiresAt, new Date())));
}
