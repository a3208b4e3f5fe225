/** Cart calls of spec section 7 (Commerce): /v2/cart, /v2/cart/{id}/delete, /v2/cart/{userID}/count, /v2/cart/{userId}. */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam, entityId } from '@nirog/shared/schemas/fields';
import { t } from '@nirog/shared/messages/catalogue';
import { nirogMoneyLimitFor } from '@nirog/shared/nirog-money';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { addresses } from '../address/address.tables.ts';
import { buyerOf } from '../catalog/catalog.service.ts';
import { requireWriteAccess } from '../identity/access.service.ts';
import type { CartService } from './cart.service.ts';
import { and, desc, eq, isNull } from 'drizzle-orm';

const tags = ['Cart'];
const userParam = z.object({ userId: entityIdParam });

export async function cartRoutes(app: FastifyInstance, { db, cart }: { db: Db; cart: CartService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const own = (request: Parameters<typeof requireUser>[0], userId: number) => {
    const { user } = requireUser(request);
    if (user.id !== userId) throw AppError.of('not_found', 'error.notFound');
    return user;
  };

  r.post('/v2/cart', {
    schema: { response: responsesOf('POST /v2/cart'), tags, summary: "Put a pack in the cart, or change its quantity (sets it: a retry changes nothing more). Prices are the catalog's.", body: z.strictObject({ packageId: entityId, quantity: z.number().int() }) },
  }, async (request) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    await cart.setQuantity(user.id, request.body.packageId, request.body.quantity);
    return ok({ count: await cart.count(user.id) }, t('cart.updated'));
  });

  r.post('/v2/cart/:id/delete', { schema: { response: responsesOf('POST /v2/cart/:id/delete'), tags, summary: 'Remove a pack (by package id) from the cart.', params: z.object({ id: entityIdParam }) } }, async (request) => {
    const { user } = requireUser(request);
    await cart.remove(user.id, request.params.id);
    return ok({ count: await cart.count(user.id) }, t('cart.removed'));
  });

  r.get('/v2/cart/:userId/count', { schema: { response: responsesOf('GET /v2/cart/:userId/count'), tags, summary: 'Number of items in the cart (for the header).', params: userParam } }, async (request) => {
    const user = own(request, request.params.userId);
    return ok({ count: await cart.count(user.id) });
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
    const view = await cart.view({ ...buyer, userId: user.id }, pincode);
    // The most nirog money this cart may use (spec: profile.nirogMoneyLimit): the user's rule on the value nirog money
    // may pay for (Kottakal lines excluded).
    const eligible = view.cartItems.reduce((s, l) => s + (l.problems.length || l.noNirogMoney ? 0 : l.lineTotal), 0);
    return ok({ ...view, profile: { doctor_category: user.doctorCategory, nirogMoneyLimit: Math.min(eligible, nirogMoneyLimitFor(user.userType, eligible)) } });
  });
}
