/**
 * GST tax invoices (issue 7, part 3). An order gets one invoice once it is placed (paid, for online orders) and
 * unless it was cancelled first. The number comes from a gap-free series per seller GSTIN and Indian financial
 * year, drawn in the same transaction that inserts the invoice row: a rolled-back attempt leaves no hole, and the
 * order row is locked so parallel requests (and a parallel cancel) see one outcome. The PDF is drawn on the first
 * download, kept through the storage provider, and every later download serves those stored bytes.
 *
 * An issued invoice stays downloadable whatever happens to the order later (a cancelled or returned supply is
 * corrected by a credit note, never by withdrawing the invoice: credit-notes.service.ts, which shares the number
 * series, the document layout and the kept PDF defined here).
 */
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_METHODS } from '@nirog/shared/codes/tables';
import { labelOf } from '@nirog/shared/codes/code-table';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { DELIVERY_GST_RATE_BP, DELIVERY_SAC, ORDER_TYPE_COURSE, PAYMENT_METHOD_COD, PAYMENT_METHOD_POSTPAID, type OrderStatus } from '@nirog/shared/orders';
import { makeGstin } from '@nirog/shared/schemas/gstin';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { inEnglish, inLocale } from '../../lib/locale-context.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { UserRow } from '../identity/users.service.ts';
import { findPincode } from '../location/location.service.ts';
import { warehouses } from '../location/location.tables.ts';
import { nextSerial } from '../orders/number-series.ts';
import { SELLER_LEGAL_NAME, SELLER_PAN, type OrderService } from '../orders/orders.service.ts';
import { learningCourses, learningEnrolments } from '../learning/learning.tables.ts';
import { invoices, orders, type AddressSnapshot } from '../orders/orders.tables.ts';
import { renderInvoicePdf, type InvoiceDocument, type InvoiceLine, type InvoiceParty } from './invoice-pdf.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
type OrderDetail = Awaited<ReturnType<OrderService['detail']>>;

/** Orders in these states have (or get) an invoice: placed and everything after it, except a cancellation. */
export const NOT_INVOICEABLE: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['pending_payment', 'cancelled']);

const TZ = 'Asia/Kolkata';

/**
 * A paid course (order type 6, decision 075) is an online training service supplied from the registered office:
 * SAC 999293 (commercial training and coaching) at 18 % GST, included in the course's price. The learner gives no
 * address, so the place of supply is the supplier's location (IGST Act s. 12(2)(b)(ii)): CGST + SGST.
 */
export const COURSE_SAC = '999293';
export const COURSE_GST_RATE_BP = 1800;
export const REGISTERED_OFFICE = { addressLines: ['3rd Floor, 14 Community Centre', 'Saket, New Delhi - 110017'], stateName: 'Delhi', stateCode: '07' } as const;

/** The tax inside a GST-inclusive price: taxable value and the two halves (CGST gets the smaller when odd). */
export function inclusiveTax(pricePaise: number, rateBp: number) {
  const taxablePaise = Math.round((pricePaise * 10_000) / (10_000 + rateBp));
  const tax = pricePaise - taxablePaise;
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/** The Indian financial year (April to March, India time) a moment falls in, e.g. '2026-27'. */
export function financialYearOf(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'numeric', timeZone: TZ }).formatToParts(at);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Invoice number: 'NA', the seller's GST state code, the financial year, the serial, e.g. NA07/2627/000001.
 * Rule 46(b) of the CGST Rules allows at most 16 characters, unique per financial year; each state's GSTIN is a
 * registration of its own and keeps its own consecutive series.
 */
export function formatInvoiceNumber(sellerStateCode: string, financialYear: string, serial: number): string {
  return formatSeriesNumber('NA', sellerStateCode, financialYear, serial);
}

/** A GST document number of a series: prefix ('NA' invoices, 'CN' credit notes), state code, year, serial. */
export function formatSeriesNumber(prefix: string, sellerStateCode: string, financialYear: string, serial: number): string {
  const number = `${prefix}${sellerStateCode}/${financialYear.slice(2, 4)}${financialYear.slice(5, 7)}/${String(serial).padStart(6, '0')}`;
  if (number.length > 16) throw new AppError('internal', `Series ${prefix}${sellerStateCode} is full for ${financialYear}.`);
  return number;
}

export { nextSerial } from '../orders/number-series.ts';

