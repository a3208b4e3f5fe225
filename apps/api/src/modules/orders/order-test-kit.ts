/**
 * Test helpers for checkout and order tests: a test app with the demo catalog and coupons, buyers who have an
 * address and can fill a cart and place orders through the real API, and an operator.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { expect } from 'vitest';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { doctorProfiles } from '../profile/profile.tables.ts';
import { seedDemoCatalog } from '../catalog/catalog.seed.ts';
import { seedDemoCoupons } from '../coupons/coupons.seed.ts';
import { makeOperator } from '../../test-support/operators.ts';

export const DELHI = { contact_person_name: 'Asha Verma', contact_person_phone: '9876543210', address: 'House 12, Lajpat Nagar II', landmark: 'Near the metro', pin_code: '110024', city: 'New Delhi', state: 7 };
export const MUMBAI = { contact_person_name: 'Ravi Patil', contact_person_phone: '9876543211', address: '4 Marine Drive', landmark: null, pin_code: '400020', city: 'Mumbai', state: 27 };

type Row = Record<string, unknown>;

export interface OrderKit {
  t: TestApp;
  q: (query: ReturnType<typeof sql>) => Promise<Row[]>;
  stockOf: (packageId: number) => Promise<number>;
  /** In stock (≥ 20) at both warehouses, not Kottakal, ₹200–₹290: one unit is below AYUR10's ₹300 minimum, three above. */
  pack: number;
  /** A Kottakal pack in stock (nirog money does not apply). */
  kottakal: number;
  buyer: (userType?: number, opts?: { verified?: boolean; address?: object | null; signUp?: Record<string, unknown> }) => Promise<Buyer>;
  operator: () => Promise<{ token: string; id: number; call: Buyer['call'] }>;
}

export type Buyer = Awaited<ReturnType<typeof makeBuyer>>;

async function makeBuyer(t: TestApp, mobile: string, userType = 1, opts: { verified?: boolean; address?: object | null; signUp?: Record<string, unknown> } = {}) {
  const s = await signUp(t, mobile, { ...(userType === 1 ? {} : { userType, salutation: 2 }), ...opts.signUp });
  if (userType !== 1 && opts.verified !== false) {
    // The status that lets this type order: a chemist orders only at 3 (spec section 5, verification-rules.ts).
    const verifiedStatus = userType === 6 ? 3 : 1;
    await t.db.database.db
      .insert(doctorProfiles)
      .values({ userId: s.user.id, isVerified: verifiedStatus, createdBy: s.user.id, updatedBy: s.user.id })
      .onConflictDoUpdate({ target: doctorProfiles.userId, set: { isVerified: verifiedStatus } });
  }
  const h = { 'access-token': s.token };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...h, ...headers }, ...(payload ? { payload } : {}) });
  let addressId = 0;
  if (opts.address !== null) {
    const res = await call('POST', '/api/v1/address', opts.address ?? DELHI);
    expect(res.statusCode, res.body).toBe(201);
    addressId = json(res).entity.id;
  }
  const billing = async () => json(await call('GET', '/api/v2/orders/billing')).entity;
  const place = (key: string, body: object) => call('POST', '/api/v3/orders', body, { 'idempotency-key': key });
  return {
    ...s,
    id: s.user.id as number,
    addressId,
    call,
    add: (packageId: number, quantity: number) => call('POST', '/api/v2/cart', { packageId, quantity }),
    billing,
    place,
    /** Places an order of what is in the cart, at the billed total. */
    async order(method: 1 | 2 | 4, key = `k-${crypto.randomUUID()}`) {
      const b = await billing();
      return place(key, { paymentMethod: method, deliveryAddressId: b.deliveryAddressId, billingAddressId: b.billingAddressId, expectedTotalPaise: b.totalPaise });
    },
  };
}

export async function createOrderKit(prefix: string, overrides: Partial<Config> = {}): Promise<OrderKit> {
  let seq = 0;
  const mobile = () => `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
  const t = await createTestApp({ otpSendsPerIp: 100_000, otpSendsPerNumber: 100, ...overrides });
  await seedDemoCatalog(t.db.database);
  await seedDemoCoupons(t.db.database, t.clock.now);
  const q = async (query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [a] = await q(sql`SELECT k.id FROM packages k JOIN products p ON p.id = k.product_id JOIN brands b ON b.id = p.brand_id
    WHERE NOT b.no_nirog_money AND k.sale_price_paise BETWEEN 20000 AND 29000
      AND (SELECT min(quantity) FROM inventory i WHERE i.package_id = k.id) >= 20 ORDER BY k.id LIMIT 1`);
  const [k] = await q(sql`SELECT k.id FROM packages k JOIN products p ON p.id = k.product_id JOIN brands b ON b.id = p.brand_id
    WHERE b.no_nirog_money AND (SELECT min(quantity) FROM inventory i WHERE i.package_id = k.id) >= 5 ORDER BY k.id LIMIT 1`);
  return {
    t,
    q,
    stockOf: async (packageId) => Number((await q(sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM inventory WHERE package_id = ${packageId}`))[0].n),
    pack: Number(a.id),
    kottakal: Number(k.id),
    buyer: (userType = 1, opts = {}) => makeBuyer(t, mobile(), userType, opts),
    operator: async () => {
      const op = await makeBuyer(t, mobile(), 1, { address: null });
      await makeOperator(t.db.database.db, op.id);
      return { token: op.token, id: op.id, call: op.call };
    },
  };
}
