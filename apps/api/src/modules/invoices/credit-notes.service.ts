/**
 * GST credit notes (CGST Act section 34, CGST Rules rule 53). An issued tax invoice is never withdrawn: when the
 * supply is cancelled after it, or goods come back, a credit note against it lowers its value and its tax.
 *
 * - When: in the same transaction as the event, under the order row's lock the event already holds: a cancellation
 *   of an invoiced order (every unit not yet credited, and the delivery charge), and a return marked received (its
 *   units: the delivery was made and is not refunded, so it is not credited). One per cancellation and one per
 *   return (unique indexes), so repeating the event never issues a second.
 * - Amounts: per line, the first n units of a line are worth floor(net × n / quantity), and their tax is taken out
 *   of that as the invoice does (billing.ts taxOf); a credit note for units k+1..k+q is the difference between the
 *   first k+q and the first k. So the credit notes of a line add up to at most the invoice line, in every column,
 *   and the note that credits its last unit takes exactly what is left. The goods value of a return's credit note is
 *   the refund the return computed for those units.
 * - Numbers: CN, the seller's state code, the financial year, the serial (CN07/2627/000001), from a gap-free series
 *   per seller state and year drawn in the issuing transaction (the invoice's helpers).
 * - The PDF is laid out like the invoice (invoice-pdf.ts), drawn on the first download and kept.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import type { OrderStatus } from '@nirog/shared/orders';
import type { Db, Tx } from '../../db/client.ts';
import { inEnglish, inLocale } from '../../lib/locale-context.ts';
import { AppError } from '../../plugins/errors.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { UserRow } from '../identity/users.service.ts';
import { allocate, taxOf } from '../orders/billing.ts';
import { invoices, orderItems, orderReturnItems, orderReturns, orders } from '../orders/orders.tables.ts';
import { renderInvoicePdf, type InvoiceLine } from './invoice-pdf.ts';
import { creditNoteLines, creditNotes } from './credit-notes.tables.ts';
import {
  NOT_INVOICEABLE,
  deliveryAmountsOf,
  deliveryLineOf,
  financialYearOf,
  formatSeriesNumber,
  goodsLineOf,
  issueInvoiceIn,
  keptPdf,
  readerCopyFileName,
  nextSerial,
  sellerStateCodeIn,
  type InvoiceService,
} from './invoices.service.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type Amounts4 = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
type Amounts = Amounts4 & { netPaise: number };

export type CreditEvent = { orderId: number; at: Date } & ({ kind: 'cancellation'; reason: string } | { kind: 'return'; returnId: number });

/** CN07/2627/000001: 'CN', the seller's GST state code, the financial year, the serial (16 characters at most). */
export const formatCreditNoteNumber = (sellerStateCode: string, financialYear: string, serial: number) => formatSeriesNumber('CN', sellerStateCode, financialYear, serial);

/** CN07/2627/000001 → CreditNote-CN07-2627-000001.pdf */
export const creditNoteFileName = (number: string) => `CreditNote-${number.replace(/\//g, '-')}.pdf`;

/** What the first `units` units of an invoice line are worth, with their tax taken out as the invoice does. */
function firstUnits(item: ItemRow, units: number, intraState: boolean): Amounts {
  const net = item.lineTotalPaise - item.couponSharePaise;
  if (units >= item.quantity) return { netPaise: net, taxablePaise: item.taxablePaise, cgstPaise: item.cgstPaise, sgstPaise: item.sgstPaise, igstPaise: item.igstPaise };
  const part = Math.floor((net * units) / item.quantity);
  return { netPaise: part, ...taxOf(part, item.gstRateBp, intraState) };
}

/**
 * Issues the credit note the event calls for, inside the event's transaction (the caller holds the order row's
 * lock). Returns null when there is nothing to correct: a cancelled order that was never invoiced, an order that is
 * not invoiced at all (a consultation fee), or an event that already has its credit note.
 */
