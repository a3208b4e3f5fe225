/**
 * GST tax invoices (issue 7, part 3). An order gets one invoice once it is placed (paid, for online orders) and
 * unless it was cancelled first. The number comes from a gap-free series per seller GSTIN and Indian financial
 * year, drawn in the same transaction that inserts the invoice row: a rolled-back attempt leaves no hole, and the
 * order row is locked so parallel requests (and a parallel cancel) see one outcome. The PDF is drawn on the first
 * download, kept through the storage provider, and every later download serves those stored bytes.
 *
 * An issued invoice stays downloadable whatever happens to the order later (a cancelled or returned supply is
 * corrected by a credit note, never by withdrawing the invoice).
 */
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_METHODS } from '@nirog/shared/codes/tables';
import { labelOf } from '@nirog/shared/codes/code-table';
import { t } from '@nirog/shared/messages/catalogue';
import { DELIVERY_GST_RATE_BP, DELIVERY_SAC, PAYMENT_METHOD_COD, PAYMENT_METHOD_POSTPAID, type OrderStatus } from '@nirog/shared/orders';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { UserRow } from '../identity/users.service.ts';
import { findPincode } from '../location/location.service.ts';
import { warehouses } from '../location/location.tables.ts';
import { SELLER_LEGAL_NAME, type OrderService } from '../orders/orders.service.ts';
import { invoices, numberSeries, orders, type AddressSnapshot } from '../orders/orders.tables.ts';
import { renderInvoicePdf, type InvoiceDocument, type InvoiceLine, type InvoiceParty } from './invoice-pdf.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
type OrderDetail = Awaited<ReturnType<OrderService['detail']>>;

/** Orders in these states have (or get) an invoice: placed and everything after it, except a cancellation. */
export const NOT_INVOICEABLE: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['pending_payment', 'cancelled']);

const TZ = 'Asia/Kolkata';

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
  const number = `NA${sellerStateCode}/${financialYear.slice(2, 4)}${financialYear.slice(5, 7)}/${String(serial).padStart(6, '0')}`;
  if (number.length > 16) throw new AppError('internal', `Invoice series NA${sellerStateCode} is full for ${financialYear}.`);
  return number;
}

/** NA07/2627/000001 → Invoice-NA07-2627-000001.pdf */
export const invoiceFileName = (invoiceNumber: string) => `Invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`;

function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

