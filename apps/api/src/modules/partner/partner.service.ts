/**
 * Nirog Partner (issue 25 parts 1-5, decision 070): a verified practitioner joins, keeps patients (the care module's
 * associations) with addresses (their own address book with patient_id), builds a cart for a patient at partner
 * prices, and sends it as a partner order with a prescription and a payment link. The patient opens the link logged
 * in with the mobile number the partner entered and places the order (cash on delivery or online); the order is
 * theirs and follows the usual pipeline. The partner order keeps who the partner is and the commission per line.
 *
 * What always holds, and how:
 * - Every partner call is scoped to the caller: another partner's patient, cart, order or prescription is 404.
 * - A link opens only for the patient's own mobile, before it expires, while not used or withdrawn; its token is
 *   32 random bytes kept as a SHA-256 hash, and it leads to its own partner order only.
 * - A link is used once: placing the order marks it used with one conditional UPDATE inside the order's transaction;
 *   the loser of two parallel attempts places nothing.
 * - Prices and commissions are fixed in integer paise when the partner order is sent (partner.ts has the formulas).
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_TIER_RATES,
  PARTNER_RULES,
  RESELLER_TIERS,
  commissionOf,
  partnerUnitPrice,
  resellerTierOf,
  type ResellerTier,
} from '@nirog/shared/partner';
import { prescriptionNumber } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import type { AddressSnapshot } from '@nirog/shared/schemas/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import { formatRupees } from '@nirog/shared/money';
import { likePattern } from '../../lib/office-list.ts';
import type { SmsProvider } from '../../providers/sms/sms.provider.ts';
import type { Notify } from '../notifications/notify.ts';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import { addresses } from '../address/address.tables.ts';
import type { AddressService } from '../address/address.service.ts';
import { brands, packages, products } from '../catalog/catalog.tables.ts';
import { buyerOf, type CatalogService, type ListFilters } from '../catalog/catalog.service.ts';
import { priceFor, type Buyer } from '../catalog/pricing.ts';
import { carePatientLinks } from '../care/patients.tables.ts';
import type { PatientsService } from '../care/patients.service.ts';
import { type Provider } from '../care/desk-access.ts';
import { users } from '../identity/identity.tables.ts';
import type { UserRow } from '../identity/users.service.ts';
import { states } from '../location/location.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import type { OrderService } from '../orders/orders.service.ts';
import { partnerCartItems, partnerLinks, partnerMembers, partnerOrderLines, partnerOrders, partnerTierRates } from './partner.tables.ts';

/** A patient buying alone: the retail (D2C) prices and deals. The partner price is taken off this. */
const RETAIL_BUYER: Buyer = { userId: null, userType: 1, tier: 0, verificationStatus: 1 };

