/**
 * The back office's trade prices (issue 18 part 4, decision 036): the discount table (trade user type × customer
 * tier) and the fixed trade prices of one pack. What always holds:
 * - a save is one transaction: every cell of the form is written, or none (a bad cell is refused by the body schema
 *   before anything runs), and the audit entry commits with it;
 * - the table is audited as one record ('trade_discount', id 'table'): its fields are the cells ("6:3"), so the
 *   history shows exactly the cells that changed; a pack's fixed prices are the record 'pack-{id}';
 * - prices are read fresh on every product request (never cached for a signed-in buyer), and the visitor page cache
 *   is told by the tables' triggers (0019), so an edit shows on the next page view.
 */
import { and, eq, sql } from 'drizzle-orm';
import { TIER_CODES, TRADE_USER_TYPES, type PackagePricesView, type TradeDiscountTable } from '@nirog/shared/schemas/prices-admin';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { packagePrices, packages, products, tradeDiscounts } from './catalog.tables.ts';

const cellKey = (userType: number, tier: number) => `${userType}:${tier}`;

async function tableOf(db: DbOrTx): Promise<TradeDiscountTable> {
  const rows = await db.select().from(tradeDiscounts);
  const byCell = new Map(rows.map((r) => [cellKey(r.userType, r.tier), r.discountBp]));
  return {
    userTypes: [...TRADE_USER_TYPES],
    tiers: [...TIER_CODES],
    cells: TRADE_USER_TYPES.flatMap((userType) => TIER_CODES.map((tier) => ({ userType, tier, discountBp: byCell.get(cellKey(userType, tier)) ?? null }))),
  };
}

/** The table as one audit record: { "6:3": 2500, ... } (cells without a discount left out). */
const asRecord = (table: TradeDiscountTable) => Object.fromEntries(table.cells.filter((c) => c.discountBp !== null).map((c) => [cellKey(c.userType, c.tier), c.discountBp]));

async function packOf(db: DbOrTx, where: ReturnType<typeof eq>) {
  const [pack] = await db
    .select({ id: packages.id, sku: packages.sku, label: packages.label, mrpPaise: packages.mrpPaise, salePricePaise: packages.salePricePaise, productName: products.name, productSlug: products.slug })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.productId))
    .where(where);
  return pack ?? null;
}

async function pricesOf(db: DbOrTx, packageId: number) {
  return db
    .select({ userType: packagePrices.userType, tier: packagePrices.tier, pricePaise: packagePrices.pricePaise })
    .from(packagePrices)
    .where(eq(packagePrices.packageId, packageId))
    .orderBy(packagePrices.userType, packagePrices.tier);
}

export function createPricingAdmin({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  /** The whole discount table, every trade user type by every tier. */
  const table = () => tableOf(db);

  /** Saves the cells given (null clears one) in one transaction, audited as one change of the table. */
  async function saveTable(actorId: number, cells: Array<{ userType: number; tier: number; discountBp: number | null }>): Promise<TradeDiscountTable> {
    return db.transaction(async (tx) => {
      // One editor at a time: two saves of the table never interleave their cells or their audit entries.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('trade-discounts'))`);
      const before = await tableOf(tx);
      const at = now();
      for (const c of cells) {
        const cell = and(eq(tradeDiscounts.userType, c.userType), eq(tradeDiscounts.tier, c.tier));
        if (c.discountBp === null) await tx.delete(tradeDiscounts).where(cell);
        else
          await tx
            .insert(tradeDiscounts)
            .values({ userType: c.userType, tier: c.tier, discountBp: c.discountBp, updatedBy: actorId, updatedAt: at })
            .onConflictDoUpdate({ target: [tradeDiscounts.userType, tradeDiscounts.tier], set: { discountBp: c.discountBp, updatedBy: actorId, updatedAt: at } });
      }
      const after = await tableOf(tx);
      await recordAudit(tx, { actorId, entity: 'trade_discount', entityId: 'table', action: 'update', before: asRecord(before), after: asRecord(after) });
      return after;
    });
  }

  /** A pack with its fixed trade prices, found by SKU (404 when there is no such pack). */
  async function packPrices(sku: string): Promise<PackagePricesView> {
    const pack = await packOf(db, eq(packages.sku, sku.trim().toUpperCase()));
    if (!pack) throw AppError.field('sku', t('prices.packNotFound'));
    return { package: pack, prices: await pricesOf(db, pack.id) };
  }

  /**
   * Replaces a pack's fixed trade prices with `prices` (an empty list removes them all). A fixed price above the
   * pack's retail price would never be charged (pricing.ts caps it), so it is refused.
   */
  async function savePackPrices(actorId: number, packageId: number, prices: Array<{ userType: number; tier: number; pricePaise: number }>): Promise<PackagePricesView> {
    return db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId)).for('update');
      if (!locked) throw AppError.of('not_found', 'error.notFound');
      const pack = (await packOf(tx, eq(packages.id, packageId)))!;
      const seen = new Set<string>();
      prices.forEach((p, i) => {
        if (p.pricePaise > pack.salePricePaise) throw AppError.field(`prices.${i}.pricePaise`, t('prices.fixedAboveRetail'));
        if (seen.has(cellKey(p.userType, p.tier))) throw AppError.field(`prices.${i}`, t('prices.cellTwice'));
        seen.add(cellKey(p.userType, p.tier));
      });
      const before = await pricesOf(tx, packageId);
      await tx.delete(packagePrices).where(eq(packagePrices.packageId, packageId));
      if (prices.length) await tx.insert(packagePrices).values(prices.map((p) => ({ packageId, ...p })));
      const after = await pricesOf(tx, packageId);
      const rec = (rows: typeof after) => Object.fromEntries(rows.map((r) => [cellKey(r.userType, r.tier), r.pricePaise]));
      await recordAudit(tx, { actorId, entity: 'trade_discount', entityId: `pack-${packageId}`, action: 'update', before: rec(before), after: rec(after) });
      return { package: pack, prices: after };
    });
  }

  return { table, saveTable, packPrices, savePackPrices };
}

export type PricingAdmin = ReturnType<typeof createPricingAdmin>;