/** The GST state code of the warehouse an order is dispatched from (its seller GSTIN's state), or null. */
export async function sellerStateCodeIn(tx: DbOrTx, orderId: number): Promise<string | null> {
  const [w] = await tx.select({ pincode: warehouses.pincode }).from(orders).innerJoin(warehouses, eq(warehouses.id, orders.warehouseId)).where(eq(orders.id, orderId));
  const place = w ? await findPincode(tx, w.pincode) : null;
  return place?.state.stateCode ?? null;
}

/**
 * Inserts the order's invoice with the next number of its series. The caller holds the order row's lock, has found
 * no invoice for it and has checked that it may be invoiced.
 */
export async function issueInvoiceIn(tx: Tx, orderId: number, sellerStateCode: string, at: Date): Promise<InvoiceRow> {
  const financialYear = financialYearOf(at);
  const serial = await nextSerial(tx, `invoice-${sellerStateCode}`, financialYear);
  const [row] = await tx
    .insert(invoices)
    .values({ orderId, invoiceNumber: formatInvoiceNumber(sellerStateCode, financialYear, serial), financialYear, issuedAt: at })
    .returning();
  return row;
}

/** Invoice-NA07-2627-000001.pdf → Invoice-NA07-2627-000001-hi.pdf: a reader's copy is not the record's file. */
export const readerCopyFileName = (fileName: string, locale: string) => fileName.replace(/\.pdf$/, `-${locale}.pdf`);

/** NA07/2627/000001 → Invoice-NA07-2627-000001.pdf */
export const invoiceFileName = (invoiceNumber: string) => `Invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`;


const addressLines = (a: AddressSnapshot) => [a.address, ...(a.landmark ? [a.landmark] : []), `${a.city} - ${a.pincode}`];

type OrderItemView = OrderDetail['items'][number];
type TaxAmounts = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

/** What a goods line prints whatever quantity it carries: the pack, its HSN, unit price and GST rate. */
export function goodsLineOf(i: OrderItemView): Pick<InvoiceLine, 'description' | 'detail' | 'hsn' | 'ratePaise' | 'gstRateBp'> {
  const pack = t('invoice.packDetail', { brand: i.brand, label: i.label });
  // A scheme line says which scheme (decision 056); a free line is billed at 0 and says so.
  const scheme = i.schemeText ? (i.free ? t('schemeUi.freeLine', { count: i.quantity, text: i.schemeText }) : t('schemeUi.applied', { text: i.schemeText })) : null;
  return { description: i.name, detail: scheme ? `${pack} · ${scheme}` : pack, hsn: i.hsnCode, ratePaise: i.pricePaise, gstRateBp: i.gstRateBp };
}

/** The delivery line's description: courier service (SAC 996812) at its own GST rate. */
export function deliveryLineOf(chargePaise: number): Pick<InvoiceLine, 'description' | 'detail' | 'hsn' | 'ratePaise' | 'gstRateBp'> {
  return { description: t('invoice.deliveryLine'), detail: t('invoice.deliveryDetail'), hsn: DELIVERY_SAC, ratePaise: chargePaise, gstRateBp: DELIVERY_GST_RATE_BP };
}

/** The order keeps the tax of the whole order; the delivery's share is what the goods lines do not account for. */
export function deliveryAmountsOf(order: TaxAmounts, items: TaxAmounts[]): TaxAmounts {
  const rest = (k: keyof TaxAmounts) => order[k] - items.reduce((s, i) => s + i[k], 0);
  return { taxablePaise: rest('taxablePaise'), cgstPaise: rest('cgstPaise'), sgstPaise: rest('sgstPaise'), igstPaise: rest('igstPaise') };
}

/** What every GST document of an order prints alike: the order, seller, buyer, consignee and place of supply. */
export type DocumentHeader = Pick<
  InvoiceDocument,
  'orderNumber' | 'orderedAt' | 'paymentMethod' | 'seller' | 'billTo' | 'shipTo' | 'placeOfSupply' | 'intraState' | 'couponCode'
>;

function headerOf(order: OrderDetail, seller: InvoiceParty & { pan: string }): DocumentHeader {
  const delivery = order.deliveryAddress!;
  const billing = order.billingAddress!;
  return {
    orderNumber: order.orderNumber,
    orderedAt: new Date(order.createdAt),
    paymentMethod: labelOf(PAYMENT_METHODS, order.paymentMethod as 1 | 2 | 4),
    seller,
    billTo: {
      name: billing.legalEntityName ?? billing.name,
      attention: billing.legalEntityName ? billing.name : null,
      addressLines: addressLines(billing),
      gstin: billing.gstin,
      stateName: billing.stateName,
      stateCode: billing.stateCode,
    },
    shipTo: { name: delivery.name, attention: null, addressLines: addressLines(delivery), gstin: null, stateName: delivery.stateName, stateCode: delivery.stateCode },
    placeOfSupply: { stateName: delivery.stateName, stateCode: delivery.stateCode },
    intraState: seller.stateCode === delivery.stateCode,
    couponCode: order.amounts.couponCode,
  };
}

