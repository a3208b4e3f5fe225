/**
 * Deal quantity caps (issue 18 part 4, decision 036): while a deal is live, one order may buy at most its
 * `max_per_order` units of the pack. The deal that prices a line is the one the catalog applies (the best live deal
 * for the buyer's audience, catalog.service.ts `packsFor`); on a tie the stricter cap counts. The checkout lists a
 * line over its cap as a problem, so the order is refused with the message until the quantity is lowered.
 */
import { and, desc, gt, inArray, lte, sql } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import type { DbOrTx } from '../../db/client.ts';
import { deals } from './catalog.tables.ts';
import { dealAudience, type Buyer } from './pricing.ts';

export interface CappedLine {
  packageId: number;
  quantity: number;
  name: string;
  label: string;
}

/** The cap of the deal pricing each pack now, for packs whose deal has one. */
export async function dealCaps(db: DbOrTx, packageIds: number[], buyer: Buyer): Promise<Map<number, number>> {
  if (packageIds.length === 0) return new Map();
  const audience = dealAudience(buyer);
  const rows = await db
    .selectDistinctOn([deals.packageId], { packageId: deals.packageId, maxPerOrder: deals.maxPerOrder })
    .from(deals)
    .where(and(inArray(deals.packageId, packageIds), lte(deals.startsAt, sql`now()`), gt(deals.endsAt, sql`now()`), inArray(deals.audience, ['all', audience])))
    .orderBy(deals.packageId, desc(deals.discountBp), sql`${deals.maxPerOrder} ASC NULLS LAST`);
  return new Map(rows.filter((r) => r.maxPerOrder !== null).map((r) => [r.packageId, r.maxPerOrder!]));
}

/** One message per line that buys more units than its deal allows in one order. */
export async function dealCapProblems(db: DbOrTx, lines: CappedLine[], buyer: Buyer): Promise<string[]> {
  const caps = await dealCaps(db, [...new Set(lines.map((l) => l.packageId))], buyer);
  return lines
    .filter((l) => caps.has(l.packageId) && l.quantity > caps.get(l.packageId)!)
    .map((l) => t('deals.capExceeded', { name: l.name, label: l.label, max: caps.get(l.packageId)! }));
}