const addressLines = (a: AddressSnapshot) => [a.address, ...(a.landmark ? [a.landmark] : []), `${a.city} - ${a.pincode}`];

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

  async function nextNumber(tx: Tx, series: string, period: string): Promise<number> {
    const [row] = await tx
      .insert(numberSeries)
      .values({ series, period, last: 1 })
      .onConflictDoUpdate({ target: [numberSeries.series, numberSeries.period], set: { last: sql`${numberSeries.last} + 1` } })
      .returning({ last: numberSeries.last });
    return row.last;
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
        const at = now();
        const financialYear = financialYearOf(at);
        const serial = await nextNumber(tx, `invoice-${sellerStateCode}`, financialYear);
        const [row] = await tx
          .insert(invoices)
          .values({ orderId, invoiceNumber: formatInvoiceNumber(sellerStateCode, financialYear, serial), financialYear, issuedAt: at })
          .returning();
        return row;
      });
    } catch (err) {
      // Unreachable while the lock above holds; kept so a unique violation can never surface as a 500.
      if (pgCode(err) === '23505') {
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
    const delivery = order.deliveryAddress!;
    const billing = order.billingAddress!;
    const intraState = seller.stateCode === delivery.stateCode;
    const lines: InvoiceLine[] = order.items.map((i) => ({
      description: i.name,
      detail: t('invoice.packDetail', { brand: i.brand, label: i.label }),
      hsn: i.hsnCode,
      quantity: i.quantity,
      ratePaise: i.pricePaise,
      discountPaise: i.couponSharePaise,
      taxablePaise: i.taxablePaise,
      gstRateBp: i.gstRateBp,
      cgstPaise: i.cgstPaise,
      sgstPaise: i.sgstPaise,
      igstPaise: i.igstPaise,
      totalPaise: i.lineTotalPaise - i.couponSharePaise,
    }));
    const a = order.amounts;
    if (a.deliveryChargePaise > 0) {
      // The order keeps the tax of the whole order; the delivery's share is what the goods lines do not account for.
      const rest = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') => a[k] - order.items.reduce((s, i) => s + i[k], 0);
      lines.push({
        description: t('invoice.deliveryLine'),
        detail: t('invoice.deliveryDetail'),
        hsn: DELIVERY_SAC,
        quantity: 1,
        ratePaise: a.deliveryChargePaise,
        discountPaise: 0,
        taxablePaise: rest('taxablePaise'),
        gstRateBp: DELIVERY_GST_RATE_BP,
        cgstPaise: rest('cgstPaise'),
        sgstPaise: rest('sgstPaise'),
        igstPaise: rest('igstPaise'),
        totalPaise: a.deliveryChargePaise,
      });
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
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoice.issuedAt,
      orderNumber: order.orderNumber,
      orderedAt: new Date(order.createdAt),
      paymentMethod: method,
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
      intraState,
      couponCode: a.couponCode,
      lines,
      totals: { taxablePaise: a.taxablePaise, cgstPaise: a.cgstPaise, sgstPaise: a.sgstPaise, igstPaise: a.igstPaise, invoicePaise },
      nirogMoneyPaise: a.nirogMoneyPaise,
      balance: { label: balanceLabel, paise: a.totalPaise },
    };
  }

  const storageKeyOf = (invoice: InvoiceRow) =>
    `invoices/${invoice.financialYear}/${invoice.invoiceNumber.toLowerCase().replace(/\//g, '-')}-${crypto.randomBytes(4).toString('hex')}`;

  /**
   * The invoice PDF: the stored bytes when it was drawn before; otherwise drawn now and kept. When two first
   * downloads race, each stores under its own key and only one key is recorded; the other is deleted and its
   * caller serves the recorded file, so every download of an invoice gets the same bytes.
   */
  async function pdf(viewer: UserRow, orderId: number): Promise<{ invoice: InvoiceRow; bytes: Buffer; fileName: string }> {
    const { order, seller, invoice } = await invoiceFor(viewer, orderId);
    const fileName = invoiceFileName(invoice.invoiceNumber);
    if (invoice.storageKey) {
      const stored = await storage.get(invoice.storageKey);
      if (stored) return { invoice, bytes: stored, fileName };
      deps.log?.error({ invoiceId: invoice.id, storageKey: invoice.storageKey }, 'stored invoice PDF is missing; drawing it again');
    }
    const bytes = await renderInvoicePdf(documentOf(invoice, order, seller));
    const key = storageKeyOf(invoice);
    await storage.put(key, bytes);
    const [recorded] = await db
      .update(invoices)
      .set({ storageKey: key })
      .where(and(eq(invoices.id, invoice.id), invoice.storageKey ? eq(invoices.storageKey, invoice.storageKey) : isNull(invoices.storageKey)))
      .returning();
    if (recorded) {
      if (invoice.storageKey) await storage.delete(invoice.storageKey);
      return { invoice: recorded, bytes, fileName };
    }
    await storage.delete(key);
    const winner = (await byOrder(orderId))!;
    const stored = winner.storageKey ? await storage.get(winner.storageKey) : null;
    if (!stored) throw new AppError('internal', `Invoice ${winner.invoiceNumber} has no stored PDF.`);
    return { invoice: winner, bytes: stored, fileName };
  }

  /** Number, date and financial year of the order's invoice (issuing it if it is due), for the order page. */
  async function meta(viewer: UserRow, orderId: number) {
    const { invoice } = await invoiceFor(viewer, orderId);
    return { invoiceNumber: invoice.invoiceNumber, issuedAt: invoice.issuedAt.toISOString(), financialYear: invoice.financialYear };
  }

  return { pdf, meta, byOrder };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
