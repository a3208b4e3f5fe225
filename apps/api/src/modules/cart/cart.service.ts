/**
 * The cart: packs and quantities only. Prices, stock and delivery are read fresh from the catalog for the buyer on
 * every read, never taken from a request or stored. A cart belongs to a user or to a visitor's guest session
 * (decision 042: a random token in an httpOnly cookie, only its SHA-256 kept), which merges into the account at login.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { FREE_DELIVERY_THRESHOLD_PAISE } from '@nirog/shared/catalog';
import { CART_MAX_QUANTITY, type CartLine } from '@nirog/shared/cart';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { formatRupees } from '@nirog/shared/money';
import { packages, products, brands, inventory } from '../catalog/catalog.tables.ts';
import { picturesOf, type CatalogService } from '../catalog/catalog.service.ts';
import type { Buyer } from '../catalog/pricing.ts';
import { checkServiceability } from '../location/location.service.ts';
import { cartItems, carts } from './cart.tables.ts';
import { guestExpiry } from './guest-cart.ts';
import type { SchemeService } from '../schemes/schemes.service.ts';

export type { CartLine };

/** Whose cart: a user's, or a guest session's (by the hash of its token; never the token itself). */
export type CartOwner = { userId: number } | { guestHash: string };


async function cartIdFor(db: Db, owner: CartOwner): Promise<number> {
  if ('userId' in owner) {
    const [row] = await db.insert(carts).values({ userId: owner.userId }).onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } }).returning({ id: carts.id });
    return row.id;
  }
  // An expired guest cart is emptied before it is used again (its token may come back in an old cookie).
  const [old] = await db.select({ id: carts.id, expiresAt: carts.expiresAt }).from(carts).where(eq(carts.guestTokenHash, owner.guestHash));
  if (old && old.expiresAt && old.expiresAt <= new Date()) await db.delete(cartItems).where(eq(cartItems.cartId, old.id));
  const [row] = await db
    .insert(carts)
    .values({ guestTokenHash: owner.guestHash, expiresAt: guestExpiry() })
    .onConflictDoUpdate({ target: carts.guestTokenHash, set: { updatedAt: new Date(), expiresAt: guestExpiry() } })
    .returning({ id: carts.id });
  return row.id;
}

/** The owner's cart id if it has a live cart (no row is made). */
async function existingCartId(db: Db, owner: CartOwner): Promise<number | null> {
  const where = 'userId' in owner ? eq(carts.userId, owner.userId) : and(eq(carts.guestTokenHash, owner.guestHash), gt(carts.expiresAt, new Date()));
  const [row] = await db.select({ id: carts.id }).from(carts).where(where);
  return row?.id ?? null;
}

async function stockOf(db: Db, packageId: number): Promise<number> {
  const [s] = await db.select({ n: sql<number>`coalesce(sum(${inventory.quantity}), 0)::int` }).from(inventory).where(eq(inventory.packageId, packageId));
  return Number(s.n);
}

