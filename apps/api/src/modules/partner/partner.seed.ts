/**
 * Demo Nirog Partner data (issue 25 part 9, DEMO=1): two listed doctors (9100001002, 9100001003; not the doctors the
 * journeys join with) are partners with patients, addresses kept for them, and partner orders in every state: a live
 * link, an expired link, a withdrawn one, and orders the patients placed (cash on delivery) that are placed,
 * shipped and delivered. Idempotent: a partner who is already a member is left alone. Prices and commissions follow
 * the same formulas as the service (the rates of their tier); the orders are written as placed orders are, with
 * their lines, events and the stock they took.
 */
import crypto from 'node:crypto';
import { t } from '@nirog/shared/messages/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_TIER_RATES, commissionOf, partnerUnitPrice, resellerTierOf, type ResellerTier } from '@nirog/shared/partner';
import { computeBilling } from '../orders/billing.ts';
import type { Database } from '../../db/client.ts';
import { DEMO_PARTNER_MOBILES } from '../../db/demo-accounts.ts';
import { addresses } from '../address/address.tables.ts';
import { brands, inventory, packages, products } from '../catalog/catalog.tables.ts';
import { carePatientLinks } from '../care/patients.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { newExtUserId } from '../identity/users.service.ts';
import { states } from '../location/location.tables.ts';
import { nextSerial } from '../orders/number-series.ts';
import { orderEvents, orderItems, orders } from '../orders/orders.tables.ts';
import { stockMovements } from '../stock/stock.tables.ts';
import { partnerLinks, partnerMembers, partnerOrderLines, partnerOrders } from './partner.tables.ts';

type Kind = 'live' | 'expired' | 'withdrawn' | 'placed' | 'shipped' | 'delivered';
const DEMO_PARTNERS: Array<{ mobile: string; patients: Array<{ name: string; mobile: string; house: string; city: string; pin: string; stateId: number; orders: Kind[] }> }> = [
  {
    mobile: DEMO_PARTNER_MOBILES[0],
    patients: [
      { name: 'Anil Menon', mobile: '9200000101', house: '12 Marine Drive, Ernakulam', city: 'Kochi', pin: '682031', stateId: 32, orders: ['delivered', 'live'] },
      { name: 'Lakshmi Nair', mobile: '9200000102', house: '4 MG Road, Ravipuram', city: 'Kochi', pin: '682016', stateId: 32, orders: ['shipped', 'withdrawn'] },
    ],
  },
  {
    mobile: DEMO_PARTNER_MOBILES[1],
    patients: [
      { name: 'Rohit Sharma', mobile: '9200000103', house: 'House 8, Sector 15', city: 'Noida', pin: '201301', stateId: 9, orders: ['placed', 'expired'] },
      { name: 'Geeta Kapoor', mobile: '9200000104', house: 'Flat 3B, Green Park Extension', city: 'New Delhi', pin: '110016', stateId: 7, orders: ['delivered'] },
    ],
  },
];
const DAY = 86_400_000;

