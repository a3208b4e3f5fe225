/**
 * Checkout and orders (issue 6). The checkout is priced from the server's cart for this buyer (never from a request)
 * and shown as a Billing; placing an order turns it into an order in one transaction that takes the stock, the
 * nirog money, the coupon use and (postpaid) the credit with conditional writes, so parallel checkouts can never
 * oversell, overspend a wallet, over-use a coupon or exceed a credit limit. An Idempotency-Key makes placing an order
 * safe to retry. The hold of an order that is not paid in time, or is cancelled, is given back exactly once.
 *
 * PGlite has one connection: nothing here queries through `db` while a transaction is open; the checkout is priced
 * first and the transaction only does the guarded writes.
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { seesTradePrices } from '@nirog/shared/catalog';
import { t } from '@nirog/shared/messages/catalogue';
import {
  ORDER_TYPE_APPOINTMENT,
  ORDER_TYPE_COURSE,
  SERVICE_ORDER_TYPES,
  ORDER_TYPE_DROP_SHIPPING,
  ORDER_TYPE_MEDICINE,
  PAYMENT_METHOD_COD,
  PAYMENT_METHOD_POSTPAID,
  PAYMENT_METHOD_PREPAID,
  PAYMENT_WINDOW_MINUTES,
  POSTPAID_DUE_DAYS,
  needsPrescription,
  type OrderStatus,
  type PaymentStatus,
} from '@nirog/shared/orders';
import type { AttachedPrescription, Billing, BillingLine, NeftListQuery, OrderSummary } from '@nirog/shared/schemas/orders';
import { orderOf, searchOf } from '../../lib/office-list.ts';
import { makeGstin } from '@nirog/shared/schemas/gstin';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, isUniqueViolation, pgError } from '../../plugins/errors.ts';
import { formatRupees } from '@nirog/shared/money';
import { addresses } from '../address/address.tables.ts';
import { inventory, productCategories, products } from '../catalog/catalog.tables.ts';
import { buyerOf, picturesOf, type CatalogService } from '../catalog/catalog.service.ts';
import { requireMayOrder } from '../cart/may-order.ts';
import { dealCapProblems } from '../catalog/deal-caps.ts';
import type { CartService } from '../cart/cart.service.ts';
import { cartItems, carts } from '../cart/cart.tables.ts';
import { lineInScope, type CouponCart, type CouponService } from '../coupons/coupons.service.ts';
import type { UserRow } from '../identity/users.service.ts';
import { users } from '../identity/identity.tables.ts';
import { checkServiceability, estimateDelivery, findPincode } from '../location/location.service.ts';
import { states, warehouses } from '../location/location.tables.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { computeBilling } from './billing.ts';
import { nextSerial } from './number-series.ts';
import { createCheckoutPrescriptions, orderPrescriptionOf, type PrescriptionSource } from './order-prescriptions.ts';
import { checkoutSessions, creditAccounts, neftPayments, orderEvents, orderItems, orders, type AddressSnapshot } from './orders.tables.ts';
import { stockMovements } from '../stock/stock.tables.ts';
import { BACK_IN_STOCK_JOB } from '../stock/stock.service.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SchemeRule } from '@nirog/shared/schemas/schemes';
import type { OtpService } from '../identity/otp.service.ts';
import type { SchemeService } from '../schemes/schemes.service.ts';
import { brands, packages } from '../catalog/catalog.tables.ts';
import { readCodSetting, writeCodSetting } from './cod-settings.ts';

/** Our legal entity; each warehouse is a place of business registered in its state (GSTIN per state). */
export const SELLER_LEGAL_NAME = 'Nirog Ayurveda Private Limited';
export const SELLER_PAN = 'AAHCN4821K';

export type { PrescriptionSource } from './order-prescriptions.ts';

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

type AddressRow = typeof addresses.$inferSelect & { stateName: string; stateCode: string };
type OrderRow = typeof orders.$inferSelect;

export interface PlaceOrderInput {
  /** 3 medicine (default); 5 drop shipping: a trade buyer's order delivered to their customer's address. */
  orderType?: 3 | 5;
  paymentMethod: 1 | 2 | 4;
  deliveryAddressId: number;
  billingAddressId: number;
  expectedTotalPaise: number;
  /** The code sent to the buyer's mobile: needed for cash on delivery above the configured amount (decision 056). */
  otp?: string;
}

/**
 * What the module that owns an order type (care, for appointment orders of type 4) does when such an order is paid
 * or cancelled. Both run inside the transaction that changes the order, after the order row is locked, so the order
 * and what it pays for never disagree.
 */
export interface OrderTypeHooks {
  paidIn?(tx: Tx, order: OrderRow): Promise<void>;
  /** After the payment's transaction committed: messages. A failure here is logged, never undoes the payment. */
  afterPaid?(order: OrderRow): Promise<void>;
  /** Cancelled by its buyer, an operator, the owning module, or because it was not paid in time (actorId null). */
  cancelledIn?(tx: Tx, order: OrderRow, why: { actorId: number | null; reason: string | null }): Promise<void>;
  /** Where the buyer's browser goes after the gateway (a path on our site); by default the order page. */
  returnPath?(order: OrderRow): Promise<string | null>;
}

/** An order for a service, paid online in full: an appointment's consultation fee (type 4) or a course (type 6). */
export interface ServiceOrderInput {
  userId: number;
  /** Default 4 (appointment); the learning library passes 6 (decision 068). */
  orderType?: typeof ORDER_TYPE_APPOINTMENT | typeof ORDER_TYPE_COURSE;
  amountPaise: number;
  /** Unique per buyer: the same key never makes a second order (e.g. `appointment:123`). */
  key: string;
  /** The latest the payment may arrive (capped at PAYMENT_WINDOW_MINUTES from now). */
  payBy: Date;
  note: string;
}

interface Checkout {
  billing: Billing;
  delivery: AddressRow | null;
  billingAddress: AddressRow | null;
  redemptionId: number | null;
  couponCart: CouponCart;
  userType: number;
  /** The prescription the order is placed with, when it needs one. */
  rx: AttachedPrescription | null;
  /** The rules of the schemes the lines got (decision 056), copied onto the order lines. */
  schemeRules: Map<number, SchemeRule>;
}

const snapshot = (a: AddressRow): AddressSnapshot => ({
  addressId: a.id,
  name: a.contactPersonName,
  phone: a.contactPersonPhone,
  address: a.address,
  landmark: a.landmark,
  city: a.city,
  stateId: a.stateId,
  stateName: a.stateName,
  stateCode: a.stateCode,
  pincode: a.pinCode,
  gstin: a.gst,
  legalEntityName: a.legalEntityName,
});