/** `schemes`: the trade schemes applied to each line (decision 056); the cart prices without them when absent. */
export function createCartService(db: Db, catalog: CatalogService, schemes?: Pick<SchemeService, 'applyTo' | 'offersFor'>) {
  /** Sets a line's quantity (idempotent: a retry sets the same number). */
  async function setQuantity(owner: CartOwner, packageId: number, quantity: number) {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_MAX_QUANTITY) {
      throw AppError.field('quantity', t('cart.quantityRange', { max: CART_MAX_QUANTITY }));
    }
    const [pack] = await db
      .select({ id: packages.id, maxPerOrder: packages.maxPerOrder })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(and(eq(packages.id, packageId), eq(packages.active, true), eq(products.active, true)));
    if (!pack) throw AppError.of('not_found', 'error.notFound');
    // The catalog may cap a pack per order (packages.max_per_order, set in the back office).
    if (pack.maxPerOrder !== null && quantity > pack.maxPerOrder) throw AppError.field('quantity', t('cart.maxPerOrder', { max: pack.maxPerOrder }));
    const stock = await stockOf(db, packageId);
    if (stock === 0) throw new AppError('conflict', t('cart.outOfStock'));
    if (quantity > stock) throw AppError.field('quantity', t('cart.onlyLeft', { count: stock }));
    const cartId = await cartIdFor(db, owner);
    await db
      .insert(cartItems)
      .values({ cartId, packageId, quantity })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.packageId], set: { quantity } });
  }

  async function remove(owner: CartOwner, packageId: number) {
    const cartId = await existingCartId(db, owner);
    if (cartId === null) throw AppError.of('not_found', 'error.notFound');
    const removed = await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.packageId, packageId))).returning();
    if (removed.length === 0) throw AppError.of('not_found', 'error.notFound');
  }

  async function count(owner: CartOwner): Promise<number> {
    const cartId = await existingCartId(db, owner);
    if (cartId === null) return 0;
    const [c] = await db.select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` }).from(cartItems).where(eq(cartItems.cartId, cartId));
    return Number(c.n);
  }

  /** The cart priced for this buyer, with stock and serviceability checked per line. */
  async function view(owner: CartOwner, buyer: Buyer, pincode: string | null) {
    const cartId = (await existingCartId(db, owner)) ?? 0;
    const rows = await db
      .select({
        packageId: cartItems.packageId,
        quantity: cartItems.quantity,
        productId: products.id,
        slug: products.slug,
        name: products.name,
        brand: brands.name,
        noNirogMoney: brands.noNirogMoney,
        prescriptionRequired: products.prescriptionRequired,
        label: packages.label,
        maxPerOrder: packages.maxPerOrder,
        active: sql<boolean>`${packages.active} AND ${products.active}`,
      })
      .from(cartItems)
      .innerJoin(packages, eq(packages.id, cartItems.packageId))
      .innerJoin(products, eq(products.id, packages.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(cartItems.cartId, cartId))
      .orderBy(cartItems.addedAt);
    const packs = await catalog.packsFor([...new Set(rows.map((r) => r.productId))], buyer);
    const pictures = await picturesOf(db, rows.map((r) => r.productId));
    const service = pincode ? await checkServiceability(db, pincode) : null;
    const lines: CartLine[] = [];
    for (const r of rows) {
      const pack = packs.get(r.productId)?.find((k) => k.id === r.packageId);
      const stock = await stockOf(db, r.packageId);
      const problems: string[] = [];
      if (!pack || !r.active) problems.push(t('cart.unavailable'));
      else if (stock === 0) problems.push(t('cart.outOfStock'));
      else if (stock < r.quantity) problems.push(t('cart.onlyLeft', { count: stock }));
      else if (r.maxPerOrder !== null && r.quantity > r.maxPerOrder) problems.push(t('cart.maxPerOrder', { max: r.maxPerOrder }));
      if (service && !service.serviceable) problems.push(t('address.notServiceable'));
      const price = pack?.price ?? 0;
      lines.push({
        packageId: r.packageId,
        productId: r.productId,
        slug: r.slug,
        name: r.name,
        brand: r.brand,
        label: r.label,
        quantity: r.quantity,
        mrp: pack?.mrp ?? 0,
        price,
        priceType: pack?.priceType ?? 'retail',
        lineTotal: price * r.quantity,
        inStock: stock > 0,
        available: Math.min(stock, r.maxPerOrder ?? CART_MAX_QUANTITY, CART_MAX_QUANTITY),
        noNirogMoney: r.noNirogMoney,
        prescriptionRequired: r.prescriptionRequired,
        problems,
        picture: pictures.get(r.productId) ?? null,
        offers: [],
        scheme: null,
        listPrice: price,
        free: null,
      });
    }
    if (schemes) await applySchemes(lines, buyer);
    const total = lines.reduce((s, l) => s + (l.problems.length ? 0 : l.lineTotal), 0);
    const gap = FREE_DELIVERY_THRESHOLD_PAISE - total;
    const offerItemsText = lines.length === 0 ? '' : gap > 0 ? t('cart.freeDeliveryGap', { amount: formatRupees(gap) }) : t('cart.freeDelivery');
    return {
      cartItems: lines,
      totalCartAmount: total,
      mrpTotal: lines.reduce((s, l) => s + (l.problems.length ? 0 : l.mrp * l.quantity), 0),
      count: lines.reduce((s, l) => s + l.quantity, 0),
      offerItemsText,
      hasNoNirogMoneyItems: lines.some((l) => l.noNirogMoney),
      nirogMoneyNote: lines.some((l) => l.noNirogMoney) ? t('spec.kottakalNoNirogMoney') : null,
      pincode: service && pincode ? { pincode, serviceable: service.serviceable, codAvailable: service.codAvailable } : null,
    };
  }

  /**
   * The schemes of decision 056 on the lines without problems: a slab lowers the unit price; free units are capped
   * at the stock left after the paid units of every line (never promised beyond what can ship).
   */
  async function applySchemes(lines: CartLine[], buyer: Buyer) {
    const offers = await schemes!.offersFor(buyer, [...new Set(lines.map((l) => l.productId))]);
    for (const l of lines) l.offers = offers.filter((o) => o.productId === l.productId).map((o) => o.text);
    const ok = lines.filter((l) => l.problems.length === 0);
    const applied = await schemes!.applyTo(buyer, ok.map((l) => ({ packageId: l.packageId, productId: l.productId, quantity: l.quantity, pricePaise: l.price })));
    const left = new Map<number, number>();
    const stockLeft = async (packageId: number) => {
      if (!left.has(packageId)) left.set(packageId, (await stockOf(db, packageId)) - ok.filter((l) => l.packageId === packageId).reduce((s, l) => s + l.quantity, 0));
      return left.get(packageId)!;
    };
    for (const [i, l] of ok.entries()) {
      const a = applied[i];
      if (!a.scheme) continue;
      l.scheme = { id: a.scheme.id, text: a.scheme.text };
      l.listPrice = a.listPricePaise;
      l.price = a.pricePaise;
      l.lineTotal = a.pricePaise * l.quantity;
      if (a.free && a.free.quantity > 0) {
        const can = Math.max(0, Math.min(a.free.quantity, await stockLeft(a.free.packageId)));
        left.set(a.free.packageId, (left.get(a.free.packageId) ?? 0) - can);
        l.free = { packageId: a.free.packageId, name: a.free.name, label: a.free.label, quantity: can, short: can < a.free.quantity, unitValue: a.free.unitValuePaise };
      }
    }
  }

  return { setQuantity, remove, count, view };
}

export type CartService = ReturnType<typeof createCartService>;