/** The units and amounts of a stored credit-note line, as the API and the PDF show them. */
const amountsOf = (l: typeof creditNoteLines.$inferSelect) => ({
  quantity: l.quantity,
  discountPaise: l.discountPaise,
  taxablePaise: l.taxablePaise,
  cgstPaise: l.cgstPaise,
  sgstPaise: l.sgstPaise,
  igstPaise: l.igstPaise,
  totalPaise: l.totalPaise,
});

export async function issueCreditNoteIn(tx: Tx, event: CreditEvent): Promise<CreditNoteRow | null> {
  const { orderId, at } = event;
  const [existing] = await tx
    .select()
    .from(creditNotes)
    .where(event.kind === 'return' ? eq(creditNotes.returnId, event.returnId) : and(eq(creditNotes.orderId, orderId), eq(creditNotes.kind, 'cancellation')));
  if (existing) return existing;

  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!o?.deliveryAddress) return null;
  const sellerState = await sellerStateCodeIn(tx, orderId);
  if (!sellerState) return null;
  let [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) {
    // Cancelled before it was invoiced: nothing was billed, so nothing is credited.
    if (event.kind === 'cancellation' || NOT_INVOICEABLE.has(o.status as OrderStatus)) return null;
    // Goods come back only after delivery, so the invoice was due when they left (it is issued as the order ships);
    // should that have failed, it is issued now, so the return is credited against it and a later download of the
    // invoice is never left uncorrected.
    invoice = await issueInvoiceIn(tx, orderId, sellerState, at);
  }

  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const done = await tx
    .select({ orderItemId: creditNoteLines.orderItemId, units: sql<number>`sum(${creditNoteLines.quantity})::int` })
    .from(creditNoteLines)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
    .where(eq(creditNotes.orderId, orderId))
    .groupBy(creditNoteLines.orderItemId);
  const credited = new Map(done.map((d) => [d.orderItemId, Number(d.units)]));

  let wanted: Map<number, number>;
  let reason: string;
  let schemeSharePaise = 0;
  if (event.kind === 'cancellation') {
    wanted = new Map(items.map((i) => [i.id, i.quantity - (credited.get(i.id) ?? 0)]));
    reason = t('creditNote.reason.cancelled', { reason: event.reason });
  } else {
    const [ret] = await tx.select({ reason: orderReturns.reason, orderId: orderReturns.orderId, schemeSharePaise: orderReturns.schemeSharePaise }).from(orderReturns).where(eq(orderReturns.id, event.returnId));
    if (!ret || ret.orderId !== orderId) throw new AppError('internal', `Return ${event.returnId} is not of order ${orderId}.`);
    const units = await tx.select().from(orderReturnItems).where(eq(orderReturnItems.returnId, event.returnId));
    wanted = new Map(units.map((u) => [u.orderItemId, u.quantity]));
    reason = t('creditNote.reason.returned', { reason: ret.reason });
    schemeSharePaise = ret.schemeSharePaise;
  }

  const intraState = sellerState === o.deliveryAddress.stateCode;
  const lines: Array<Omit<typeof creditNoteLines.$inferInsert, 'creditNoteId'> & Amounts4 & { totalPaise: number }> = [];
  let whole = true;
  for (const item of items) {
    const before = credited.get(item.id) ?? 0;
    const quantity = Math.max(0, wanted.get(item.id) ?? 0);
    const after = before + quantity;
    if (after > item.quantity) throw new AppError('internal', `Order item ${item.id} would be credited for ${after} of ${item.quantity} units.`);
    if (after < item.quantity) whole = false;
    if (quantity === 0) continue;
    const from = firstUnits(item, before, intraState);
    const to = firstUnits(item, after, intraState);
    lines.push({
      orderItemId: item.id,
      quantity,
      // Rate × units − discount = value: the coupon's share of these units is what their value falls short by.
      discountPaise: item.pricePaise * quantity - (to.netPaise - from.netPaise),
      taxablePaise: to.taxablePaise - from.taxablePaise,
      cgstPaise: to.cgstPaise - from.cgstPaise,
      sgstPaise: to.sgstPaise - from.sgstPaise,
      igstPaise: to.igstPaise - from.igstPaise,
      totalPaise: to.netPaise - from.netPaise,
    });
  }
  // A trade scheme's share (decision 056): the return refunds its units' value less the benefit the kept units no
  // longer earn, so the note credits that much less, spread over its lines by value, with tax taken out of what is
  // left. A negative share (free units an earlier return charged for come back) is spread over the lines' list value.
  if (schemeSharePaise !== 0 && lines.length) {
    const byId = new Map(items.map((i) => [i.id, i]));
    const weights = lines.map((l) => {
      const it = byId.get(l.orderItemId!)!;
      return schemeSharePaise > 0 ? l.totalPaise : (it.listPricePaise ?? it.pricePaise) * l.quantity;
    });
    const parts = allocate(Math.abs(schemeSharePaise), weights);
    for (const [i, l] of lines.entries()) {
      if (parts[i] === 0) continue;
      const it = byId.get(l.orderItemId!)!;
      const total = Math.max(0, l.totalPaise - Math.sign(schemeSharePaise) * parts[i]);
      Object.assign(l, { ...taxOf(total, it.gstRateBp, intraState), totalPaise: total, discountPaise: Math.max(0, it.pricePaise * l.quantity - total) });
    }
  }
  // The delivery charge is credited only when the supply is cancelled (the whole order, before it ships, with the
  // whole amount refunded). A return refunds the goods, not the delivery that was made, so its note credits the goods.
  if (event.kind === 'cancellation' && whole && o.deliveryChargePaise > 0 && !credited.has(null)) {
    lines.push({ orderItemId: null, quantity: 1, discountPaise: 0, ...deliveryAmountsOf(o, items), totalPaise: o.deliveryChargePaise });
  }
  if (lines.length === 0) return null;

  const sum = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') => lines.reduce((s, l) => s + l[k], 0);
  const financialYear = financialYearOf(at);
  const serial = await nextSerial(tx, `credit-note-${sellerState}`, financialYear);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      creditNoteNumber: formatCreditNoteNumber(sellerState, financialYear, serial),
      financialYear,
      orderId,
      invoiceId: invoice.id,
      returnId: event.kind === 'return' ? event.returnId : null,
      kind: event.kind,
      reason: reason.slice(0, 600),
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('totalPaise'),
      issuedAt: at,
    })
    .returning();
  await tx.insert(creditNoteLines).values(lines.map((l) => ({ ...l, creditNoteId: note.id })));
  return note;
}