/**
 * A GST document's PDF as kept through the storage provider: the stored bytes when it was drawn before; otherwise
 * drawn now and kept. When two first downloads race, each stores under its own key and only one key is recorded
 * (the row's key is set only where it is still what the caller read); the other file is deleted and its caller
 * serves the recorded one, so every download of a document gets the same bytes.
 */
export async function keptPdf(
  storage: StorageProvider,
  log: FastifyBaseLogger | undefined,
  doc: {
    /** For messages, e.g. 'Invoice NA07/2627/000001'. */
    name: string;
    storageKey: string | null;
    /** Where its files go; a random suffix keeps racing first downloads apart. */
    keyPrefix: string;
    draw: () => Promise<Buffer>;
    /** Records `key` where the row's key is still `previous`; true when it did. */
    record: (key: string, previous: string | null) => Promise<boolean>;
    /** The key the row holds now. */
    recorded: () => Promise<string | null>;
  },
): Promise<Buffer> {
  if (doc.storageKey) {
    const stored = await storage.get(doc.storageKey);
    if (stored) return stored;
    log?.error({ document: doc.name, storageKey: doc.storageKey }, 'stored PDF is missing; drawing it again');
  }
  const bytes = await doc.draw();
  const key = `${doc.keyPrefix}-${crypto.randomBytes(4).toString('hex')}`;
  await storage.put(key, bytes);
  if (await doc.record(key, doc.storageKey)) {
    if (doc.storageKey) await storage.delete(doc.storageKey);
    return bytes;
  }
  await storage.delete(key);
  const winner = await doc.recorded();
  const stored = winner ? await storage.get(winner) : null;
  if (!stored) throw new AppError('internal', `${doc.name} has no stored PDF.`);
  return stored;
}