export function createOrderService(deps: {
  db: Db;
  catalog: CatalogService;
  cart: CartService;
  wallet: WalletService;
  coupons: CouponService;
  /** Owner checks of an uploaded prescription. */
  uploads: Pick<UploadService, 'ownedStored'>;
  /** False with PAYMENTS=off: paying online is not offered (the other ways to pay are). */
  onlinePayments?: boolean;
  /** The job queue: a release that brings a pack back from 0 sends its "notify me" list (the stock module's job). */
  jobs?: Pick<JobQueue, 'enqueue'>;
  /** Trade schemes (decision 056): the rules the cart's lines got, kept with the order lines. */
  schemes?: Pick<SchemeService, 'rules'>;
  /**
   * Cash on delivery above the operator's amount (`abovePaise`, COD_OTP_ABOVE_RUPEES, until an operator sets one in the
   * back office) is confirmed with a code sent to the buyer's mobile (decision 056): the identity module's OTP service
   * sends and checks it (random, hashed, single use, short-lived, rate-limited).
   */
  codConfirmation?: { otp: Pick<OtpService, 'send' | 'verify'>; abovePaise: number };
  now?: () => Date;
}) {
  const { db, cart, wallet, coupons } = deps;
  const now = deps.now ?? (() => new Date());
  let prescriptionSource: PrescriptionSource | null = null;
  const rx = createCheckoutPrescriptions({ source: () => prescriptionSource, uploads: deps.uploads, now });
  const sellerCache = new Map<number, { warehouseId: number; name: string; stateId: number; stateName: string; gstin: string }>();

  async function seller(warehouseId: number) {
    const cached = sellerCache.get(warehouseId);
    if (cached) return cached;
    const [w] = await db.select().from(warehouses).where(eq(warehouses.id, warehouseId));
    const place = w ? await findPincode(db, w.pincode) : null;
    if (!w || !place) return null;
    const s = { warehouseId, name: w.name, stateId: place.state.id, stateName: place.state.name, gstin: makeGstin(place.state.stateCode, SELLER_PAN) };
    sellerCache.set(warehouseId, s);
    return s;
  }

  /** The user's own addresses, or (customers: true) the addresses they keep for their customers and patients. */
  async function addressBook(userId: number, customers = false): Promise<AddressRow[]> {
    const rows = await db
      .select({ a: addresses, stateName: states.name, stateCode: states.stateCode })
      .from(addresses)
      .innerJoin(states, eq(states.id, addresses.stateId))
      .where(and(eq(addresses.userId, userId), customers ? isNotNull(addresses.patientId) : isNull(addresses.patientId)))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    return rows.map((r) => ({ ...r.a, stateName: r.stateName, stateCode: r.stateCode }));
  }

  async function creditOf(userId: number) {
    const [c] = await db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId));
    const limitPaise = c?.limitPaise ?? 0;
    const usedPaise = c?.usedPaise ?? 0;
    return { limitPaise, usedPaise, availablePaise: Math.max(0, limitPaise - usedPaise) };
  }

  /**
   * The warehouse an order ships from: the nearest one that has every line in stock; otherwise any that has; null
   * when no single warehouse can fill the order.
   */
  async function chooseWarehouse(lines: Array<{ packageId: number; quantity: number }>, pincode: string | null): Promise<number | null> {
    if (lines.length === 0) return null;
    const rows = await db
      .select({ packageId: inventory.packageId, warehouseId: inventory.warehouseId, quantity: inventory.quantity })
      .from(inventory)
      .innerJoin(warehouses, and(eq(warehouses.id, inventory.warehouseId), eq(warehouses.active, true)))
      .where(inArray(inventory.packageId, lines.map((l) => l.packageId)));
    const stock = new Map(rows.map((r) => [`${r.packageId}:${r.warehouseId}`, r.quantity]));
    const ids = [...new Set(rows.map((r) => r.warehouseId))].sort((a, b) => a - b);
    const able = ids.filter((w) => lines.every((l) => (stock.get(`${l.packageId}:${w}`) ?? 0) >= l.quantity));
    if (able.length === 0) return null;
    if (pincode && able.length > 1) {
      const estimate = await estimateDelivery(db, pincode);
      const [near] = estimate ? await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.pincode, estimate.fromWarehouse.pincode)) : [];
      if (near && able.includes(near.id)) return near.id;
    }
    return able[0];
  }

  /** Prices the user's checkout: the server cart, the chosen addresses, the applied coupon and nirog money. */
  async function loadCheckout(user: UserRow, overrides: { deliveryAddressId?: number; billingAddressId?: number; dropShip?: boolean } = {}): Promise<Checkout> {
    const buyer = await buyerOf(db, user);
    const trade = seesTradePrices(buyer.userType, buyer.verificationStatus);
    const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id));
    const book = await addressBook(user.id);
    const pick = (id: number | null | undefined, flag: 'isDefault' | 'isBilling') =>
      (id ? book.find((a) => a.id === id) : undefined) ?? book.find((a) => a[flag] === 1) ?? book[0] ?? null;
    // Drop shipping delivers to one of the buyer's customers; it is billed to the buyer.
    const deliveryBook = overrides.dropShip ? await addressBook(user.id, true) : book;
    if (overrides.deliveryAddressId && !deliveryBook.some((a) => a.id === overrides.deliveryAddressId)) throw AppError.field('deliveryAddressId', t('checkout.addressNotFound'));
    if (overrides.billingAddressId && !book.some((a) => a.id === overrides.billingAddressId)) throw AppError.field('billingAddressId', t('checkout.addressNotFound'));
    const delivery = overrides.dropShip
      ? (deliveryBook.find((a) => a.id === overrides.deliveryAddressId) ?? null)
      : pick(overrides.deliveryAddressId ?? session?.deliveryAddressId, 'isDefault');
    // The first address in the list is the default pick for delivery and billing (spec section 5).
    const billingAddress = pick(overrides.billingAddressId ?? session?.billingAddressId, 'isDefault');

    const view = await cart.view({ userId: user.id }, buyer, null);
    // The free packs of buy-X-get-Y schemes (decision 056) are order lines too, billed at 0.
    const freeIds = [...new Set(view.cartItems.flatMap((l) => (l.problems.length === 0 && l.free && l.free.quantity > 0 ? [l.free.packageId] : [])))];
    const freePacks = freeIds.length
      ? await db
          .select({ packageId: packages.id, productId: packages.productId, mrpPaise: packages.mrpPaise, slug: products.slug, brand: brands.name, prescriptionRequired: products.prescriptionRequired })
          .from(packages)
          .innerJoin(products, eq(products.id, packages.productId))
          .innerJoin(brands, eq(brands.id, products.brandId))
          .where(inArray(packages.id, freeIds))
      : [];
    const freePictures = await picturesOf(db, [...new Set(freePacks.map((f) => f.productId))]);
    const productIds = [...new Set([...view.cartItems.map((l) => l.productId), ...freePacks.map((f) => f.productId)])];
    const details = productIds.length
      ? await db.select({ id: products.id, brandId: products.brandId, hsnCode: products.hsnCode, gstRateBp: products.gstRateBp }).from(products).where(inArray(products.id, productIds))
      : [];
    const cats = productIds.length ? await db.select().from(productCategories).where(inArray(productCategories.productId, productIds)) : [];
    const detail = new Map(details.map((d) => [d.id, d]));
    const okLines = view.cartItems.filter((l) => l.problems.length === 0);
    const couponCart: CouponCart = {
      lines: okLines.map((l) => ({
        packageId: l.packageId,
        productId: l.productId,
        brandId: detail.get(l.productId)!.brandId,
        categoryIds: cats.filter((c) => c.productId === l.productId).map((c) => c.categoryId),
        pricePaise: l.price,
        quantity: l.quantity,
      })),
      subtotalPaise: okLines.reduce((s, l) => s + l.lineTotal, 0),
    };

    const problems: string[] = [];
    if (view.cartItems.length === 0) problems.push(t('checkout.cartEmpty'));
    if (view.cartItems.some((l) => l.problems.length > 0)) problems.push(t('checkout.fixCart'));
    // A live deal's quantity cap (decision 036): more units than it allows in one order is refused until lowered.
    problems.push(...(await dealCapProblems(db, okLines, buyer)));
    const prescription = await rx.forCheckout(user.id, needsPrescription(trade, okLines), okLines, {
      prescriptionId: session?.rxPrescriptionId ?? null,
      uploadId: session?.rxUploadId ?? null,
    });
    if (prescription.problem) problems.push(prescription.problem);
    if (!delivery) problems.push(t('checkout.chooseDelivery'));
    if (!billingAddress) problems.push(t('checkout.chooseBilling'));
    if ((user.userType === 6 || user.userType === 8) && billingAddress && !billingAddress.gst) problems.push(t('checkout.billingGstRequired'));
    const service = delivery ? await checkServiceability(db, delivery.pinCode, trade ? 'b2b' : 'b2c') : null;
    if (delivery && !service?.serviceable) problems.push(t('checkout.notServiceable', { pincode: delivery.pinCode }));

    const freeLines = okLines.flatMap((l) => {
      if (!l.free || l.free.quantity <= 0 || !l.scheme) return [];
      const pack = freePacks.find((f) => f.packageId === l.free!.packageId);
      if (!pack) return [];
      const d = detail.get(pack.productId)!;
      const same = pack.packageId === l.packageId;
      return [{ of: l, pack, d, same }];
    });
    // Paid and free units of a pack come from one warehouse's stock together.
    const units = new Map<number, number>();
    for (const l of okLines) units.set(l.packageId, (units.get(l.packageId) ?? 0) + l.quantity);
    for (const f of freeLines) units.set(f.pack.packageId, (units.get(f.pack.packageId) ?? 0) + f.of.free!.quantity);
    const warehouseId = await chooseWarehouse([...units].map(([packageId, quantity]) => ({ packageId, quantity })), delivery?.pinCode ?? null);
    if (okLines.length > 0 && okLines.length === view.cartItems.length && warehouseId === null) problems.push(t('checkout.notInStockTogether'));
    const from = warehouseId ? await seller(warehouseId) : null;

    const revalidated = okLines.length ? await coupons.revalidate(user.id, couponCart) : null;
    const couponOk = revalidated && 'code' in revalidated ? revalidated : null;

    await wallet.expireDue(now(), user.id);
    const balancePaise = await wallet.balance(user.id);
    const intraState = !!from && !!delivery && from.stateId === delivery.stateId;
    const amounts = computeBilling({
      lines: [
        ...okLines.map((l) => ({
          pricePaise: l.price,
          quantity: l.quantity,
          gstRateBp: detail.get(l.productId)!.gstRateBp,
          couponEligible: couponOk ? lineInScope(couponOk, couponCart.lines.find((c) => c.packageId === l.packageId)!) : false,
          noNirogMoney: l.noNirogMoney,
        })),
        // Free units: value 0, so no coupon share, no nirog money and no tax (GST is on what is actually charged).
        ...freeLines.map((f) => ({ pricePaise: 0, quantity: f.of.free!.quantity, gstRateBp: f.d.gstRateBp, couponEligible: false, noNirogMoney: true })),
      ],
      couponDiscountPaise: couponOk?.discountPaise ?? 0,
      intraState,
      userType: user.userType,
      walletBalancePaise: balancePaise,
      useNirogMoney: session?.useNirogMoney === 1,
    });

    const lines: BillingLine[] = okLines.map((l, i) => ({
      packageId: l.packageId,
      productId: l.productId,
      slug: l.slug,
      name: l.name,
      brand: l.brand,
      label: l.label,
      hsnCode: detail.get(l.productId)!.hsnCode,
      gstRateBp: detail.get(l.productId)!.gstRateBp,
      quantity: l.quantity,
      mrpPaise: l.mrp,
      pricePaise: l.price,
      ...amounts.lines[i],
      noNirogMoney: l.noNirogMoney,
      prescriptionRequired: l.prescriptionRequired,
      picture: l.picture,
      listPricePaise: l.listPrice,
      scheme: l.scheme,
      freeOfPackageId: null,
    }));
    for (const [j, f] of freeLines.entries()) {
      lines.push({
        packageId: f.pack.packageId,
        productId: f.pack.productId,
        slug: f.pack.slug,
        name: f.of.free!.name,
        brand: f.pack.brand,
        label: f.of.free!.label,
        hsnCode: f.d.hsnCode,
        gstRateBp: f.d.gstRateBp,
        quantity: f.of.free!.quantity,
        mrpPaise: f.pack.mrpPaise,
        pricePaise: 0,
        ...amounts.lines[okLines.length + j],
        noNirogMoney: true,
        prescriptionRequired: f.pack.prescriptionRequired,
        picture: freePictures.get(f.pack.productId) ?? null,
        listPricePaise: f.of.free!.unitValue,
        scheme: f.of.scheme,
        freeOfPackageId: f.of.packageId,
      });
    }
    // The MRP of free units counts in the MRP total, so "discount" shows what the scheme saves too.
    const mrpTotalPaise = lines.reduce((s, l) => s + l.mrpPaise * l.quantity, 0);

    const credit = await creditOf(user.id);
    const postpaidEligible = trade && credit.limitPaise > 0;
    const pin = delivery?.pinCode ?? '';
    const paymentMethods: Billing['paymentMethods'] = [
      { code: PAYMENT_METHOD_COD, available: !!service?.codAvailable, reason: service?.codAvailable ? null : t('checkout.codUnavailable', { pincode: pin }) },
      deps.onlinePayments === false
        ? { code: PAYMENT_METHOD_PREPAID, available: false, reason: t('payment.unavailable') }
        : { code: PAYMENT_METHOD_PREPAID, available: amounts.totalPaise > 0, reason: amounts.totalPaise > 0 ? null : t('checkout.nothingToPayOnline') },
      {
        code: PAYMENT_METHOD_POSTPAID,
        available: postpaidEligible && credit.availablePaise >= amounts.totalPaise,
        // Decision 043: say what is needed to use it, not only that it is off.
        reason: !trade
          ? t('trade.postpaid.notVerified')
          : credit.limitPaise <= 0
            ? t('trade.postpaid.noLimit')
            : credit.availablePaise < amounts.totalPaise
              ? `${t('checkout.postpaidNoCredit', { available: formatRupees(credit.availablePaise) })} ${t('trade.postpaid.payDues')}`
              : null,
        help: !trade ? 'verify' : credit.limitPaise <= 0 ? 'creditLimit' : credit.availablePaise < amounts.totalPaise ? 'payDues' : null,
      },
    ];

    const codAbove = deps.codConfirmation ? (await readCodSetting(db, deps.codConfirmation.abovePaise)).abovePaise : null;
    const billing: Billing = {
      lines,
      mrpTotalPaise,
      itemsTotalPaise: amounts.itemsTotalPaise,
      discountPaise: mrpTotalPaise - amounts.itemsTotalPaise,
      coupon: couponOk ? { code: couponOk.code, discountPaise: amounts.couponDiscountPaise } : null,
      couponProblem: revalidated && 'problem' in revalidated ? revalidated.problem : null,
      nirogMoney: {
        balancePaise,
        limitPaise: amounts.nirogMoneyLimitPaise,
        applied: session?.useNirogMoney === 1,
        appliedPaise: amounts.nirogMoneyPaise,
        note: view.nirogMoneyNote,
      },
      deliveryChargePaise: amounts.deliveryChargePaise,
      gst: {
        kind: intraState ? 'intra' : 'inter',
        taxablePaise: amounts.taxablePaise,
        cgstPaise: amounts.cgstPaise,
        sgstPaise: amounts.sgstPaise,
        igstPaise: amounts.igstPaise,
        totalPaise: amounts.cgstPaise + amounts.sgstPaise + amounts.igstPaise,
      },
      totalPaise: amounts.totalPaise,
      seller: from ? { warehouseId: from.warehouseId, name: from.name, stateName: from.stateName, gstin: from.gstin } : null,
      deliveryAddressId: delivery?.id ?? null,
      billingAddressId: billingAddress?.id ?? null,
      paymentMethods,
      prescription: prescription.view,
      codOtpAbovePaise: codAbove,
      codOtpRequired: codAbove !== null && amounts.totalPaise > codAbove,
      problems,
    };
    const schemeIds = [...new Set(lines.flatMap((l) => (l.scheme ? [l.scheme.id] : [])))];
    const schemeRules = deps.schemes ? await deps.schemes.rules(schemeIds) : new Map<number, SchemeRule>();
    return { billing, delivery, billingAddress, redemptionId: couponOk?.redemptionId ?? null, couponCart, userType: user.userType, rx: prescription.view.attached, schemeRules };
  }

  /** The billing of the checkout; for drop shipping (order type 5) to the given customer address. */
  async function billingFor(user: UserRow, dropShipTo?: number) {
    return (await loadCheckout(user, dropShipTo ? { dropShip: true, deliveryAddressId: dropShipTo } : {})).billing;
  }

  async function updateCheckout(user: UserRow, patch: { deliveryAddressId?: number; billingAddressId?: number; useNirogMoney?: boolean }) {
    const book = await addressBook(user.id);
    if (patch.deliveryAddressId !== undefined && !book.some((a) => a.id === patch.deliveryAddressId)) throw AppError.field('deliveryAddressId', t('checkout.addressNotFound'));
    if (patch.billingAddressId !== undefined && !book.some((a) => a.id === patch.billingAddressId)) throw AppError.field('billingAddressId', t('checkout.addressNotFound'));
    const set = {
      ...(patch.deliveryAddressId !== undefined ? { deliveryAddressId: patch.deliveryAddressId } : {}),
      ...(patch.billingAddressId !== undefined ? { billingAddressId: patch.billingAddressId } : {}),
      ...(patch.useNirogMoney !== undefined ? { useNirogMoney: patch.useNirogMoney ? 1 : 0 } : {}),
      updatedAt: now(),
    };
    await db.insert(checkoutSessions).values({ userId: user.id, ...set }).onConflictDoUpdate({ target: checkoutSessions.userId, set });
    return billingFor(user);
  }

  /** Attaches a prescription to the checkout (one of the buyer's own consultation prescriptions or uploaded files), or detaches it. */
  async function attachPrescription(user: UserRow, choice: { prescriptionId?: number; uploadId?: string } | null) {
    const picked = choice ? await rx.checkChoice(user.id, choice) : { prescriptionId: null, uploadId: null };
    const set = { rxPrescriptionId: picked.prescriptionId, rxUploadId: picked.uploadId, updatedAt: now() };
    await db.insert(checkoutSessions).values({ userId: user.id, ...set }).onConflictDoUpdate({ target: checkoutSessions.userId, set });
    return billingFor(user);
  }

  async function applyCoupon(user: UserRow, code: string) {
    const { couponCart } = await loadCheckout(user);
    if (couponCart.lines.length === 0) throw new AppError('business_rule', t('checkout.cartEmpty'));
    await coupons.reserve(user.id, code, couponCart);
    return billingFor(user);
  }

  /**
   * Sends the code that confirms a cash-on-delivery order above the set amount to the buyer's own mobile (decision
   * 056). The OTP service limits how often; a checkout that does not need one is told so and nothing is sent.
   */
  async function sendCodOtp(user: UserRow, ip: string) {
    if (!deps.codConfirmation) throw AppError.of('business_rule', 'cod.otpNotNeeded');
    const billing = await billingFor(user);
    if (!billing.codOtpRequired) throw AppError.of('business_rule', 'cod.otpNotNeeded');
    const sent = await deps.codConfirmation.otp.send({ mobile: user.mobileNumber, purpose: 'cod', ip, userId: user.id });
    return { ...sent, mobile: `******${user.mobileNumber.slice(-4)}` };
  }

  /** Leaving the payment page: the coupon and nirog money are no longer applied. Safe to repeat. */
  async function releaseCheckout(userId: number) {
    const coupon = await coupons.release(userId);
    const cleared = await db
      .update(checkoutSessions)
      .set({ useNirogMoney: 0, updatedAt: now() })
      .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.useNirogMoney, 1)))
      .returning({ userId: checkoutSessions.userId });
    return { coupon: coupon.released, nirogMoney: cleared.length > 0 };
  }

  const hashOf = (input: PlaceOrderInput) =>
    crypto
      .createHash('sha256')
      .update(JSON.stringify([input.paymentMethod, input.deliveryAddressId, input.billingAddressId, input.expectedTotalPaise, input.orderType ?? ORDER_TYPE_MEDICINE]))
      .digest('hex');

  async function byKey(q: DbOrTx, userId: number, key: string) {
    const [row] = await q.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return row ?? null;
  }

  function sameRequest(existing: OrderRow, hash: string) {
    if (existing.requestHash !== hash) throw AppError.of('conflict', 'checkout.keyReused');
    return existing;
  }

  /** The next order number of the month in India, e.g. NA2611-000123 (one series for every order type). */
  async function newOrderNumber(tx: Tx, at: Date): Promise<string> {
    const parts = new Intl.DateTimeFormat('en-IN', { year: '2-digit', month: '2-digit', timeZone: 'Asia/Kolkata' }).formatToParts(at);
    const period = `${parts.find((p) => p.type === 'year')!.value}${parts.find((p) => p.type === 'month')!.value}`;
    const n = await nextSerial(tx, 'order', period);
    return `NA${period}-${String(n).padStart(6, '0')}`;
  }

  /**
   * Removes the priced lines from the user's cart, proving each was still there in the priced quantity; otherwise the
   * cart changed after it was priced (another order took it, or a tab changed it) and the transaction is refused:
   * an empty cart as a sequential second order would find it, anything else as a changed cart.
   */
  async function takeCartLines(tx: Tx, userId: number, lines: Array<{ packageId: number; quantity: number }>) {
    const [own] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
    const removed = own
      ? await tx
          .delete(cartItems)
          .where(and(eq(cartItems.cartId, own.id), or(...lines.map((l) => and(eq(cartItems.packageId, l.packageId), eq(cartItems.quantity, l.quantity))))))
          .returning({ packageId: cartItems.packageId })
      : [];
    if (removed.length === lines.length) return;
    const [left] = own ? await tx.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.cartId, own.id)) : [{ n: 0 }];
    if (removed.length === 0 && Number(left?.n ?? 0) === 0) throw new AppError('business_rule', t('checkout.cartEmpty'));
    throw AppError.of('conflict', 'checkout.cartChanged');
  }

  /** The unguessable id of the public tracking link. */
  const newHashedId = () => crypto.randomBytes(16).toString('base64url');

  /**
   * Places the order for the user's checkout. Returns the order and whether this call created it (a retry with the
   * same key and body returns the first order; with a different body it is refused).
   */
  async function placeOrder(user: UserRow, key: string, input: PlaceOrderInput): Promise<{ orderId: number; created: boolean }> {
    if (!IDEMPOTENCY_KEY.test(key)) throw AppError.field('Idempotency-Key', t('checkout.idempotencyKey'));
    const hash = hashOf(input);
    const first = await byKey(db, user.id, key);
    if (first) return { orderId: sameRequest(first, hash).id, created: false };

    const buyer = await requireMayOrder(db, user);

    const dropShip = input.orderType === ORDER_TYPE_DROP_SHIPPING;
    if (dropShip && !seesTradePrices(buyer.userType, buyer.verificationStatus)) throw AppError.of('forbidden', 'order.dropShipTradeOnly');
    const c = await loadCheckout(user, { deliveryAddressId: input.deliveryAddressId, billingAddressId: input.billingAddressId, dropShip });
    const { billing } = c;
    const refusal =
      billing.problems.length > 0
        ? new AppError('business_rule', billing.problems[0]!)
        : !billing.paymentMethods.find((m) => m.code === input.paymentMethod)!.available
          ? AppError.field('paymentMethod', billing.paymentMethods.find((m) => m.code === input.paymentMethod)!.reason ?? t('error.validation'))
          : billing.totalPaise !== input.expectedTotalPaise
            ? AppError.of('conflict', 'checkout.totalChanged', { total: formatRupees(billing.totalPaise) })
            : null;
    if (refusal) {
      // A retry of a request that has just placed its order finds the cart emptied by it: it gets that order.
      const placed = await byKey(db, user.id, key);
      if (placed) return { orderId: sameRequest(placed, hash).id, created: false };
      throw refusal;
    }
    // Cash on delivery above the set amount: the code sent to the buyer's mobile, checked and used up before anything
    // is written (a wrong, expired or used code places nothing).
    if (input.paymentMethod === PAYMENT_METHOD_COD && billing.codOtpRequired && deps.codConfirmation) {
      const amount = formatRupees(billing.codOtpAbovePaise ?? 0);
      if (!input.otp) throw AppError.field('otp', t('cod.otpRequired', { amount }));
      await deps.codConfirmation.otp.verify({ mobile: user.mobileNumber, purpose: 'cod', code: input.otp });
    }
    const delivery = c.delivery!;
    const billTo = c.billingAddress!;
    const warehouseId = billing.seller!.warehouseId;
    const at = now();

    try {
      return await db.transaction(async (tx) => {
        // One checkout per user at a time: a retry waits here and then finds the first order by its key.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`checkout:${user.id}`}))`);
        const again = await byKey(tx, user.id, key);
        if (again) return { orderId: sameRequest(again, hash).id, created: false };
        // The ordered packs leave the cart first, and must all still be there in the quantities priced: one cart makes
        // one order, however many tabs or taps (with different keys) were pricing it at the same time.
        await takeCartLines(tx, user.id, billing.lines.filter((l) => l.freeOfPackageId === null));

        const orderNumber = await newOrderNumber(tx, at);
        const prepaid = input.paymentMethod === PAYMENT_METHOD_PREPAID;
        const postpaid = input.paymentMethod === PAYMENT_METHOD_POSTPAID;
        const status: OrderStatus = prepaid ? 'pending_payment' : 'placed';
        const paymentStatus: PaymentStatus = prepaid ? 'pending' : postpaid ? 'due' : 'unpaid';
        const payBy = prepaid ? new Date(at.getTime() + PAYMENT_WINDOW_MINUTES * 60_000) : postpaid ? new Date(at.getTime() + POSTPAID_DUE_DAYS * 86_400_000) : null;
        const [order] = await tx
          .insert(orders)
          .values({
            orderNumber,
            hashedId: newHashedId(),
            userId: user.id,
            orderType: dropShip ? ORDER_TYPE_DROP_SHIPPING : ORDER_TYPE_MEDICINE,
            status,
            paymentMethod: input.paymentMethod,
            paymentStatus,
            idempotencyKey: key,
            requestHash: hash,
            warehouseId,
            deliveryAddress: snapshot(delivery),
            billingAddress: snapshot(billTo),
            mrpTotalPaise: billing.mrpTotalPaise,
            itemsTotalPaise: billing.itemsTotalPaise,
            couponCode: billing.coupon?.code ?? null,
            couponRedemptionId: billing.coupon ? c.redemptionId : null,
            couponDiscountPaise: billing.coupon?.discountPaise ?? 0,
            nirogMoneyPaise: billing.nirogMoney.appliedPaise,
            deliveryChargePaise: billing.deliveryChargePaise,
            taxablePaise: billing.gst.taxablePaise,
            cgstPaise: billing.gst.cgstPaise,
            sgstPaise: billing.gst.sgstPaise,
            igstPaise: billing.gst.igstPaise,
            totalPaise: billing.totalPaise,
            payBy,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        const itemOf = (l: BillingLine) => ({
            orderId: order.id,
            packageId: l.packageId,
            productId: l.productId,
            name: l.name.slice(0, 200),
            brand: l.brand.slice(0, 120),
            label: l.label.slice(0, 80),
            hsnCode: l.hsnCode,
            gstRateBp: l.gstRateBp,
            quantity: l.quantity,
            mrpPaise: l.mrpPaise,
            pricePaise: l.pricePaise,
            lineTotalPaise: l.lineTotalPaise,
            couponSharePaise: l.couponSharePaise,
            taxablePaise: l.taxablePaise,
            cgstPaise: l.cgstPaise,
            sgstPaise: l.sgstPaise,
            igstPaise: l.igstPaise,
            schemeId: l.scheme?.id ?? null,
            schemeText: l.scheme?.text.slice(0, 160) ?? null,
            schemeRule: l.scheme ? (c.schemeRules.get(l.scheme.id) ?? null) : null,
            listPricePaise: l.scheme ? l.listPricePaise : null,
          });
        // Paid lines first; a free line names the paid line whose units earned it (decision 056).
        const paid = await tx
          .insert(orderItems)
          .values(billing.lines.filter((l) => l.freeOfPackageId === null).map(itemOf))
          .returning({ id: orderItems.id, packageId: orderItems.packageId });
        const free = billing.lines.filter((l) => l.freeOfPackageId !== null);
        if (free.length) await tx.insert(orderItems).values(free.map((l) => ({ ...itemOf(l), freeOfItemId: paid.find((p) => p.packageId === l.freeOfPackageId)!.id })));

        // Stock: one conditional update per pack (paid and free units together), in package order (so two checkouts
        // never wait on each other in a circle). A pack that is no longer in stock rolls the whole order back.
        const taking = new Map<number, { packageId: number; quantity: number; name: string }>();
        for (const l of billing.lines) {
          const had = taking.get(l.packageId);
          taking.set(l.packageId, { packageId: l.packageId, quantity: (had?.quantity ?? 0) + l.quantity, name: had?.name ?? l.name });
        }
        for (const l of [...taking.values()].sort((a, b) => a.packageId - b.packageId)) {
          const [taken] = await tx
            .update(inventory)
            .set({ quantity: sql`${inventory.quantity} - ${l.quantity}`, updatedAt: at })
            .where(and(eq(inventory.packageId, l.packageId), eq(inventory.warehouseId, warehouseId), sql`${inventory.quantity} >= ${l.quantity}`))
            .returning({ left: inventory.quantity });
          if (!taken) {
            const [s] = await tx.select({ q: inventory.quantity }).from(inventory).where(and(eq(inventory.packageId, l.packageId), eq(inventory.warehouseId, warehouseId)));
            throw new AppError('conflict', t('checkout.stockGone', { name: l.name, count: s?.q ?? 0 }));
          }
          // The stock movement log (decision 035) says where the units went, in this transaction.
          await tx.insert(stockMovements).values({
            at,
            packageId: l.packageId,
            warehouseId,
            before: taken.left + l.quantity,
            after: taken.left,
            delta: -l.quantity,
            reason: t('stock.orderPlaced', { orderNumber: order.orderNumber }),
            source: 'order',
            actorId: user.id,
          });
        }

        if (billing.nirogMoney.appliedPaise > 0) {
          await wallet.debitWithin(tx, user.id, billing.nirogMoney.appliedPaise, {
            kind: 'order_spend',
            description: t('order.walletSpend', { orderNumber: order.orderNumber }),
            reference: `order:${order.id}`,
            idempotencyKey: `order-spend:${order.id}`,
          });
        }
        if (billing.coupon && c.redemptionId) await coupons.redeem(c.redemptionId, order.id, tx, billing.coupon.discountPaise);
        if (postpaid) {
          const [held] = await tx
            .update(creditAccounts)
            .set({ usedPaise: sql`${creditAccounts.usedPaise} + ${order.totalPaise}`, updatedAt: at })
            .where(and(eq(creditAccounts.userId, user.id), sql`${creditAccounts.usedPaise} + ${order.totalPaise} <= ${creditAccounts.limitPaise}`))
            .returning({ used: creditAccounts.usedPaise });
          if (!held) throw AppError.field('paymentMethod', t('checkout.postpaidNoCredit', { available: formatRupees((await creditOf(user.id)).availablePaise) }));
        }

        if (billing.prescription.required && c.rx) await rx.recordIn(tx, order.id, c.rx, at);

        const amount = formatRupees(order.totalPaise);
        await tx.insert(orderEvents).values({
          orderId: order.id,
          event: status,
          note: prepaid ? null : postpaid ? t('order.eventNote.postpaid', { amount, date: payBy!.toISOString().slice(0, 10) }) : t('order.eventNote.cod', { amount }),
          actorId: user.id,
          createdAt: at,
        });
        // The checkout's choices are done with.
        await tx.delete(checkoutSessions).where(eq(checkoutSessions.userId, user.id));
        return { orderId: order.id, created: true };
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        const row = await byKey(db, user.id, key);
        if (row) return { orderId: sameRequest(row, hash).id, created: false };
      }
      throw err;
    }
  }

  /**
   * Gives back what an order holds — stock, nirog money, the coupon use, postpaid credit — exactly once (released_at
   * is set by a conditional update; a second call finds it set and does nothing). Runs in the caller's transaction
   * when given one.
   */
  async function releaseHold(orderId: number, tx?: Tx): Promise<boolean> {
    const run = async (q: Tx) => {
      const [order] = await q
        .update(orders)
        .set({ releasedAt: now(), updatedAt: now() })
        .where(and(eq(orders.id, orderId), isNull(orders.releasedAt)))
        .returning();
      if (!order) return false;
      const items = await q.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.packageId));
      if (order.warehouseId) {
        const backFromZero: number[] = [];
        for (const it of items) {
          const back = it.quantity - it.returnedQuantity;
          if (back <= 0) continue;
          const [row] = await q
            .insert(inventory)
            .values({ packageId: it.packageId, warehouseId: order.warehouseId, quantity: back })
            .onConflictDoUpdate({ target: [inventory.packageId, inventory.warehouseId], set: { quantity: sql`${inventory.quantity} + ${back}`, updatedAt: now() } })
            .returning({ quantity: inventory.quantity });
          await q.insert(stockMovements).values({
            at: now(),
            packageId: it.packageId,
            warehouseId: order.warehouseId,
            before: row.quantity - back,
            after: row.quantity,
            delta: back,
            reason: t('stock.orderReleased', { orderNumber: order.orderNumber }),
            source: 'order',
            actorId: null,
          });
          backFromZero.push(it.packageId);
        }
        // A pack whose every warehouse was empty before this release is back: its "notify me" requests go out (issue 18).
        if (backFromZero.length && deps.jobs) {
          const totals = (await q.execute(sql`SELECT package_id, coalesce(sum(quantity), 0)::int AS n FROM inventory WHERE package_id IN (${sql.join(backFromZero.map((id) => sql`${id}`), sql`, `)}) GROUP BY package_id`)) as unknown as { rows: Array<{ package_id: number; n: number }> };
          const released = new Map(items.map((it) => [it.packageId, it.quantity - it.returnedQuantity]));
          const back = totals.rows.filter((r) => Number(r.n) === released.get(Number(r.package_id))).map((r) => Number(r.package_id));
          if (back.length) await deps.jobs.enqueue(BACK_IN_STOCK_JOB, { packageIds: back }, { key: `${BACK_IN_STOCK_JOB}:release:${order.id}` }, q);
        }
      }
      if (order.nirogMoneyPaise > 0) {
        await wallet.creditWithin(q, order.userId, order.nirogMoneyPaise, {
          kind: 'order_release',
          description: t('order.walletRelease', { orderNumber: order.orderNumber }),
          reference: `order:${order.id}`,
          idempotencyKey: `order-release:${order.id}`,
        });
      }
      await coupons.restoreForOrder(order.id, q);
      if (order.paymentMethod === PAYMENT_METHOD_POSTPAID && order.paymentStatus === 'due') {
        await q
          .update(creditAccounts)
          .set({ usedPaise: sql`greatest(${creditAccounts.usedPaise} - ${order.totalPaise}, 0)`, updatedAt: now() })
          .where(eq(creditAccounts.userId, order.userId));
      }
      return true;
    };
    return tx ? run(tx) : db.transaction(run);
  }

  /** Cancels online orders not paid within the payment window and releases what they hold. Safe to run anywhere, any time. */
  async function expireUnpaid(onlyUserId?: number) {
    const at = now();
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'pending_payment'), lt(orders.payBy, at), onlyUserId === undefined ? undefined : eq(orders.userId, onlyUserId)));
    const expired: number[] = [];
    for (const { id } of due) {
      const done = await db.transaction(async (tx) => {
        const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!o || o.status !== 'pending_payment' || o.paymentStatus === 'paid' || !o.payBy || o.payBy >= at) return false;
        const reason = t('order.expired', { minutes: PAYMENT_WINDOW_MINUTES });
        await tx.update(orders).set({ status: 'cancelled', cancelReason: reason, updatedAt: at }).where(eq(orders.id, id));
        await tx.insert(orderEvents).values({ orderId: id, event: 'cancelled', note: reason, createdAt: at });
        await releaseHold(id, tx);
        await cancelledIn(tx, o, { actorId: null, reason });
        return true;
      });
      if (done) expired.push(id);
    }
    return expired;
  }

  function canPayOnline(o: OrderRow) {
    if (o.paymentMethod === PAYMENT_METHOD_PREPAID) {
      return o.status === 'pending_payment' && !o.releasedAt && (o.paymentStatus === 'pending' || o.paymentStatus === 'failed') && !!o.payBy && o.payBy > now();
    }
    return o.paymentMethod === PAYMENT_METHOD_POSTPAID && o.paymentStatus === 'due' && o.status !== 'cancelled';
  }

  /** The buyer's orders: by payment method (0 = all), state, and the days placed (from/to, India dates, inclusive). */
  async function list(userId: number, q: { paymentMethod: number; status?: OrderStatus; from?: string; to?: string; skip: number; limit: number }) {
    await expireUnpaid(userId);
    const where = and(
      eq(orders.userId, userId),
      // Consultation fees are shown with the appointments (My appointments), course fees with the courses.
      notInArray(orders.orderType, [...SERVICE_ORDER_TYPES]),
      q.paymentMethod ? eq(orders.paymentMethod, q.paymentMethod) : undefined,
      q.status ? eq(orders.status, q.status) : undefined,
      q.from ? sql`${orders.createdAt} >= (${q.from}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'` : undefined,
      q.to ? sql`${orders.createdAt} < (${q.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'` : undefined,
    );
    const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).offset(q.skip).limit(q.limit);
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
    const ids = rows.map((r) => r.id);
    const items = ids.length
      ? await db
          .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity, id: orderItems.id, productId: orderItems.productId })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.id))
      : [];
    const firstOf = new Map<number, (typeof items)[number]>();
    for (const i of items) if (!firstOf.has(i.orderId)) firstOf.set(i.orderId, i);
    const pictures = await picturesOf(db, [...new Set([...firstOf.values()].map((i) => i.productId))]);
    const summaries: OrderSummary[] = rows.map((o) => {
      const mine = items.filter((i) => i.orderId === o.id);
      const first = firstOf.get(o.id);
      return {
        ...summaryOf(o),
        itemCount: mine.reduce((s, i) => s + i.quantity, 0),
        firstItemName: first?.name ?? '',
        firstItemPicture: first ? (pictures.get(first.productId) ?? null) : null,
      };
    });
    return { items: summaries, total: Number(c.n) };
  }

  function summaryOf(o: OrderRow): Omit<OrderSummary, 'itemCount' | 'firstItemName' | 'firstItemPicture'> {
    return {
      id: o.id,
      orderNumber: o.orderNumber,
      hashedId: o.hashedId,
      orderType: o.orderType,
      status: o.status as OrderStatus,
      paymentMethod: o.paymentMethod,
      paymentStatus: o.paymentStatus as PaymentStatus,
      totalPaise: o.totalPaise,
      createdAt: o.createdAt.toISOString(),
    };
  }

  /** One order with its lines and timeline, for its buyer (or an operator); anyone else gets 404. */
  async function detail(viewer: UserRow, orderId: number) {
    const [first] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!first || (first.userId !== viewer.id && viewer.role !== 'operator')) throw AppError.of('not_found', 'error.notFound');
    if (first.status === 'pending_payment') await expireUnpaid(first.userId);
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    const pictures = await picturesOf(db, items.map((i) => i.productId));
    const events = await db
      .select({ event: orderEvents.event, note: orderEvents.note, createdAt: orderEvents.createdAt, actorId: orderEvents.actorId, actorName: users.fullName })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id));
    const operatorView = viewer.role === 'operator';
    const from = o.warehouseId ? await seller(o.warehouseId) : null;
    return {
      ...summaryOf(o),
      itemCount: items.reduce((s, i) => s + i.quantity, 0),
      firstItemName: items[0]?.name ?? '',
      firstItemPicture: items[0] ? (pictures.get(items[0].productId) ?? null) : null,
      items: items.map((i) => ({
        id: i.id,
        packageId: i.packageId,
        productId: i.productId,
        name: i.name,
        brand: i.brand,
        label: i.label,
        hsnCode: i.hsnCode,
        gstRateBp: i.gstRateBp,
        quantity: i.quantity,
        returnedQuantity: i.returnedQuantity,
        mrpPaise: i.mrpPaise,
        pricePaise: i.pricePaise,
        lineTotalPaise: i.lineTotalPaise,
        couponSharePaise: i.couponSharePaise,
        taxablePaise: i.taxablePaise,
        cgstPaise: i.cgstPaise,
        sgstPaise: i.sgstPaise,
        igstPaise: i.igstPaise,
        picture: pictures.get(i.productId) ?? null,
        schemeText: i.schemeText,
        listPricePaise: i.listPricePaise,
        free: i.freeOfItemId !== null,
      })),
      deliveryAddress: o.deliveryAddress,
      billingAddress: o.billingAddress,
      amounts: {
        mrpTotalPaise: o.mrpTotalPaise,
        itemsTotalPaise: o.itemsTotalPaise,
        discountPaise: o.mrpTotalPaise - o.itemsTotalPaise,
        couponCode: o.couponCode,
        couponDiscountPaise: o.couponDiscountPaise,
        nirogMoneyPaise: o.nirogMoneyPaise,
        deliveryChargePaise: o.deliveryChargePaise,
        taxablePaise: o.taxablePaise,
        cgstPaise: o.cgstPaise,
        sgstPaise: o.sgstPaise,
        igstPaise: o.igstPaise,
        totalPaise: o.totalPaise,
      },
      seller: from ? { name: SELLER_LEGAL_NAME, warehouse: from.name, stateName: from.stateName, gstin: from.gstin } : null,
      payBy: o.payBy?.toISOString() ?? null,
      paidAt: o.paidAt?.toISOString() ?? null,
      cancelReason: o.cancelReason,
      // Operators see who made each change; the buyer sees what and when.
      events: events.map((e) => ({ event: e.event, note: e.note, createdAt: e.createdAt.toISOString(), ...(operatorView ? { actorId: e.actorId, actorName: e.actorName } : {}) })),
      prescription: await orderPrescriptionOf(db, o.id),
      canPayOnline: canPayOnline(o),
    };
  }

  // Postpaid credit and NEFT ------------------------------------------------------------------------------------

  async function setCreditLimit(operatorId: number, userId: number, limitPaise: number) {
    const current = await creditOf(userId);
    if (limitPaise < current.usedPaise) throw AppError.field('limitPaise', t('credit.belowUsed', { used: formatRupees(current.usedPaise) }));
    try {
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ limitPaise: creditAccounts.limitPaise }).from(creditAccounts).where(eq(creditAccounts.userId, userId)).for('update');
        await tx
          .insert(creditAccounts)
          .values({ userId, limitPaise, updatedBy: operatorId })
          .onConflictDoUpdate({ target: creditAccounts.userId, set: { limitPaise, updatedBy: operatorId, updatedAt: now() } });
        await recordAudit(tx, { actorId: operatorId, entity: 'credit', entityId: userId, action: before ? 'update' : 'create', before: before ?? null, after: { limitPaise } });
      });
    } catch (err) {
      if (pgError(err).code === '23503') throw AppError.of('not_found', 'error.notFound');
      if (pgError(err).code === '23514') throw AppError.field('limitPaise', t('credit.belowUsed', { used: formatRupees((await creditOf(userId)).usedPaise) }));
      throw err;
    }
    return creditOf(userId);
  }

  async function reportNeft(user: UserRow, orderId: number, body: { utr: string; amountPaise: number; paidOn: string }) {
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!o || o.userId !== user.id) throw AppError.of('not_found', 'error.notFound');
    if (o.paymentMethod !== PAYMENT_METHOD_POSTPAID || o.paymentStatus !== 'due' || o.status === 'cancelled') throw new AppError('business_rule', t('neft.notPostpaid'));
    if (body.amountPaise !== o.totalPaise) throw AppError.field('amountPaise', t('neft.amountMismatch', { amount: formatRupees(o.totalPaise) }));
    try {
      const [row] = await db.insert(neftPayments).values({ orderId, userId: user.id, utr: body.utr, amountPaise: body.amountPaise, paidOn: body.paidOn }).returning();
      await db.insert(orderEvents).values({ orderId, event: 'neft_reported', note: `UTR ${body.utr}`, actorId: user.id });
      return { id: row.id, status: row.status };
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.field('utr', t('neft.utrTaken'));
      throw err;
    }
  }

  async function confirmNeft(operatorId: number, neftId: number) {
    return db.transaction(async (tx) => {
      const [n] = await tx
        .update(neftPayments)
        .set({ status: 'confirmed', reviewedBy: operatorId, reviewedAt: now() })
        .where(and(eq(neftPayments.id, neftId), eq(neftPayments.status, 'reported')))
        .returning();
      if (!n) throw new AppError('business_rule', t('neft.notReported'));
      const [o] = await tx.select().from(orders).where(eq(orders.id, n.orderId)).for('update');
      if (o.paymentStatus !== 'due') throw new AppError('business_rule', t('neft.notPostpaid'));
      await tx.update(orders).set({ paymentStatus: 'paid', paidAt: now(), updatedAt: now() }).where(eq(orders.id, o.id));
      await tx
        .update(creditAccounts)
        .set({ usedPaise: sql`greatest(${creditAccounts.usedPaise} - ${o.totalPaise}, 0)`, updatedAt: now() })
        .where(eq(creditAccounts.userId, o.userId));
      await tx.insert(orderEvents).values({ orderId: o.id, event: 'payment_received', note: `NEFT UTR ${n.utr}`, actorId: operatorId });
      await recordAudit(tx, { actorId: operatorId, entity: 'payment', entityId: `neft:${n.id}`, action: 'neft_confirmed', before: { status: 'reported', orderPayment: o.paymentStatus }, after: { status: 'confirmed', orderPayment: 'paid', orderId: o.id, utr: n.utr } });
      return { orderId: o.id, status: 'confirmed' as const };
    });
  }

  /** Reported NEFT transfers waiting for an operator: q finds an order number or UTR; a page of them and the count. */
  async function pendingNeft(query: NeftListQuery) {
    const where = and(eq(neftPayments.status, 'reported'), searchOf(query.q, [orders.orderNumber, neftPayments.utr]));
    const [items, [counted]] = await Promise.all([
      db
        .select({ id: neftPayments.id, orderId: neftPayments.orderId, orderNumber: orders.orderNumber, utr: neftPayments.utr, amountPaise: neftPayments.amountPaise, paidOn: neftPayments.paidOn, createdAt: neftPayments.createdAt })
        .from(neftPayments)
        .innerJoin(orders, eq(orders.id, neftPayments.orderId))
        .where(where)
        .orderBy(...orderOf(query.sort, query.dir, { reported: neftPayments.createdAt, amount: neftPayments.amountPaise }, neftPayments.id))
        .offset(query.skip)
        .limit(query.limit),
      db.select({ n: sql<number>`count(*)::int` }).from(neftPayments).innerJoin(orders, eq(orders.id, neftPayments.orderId)).where(where),
    ]);
    return { items, total: Number(counted?.n ?? 0) };
  }

  // Orders for services (appointments) and the owning module's hooks -------------------------------------------

  const typeHooks = new Map<number, OrderTypeHooks>();

  /** The owning module of an order type registers what happens when such an order is paid or cancelled. */
  function registerTypeHooks(orderType: number, hooks: OrderTypeHooks) {
    typeHooks.set(orderType, hooks);
  }

  async function paidIn(tx: Tx, order: OrderRow) {
    await typeHooks.get(order.orderType)?.paidIn?.(tx, order);
  }

  async function cancelledIn(tx: Tx, order: OrderRow, why: { actorId: number | null; reason: string | null }) {
    await typeHooks.get(order.orderType)?.cancelledIn?.(tx, order, why);
  }

  async function afterPaid(orderId: number) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (order) await typeHooks.get(order.orderType)?.afterPaid?.(order);
  }

  async function returnPath(order: OrderRow): Promise<string | null> {
    return (await typeHooks.get(order.orderType)?.returnPath?.(order)) ?? null;
  }

  /**
   * Inside the caller's transaction: an appointment order of type 4 for the whole fee, to be paid online within the
   * payment window. Health care services are exempt from GST (SAC 9993), so the taxable value is the fee. No stock,
   * coupon or nirog money is held; nothing is delivered, so there is no address and no warehouse.
   */
  async function createServiceOrderIn(tx: Tx, input: ServiceOrderInput): Promise<OrderRow> {
    const at = now();
    const windowEnd = new Date(at.getTime() + PAYMENT_WINDOW_MINUTES * 60_000);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: await newOrderNumber(tx, at),
        hashedId: newHashedId(),
        userId: input.userId,
        orderType: input.orderType ?? ORDER_TYPE_APPOINTMENT,
        status: 'pending_payment',
        paymentMethod: PAYMENT_METHOD_PREPAID,
        paymentStatus: 'pending',
        idempotencyKey: input.key,
        requestHash: crypto.createHash('sha256').update(input.key).digest('hex'),
        warehouseId: null,
        deliveryAddress: null,
        billingAddress: null,
        mrpTotalPaise: input.amountPaise,
        itemsTotalPaise: input.amountPaise,
        taxablePaise: input.amountPaise,
        totalPaise: input.amountPaise,
        payBy: input.payBy < windowEnd ? input.payBy : windowEnd,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx.insert(orderEvents).values({ orderId: order.id, event: 'pending_payment', note: input.note.slice(0, 300), actorId: input.userId, createdAt: at });
    return order;
  }

  /**
   * An order arranged by someone else for this buyer at prices fixed beforehand (Nirog Partner, decision 070): a
   * medicine order (type 3) of the given lines and prices, delivered to (and billed at) the given address snapshot,
   * paid by cash on delivery or online. It takes the stock as placeOrder does; no cart, coupon or nirog money is
   * involved. `within` runs inside the same transaction after the order and its lines are written (the caller marks
   * its link used there); if it throws, nothing is placed. The order then follows the usual pipeline.
   */
  async function placeArranged(
    user: Pick<UserRow, 'id' | 'userType'>,
    input: {
      key: string;
      paymentMethod: 1 | 2;
      lines: Array<{ packageId: number; quantity: number; pricePaise: number }>;
      address: AddressSnapshot;
      note: string;
    },
    within: (tx: Tx, order: OrderRow, items: Array<{ id: number; packageId: number }>) => Promise<void>,
  ): Promise<OrderRow> {
    if (input.paymentMethod === PAYMENT_METHOD_PREPAID && deps.onlinePayments === false) throw AppError.field('paymentMethod', t('payment.unavailable'));
    const packs = await db
      .select({ packageId: packages.id, productId: packages.productId, label: packages.label, mrpPaise: packages.mrpPaise, name: products.name, brand: brands.name, hsnCode: products.hsnCode, gstRateBp: products.gstRateBp })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(packages.id, input.lines.map((l) => l.packageId)));
    const pack = new Map(packs.map((p) => [p.packageId, p]));
    const service = await checkServiceability(db, input.address.pincode, 'b2c');
    if (!service?.serviceable) throw new AppError('business_rule', t('checkout.notServiceable', { pincode: input.address.pincode }));
    if (input.paymentMethod === PAYMENT_METHOD_COD && !service.codAvailable) throw AppError.field('paymentMethod', t('checkout.codUnavailable', { pincode: input.address.pincode }));
    const warehouseId = await chooseWarehouse(input.lines, input.address.pincode);
    if (warehouseId === null) throw new AppError('conflict', t('checkout.notInStockTogether'));
    const from = (await seller(warehouseId))!;
    const amounts = computeBilling({
      lines: input.lines.map((l) => ({ pricePaise: l.pricePaise, quantity: l.quantity, gstRateBp: pack.get(l.packageId)!.gstRateBp, couponEligible: false, noNirogMoney: true })),
      couponDiscountPaise: 0,
      intraState: from.stateId === input.address.stateId,
      userType: user.userType,
      walletBalancePaise: 0,
      useNirogMoney: false,
    });
    const at = now();
    const prepaid = input.paymentMethod === PAYMENT_METHOD_PREPAID;
    return db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: await newOrderNumber(tx, at),
          hashedId: newHashedId(),
          userId: user.id,
          orderType: ORDER_TYPE_MEDICINE,
          status: prepaid ? 'pending_payment' : 'placed',
          paymentMethod: input.paymentMethod,
          paymentStatus: prepaid ? 'pending' : 'unpaid',
          idempotencyKey: input.key,
          requestHash: crypto.createHash('sha256').update(input.key).digest('hex'),
          warehouseId,
          deliveryAddress: input.address,
          billingAddress: input.address,
          mrpTotalPaise: input.lines.reduce((s, l) => s + pack.get(l.packageId)!.mrpPaise * l.quantity, 0),
          itemsTotalPaise: amounts.itemsTotalPaise,
          deliveryChargePaise: amounts.deliveryChargePaise,
          taxablePaise: amounts.taxablePaise,
          cgstPaise: amounts.cgstPaise,
          sgstPaise: amounts.sgstPaise,
          igstPaise: amounts.igstPaise,
          totalPaise: amounts.totalPaise,
          payBy: prepaid ? new Date(at.getTime() + PAYMENT_WINDOW_MINUTES * 60_000) : null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      const items = await tx
        .insert(orderItems)
        .values(
          input.lines.map((l, i) => {
            const p = pack.get(l.packageId)!;
            const a = amounts.lines[i]!;
            return {
              orderId: order.id,
              packageId: l.packageId,
              productId: p.productId,
              name: p.name.slice(0, 200),
              brand: p.brand.slice(0, 120),
              label: p.label.slice(0, 80),
              hsnCode: p.hsnCode,
              gstRateBp: p.gstRateBp,
              quantity: l.quantity,
              mrpPaise: p.mrpPaise,
              pricePaise: l.pricePaise,
              lineTotalPaise: a.lineTotalPaise,
              couponSharePaise: 0,
              taxablePaise: a.taxablePaise,
              cgstPaise: a.cgstPaise,
              sgstPaise: a.sgstPaise,
              igstPaise: a.igstPaise,
            };
          }),
        )
        .returning({ id: orderItems.id, packageId: orderItems.packageId });
      for (const l of [...input.lines].sort((a, b) => a.packageId - b.packageId)) {
        const [taken] = await tx
          .update(inventory)
          .set({ quantity: sql`${inventory.quantity} - ${l.quantity}`, updatedAt: at })
          .where(and(eq(inventory.packageId, l.packageId), eq(inventory.warehouseId, warehouseId), sql`${inventory.quantity} >= ${l.quantity}`))
          .returning({ left: inventory.quantity });
        const name = pack.get(l.packageId)!.name;
        if (!taken) {
          const [left] = await tx.select({ q: inventory.quantity }).from(inventory).where(and(eq(inventory.packageId, l.packageId), eq(inventory.warehouseId, warehouseId)));
          throw new AppError('conflict', t('checkout.stockGone', { name, count: left?.q ?? 0 }));
        }
        await tx.insert(stockMovements).values({ at, packageId: l.packageId, warehouseId, before: taken.left + l.quantity, after: taken.left, delta: -l.quantity, reason: t('stock.orderPlaced', { orderNumber: order.orderNumber }), source: 'order', actorId: user.id });
      }
      await tx.insert(orderEvents).values({ orderId: order.id, event: order.status, note: input.note.slice(0, 300), actorId: user.id, createdAt: at });
      await within(tx, order, items);
      return order;
    });
  }

  /** The cart as coupons see it (for listing coupons with whether each applies now). */
  async function couponCartFor(user: UserRow): Promise<CouponCart | undefined> {
    const { couponCart } = await loadCheckout(user);
    return couponCart.lines.length ? couponCart : undefined;
  }

  /** The back office's cash-on-delivery confirmation amount (finance operators; the server's amount until set). */
  const codDefaultPaise = () => deps.codConfirmation?.abovePaise ?? 0;

  return {
    codConfirmationSetting: () => readCodSetting(db, codDefaultPaise()),
    setCodConfirmation: (operatorId: number, abovePaise: number) => writeCodSetting(db, operatorId, abovePaise, codDefaultPaise()),
    billingFor,
    updateCheckout,
    attachPrescription,
    /** The care module hands in where consultation prescriptions come from (orders never reads care's tables). */
    usePrescriptionSource: (source: PrescriptionSource) => {
      prescriptionSource = source;
    },
    applyCoupon,
    releaseCheckout,
    sendCodOtp,
    placeOrder,
    releaseHold,
    expireUnpaid,
    registerTypeHooks,
    paidIn,
    afterPaid,
    cancelledIn,
    returnPath,
    createServiceOrderIn,
    placeArranged,
    list,
    detail,
    creditOf: async (user: UserRow) => {
      const buyer = await buyerOf(db, user);
      const c = await creditOf(user.id);
      return { ...c, eligible: seesTradePrices(buyer.userType, buyer.verificationStatus) && c.limitPaise > 0 };
    },
    /** Operators: a user's credit as it is now. */
    creditOfUser: (userId: number) => creditOf(userId),
    setCreditLimit,
    reportNeft,
    confirmNeft,
    pendingNeft,
    couponCartFor,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