export function createCreditNoteService(deps: { db: Db; storage: StorageProvider; invoices: InvoiceService; log?: FastifyBaseLogger }) {
  const { db, storage } = deps;

  async function linesOf(creditNoteIds: number[]) {
    if (creditNoteIds.length === 0) return [];
    return db
      .select({ line: creditNoteLines, name: orderItems.name, label: orderItems.label })
      .from(creditNoteLines)
      .leftJoin(orderItems, eq(orderItems.id, creditNoteLines.orderItemId))
      .where(sql`${creditNoteLines.creditNoteId} IN (${sql.join(creditNoteIds.map((id) => sql`${id}`), sql`, `)})`)
      .orderBy(asc(creditNoteLines.id));
  }

  /** The order's invoice (if issued; never issues one) and its credit notes, oldest first: its buyer or an operator. */
  async function list(viewer: UserRow, orderId: number) {
    const [o] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    if (!o || (o.userId !== viewer.id && viewer.role !== 'operator')) throw AppError.of('not_found', 'error.notFound');
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const notes = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id));
    const lines = await linesOf(notes.map((n) => n.id));
    return {
      invoice: invoice ? { invoiceNumber: invoice.invoiceNumber, issuedAt: invoice.issuedAt.toISOString(), financialYear: invoice.financialYear } : null,
      items: notes.map((n) => ({
        id: n.id,
        creditNoteNumber: n.creditNoteNumber,
        financialYear: n.financialYear,
        issuedAt: n.issuedAt.toISOString(),
        kind: n.kind as 'cancellation' | 'return',
        returnId: n.returnId,
        reason: n.reason,
        invoiceNumber: invoice?.invoiceNumber ?? '',
        taxablePaise: n.taxablePaise,
        cgstPaise: n.cgstPaise,
        sgstPaise: n.sgstPaise,
        igstPaise: n.igstPaise,
        totalPaise: n.totalPaise,
        lines: lines
          .filter((l) => l.line.creditNoteId === n.id)
          .map(({ line, name, label }) => ({
            orderItemId: line.orderItemId,
            name: line.orderItemId === null ? t('invoice.deliveryLine') : (name ?? ''),
            label: line.orderItemId === null ? null : label,
            ...amountsOf(line),
          })),
      })),
    };
  }

  /**
   * The credit note's PDF in the reader's language (its order's buyer or an operator; anyone else gets 404). The
   * English one is the record, drawn once and kept; a Hindi reader gets it drawn now with Hindi labels from the same
   * rows (the invoice's rule, decision 020).
   */
  async function pdf(viewer: UserRow, creditNoteId: number): Promise<{ bytes: Buffer; fileName: string }> {
    const reader = currentLocale();
    const record = await inEnglish(() => drawn(viewer, creditNoteId, true));
    if (reader === 'en') return record;
    return inLocale(reader, () => drawn(viewer, creditNoteId, false));
  }

  /** The credit note drawn in the current language: kept (the English record) or only drawn (a reader's copy). */
  async function drawn(viewer: UserRow, creditNoteId: number, keep: boolean): Promise<{ bytes: Buffer; fileName: string }> {
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId));
    if (!note) throw AppError.of('not_found', 'error.notFound');
    const { order, header } = await deps.invoices.documentBase(viewer, note.orderId);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, note.invoiceId));
    const rows = await linesOf([note.id]);
    const lines: InvoiceLine[] = rows.map(({ line }) => {
      const item = line.orderItemId === null ? null : order.items.find((i) => i.id === line.orderItemId);
      if (line.orderItemId !== null && !item) throw new AppError('internal', `Credit note ${note.creditNoteNumber} names a line its order does not have.`);
      return {
        ...(item ? goodsLineOf(item) : deliveryLineOf(order.amounts.deliveryChargePaise)),
        ...amountsOf(line),
      };
    });
    const draw = () =>
      renderInvoicePdf({
        ...header,
        // The coupon note only where these lines carry a share of the coupon.
        couponCode: lines.some((l) => l.discountPaise > 0) ? header.couponCode : null,
        invoiceNumber: note.creditNoteNumber,
        issuedAt: note.issuedAt,
        creditNote: { invoiceNumber: invoice.invoiceNumber, invoiceDate: invoice.issuedAt, reason: note.reason },
        lines,
        totals: { taxablePaise: note.taxablePaise, cgstPaise: note.cgstPaise, sgstPaise: note.sgstPaise, igstPaise: note.igstPaise, invoicePaise: note.totalPaise },
        nirogMoneyPaise: 0,
        balance: null,
      });
    if (!keep) return { bytes: await draw(), fileName: readerCopyFileName(creditNoteFileName(note.creditNoteNumber), currentLocale()) };
    const bytes = await keptPdf(storage, deps.log, {
      name: `Credit note ${note.creditNoteNumber}`,
      storageKey: note.storageKey,
      keyPrefix: `credit-notes/${note.financialYear}/${note.creditNoteNumber.toLowerCase().replace(/\//g, '-')}`,
      draw,
      record: async (key, previous) =>
        (
          await db
            .update(creditNotes)
            .set({ storageKey: key })
            .where(and(eq(creditNotes.id, note.id), previous ? eq(creditNotes.storageKey, previous) : sql`${creditNotes.storageKey} IS NULL`))
            .returning({ id: creditNotes.id })
        ).length > 0,
      recorded: async () => (await db.select({ key: creditNotes.storageKey }).from(creditNotes).where(and(eq(creditNotes.id, note.id), isNotNull(creditNotes.storageKey))))[0]?.key ?? null,
    });
    return { bytes, fileName: creditNoteFileName(note.creditNoteNumber) };
  }

  return { list, pdf };
}

export type CreditNoteService = ReturnType<typeof createCreditNoteService>;