export function createInvoiceService(deps: { db: Db; storage: StorageProvider; orders: OrderService; log?: FastifyBaseLogger; now?: () => Date }) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());

  async function byOrder(orderId: number): Promise<InvoiceRow | null> {
    const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    return row ?? null;
  }

  function refuseUnlessInvoiceable(status: string) {
    if (status === 'pending_payment') throw AppError.of('business_rule', 'invoice.awaitingPayment');
    if (status === 'cancelled') throw AppError.of('business_rule', 'invoice.cancelled');
  }

  /** Issues the order's invoice if it has none yet; returns it. The caller has checked who may see the order. */
  async function issue(orderId: number, sellerStateCode: string): Promise<InvoiceRow> {
    try {
      return await db.transaction(async (tx) => {
        // The order row is the lock: parallel requests for one order queue here, and so does a cancellation.
        const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
        if (!o) throw AppError.of('not_found', 'error.notFound');
        const [again] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
        if (again) return again;
        refuseUnlessInvoiceable(o.status);
        return issueInvoiceIn(tx, orderId, sellerStateCode, now());
      });
    } catch (err) {
      // Unreachable while the lock above holds; kept so a unique violation can never surface as a 500.
      if (isUniqueViolation(err)) {
        const row = await byOrder(orderId);
        if (row) return row;
      }
      throw err;
    }
  }

  async function sellerOf(orderId: number, gstin: string | undefined) {
    const [w] = await db
      .select({ name: warehouses.name, pincode: warehouses.pincode })
      .from(orders)
      .innerJoin(warehouses, eq(warehouses.id, orders.warehouseId))
      .where(eq(orders.id, orderId));
    const place = w ? await findPincode(db, w.pincode) : null;
    if (!w || !place || !gstin) throw new AppError('internal', `Order ${orderId} has no dispatching warehouse to invoice from.`);
    const party: InvoiceParty & { pan: string } = {
      name: SELLER_LEGAL_NAME,
      attention: t('invoice.dispatchedFrom', { warehouse: w.name }),
      addressLines: [`${place.city} - ${w.pincode}`],
      gstin,
      stateName: place.state.name,
      stateCode: place.state.stateCode,
      // The PAN is characters 3 to 12 of the GSTIN.
      pan: gstin.slice(2, 12),
    };
    return party;
  }

  /** The registered office as the seller of courses (decision 075). */
  function officeSeller(): InvoiceParty & { pan: string } {
    return { name: SELLER_LEGAL_NAME, attention: null, addressLines: [...REGISTERED_OFFICE.addressLines], gstin: makeGstin(REGISTERED_OFFICE.stateCode, SELLER_PAN), stateName: REGISTERED_OFFICE.stateName, stateCode: REGISTERED_OFFICE.stateCode, pan: SELLER_PAN };
  }

  /** A paid course's invoice (order type 6): issued once the order is paid, numbered in the office's series. */
  async function courseInvoiceFor(viewer: UserRow, order: OrderDetail) {
    const existing = await byOrder(order.id);
    if (!existing) refuseUnlessInvoiceable(order.status);
    const seller = officeSeller();
    const invoice = existing ?? (await issue(order.id, seller.stateCode));
    const [course] = await db
      .select({ title: learningCourses.title, buyer: sql<string>`(SELECT u.full_name FROM users u WHERE u.id = ${learningEnrolments.userId})` })
      .from(learningEnrolments)
      .innerJoin(learningCourses, eq(learningCourses.id, learningEnrolments.courseId))
      .where(eq(learningEnrolments.orderId, order.id));
    return { order, seller, invoice, course: { title: course?.title ?? t('invoice.courseLine'), buyer: course?.buyer ?? viewer.fullName } };
  }

  function courseDocumentOf(invoice: InvoiceRow, order: OrderDetail, seller: InvoiceParty & { pan: string }, course: { title: string; buyer: string }): InvoiceDocument {
    const price = order.amounts.totalPaise + order.amounts.nirogMoneyPaise;
    const tax = inclusiveTax(price, COURSE_GST_RATE_BP);
    const buyer: InvoiceParty = { name: course.buyer, attention: null, addressLines: [], gstin: null, stateName: seller.stateName, stateCode: seller.stateCode };
    const method = labelOf(PAYMENT_METHODS, order.paymentMethod as 1 | 2 | 4);
    return {
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoice.issuedAt,
      orderNumber: order.orderNumber,
      orderedAt: new Date(order.createdAt),
      paymentMethod: method,
      seller,
      billTo: buyer,
      shipTo: buyer,
      placeOfSupply: { stateName: seller.stateName, stateCode: seller.stateCode },
      intraState: true,
      couponCode: null,
      lines: [{ description: course.title, detail: t('invoice.courseLine'), hsn: COURSE_SAC, quantity: 1, ratePaise: price, discountPaise: 0, gstRateBp: COURSE_GST_RATE_BP, ...tax, totalPaise: price }],
      totals: { ...tax, invoicePaise: price },
      nirogMoneyPaise: order.amounts.nirogMoneyPaise,
      balance: { label: t('invoice.balance.paid', { method }), paise: order.amounts.totalPaise },
    };
  }

  /** The order, checked against the viewer (its buyer or an operator; anyone else gets 404), with its invoice. */
  async function invoiceFor(viewer: UserRow, orderId: number) {
    const order = await deps.orders.detail(viewer, orderId);
    // A consultation fee (order type 4) is an exempt health care service with no goods and no address: no tax invoice.
    if (!order.deliveryAddress || !order.billingAddress) throw AppError.of('business_rule', 'invoice.consultation');
    const existing = await byOrder(orderId);
    if (!existing) refuseUnlessInvoiceable(order.status);
    const seller = await sellerOf(orderId, order.seller?.gstin);
    const invoice = existing ?? (await issue(orderId, seller.stateCode));
    return { order, seller, invoice };
  }

  function documentOf(invoice: InvoiceRow, order: OrderDetail, seller: InvoiceParty & { pan: string }): InvoiceDocument {
    const lines: InvoiceLine[] = order.items.map((i) => ({
      ...goodsLineOf(i),
      quantity: i.quantity,
      discountPaise: i.couponSharePaise,
      taxablePaise: i.taxablePaise,
      cgstPaise: i.cgstPaise,
      sgstPaise: i.sgstPaise,
      igstPaise: i.igstPaise,
      totalPaise: i.lineTotalPaise - i.couponSharePaise,
    }));
    const a = order.amounts;
    if (a.deliveryChargePaise > 0) {
      const d = deliveryAmountsOf(a, order.items);
      lines.push({ ...deliveryLineOf(a.deliveryChargePaise), quantity: 1, discountPaise: 0, ...d, totalPaise: a.deliveryChargePaise });
    }
    const invoicePaise = a.itemsTotalPaise - a.couponDiscountPaise + a.deliveryChargePaise;
    const method = labelOf(PAYMENT_METHODS, order.paymentMethod as 1 | 2 | 4);
    const paid = ['paid', 'partially_refunded', 'refunded'].includes(order.paymentStatus);
    const balanceLabel = paid
      ? t('invoice.balance.paid', { method })
      : order.paymentMethod === PAYMENT_METHOD_COD
        ? t('invoice.balance.onDelivery')
        : order.paymentMethod === PAYMENT_METHOD_POSTPAID && order.payBy
          ? t('invoice.balance.neft', { date: new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: TZ }).format(new Date(order.payBy)) })
          : t('invoice.balance.payable');
    return {
      ...headerOf(order, seller),
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoice.issuedAt,
      lines,
      totals: { taxablePaise: a.taxablePaise, cgstPaise: a.cgstPaise, sgstPaise: a.sgstPaise, igstPaise: a.igstPaise, invoicePaise },
      nirogMoneyPaise: a.nirogMoneyPaise,
      balance: { label: balanceLabel, paise: a.totalPaise },
    };
  }

  /**
   * The invoice PDF in the reader's language. The English document is the tax record: drawn on the first download
   * (whoever asks) and kept, every English download serves those stored bytes. A Hindi reader gets the same invoice
   * drawn now with Hindi labels from the same order and invoice rows (decision 020): same number, lines and totals.
   */
  async function pdf(viewer: UserRow, orderId: number): Promise<{ invoice: InvoiceRow; bytes: Buffer; fileName: string }> {
    const reader = currentLocale();
    const record = await inEnglish(() => recordPdf(viewer, orderId));
    if (reader === 'en') return record;
    return inLocale(reader, async () => {
      const bytes = await renderInvoicePdf(await drawable(viewer, orderId));
      const { invoice } = record;
      return { invoice, bytes, fileName: readerCopyFileName(invoiceFileName(invoice.invoiceNumber), reader) };
    });
  }

  /** The English invoice, the record: drawn on the first download and kept; every download serves the same bytes. */
  /** The document of an order's invoice (a course's, or goods and delivery), issuing the invoice when it is due. */
  async function invoiceAndDocument(viewer: UserRow, orderId: number): Promise<{ invoice: InvoiceRow; document: InvoiceDocument }> {
    const order = await deps.orders.detail(viewer, orderId);
    if (order.orderType === ORDER_TYPE_COURSE) {
      const c = await courseInvoiceFor(viewer, order);
      return { invoice: c.invoice, document: courseDocumentOf(c.invoice, c.order, c.seller, c.course) };
    }
    const { seller, invoice } = await invoiceFor(viewer, orderId);
    return { invoice, document: documentOf(invoice, order, seller) };
  }
  const drawable = async (viewer: UserRow, orderId: number) => (await invoiceAndDocument(viewer, orderId)).document;

  async function recordPdf(viewer: UserRow, orderId: number): Promise<{ invoice: InvoiceRow; bytes: Buffer; fileName: string }> {
    const { invoice, document } = await invoiceAndDocument(viewer, orderId);
    const bytes = await keptPdf(storage, deps.log, {
      name: `Invoice ${invoice.invoiceNumber}`,
      storageKey: invoice.storageKey,
      keyPrefix: `invoices/${invoice.financialYear}/${invoice.invoiceNumber.toLowerCase().replace(/\//g, '-')}`,
      draw: () => renderInvoicePdf(document),
      record: async (key, previous) =>
        (
          await db
            .update(invoices)
            .set({ storageKey: key })
            .where(and(eq(invoices.id, invoice.id), previous ? eq(invoices.storageKey, previous) : isNull(invoices.storageKey)))
            .returning({ id: invoices.id })
        ).length > 0,
      recorded: async () => (await byOrder(orderId))?.storageKey ?? null,
    });
    return { invoice, bytes, fileName: invoiceFileName(invoice.invoiceNumber) };
  }

  /**
   * For the order's other GST documents (credit notes): the order checked against the viewer (its buyer or an
   * operator; anyone else gets 404) and what the documents print alike.
   */
  async function documentBase(viewer: UserRow, orderId: number) {
    const order = await deps.orders.detail(viewer, orderId);
    if (!order.deliveryAddress || !order.billingAddress) throw AppError.of('not_found', 'error.notFound');
    const seller = await sellerOf(orderId, order.seller?.gstin);
    return { order, header: headerOf(order, seller) };
  }

  /** Number, date and financial year of the order's invoice (issuing it if it is due), for the order page. */
  async function meta(viewer: UserRow, orderId: number) {
    const { invoice } = await invoiceAndDocument(viewer, orderId);
    return { invoiceNumber: invoice.invoiceNumber, issuedAt: invoice.issuedAt.toISOString(), financialYear: invoice.financialYear };
  }

  return { pdf, meta, byOrder, documentBase };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