export async function seedDemoPartners(database: Database, now = new Date()): Promise<number> {
  const { db } = database;
  const packs = await db
    .select({ id: packages.id, productId: packages.productId, label: packages.label, mrp: packages.mrpPaise, sale: packages.salePricePaise, name: products.name, brand: brands.name, hsn: products.hsnCode, gst: products.gstRateBp, })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(packages.active, true), eq(products.active, true), sql`(SELECT coalesce(min(i.quantity), 0) FROM inventory i WHERE i.package_id = ${packages.id}) >= 30`))
    .orderBy(packages.id)
    .limit(12);
  if (packs.length < 4) return 0;
  const warehouse = ((await db.execute(sql`SELECT w.id, p.state_id FROM warehouses w JOIN pincodes p ON p.pincode = w.pincode WHERE w.active ORDER BY w.id LIMIT 1`)) as unknown as { rows: Array<{ id: number; state_id: number }> }).rows[0];
  let made = 0;
  let p = 0;
  for (const partner of DEMO_PARTNERS) {
    const [doc] = await db.select({ id: users.id, category: users.doctorCategory }).from(users).where(and(eq(users.mobileNumber, partner.mobile), eq(users.status, 1)));
    if (!doc) continue;
    const joined = await db.insert(partnerMembers).values({ userId: doc.id, joinedAt: new Date(now.getTime() - 40 * DAY) }).onConflictDoNothing().returning();
    if (!joined.length) continue;
    const tier = resellerTierOf(doc.category) as ResellerTier;
    const rate = DEFAULT_TIER_RATES[tier];
    for (const pt of partner.patients) {
      await db.transaction(async (tx) => {
        await tx
          .insert(users)
          .values({ userType: 1, mobileNumber: pt.mobile, fullName: pt.name, doctorCategory: 0, extUserId: newExtUserId() })
          .onConflictDoNothing({ target: users.mobileNumber, where: sql`status = 1` });
        const [patient] = await tx.select({ id: users.id }).from(users).where(and(eq(users.mobileNumber, pt.mobile), eq(users.status, 1)));
        const [link] = await tx
          .insert(carePatientLinks)
          .values({ doctorUserId: doc.id, patientUserId: patient!.id, fullName: pt.name, mobile: pt.mobile })
          .onConflictDoNothing()
          .returning();
        if (!link) return;
        const [state] = await tx.select().from(states).where(eq(states.id, pt.stateId));
        const [addr] = await tx
          .insert(addresses)
          .values({ userId: doc.id, patientId: link.id, contactPersonName: pt.name, contactPersonPhone: pt.mobile, address: pt.house, city: pt.city, stateId: pt.stateId, pinCode: pt.pin, isDefault: 1, isBilling: 1, createdBy: doc.id, updatedBy: doc.id })
          .returning();
        await tx.update(carePatientLinks).set({ addressId: addr!.id }).where(eq(carePatientLinks.id, link.id));
        const snapshot = { addressId: addr!.id, name: pt.name, phone: pt.mobile, address: pt.house, landmark: null, city: pt.city, stateId: pt.stateId, stateName: state!.name, stateCode: state!.stateCode, pincode: pt.pin, gstin: null, legalEntityName: null };
        for (const [i, kind] of pt.orders.entries()) {
          const at = new Date(now.getTime() - (30 - 6 * i - p) * DAY);
          const chosen = [packs[(p + i) % packs.length]!, packs[(p + i + 5) % packs.length]!];
          const lines = chosen.map((k, j) => {
            const price = partnerUnitPrice(k.sale, rate.discountBp);
            const quantity = 1 + ((p + j) % 2);
            return { k, quantity, price, total: price * quantity, commission: commissionOf(price * quantity, rate.commissionBp) };
          });
          const placed = kind === 'placed' || kind === 'shipped' || kind === 'delivered';
          let orderId: number | null = null;
          const itemIds: number[] = [];
          if (placed) {
            const amounts = computeBilling({
              lines: lines.map((l) => ({ pricePaise: l.price, quantity: l.quantity, gstRateBp: l.k.gst, couponEligible: false, noNirogMoney: true })),
              couponDiscountPaise: 0,
              intraState: Number(warehouse?.state_id) === pt.stateId,
              userType: 1,
              walletBalancePaise: 0,
              useNirogMoney: false,
            });
            const period = at.toISOString().slice(2, 4) + at.toISOString().slice(5, 7);
            const n = await nextSerial(tx, 'order', period);
            const status = kind;
            const [o] = await tx
              .insert(orders)
              .values({
                orderNumber: `NA${period}-${String(n).padStart(6, '0')}`,
                hashedId: crypto.randomBytes(16).toString('base64url'),
                userId: patient!.id,
                orderType: 3,
                status,
                paymentMethod: 1,
                paymentStatus: kind === 'delivered' ? 'paid' : 'unpaid',
                idempotencyKey: `demo-partner-${link.id}-${i}`,
                requestHash: crypto.createHash('sha256').update(`demo-partner-${link.id}-${i}`).digest('hex'),
                warehouseId: warehouse ? Number(warehouse.id) : null,
                deliveryAddress: snapshot,
                billingAddress: snapshot,
                mrpTotalPaise: lines.reduce((s, l) => s + l.k.mrp * l.quantity, 0),
                itemsTotalPaise: amounts.itemsTotalPaise,
                deliveryChargePaise: amounts.deliveryChargePaise,
                taxablePaise: amounts.taxablePaise,
                cgstPaise: amounts.cgstPaise,
                sgstPaise: amounts.sgstPaise,
                igstPaise: amounts.igstPaise,
                totalPaise: amounts.totalPaise,
                paidAt: kind === 'delivered' ? new Date(at.getTime() + 4 * DAY) : null,
                createdAt: at,
                updatedAt: at,
              })
              .returning();
            orderId = o!.id;
            for (const [j, l] of lines.entries()) {
              const a = amounts.lines[j]!;
              const [item] = await tx
                .insert(orderItems)
                .values({ orderId: o!.id, packageId: l.k.id, productId: l.k.productId, name: l.k.name.slice(0, 200), brand: l.k.brand.slice(0, 120), label: l.k.label.slice(0, 80), hsnCode: l.k.hsn, gstRateBp: l.k.gst, quantity: l.quantity, mrpPaise: l.k.mrp, pricePaise: l.price, lineTotalPaise: a.lineTotalPaise, taxablePaise: a.taxablePaise, cgstPaise: a.cgstPaise, sgstPaise: a.sgstPaise, igstPaise: a.igstPaise })
                .returning({ id: orderItems.id });
              itemIds.push(item!.id);
              if (warehouse) {
                const [left] = await tx
                  .update(inventory)
                  .set({ quantity: sql`${inventory.quantity} - ${l.quantity}` })
                  .where(and(eq(inventory.packageId, l.k.id), eq(inventory.warehouseId, Number(warehouse.id)), sql`${inventory.quantity} >= ${l.quantity}`))
                  .returning({ q: inventory.quantity });
                if (left) await tx.insert(stockMovements).values({ at, packageId: l.k.id, warehouseId: Number(warehouse.id), before: left.q + l.quantity, after: left.q, delta: -l.quantity, reason: t('stock.orderPlaced', { orderNumber: o!.orderNumber }), source: 'order', actorId: patient!.id });
              }
            }
            const steps = kind === 'placed' ? ['placed'] : kind === 'shipped' ? ['placed', 'approved', 'packed', 'shipped'] : ['placed', 'approved', 'packed', 'shipped', 'delivered'];
            await tx.insert(orderEvents).values(steps.map((event, s) => ({ orderId: o!.id, event, note: s === 0 ? 'Prescribed through Nirog Partner' : null, actorId: s === 0 ? patient!.id : null, createdAt: new Date(at.getTime() + s * DAY) })));
          }
          const [po] = await tx
            .insert(partnerOrders)
            .values({
              partnerUserId: doc.id,
              patientLinkId: link.id,
              patientMobile: pt.mobile,
              patientName: pt.name,
              tier,
              addressId: addr!.id,
              deliveryAddress: snapshot,
              diagnosis: ['Amlapitta (hyperacidity)', 'Sandhivata (osteoarthritis of the knee)', 'Anidra (insomnia)', 'Vibandha (chronic constipation)'][(p + i) % 4]!,
              advice: 'Twice a day after meals with warm water. Review after 30 days.',
              itemsTotalPaise: lines.reduce((s, l) => s + l.total, 0),
              commissionPaise: lines.reduce((s, l) => s + l.commission, 0),
              state: placed ? 'placed' : kind === 'withdrawn' ? 'cancelled' : 'sent',
              orderId,
              createdAt: new Date(at.getTime() - 3_600_000),
              updatedAt: at,
            })
            .returning();
          await tx.insert(partnerOrderLines).values(
            lines.map((l, j) => ({ partnerOrderId: po!.id, packageId: l.k.id, productId: l.k.productId, name: l.k.name.slice(0, 200), label: l.k.label.slice(0, 80), quantity: l.quantity, mrpPaise: l.k.mrp, retailPaise: l.k.sale, pricePaise: l.price, lineTotalPaise: l.total, commissionBp: rate.commissionBp, commissionPaise: l.commission, orderItemId: itemIds[j] ?? null })),
          );
          // The demo links' tokens are random and never shown: a partner resends to get a working one.
          await tx.insert(partnerLinks).values({
            partnerOrderId: po!.id,
            tokenHash: crypto.createHash('sha256').update(crypto.randomBytes(32)).digest('hex'),
            expiresAt: kind === 'expired' ? new Date(now.getTime() - DAY) : new Date(at.getTime() + 3 * DAY + (kind === 'live' ? 40 * DAY : 0)),
            usedAt: placed ? at : null,
            revokedAt: kind === 'withdrawn' ? at : null,
            createdAt: new Date(at.getTime() - 3_600_000),
          });
          made++;
        }
      });
      p++;
    }
  }
  return made;
}