const notFound = () => AppError.of('not_found', 'error.notFound');
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function createPartnerService(deps: {
  db: Db;
  catalog: CatalogService;
  orders: Pick<OrderService, 'placeArranged'>;
  patients: Pick<PatientsService, 'list' | 'create' | 'selectAddress' | 'detail'>;
  addresses: Pick<AddressService, 'create'>;
  sms: SmsProvider;
  /** Tells the partner when their patient places the order (notifications module, decision 054). */
  notify?: Notify;
  publicUrl: string | null;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  // --- membership and rates ---

  async function verificationOf(user: UserRow) {
    return (await buyerOf(db, user)).verificationStatus ?? 0;
  }

  async function rates() {
    const rows = await db.select().from(partnerTierRates);
    return RESELLER_TIERS.map((tier) => {
      const set = rows.find((r) => r.tier === tier.code);
      return { tier: tier.code, key: tier.key, discountBp: set?.discountBp ?? DEFAULT_TIER_RATES[tier.code].discountBp, commissionBp: set?.commissionBp ?? DEFAULT_TIER_RATES[tier.code].commissionBp };
    });
  }

  async function rateOf(tier: ResellerTier) {
    return (await rates()).find((r) => r.tier === tier)!;
  }

  async function setRate(operatorId: number, tier: ResellerTier, body: { discountBp: number; commissionBp: number }) {
    await db
      .insert(partnerTierRates)
      .values({ tier, ...body, updatedBy: operatorId, updatedAt: now() })
      .onConflictDoUpdate({ target: partnerTierRates.tier, set: { ...body, updatedBy: operatorId, updatedAt: now() } });
    return rates();
  }

  async function me(user: UserRow) {
    const [m] = await db.select().from(partnerMembers).where(eq(partnerMembers.userId, user.id));
    const tier = resellerTierOf(user.doctorCategory);
    const rate = await rateOf(tier);
    const status = await verificationOf(user);
    return { member: !!m, joinedAt: m?.joinedAt ?? null, verified: status === 1 || status === 3, tier, discountBp: rate.discountBp, commissionBp: rate.commissionBp };
  }

  /** Joining needs a verified account (the route checks the NirogPartner access first). */
  async function join(user: UserRow) {
    const status = await verificationOf(user);
    if (status !== 1 && status !== 3) throw AppError.of('forbidden', 'partner.verifyFirst');
    await db.insert(partnerMembers).values({ userId: user.id, joinedAt: now() }).onConflictDoNothing();
    return me(user);
  }

  async function requireMember(user: UserRow) {
    const [m] = await db.select({ userId: partnerMembers.userId }).from(partnerMembers).where(eq(partnerMembers.userId, user.id));
    if (!m) throw AppError.of('forbidden', 'partner.joinFirst');
    return { tier: resellerTierOf(user.doctorCategory) };
  }

  const asProvider = (user: UserRow) => ({ userId: user.id }) as Provider;

  // --- patients and their addresses ---

  async function ownPatient(partnerId: number, linkId: number) {
    const [l] = await db.select().from(carePatientLinks).where(and(eq(carePatientLinks.id, linkId), eq(carePatientLinks.doctorUserId, partnerId)));
    if (!l) throw notFound();
    return l;
  }

  async function patientAddresses(user: UserRow, linkId: number) {
    await requireMember(user);
    const l = await ownPatient(user.id, linkId);
    const rows = await db
      .select({ a: addresses, stateName: states.name })
      .from(addresses)
      .innerJoin(states, eq(states.id, addresses.stateId))
      .where(and(eq(addresses.userId, user.id), eq(addresses.patientId, linkId)))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    return {
      selectedAddressId: l.addressId,
      items: rows.map((r) => ({ id: r.a.id, name: r.a.contactPersonName, phone: r.a.contactPersonPhone, address: r.a.address, landmark: r.a.landmark, city: r.a.city, stateName: r.stateName, pincode: r.a.pinCode })),
    };
  }

  /** Partners create addresses for a patient (spec section 6): in their own book, marked with the patient's id. */
  async function addPatientAddress(user: UserRow, linkId: number, body: Record<string, unknown>) {
    await requireMember(user);
    await ownPatient(user.id, linkId);
    const created = await deps.addresses.create({ id: user.id, userType: user.userType }, { ...body, patient_id: linkId });
    // The first address becomes the patient's chosen one.
    const l = await ownPatient(user.id, linkId);
    if (l.addressId === null) await deps.patients.selectAddress(asProvider(user), linkId, created.id);
    return patientAddresses(user, linkId);
  }

  async function selectPatientAddress(user: UserRow, linkId: number, addressId: number) {
    await requireMember(user);
    await deps.patients.selectAddress(asProvider(user), linkId, addressId);
    return patientAddresses(user, linkId);
  }

  async function patients(user: UserRow, q: { search?: string; offset: number; limit: number }) {
    await requireMember(user);
    return deps.patients.list(asProvider(user), q);
  }

  async function addPatient(user: UserRow, body: { fullName: string; mobile: string; gender?: number; dateOfBirth?: string }) {
    await requireMember(user);
    return deps.patients.create(asProvider(user), body);
  }

  // --- prices ---

  /** Retail prices (and names) of packs, as a patient buying alone would pay today. */
  async function retailOf(packageIds: number[]) {
    if (packageIds.length === 0) return new Map<number, { packageId: number; productId: number; name: string; brand: string; label: string; mrp: number; retail: number; active: boolean; slug: string }>();
    const rows = await db
      .select({
        packageId: packages.id,
        productId: packages.productId,
        label: packages.label,
        mrp: packages.mrpPaise,
        sale: packages.salePricePaise,
        active: sql<boolean>`${packages.active} AND ${products.active}`,
        name: products.name,
        slug: products.slug,
        brand: brands.name,
        dealBp: sql<number | null>`(SELECT max(d.discount_bp) FROM deals d WHERE d.package_id = ${packages.id} AND now() >= d.starts_at AND now() < d.ends_at AND d.audience IN ('all', 'd2c'))`,
      })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(packages.id, packageIds));
    return new Map(
      rows.map((r) => {
        const p = priceFor(RETAIL_BUYER, { mrpPaise: r.mrp, salePricePaise: r.sale, fixedTradePaise: null, tradeDiscountBp: null, dealBp: r.dealBp == null ? null : Number(r.dealBp) });
        return [r.packageId, { packageId: r.packageId, productId: r.productId, name: r.name, brand: r.brand, label: r.label, mrp: r.mrp, retail: p.price, active: !!r.active, slug: r.slug }];
      }),
    );
  }

  /**
   * `/pub/v3/products` with `reseller` (and `memberPatient`): the retail listing with each pack's partner price and
   * commission for the caller's tier; with memberPatient (one of the caller's patients) also what that patient's
   * cart holds.
   */
  async function productList(user: UserRow, filters: ListFilters, memberPatient: number | undefined) {
    const { tier } = await requireMember(user);
    if (memberPatient !== undefined) await ownPatient(user.id, memberPatient);
    const rate = await rateOf(tier);
    const page = await deps.catalog.list(filters, RETAIL_BUYER);
    const inCart = memberPatient === undefined ? new Map<number, number>() : new Map((await cartRows(user.id, memberPatient)).map((r) => [r.packageId, r.quantity]));
    return {
      ...page,
      items: page.items.map((item) => ({
        ...item,
        packages: item.packages.map((k) => {
          const price = partnerUnitPrice(k.price, rate.discountBp);
          return { ...k, partner: { tier, pricePaise: price, commissionBp: rate.commissionBp, commissionPaise: commissionOf(price, rate.commissionBp), inCart: inCart.get(k.id) ?? 0 } };
        }),
      })),
    };
  }

  // --- the cart per patient ---

  async function cartRows(partnerId: number, linkId: number) {
    return db
      .select({ packageId: partnerCartItems.packageId, quantity: partnerCartItems.quantity })
      .from(partnerCartItems)
      .where(and(eq(partnerCartItems.partnerUserId, partnerId), eq(partnerCartItems.patientLinkId, linkId)))
      .orderBy(asc(partnerCartItems.updatedAt), asc(partnerCartItems.packageId));
  }

  /** The cart priced now: partner price and commission per line, exact in paise. */
  async function priceCart(user: UserRow, linkId: number) {
    const { tier } = await requireMember(user);
    const rate = await rateOf(tier);
    const rows = await cartRows(user.id, linkId);
    const packs = await retailOf(rows.map((r) => r.packageId));
    const lines = rows.flatMap((r) => {
      const p = packs.get(r.packageId);
      if (!p || !p.active) return [];
      const pricePaise = partnerUnitPrice(p.retail, rate.discountBp);
      const lineTotalPaise = pricePaise * r.quantity;
      return [{
        packageId: p.packageId,
        productId: p.productId,
        slug: p.slug,
        name: p.name,
        brand: p.brand,
        label: p.label,
        quantity: r.quantity,
        mrpPaise: p.mrp,
        retailPaise: p.retail,
        pricePaise,
        lineTotalPaise,
        commissionBp: rate.commissionBp,
        commissionPaise: commissionOf(lineTotalPaise, rate.commissionBp),
      }];
    });
    return {
      tier,
      discountBp: rate.discountBp,
      commissionBp: rate.commissionBp,
      lines,
      itemsTotalPaise: lines.reduce((s, l) => s + l.lineTotalPaise, 0),
      retailTotalPaise: lines.reduce((s, l) => s + l.retailPaise * l.quantity, 0),
      commissionPaise: lines.reduce((s, l) => s + l.commissionPaise, 0),
    };
  }

  async function cart(user: UserRow, linkId: number) {
    await requireMember(user);
    const l = await ownPatient(user.id, linkId);
    const book = await patientAddresses(user, linkId);
    const address = book.items.find((a) => a.id === l.addressId) ?? null;
    return { patient: { patientAssociationId: l.id, fullName: l.fullName, mobile: l.mobile }, address, ...(await priceCart(user, linkId)) };
  }

  async function setCartLine(user: UserRow, body: { patientId: number; packageId: number; quantity: number }) {
    await requireMember(user);
    await ownPatient(user.id, body.patientId);
    const where = and(eq(partnerCartItems.partnerUserId, user.id), eq(partnerCartItems.patientLinkId, body.patientId), eq(partnerCartItems.packageId, body.packageId));
    if (body.quantity === 0) {
      await db.delete(partnerCartItems).where(where);
    } else {
      const p = (await retailOf([body.packageId])).get(body.packageId);
      if (!p || !p.active) throw AppError.field('packageId', t('partner.packNotFound'));
      const count = await db.select({ n: sql<number>`count(*)::int` }).from(partnerCartItems).where(and(eq(partnerCartItems.partnerUserId, user.id), eq(partnerCartItems.patientLinkId, body.patientId)));
      const [had] = await db.select({ q: partnerCartItems.quantity }).from(partnerCartItems).where(where);
      if (!had && Number(count[0]?.n ?? 0) >= PARTNER_RULES.maxCartLines) throw new AppError('business_rule', t('partner.cartFull', { max: PARTNER_RULES.maxCartLines }));
      await db
        .insert(partnerCartItems)
        .values({ partnerUserId: user.id, patientLinkId: body.patientId, packageId: body.packageId, quantity: body.quantity, updatedAt: now() })
        .onConflictDoUpdate({ target: [partnerCartItems.partnerUserId, partnerCartItems.patientLinkId, partnerCartItems.packageId], set: { quantity: body.quantity } });
    }
    return cart(user, body.patientId);
  }

  // --- partner orders and links ---

  function linkUrl(token: string) {
    const path = `/reseller/${token}`;
    return deps.publicUrl ? new URL(path, deps.publicUrl).toString() : path;
  }

  /** A new link for the order (any live one is withdrawn in the same transaction), and the SMS to the patient. */
  async function issueLink(partnerOrderId: number, partnerName: string, mobile: string, totalPaise: number, tx?: DbOrTx) {
    const token = crypto.randomBytes(32).toString('base64url');
    const at = now();
    const run = async (q: DbOrTx) => {
      await q.update(partnerLinks).set({ revokedAt: at }).where(and(eq(partnerLinks.partnerOrderId, partnerOrderId), isNull(partnerLinks.usedAt), isNull(partnerLinks.revokedAt)));
      await q.insert(partnerLinks).values({ partnerOrderId, tokenHash: hashToken(token), expiresAt: new Date(at.getTime() + PARTNER_RULES.linkHours * 3_600_000), createdAt: at });
    };
    if (tx) await run(tx);
    else await db.transaction(run);
    return {
      token,
      send: async () => {
        const url = linkUrl(token);
        await deps.sms.send({ to: mobile, template: 'partner_payment_link', body: t('partner.sms.link', { doctor: partnerName, amount: formatRupees(totalPaise), url, hours: PARTNER_RULES.linkHours }), secrets: [token] }, deps.log);
      },
    };
  }

  const displayName = (u: { fullName: string; salutation: number | null }) => (u.salutation === 1 ? `Dr. ${u.fullName}` : u.fullName);

  async function send(user: UserRow, body: { patientId: number; diagnosis: string; advice?: string; expectedTotalPaise: number }) {
    await requireMember(user);
    const l = await ownPatient(user.id, body.patientId);
    if (l.addressId === null) throw AppError.field('patientId', t('partner.chooseAddress'));
    const [a] = await db
      .select({ a: addresses, stateName: states.name, stateCode: states.stateCode })
      .from(addresses)
      .innerJoin(states, eq(states.id, addresses.stateId))
      .where(and(eq(addresses.id, l.addressId), eq(addresses.userId, user.id), eq(addresses.patientId, l.id)));
    if (!a) throw AppError.field('patientId', t('partner.chooseAddress'));
    const priced = await priceCart(user, l.id);
    if (priced.lines.length === 0) throw new AppError('business_rule', t('partner.cartEmpty'));
    if (priced.itemsTotalPaise !== body.expectedTotalPaise) throw AppError.of('conflict', 'partner.totalChanged', { total: formatRupees(priced.itemsTotalPaise) });
    const snapshot: AddressSnapshot = {
      addressId: a.a.id,
      name: a.a.contactPersonName,
      phone: a.a.contactPersonPhone,
      address: a.a.address,
      landmark: a.a.landmark,
      city: a.a.city,
      stateId: a.a.stateId,
      stateName: a.stateName,
      stateCode: a.stateCode,
      pincode: a.a.pinCode,
      gstin: null,
      legalEntityName: null,
    };
    const at = now();
    const made = await db.transaction(async (tx) => {
      const [po] = await tx
        .insert(partnerOrders)
        .values({
          partnerUserId: user.id,
          patientLinkId: l.id,
          patientMobile: l.mobile,
          patientName: l.fullName,
          tier: priced.tier,
          addressId: a.a.id,
          deliveryAddress: snapshot,
          diagnosis: body.diagnosis,
          advice: body.advice ?? null,
          itemsTotalPaise: priced.itemsTotalPaise,
          commissionPaise: priced.commissionPaise,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await tx.insert(partnerOrderLines).values(
        priced.lines.map((x) => ({
          partnerOrderId: po.id,
          packageId: x.packageId,
          productId: x.productId,
          name: x.name.slice(0, 200),
          label: x.label.slice(0, 80),
          quantity: x.quantity,
          mrpPaise: x.mrpPaise,
          retailPaise: x.retailPaise,
          pricePaise: x.pricePaise,
          lineTotalPaise: x.lineTotalPaise,
          commissionBp: x.commissionBp,
          commissionPaise: x.commissionPaise,
        })),
      );
      await tx.delete(partnerCartItems).where(and(eq(partnerCartItems.partnerUserId, user.id), eq(partnerCartItems.patientLinkId, l.id)));
      const link = await issueLink(po.id, displayName(user), l.mobile, priced.itemsTotalPaise, tx);
      return { po, link };
    });
    await made.link.send();
    return orderView(user.id, made.po.id);
  }

  interface OrderRowView {
    id: number;
    patient_link_id: number;
    patient_name: string;
    patient_mobile: string;
    state: string;
    items_total_paise: number;
    commission_paise: number;
    order_id: number | null;
    order_number: string | null;
    order_status: string | null;
    payment_status: string | null;
    payment_method: number | null;
    total_paise: number | null;
    link_expires_at: Date | string | null;
    link_used_at: Date | string | null;
    created_at: Date | string;
    total?: number;
  }
  const orderSelect = sql`SELECT po.id, po.patient_link_id, po.patient_name, po.patient_mobile, po.state, po.items_total_paise, po.commission_paise, po.order_id,
      o.order_number, o.status AS order_status, o.payment_status, o.payment_method, o.total_paise, po.created_at,
      (SELECT max(k.expires_at) FROM partner_links k WHERE k.partner_order_id = po.id AND k.revoked_at IS NULL) AS link_expires_at,
      (SELECT max(k.used_at) FROM partner_links k WHERE k.partner_order_id = po.id) AS link_used_at
    FROM partner_orders po LEFT JOIN orders o ON o.id = po.order_id`;
  const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());
  const toOrder = (r: OrderRowView) => ({
    id: Number(r.id),
    patientAssociationId: Number(r.patient_link_id),
    patientName: r.patient_name,
    patientMobile: `******${r.patient_mobile.slice(-4)}`,
    state: r.state as 'sent' | 'placed' | 'cancelled',
    linkExpired: r.state === 'sent' && (!r.link_expires_at || new Date(r.link_expires_at) <= now()),
    linkExpiresAt: iso(r.link_expires_at),
    itemsTotalPaise: Number(r.items_total_paise),
    commissionPaise: Number(r.commission_paise),
    order: r.order_id
      ? { id: Number(r.order_id), orderNumber: r.order_number!, status: r.order_status!, paymentStatus: r.payment_status!, paymentMethod: Number(r.payment_method), totalPaise: Number(r.total_paise) }
      : null,
    createdAt: iso(r.created_at)!,
  });

  async function orderView(partnerId: number, id: number) {
    const r = ((await db.execute(sql`${orderSelect} WHERE po.id = ${id} AND po.partner_user_id = ${partnerId}`)) as unknown as { rows: OrderRowView[] }).rows[0];
    if (!r) throw notFound();
    return toOrder(r);
  }

  async function listOrders(user: UserRow, q: { offset: number; limit: number }) {
    await requireMember(user);
    const found = ((await db.execute(sql`SELECT x.*, count(*) OVER ()::int AS total FROM (${orderSelect} WHERE po.partner_user_id = ${user.id}) x ORDER BY x.created_at DESC, x.id DESC OFFSET ${q.offset} LIMIT ${q.limit}`)) as unknown as { rows: OrderRowView[] }).rows;
    return { items: found.map(toOrder), total: Number(found[0]?.total ?? 0) };
  }

  async function ownSentOrder(partnerId: number, id: number) {
    const [po] = await db.select().from(partnerOrders).where(and(eq(partnerOrders.id, id), eq(partnerOrders.partnerUserId, partnerId)));
    if (!po) throw notFound();
    if (po.state !== 'sent') throw new AppError('business_rule', t(po.state === 'placed' ? 'partner.alreadyPlaced' : 'partner.cancelled'));
    return po;
  }

  async function resend(user: UserRow, id: number) {
    await requireMember(user);
    const po = await ownSentOrder(user.id, id);
    const link = await issueLink(po.id, displayName(user), po.patientMobile, po.itemsTotalPaise);
    await link.send();
    return orderView(user.id, id);
  }

  async function cancel(user: UserRow, id: number) {
    await requireMember(user);
    await ownSentOrder(user.id, id);
    const at = now();
    await db.transaction(async (tx) => {
      // Links first, then the order: the order in which paying locks them, so the two never wait on each other in a
      // circle. Only while still sent: a patient placing it at the same moment wins or loses as a whole.
      await tx.update(partnerLinks).set({ revokedAt: at }).where(and(eq(partnerLinks.partnerOrderId, id), isNull(partnerLinks.revokedAt), isNull(partnerLinks.usedAt)));
      const [done] = await tx.update(partnerOrders).set({ state: 'cancelled', updatedAt: at }).where(and(eq(partnerOrders.id, id), eq(partnerOrders.state, 'sent'))).returning({ id: partnerOrders.id });
      if (!done) throw new AppError('business_rule', t('partner.alreadyPlaced'));
    });
    return orderView(user.id, id);
  }

  // --- what the patient (and the prescription's readers) see ---

  async function fullView(po: typeof partnerOrders.$inferSelect) {
    const lines = await db.select().from(partnerOrderLines).where(eq(partnerOrderLines.partnerOrderId, po.id)).orderBy(asc(partnerOrderLines.id));
    const [doc] = await db.select({ fullName: users.fullName, salutation: users.salutation }).from(users).where(eq(users.id, po.partnerUserId));
    return {
      id: po.id,
      prescriptionNumber: prescriptionNumber(po.id),
      doctorName: doc ? displayName(doc) : '',
      patientName: po.patientName,
      diagnosis: po.diagnosis,
      advice: po.advice,
      issuedAt: po.createdAt.toISOString(),
      lines: lines.map((x) => ({ packageId: x.packageId, name: x.name, label: x.label, quantity: x.quantity, mrpPaise: x.mrpPaise, pricePaise: x.pricePaise, lineTotalPaise: x.lineTotalPaise })),
      itemsTotalPaise: po.itemsTotalPaise,
      deliveryAddress: po.deliveryAddress,
    };
  }

  /**
   * The prescription of a partner order: to the holder of a live link of this very order (the token), or to the
   * patient (the account that placed it, or the account of the patient's mobile), the partner who wrote it, and
   * operators. Anyone else: 404.
   */
  async function prescription(viewer: { user: UserRow | null; operator: boolean }, id: number, token: string | undefined) {
    const [po] = await db.select().from(partnerOrders).where(eq(partnerOrders.id, id));
    if (!po) throw notFound();
    let allowed = viewer.operator || (viewer.user !== null && (viewer.user.id === po.partnerUserId || viewer.user.mobileNumber === po.patientMobile));
    if (!allowed && po.orderId && viewer.user) {
      const [o] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, po.orderId));
      allowed = o?.userId === viewer.user.id;
    }
    if (!allowed && token && TOKEN.test(token)) {
      const [k] = await db.select().from(partnerLinks).where(eq(partnerLinks.tokenHash, hashToken(token)));
      allowed = !!k && k.partnerOrderId === po.id && k.revokedAt === null && k.expiresAt > now();
    }
    if (!allowed) throw notFound();
    const v = await fullView(po);
    // The address is the patient's business: the token holder sees the prescription, not where they live.
    return { ...v, deliveryAddress: viewer.user && (viewer.operator || viewer.user.id === po.partnerUserId || viewer.user.mobileNumber === po.patientMobile) ? v.deliveryAddress : null };
  }

  /** The link for its patient: live, theirs (by mobile), and its order. Anything else is not found or says why not. */
  async function linkFor(user: UserRow, token: string) {
    if (!TOKEN.test(token)) throw notFound();
    const [k] = await db.select().from(partnerLinks).where(eq(partnerLinks.tokenHash, hashToken(token)));
    if (!k) throw notFound();
    const [po] = await db.select().from(partnerOrders).where(eq(partnerOrders.id, k.partnerOrderId));
    if (!po || po.patientMobile !== user.mobileNumber) throw notFound();
    return { k, po };
  }

  async function openLink(user: UserRow, token: string) {
    const { k, po } = await linkFor(user, token);
    const placed = po.orderId && k.usedAt ? { orderId: po.orderId } : null;
    const problem = placed
      ? null
      : po.state === 'cancelled' || k.revokedAt
        ? t('partner.link.withdrawn')
        : k.usedAt
          ? t('partner.link.used')
          : k.expiresAt <= now()
            ? t('partner.link.expired')
            : null;
    return { ...(await fullView(po)), placed, problem, expiresAt: k.expiresAt.toISOString() };
  }

  /** A parallel attempt with the same link collides on the order's idempotency key (one link, one key): it lost. */
  async function placeFrom<T>(linkId: number, place: () => Promise<T>): Promise<T> {
    try {
      return await place();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('conflict', t('partner.link.used'));
      throw err;
    }
  }

  /** Places the order for the patient from a live link; the link is used in the same transaction (once). */
  async function payLink(user: UserRow, token: string, body: { paymentMethod: 1 | 2 }) {
    const { k, po } = await linkFor(user, token);
    if (k.usedAt) throw new AppError('conflict', t('partner.link.used'));
    if (k.revokedAt || po.state !== 'sent') throw new AppError('business_rule', t('partner.link.withdrawn'));
    if (k.expiresAt <= now()) throw new AppError('business_rule', t('partner.link.expired'));
    const lines = await db.select().from(partnerOrderLines).where(eq(partnerOrderLines.partnerOrderId, po.id)).orderBy(asc(partnerOrderLines.id));
    const [doc] = await db.select({ fullName: users.fullName, salutation: users.salutation }).from(users).where(eq(users.id, po.partnerUserId));
    const order = await placeFrom(k.id, () => deps.orders.placeArranged(
      user,
      {
        key: `partner-${po.id}-${k.id}`,
        paymentMethod: body.paymentMethod,
        lines: lines.map((x) => ({ packageId: x.packageId, quantity: x.quantity, pricePaise: x.pricePaise })),
        address: po.deliveryAddress,
        note: t('partner.orderNote', { doctor: doc ? displayName(doc) : '', number: prescriptionNumber(po.id) }),
      },
      async (tx, o, items) => {
        const at = now();
        const [used] = await tx
          .update(partnerLinks)
          .set({ usedAt: at })
          .where(and(eq(partnerLinks.id, k.id), isNull(partnerLinks.usedAt), isNull(partnerLinks.revokedAt), sql`${partnerLinks.expiresAt} > ${at.toISOString()}::timestamptz`))
          .returning({ id: partnerLinks.id });
        if (!used) throw new AppError('conflict', t('partner.link.used'));
        const [placed] = await tx
          .update(partnerOrders)
          .set({ state: 'placed', orderId: o.id, updatedAt: at })
          .where(and(eq(partnerOrders.id, po.id), eq(partnerOrders.state, 'sent')))
          .returning({ id: partnerOrders.id });
        if (!placed) throw new AppError('business_rule', t('partner.link.withdrawn'));
        for (const line of lines) {
          const item = items.find((i) => i.packageId === line.packageId)!;
          await tx.update(partnerOrderLines).set({ orderItemId: item.id }).where(eq(partnerOrderLines.id, line.id));
        }
        await deps.notify?.(
          { userId: po.partnerUserId, module: NOTIFY_MODULE.partnerOrders, kind: 'partnerOrderPlaced', params: { patient: po.patientName, orderNumber: o.orderNumber }, link: '/reseller/orders', key: `partner-order-placed:${po.id}` },
          tx,
        );
      },
    ));
    return { orderId: order.id, orderNumber: order.orderNumber, paymentMethod: order.paymentMethod, totalPaise: order.totalPaise };
  }

  /**
   * The commission an order earns its partner (for the ledger, parts 6-8): null when no partner arranged it. Per line
   * and in total, as fixed when sent, and for the units kept (returned units earn nothing: floor(commission × kept /
   * quantity) per line). Takes a transaction so a settlement hook can read it where it writes.
   */
  async function commissionOfOrder(orderId: number, q: DbOrTx = db) {
    const [po] = await q.select().from(partnerOrders).where(eq(partnerOrders.orderId, orderId));
    if (!po) return null;
    const lines = await q
      .select({ orderItemId: partnerOrderLines.orderItemId, commissionPaise: partnerOrderLines.commissionPaise, quantity: orderItems.quantity, returned: orderItems.returnedQuantity })
      .from(partnerOrderLines)
      .innerJoin(orderItems, eq(orderItems.id, partnerOrderLines.orderItemId))
      .where(eq(partnerOrderLines.partnerOrderId, po.id))
      .orderBy(asc(partnerOrderLines.id));
    const perLine = lines.map((l) => ({ orderItemId: l.orderItemId!, commissionPaise: l.commissionPaise, keptCommissionPaise: Math.floor((l.commissionPaise * (l.quantity - l.returned)) / l.quantity) }));
    return {
      partnerUserId: po.partnerUserId,
      partnerOrderId: po.id,
      commissionPaise: po.commissionPaise,
      keptCommissionPaise: perLine.reduce((s, l) => s + l.keptCommissionPaise, 0),
      lines: perLine,
    };
  }

  // --- back office (decision 076) ---

  /** Operators: partners (members), newest first, by name or mobile, with their orders' counts and earnings. */
  async function officePartners(q: { search?: string; offset: number; limit: number }) {
    const like = q.search ? likePattern(q.search) : null;
    const rows = ((await db.execute(sql`
      SELECT m.user_id, u.full_name, u.salutation, u.mobile_number, u.doctor_category, m.joined_at,
        (SELECT count(*) FROM partner_orders po WHERE po.partner_user_id = m.user_id)::int AS orders,
        (SELECT count(*) FROM partner_orders po WHERE po.partner_user_id = m.user_id AND po.state = 'placed')::int AS placed,
        (SELECT coalesce(sum(po.commission_paise), 0) FROM partner_orders po WHERE po.partner_user_id = m.user_id AND po.state = 'placed')::bigint AS commission,
        coalesce(b.pending_paise, 0)::bigint AS pending, coalesce(b.available_paise, 0)::bigint AS available,
        count(*) OVER ()::int AS total
      FROM partner_members m JOIN users u ON u.id = m.user_id LEFT JOIN earning_balances b ON b.user_id = m.user_id
      WHERE ${like ? sql`(u.full_name ILIKE ${like} OR u.mobile_number LIKE ${like})` : sql`true`}
      ORDER BY m.joined_at DESC, m.user_id DESC OFFSET ${q.offset} LIMIT ${q.limit}`)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    return {
      items: rows.map((r) => ({
        userId: Number(r.user_id),
        name: displayName({ fullName: String(r.full_name), salutation: r.salutation == null ? null : Number(r.salutation) }),
        mobile: String(r.mobile_number),
        tier: resellerTierOf(Number(r.doctor_category)),
        joinedAt: iso(r.joined_at as Date | string)!,
        orders: Number(r.orders),
        placed: Number(r.placed),
        commissionPaise: Number(r.commission),
        pendingPaise: Number(r.pending),
        availablePaise: Number(r.available),
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  /** Operators: partner orders, newest first (one partner's with `partnerId`), with the commission's place in the ledger. */
  async function officeOrders(q: { partnerId?: number; id?: number; offset: number; limit: number }) {
    const found = ((await db.execute(sql`
      SELECT x.*, u.full_name AS partner_name, u.salutation AS partner_salutation, po2.partner_user_id,
        (SELECT coalesce(sum(t.amount_paise), 0) FROM earning_transactions t WHERE t.kind = 'pending' AND t.source = 'partner_order' AND t.source_id = x.order_id
           AND NOT EXISTS (SELECT 1 FROM earning_transactions c WHERE c.settles_id = t.id))::bigint AS earning_pending,
        (SELECT coalesce(sum(t.amount_paise), 0) FROM earning_transactions t WHERE t.kind = 'release' AND t.source = 'partner_order' AND t.source_id = x.order_id)::bigint AS earning_available,
        (SELECT min(e.created_at) FROM order_events e WHERE e.order_id = x.order_id AND e.event = 'delivered')
          + make_interval(days => (SELECT coalesce(max(p.return_window_days), 0)::int FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = x.order_id)) AS window_closes,
        EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = x.order_id AND r.status IN ('requested', 'approved', 'received')) AS return_open,
        EXISTS (SELECT 1 FROM order_settlements st WHERE st.order_id = x.order_id) AS settled,
        count(*) OVER ()::int AS total
      FROM (${orderSelect} WHERE ${q.partnerId ? sql`po.partner_user_id = ${q.partnerId}` : sql`true`} AND ${q.id ? sql`po.id = ${q.id}` : sql`true`}) x
      JOIN partner_orders po2 ON po2.id = x.id JOIN users u ON u.id = po2.partner_user_id
      ORDER BY x.created_at DESC, x.id DESC OFFSET ${q.offset} LIMIT ${q.limit}`)) as unknown as { rows: Array<OrderRowView & Record<string, unknown>> }).rows;
    return {
      items: found.map((r) => ({
        ...toOrder(r),
        partner: { userId: Number(r.partner_user_id), name: displayName({ fullName: String(r.partner_name), salutation: r.partner_salutation == null ? null : Number(r.partner_salutation) }) },
        earning: { pendingPaise: Number(r.earning_pending), availablePaise: Number(r.earning_available) },
        windowClosesAt: iso(r.window_closes as Date | string | null),
        // What the settlement job would settle now: delivered (or refunded), windows closed, no return open.
        settleable:
          !r.settled && !r.return_open && (r.order_status === 'delivered' || r.order_status === 'refunded') && r.window_closes != null && new Date(r.window_closes as string).getTime() <= now().getTime(),
      })),
      total: Number(found[0]?.total ?? 0),
    };
  }

  /**
   * Operators settle a delivered partner order now rather than at the settlement job's next pass: only once its
   * return windows have closed with no return open (`settle` is the orders' settlement, which runs the ledger hooks).
   */
  async function officeSettle(id: number, settle: (orderId: number) => Promise<boolean>) {
    const [po] = await db.select({ orderId: partnerOrders.orderId }).from(partnerOrders).where(eq(partnerOrders.id, id));
    if (!po) throw notFound();
    if (!po.orderId || !(await settle(po.orderId))) throw AppError.of('business_rule', 'partner.office.notDue');
    const { items } = await officeOrders({ id, offset: 0, limit: 1 });
    return items[0]!;
  }

  return {
    officeSettle,
    rates,
    setRate,
    officePartners,
    officeOrders,
    me,
    join,
    patients,
    addPatient,
    patientAddresses,
    addPatientAddress,
    selectPatientAddress,
    productList,
    cart,
    setCartLine,
    send,
    listOrders,
    resend,
    cancel,
    prescription,
    openLink,
    payLink,
    commissionOfOrder,
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
