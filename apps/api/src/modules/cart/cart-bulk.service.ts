/**
 * Many cart lines at once (issue 19 item 5, decision 043): the quick order grid and "order again". Each line adds its
 * units to what the cart already holds, up to the line's cap: the stock we hold, the pack's per-order limit
 * (packages.max_per_order), a live deal's cap and CART_MAX_QUANTITY, whichever is lowest. A line over its cap goes in
 * at the cap and says so; a line that cannot go in at all says why. All lines are applied in one transaction with
 * the cart row locked, so two requests for one cart never interleave and a failure applies nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY } from '@nirog/shared/cart-rules';
import { t } from '@nirog/shared/messages/catalogue';
import type { BulkAddResult, BulkLineResult } from '@nirog/shared/schemas/trade';
import type { Db } from '../../db/client.ts';
import { inventory, packages, products } from '../catalog/catalog.tables.ts';
import { dealCaps } from '../catalog/deal-caps.ts';
import type { Buyer } from '../catalog/pricing.ts';
import { cartItems, carts } from './cart.tables.ts';

export interface BulkLine {
  packageId: number;
  quantity: number;
}

export function createCartBulkService(db: Db) {
  async function addMany(buyer: Buyer & { userId: number }, input: BulkLine[]): Promise<BulkAddResult> {
    // The same pack twice counts once, its quantities summed (a reorder of an order holding a pack twice).
    const wanted = new Map<number, number>();
    for (const l of input) wanted.set(l.packageId, Math.min(CART_MAX_QUANTITY, (wanted.get(l.packageId) ?? 0) + l.quantity));
    const ids = [...wanted.keys()];
    return db.transaction(async (tx) => {
      await tx.insert(carts).values({ userId: buyer.userId }).onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } });
      const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, buyer.userId)).for('update');
      const packs = await tx
        .select({ id: packages.id, name: products.name, label: packages.label, maxPerOrder: packages.maxPerOrder, active: sql<boolean>`${packages.active} AND ${products.active}` })
        .from(packages)
        .innerJoin(products, eq(products.id, packages.productId))
        .where(inArray(packages.id, ids));
      const stockRows = await tx
        .select({ id: inventory.packageId, n: sql<number>`coalesce(sum(${inventory.quantity}), 0)::int` })
        .from(inventory)
        .where(inArray(inventory.packageId, ids))
        .groupBy(inventory.packageId);
      const held = await tx.select({ id: cartItems.packageId, quantity: cartItems.quantity }).from(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.packageId, ids)));
      const deals = await dealCaps(tx, ids, buyer);
      const packOf = new Map(packs.map((p) => [p.id, p]));
      const stockOf = new Map(stockRows.map((r) => [r.id, Number(r.n)]));
      const heldOf = new Map(held.map((r) => [r.id, r.quantity]));

      const lines: BulkLineResult[] = [];
      for (const [packageId, requested] of wanted) {
        const pack = packOf.get(packageId);
        const have = heldOf.get(packageId) ?? 0;
        const base = { packageId, name: pack?.name ?? null, label: pack?.label ?? null, requested };
        if (!pack || !pack.active) {
          lines.push({ ...base, added: 0, inCart: have, outcome: 'refused', message: t('cart.unavailable') });
          continue;
        }
        const stock = stockOf.get(packageId) ?? 0;
        if (stock === 0) {
          lines.push({ ...base, added: 0, inCart: have, outcome: 'refused', message: t('cart.outOfStock') });
          continue;
        }
        // The lowest limit wins; its message says which one it was.
        const limits: Array<{ max: number; why: string }> = [{ max: stock, why: t('cart.onlyLeft', { count: stock }) }];
        if (pack.maxPerOrder !== null) limits.push({ max: pack.maxPerOrder, why: t('cart.maxPerOrder', { max: pack.maxPerOrder }) });
        const deal = deals.get(packageId);
        if (deal !== undefined) limits.push({ max: deal, why: t('cart.maxPerOrder', { max: deal }) });
        limits.push({ max: CART_MAX_QUANTITY, why: t('cart.maxPerOrder', { max: CART_MAX_QUANTITY }) });
        const cap = limits.reduce((a, b) => (b.max < a.max ? b : a));
        const target = Math.min(have + requested, cap.max);
        const added = Math.max(0, target - have);
        if (added === 0) {
          lines.push({ ...base, added: 0, inCart: have, outcome: 'refused', message: t('trade.line.atCap', { reason: cap.why, count: have }) });
          continue;
        }
        await tx
          .insert(cartItems)
          .values({ cartId: cart.id, packageId, quantity: target })
          .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.packageId], set: { quantity: target } });
        lines.push(
          added < requested
            ? { ...base, added, inCart: target, outcome: 'capped', message: t('trade.line.capped', { reason: cap.why, count: added }) }
            : { ...base, added, inCart: target, outcome: 'added', message: null },
        );
      }
      const [c] = await tx.select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` }).from(cartItems).where(eq(cartItems.cartId, cart.id));
      return { lines, count: Number(c.n) };
    });
  }

  return { addMany };
}

export type CartBulkService = ReturnType<typeof createCartBulkService>;
