/**
 * Cart calls of spec section 7 (Commerce): /v2/cart, /v2/cart/{id}/delete, /v2/cart/{userID}/count, /v2/cart/{userId}.
 * A visitor's add and remove go to the guest cart of their cookie, read by /v2/guest-cart (decision 042).
 */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam, entityId } from '@nirog/shared/schemas/fields';
import { t } from '@nirog/shared/messages/catalogue';
import { nirogMoneyLimitFor } from '@nirog/shared/nirog-money';
import type { Db } from '../../db/client.ts';
import { PUBLIC_ROUTE, requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { addresses } from '../address/address.tables.ts';
import { buyerOf } from '../catalog/catalog.service.ts';
import { requireWriteAccess } from '../identity/access.service.ts';
import { VISITOR } from '../catalog/pricing.ts';
import type { CartOwner, CartService } from './cart.service.ts';
import { guestOwner, purgeExpiredGuestCarts } from './guest-cart.ts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { requireMayOrder } from './may-order.ts';

const tags = ['Cart'];
const userParam = z.object({ userId: entityIdParam });

export async function cartRoutes(app: FastifyInstance, { db, cart, secureCookies, publicUrl }: { db: Db; cart: CartService; secureCookies: boolean; publicUrl: string | null }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const cookieOpts = { secureCookies, publicUrl };
  /** The caller's cart: the user's, or the visitor's guest cart (made, with its cookie, on a visitor's first add). */
  async function ownerOf(request: Parameters<typeof requireUser>[0], reply: import('fastify').FastifyReply, create: boolean): Promise<CartOwner | null> {
    if (request.auth) {
      await requireWriteAccess(db, request, 'Medicine');
      return { userId: request.auth.user.id };
    }
    const guest = guestOwner(request, reply, { ...cookieOpts, create });
    // A new guest cart is the moment to drop expired ones (no job needed; they are never read anyway).
    if (guest?.minted) await purgeExpiredGuestCarts(db);
    return guest && { guestHash: guest.guestHash };
  }
  const own = (request: Parameters<typeof requireUser>[0], userId: number) => {
    const { user } = requireUser(request);
    if (user.id !== userId) throw AppError.of('not_found', 'error.notFound');
    return user;
  };

  r.post('/v2/cart', {
    config: PUBLIC_ROUTE,
    schema: {
      response: responsesOf('POST /v2/cart'),
      tags,
      summary: "Put a pack in the cart, or change its quantity (sets it: a retry changes nothing more). Prices are the catalog's. A visitor's goes to the guest cart of their cookie (made on the first add).",
      body: z.strictObject({ packageId: entityId, quantity: z.number().int() }),
    },
  }, async (request, reply) => {
    const owner = (await ownerOf(request, reply, true))!;
    if (request.auth) await requireMayOrder(db, request.auth.user);
    await cart.setQuantity(owner, request.body.packageId, request.body.quantity);
    return ok({ count: await cart.count(owner) }, t('cart.updated'));
  });

  r.post('/v2/cart/:id/delete', { config: PUBLIC_ROUTE, schema: { response: responsesOf('POST /v2/cart/:id/delete'), tags, summary: "Remove a pack (by package id) from the cart (a visitor's: from their guest cart).", params: z.object({ id: entityIdParam }) } }, async (request, reply) => {
    const owner = await ownerOf(request, reply, false);
    if (!owner) throw AppError.of('not_found', 'error.notFound');
    await cart.remove(owner, request.params.id);
    return ok({ count: await cart.count(owner) }, t('cart.removed'));
  });

  r.get('/v2/guest-cart/count', { config: PUBLIC_ROUTE, schema: { response: responsesOf('GET /v2/guest-cart/count'), tags, summary: "Number of items in the visitor's guest cart (0 without one)." } }, async (request, reply) => {
    const owner = guestOwner(request, reply, { ...cookieOpts, create: false });
    return ok({ count: owner ? await cart.count(owner) : 0 });
  });

  r.get('/v2/guest-cart', {
    config: PUBLIC_ROUTE,
    schema: {
      response: responsesOf('GET /v2/guest-cart'),
      tags,
      summary: "The visitor's guest cart, priced as for any visitor; checkout needs a login, which merges it into the account's cart (decision 042).",
      querystring: z.object({ pincode: z.string().regex(/^[1-9][0-9]{5}$/).optional() }),
    },
  }, async (request, reply) => {
    const owner = guestOwner(request, reply, { ...cookieOpts, create: false });
    const view = await cart.view(owner ?? { guestHash: '' }, VISITOR, request.query.pincode ?? null);
    return ok({ ...view, profile: { doctor_category: null, nirogMoneyLimit: 0 } });
  });

  r.get('/v2/cart/:userId/count', { schema: { response: responsesOf('GET /v2/cart/:userId/count'), tags, summary: 'Number of items in the cart (for the header).', params: userParam } }, async (request) => {
    const user = own(request, request.params.userId);
    return ok({ count: await cart.count({ userId: user.id }) });
  });

  r.get('/v2/cart/:userId', {
    schema: {
      response: responsesOf('GET /v2/cart/:userId'),
      tags,
      summary: 'The cart priced for the buyer (platform=1): cartItems, profile, offerItemsText, totalCartAmount, count; stock and delivery checked per line.',
      params: userParam,
      querystring: z.object({ platform: z.coerce.number().optional(), pincode: z.string().regex(/^[1-9][0-9]{5}$/).optional() }),
    },
  }, async (request) => {
    const user = own(request, request.params.userId);
    let pincode = request.query.pincode ?? null;
    if (!pincode) {
      const [home] = await db
        .select({ pin: addresses.pinCode })
        .from(addresses)
        .where(and(eq(addresses.userId, user.id), isNull(addresses.patientId)))
        .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt))
        .limit(1);
      pincode = home?.pin ?? null;
    }
    const buyer = await buyerOf(db, user);
    const view = await cart.view({ userId: user.id }, buyer, pincode);
    // The most nirog money this cart may use (spec: profile.nirogMoneyLimit): the user's rule on the value nirog money
    // may pay for (Kottakal lines excluded).
    const eligible = view.cartItems.reduce((s, l) => s + (l.problems.length || l.noNirogMoney ? 0 : l.lineTotal), 0);
    return ok({ ...view, profile: { doctor_category: user.doctorCategory, nirogMoneyLimit: Math.min(eligible, nirogMoneyLimitFor(user.userType, eligible)) } });
  });
}
