/**
 * Demo coupons (issue 6, part 2), valid for 60 days from the seed. Idempotent by code: a coupon that exists is left
 * as it is (its uses and an operator's changes stay), unless its window has ended, when a new seed opens it again.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands } from '../catalog/catalog.tables.ts';
import { coupons } from './coupons.tables.ts';

const DAY = 86_400_000;

export async function seedDemoCoupons(database: Database, now = new Date()): Promise<{ coupons: number; written: boolean }> {
  const { db } = database;
  const [kottakal] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, 'kottakal'));
  const startsAt = new Date(now.getTime() - DAY);
  const endsAt = new Date(now.getTime() + 60 * DAY);
  const demo: Array<Omit<typeof coupons.$inferInsert, 'startsAt' | 'endsAt'>> = [
    {
      code: 'WELCOME100',
      title: '₹100 off your first order',
      description: 'Welcome to Nirog: ₹100 off your first medicine order.',
      kind: 'flat',
      value: 10_000,
      minOrderPaise: 49_900,
      firstOrderOnly: true,
      userTypes: [1],
    },
    {
      code: 'AYUR10',
      title: '10% off Ayurvedic medicines',
      description: '10% off your order, up to ₹150.',
      kind: 'percent',
      value: 1_000,
      maxDiscountPaise: 15_000,
      minOrderPaise: 30_000,
    },
    ...(kottakal
      ? [
          {
            code: 'KOTTAKAL15',
            title: '15% off Kottakal',
            description: '15% off Kottakal medicines, up to ₹300.',
            kind: 'percent',
            value: 1_500,
            maxDiscountPaise: 30_000,
            minOrderPaise: 50_000,
            brandIds: [kottakal.id],
          },
        ]
      : []),
    {
      code: 'TRADE5',
      title: '5% off trade orders',
      description: 'For retailers, chemists and distributors: 5% off orders of ₹5,000 or more.',
      kind: 'percent',
      value: 500,
      minOrderPaise: 500_000,
      userTypes: [5, 6, 7, 8],
      maxUsesPerUser: 10,
    },
    {
      code: 'SINGLE1',
      title: '₹50 off for the first one to use it',
      description: 'Only one customer can use this coupon.',
      kind: 'flat',
      value: 5_000,
      maxUsesTotal: 1,
    },
  ];
  // Every demo start calls this (decision 027): when each coupon is there and open, one read is all it costs (decision 030).
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(and(inArray(coupons.code, demo.map((c) => c.code)), gte(coupons.endsAt, now)));
  if (open?.n === demo.length) return { coupons: demo.length, written: false };
  for (const c of demo) {
    await db
      .insert(coupons)
      .values({ ...c, startsAt, endsAt })
      .onConflictDoUpdate({ target: coupons.code, set: { startsAt, endsAt }, setWhere: sql`${coupons.endsAt} < ${now}` });
  }
  return { coupons: demo.length, written: true };
}
