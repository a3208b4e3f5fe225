/**
 * GST credit notes (CGST Act s.34, rule 53): issued in the same transaction as the cancellation of an invoiced order
 * or the receipt of returned goods, one per event; lines credited in proportion to the units with the invoice's tax
 * arithmetic, so that an invoice's credit notes add up to at most the invoice and a full return to exactly it;
 * numbered from a gap-free series per seller state and financial year; the PDF kept and served only to the order's
 * buyer or an operator. Orders are placed and moved through the real API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountInWords } from '@nirog/shared/amount-in-words';
import { json } from '../../test-support/test-app.ts';
import { taxOf } from '../orders/billing.ts';
import { createOrderKit, MUMBAI, type Buyer, type OrderKit } from '../orders/order-test-kit.ts';
import { creditNoteFileName, formatCreditNoteNumber, issueCreditNoteIn } from './credit-notes.service.ts';
import { financialYearOf } from './invoices.service.ts';
import { pdfText } from '../../test-support/pdf-text.ts';

let k: OrderKit;
let op: Awaited<ReturnType<OrderKit['operator']>>;
beforeAll(async () => {
  k = await createOrderKit('96');
  op = await k.operator();
});
afterAll(async () => k?.t.close());

const money = (paise: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
const dateText = (iso: string) => new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

const pdfTextOf = async (bytes: Buffer) => (await pdfText(bytes)).text;

type Caller = { call: Buyer['call'] };
type Cols = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
type CreditNoteView = Cols & {
  id: number;
  creditNoteNumber: string;
  kind: string;
  returnId: number | null;
  reason: string;
  invoiceNumber: string;
  issuedAt: string;
  lines: Array<Cols & { orderItemId: number | null; quantity: number; discountPaise: number; name: string }>;
};

const list = async (as: Caller, orderId: number) => {
  const res = await as.call('GET', `/api/v1/orders/${orderId}/credit-notes`);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).entity as { invoice: { invoiceNumber: string; issuedAt: string } | null; items: CreditNoteView[] };
};
const pdf = (as: Caller, id: number) => as.call('GET', `/api/v1/credit-notes/${id}/pdf`);
const seriesLast = async (stateCode: string) =>
  Number((await k.q(sql`SELECT coalesce(max(last), 0)::int AS n FROM number_series WHERE series = ${`credit-note-${stateCode}`} AND period = ${financialYearOf(k.t.clock.now)}`))[0].n);
const countNotes = async (orderId: number) => Number((await k.q(sql`SELECT count(*)::int AS n FROM credit_notes WHERE order_id = ${orderId}`))[0].n);
const sum = (notes: Cols[], key: keyof Cols) => notes.reduce((s, n) => s + n[key], 0);
const COLS: Array<keyof Cols> = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'];

async function placed(b: Buyer, quantity: number, coupon?: string) {
  expect((await b.add(k.pack, quantity)).statusCode).toBeLessThan(300);
  if (coupon) expect((await b.call('POST', '/api/v1/checkout/coupon', { code: coupon })).statusCode).toBe(200);
  const res = await b.order(1);
  expect(res.statusCode, res.body).toBe(201);
  return json(res).entity.order;
}

async function deliver(orderId: number) {
  for (const body of [{ to: 'approved' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: 'DLV12345678' }, { to: 'delivered' }]) {
    const res = await op.call('POST', `/api/v1/admin/orders/${orderId}/status`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Asks to return `quantity` units of a line; the operator approves and receives them, and refunds the return. */
async function returnUnits(b: Buyer, orderId: number, orderItemId: number, quantity: number) {
  const req = await b.call('POST', '/api/v1/orders/return', { orderId, type: 'partialReturn', items: [{ orderItemId, quantity }], reason: 'Seal was broken', refundTo: 'nirog_money' });
  expect(req.statusCode, req.body).toBe(201);
  const ret = json(req).entity;
  expect((await op.call('POST', `/api/v1/admin/returns/${ret.id}/approve`, {})).statusCode).toBe(200);
  const received = await op.call('POST', `/api/v1/admin/returns/${ret.id}/receive`, {});
  expect(received.statusCode, received.body).toBe(200);
  const refunded = await op.call('POST', '/api/orders/refund', { returnId: ret.id });
  expect(refunded.statusCode, refunded.body).toBe(200);
  return ret as { id: number; amountPaise: number };
}

/** The first `units` of a line as the invoice arithmetic gives them: value pro rata, tax taken out of it. */
function firstUnits(item: { lineTotalPaise: number; couponSharePaise: number; quantity: number; gstRateBp: number }, units: number, intraState: boolean) {
  const net = Math.floor(((item.lineTotalPaise - item.couponSharePaise) * units) / item.quantity);
  return { totalPaise: net, ...taxOf(net, item.gstRateBp, intraState) };
}

describe('credit notes', () => {
  it('cancelling an invoiced order issues one credit note equal to the invoice, delivery included, even when cancelled in parallel', async () => {
    const b = await k.buyer();
    await b.call('PUT', '/api/v1/checkout', { useNirogMoney: true });
    const order = await placed(b, 1);
    const a = order.amounts;
    expect(a.deliveryChargePaise).toBeGreaterThan(0);
    const inv = await b.call('GET', `/api/v1/orders/${order.id}/invoice/meta`);
    expect(inv.statusCode).toBe(200);
    const invoice = json(inv).entity;
    const before = await seriesLast('07');

    const cancels = await Promise.all([1, 2, 3].map(() => b.call('POST', '/api/v1/orders/cancel', { orderId: order.id, reason: 'Ordered by mistake' })));
    expect(cancels.every((r) => r.statusCode === 200)).toBe(true);
    const { invoice: against, items } = await list(b, order.id);
    expect(against?.invoiceNumber).toBe(invoice.invoiceNumber);
    expect(items).toHaveLength(1);
    const cn = items[0];
    expect(cn).toMatchObject({
      creditNoteNumber: formatCreditNoteNumber('07', financialYearOf(k.t.clock.now), before + 1),
      kind: 'cancellation',
      returnId: null,
      invoiceNumber: invoice.invoiceNumber,
      reason: 'Order cancelled before dispatch (Ordered by mistake)',
      // Equal to the invoice: every column of the order, and its full value (nirog money is a payment, not a discount).
      taxablePaise: a.taxablePaise,
      cgstPaise: a.cgstPaise,
      sgstPaise: a.sgstPaise,
      igstPaise: 0,
      totalPaise: a.itemsTotalPaise - a.couponDiscountPaise + a.deliveryChargePaise,
    });
    const item = order.items[0];
    expect(cn.lines).toEqual([
      { orderItemId: item.id, name: item.name, label: item.label, quantity: 1, discountPaise: 0, taxablePaise: item.taxablePaise, cgstPaise: item.cgstPaise, sgstPaise: item.sgstPaise, igstPaise: 0, totalPaise: item.lineTotalPaise },
      {
        orderItemId: null,
        name: 'Delivery charges',
        label: null,
        quantity: 1,
        discountPaise: 0,
        taxablePaise: a.taxablePaise - item.taxablePaise,
        cgstPaise: a.cgstPaise - item.cgstPaise,
        sgstPaise: a.sgstPaise - item.sgstPaise,
        igstPaise: 0,
        totalPaise: a.deliveryChargePaise,
      },
    ]);
    expect(await seriesLast('07')).toBe(before + 1);
    // The invoice itself is unchanged and still downloadable.
    expect((await b.call('GET', `/api/v1/orders/${order.id}/invoice`)).statusCode).toBe(200);

    // The PDF: titled and numbered as a credit note, against the invoice, with its lines and total.
    const res = await pdf(b, cn.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${creditNoteFileName(cn.creditNoteNumber)}"`);
    expect(creditNoteFileName('CN07/2627/000003')).toBe('CreditNote-CN07-2627-000003.pdf');
    const text = await pdfTextOf(res.rawPayload);
    const half = `${item.gstRateBp / 200}%`;
    for (const expected of [
      'Credit Note',
      `Credit note number ${cn.creditNoteNumber}`,
      `Credit note date ${dateText(cn.issuedAt)}`,
      `Against invoice ${invoice.invoiceNumber} of ${dateText(invoice.issuedAt)}`,
      `Order number ${order.orderNumber}`,
      'Reason: Order cancelled before dispatch (Ordered by mistake)',
      `GSTIN: ${order.seller.gstin}`,
      `${item.hsnCode} 1 ${money(item.pricePaise)} 0.00 ${money(item.taxablePaise)} ${half} ${money(item.cgstPaise)} ${half} ${money(item.sgstPaise)} ${money(item.lineTotalPaise)}`,
      `Delivery charges Courier service 996812 1 ${money(a.deliveryChargePaise)} 0.00`,
      `Total taxable value ₹${money(a.taxablePaise)}`,
      `Credit note total ₹${money(cn.totalPaise)}`,
      `Credit note total in words ${amountInWords(cn.totalPaise)}`,
      `reduces the taxable value and the tax of invoice ${invoice.invoiceNumber}`,
      `${cn.creditNoteNumber} · Page 1 of 1`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('nirog money');
    expect(text).not.toContain('IGST');

    // Kept: the row has its key, the file holds these bytes, the next download (an operator's too) serves them.
    const [row] = await k.q(sql`SELECT storage_key FROM credit_notes WHERE id = ${cn.id}`);
    expect(fs.readFileSync(path.join(k.t.config.dataDir, 'uploads', String(row.storage_key))).equals(res.rawPayload)).toBe(true);
    expect((await pdf(b, cn.id)).rawPayload.equals(res.rawPayload)).toBe(true);
    const opRes = await pdf(op, cn.id);
    expect(opRes.statusCode).toBe(200);
    expect(opRes.rawPayload.equals(res.rawPayload)).toBe(true);
    expect((await list(op, order.id)).items.map((x) => x.id)).toEqual([cn.id]);

    // A Hindi reader gets the same credit note with Hindi labels (number, lines, totals alike); the record is untouched.
    const hiRes = await b.call('GET', `/api/v1/credit-notes/${cn.id}/pdf`, undefined, { cookie: 'lang=hi' });
    expect(hiRes.statusCode, hiRes.body).toBe(200);
    expect(hiRes.headers['content-disposition']).toBe(`attachment; filename="${creditNoteFileName(cn.creditNoteNumber).replace('.pdf', '-hi.pdf')}"`);
    const hindi = await pdfTextOf(hiRes.rawPayload);
    // (Hindi without a pre-base vowel sign: copied text comes in drawing order, decision 020.)
    for (const expected of [`नोट नंबर ${cn.creditNoteNumber}`, `का ${invoice.invoiceNumber}`, `नोट का कुल ₹${money(cn.totalPaise)}`, 'अंग्रेज़ी मूल']) {
      expect(hindi).toContain(expected);
    }
    expect(hindi).not.toContain('Credit Note');
    const figures = (t: string) => t.match(/₹?\d[\d,]*\.\d\d/g);
    expect(figures(hindi)).toEqual(figures(text));
    expect(fs.readFileSync(path.join(k.t.config.dataDir, 'uploads', String(row.storage_key))).equals(res.rawPayload)).toBe(true);
    expect((await k.q(sql`SELECT storage_key FROM credit_notes WHERE id = ${cn.id}`))[0].storage_key).toBe(row.storage_key);
    expect((await pdf(b, cn.id)).rawPayload.equals(res.rawPayload)).toBe(true);

    // Nobody else: another buyer gets 404 for the list and the PDF, as for a credit note that does not exist.
    const other = await k.buyer();
    for (const r of [await other.call('GET', `/api/v1/orders/${order.id}/credit-notes`), await pdf(other, cn.id), await pdf(b, 999_999), await b.call('GET', '/api/v1/orders/999999/credit-notes')]) {
      expect(r.statusCode).toBe(404);
      expect(json(r).message.error).toBeTruthy();
    }
    for (const url of [`/api/v1/orders/${order.id}/credit-notes`, `/api/v1/credit-notes/${cn.id}/pdf`]) {
      expect((await k.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('an order cancelled before it was invoiced gets no credit note and draws no number', async () => {
    const b = await k.buyer();
    const order = await placed(b, 1);
    const before = await seriesLast('07');
    expect((await b.call('POST', '/api/v1/orders/cancel', { orderId: order.id, reason: 'Changed my mind' })).statusCode).toBe(200);
    expect(await list(b, order.id)).toEqual({ invoice: null, items: [] });
    expect(await countNotes(order.id)).toBe(0);
    expect(await seriesLast('07')).toBe(before);
  });

  it('partial returns within the state: CGST + SGST for the returned units, the last note takes the remainder, never more than the invoice', async () => {
    const b = await k.buyer();
    // Three units with a coupon: thirds of the line's value and of its coupon share do not come out even.
    const order = await placed(b, 3, 'AYUR10');
    const item = order.items[0];
    expect(item.couponSharePaise).toBeGreaterThan(0);
    await deliver(order.id); // shipping issues the invoice
    const { invoice } = await list(b, order.id);
    expect(invoice).not.toBeNull();
    const before = await seriesLast('07');

    const r1 = await returnUnits(b, order.id, item.id, 1);
    const first = (await list(b, order.id)).items;
    expect(first).toHaveLength(1);
    const one = firstUnits(item, 1, true);
    expect(one.cgstPaise + one.sgstPaise).toBeGreaterThan(0);
    expect(first[0]).toMatchObject({ kind: 'return', returnId: r1.id, reason: 'Goods returned (Seal was broken)', ...one, igstPaise: 0 });
    expect(first[0].lines).toEqual([
      { orderItemId: item.id, name: item.name, label: item.label, quantity: 1, discountPaise: item.pricePaise - one.totalPaise, taxablePaise: one.taxablePaise, cgstPaise: one.cgstPaise, sgstPaise: one.sgstPaise, igstPaise: 0, totalPaise: one.totalPaise },
    ]);
    // The credit note's value is what the return refunds.
    expect(first[0].totalPaise).toBe(r1.amountPaise);
    for (const c of COLS) expect(first[0][c]).toBeLessThanOrEqual(c === 'totalPaise' ? item.lineTotalPaise - item.couponSharePaise : item[c]);

    // Receiving the same return again is refused and issues nothing; the issuing step itself answers with the note it has.
    expect((await op.call('POST', `/api/v1/admin/returns/${r1.id}/receive`, {})).statusCode).toBe(422);
    const again = await k.t.db.database.db.transaction((tx) => issueCreditNoteIn(tx, { kind: 'return', orderId: order.id, returnId: r1.id, at: k.t.clock.now }));
    expect(again?.id).toBe(first[0].id);
    expect(await countNotes(order.id)).toBe(1);

    const r2 = await returnUnits(b, order.id, item.id, 2);
    const notes = (await list(b, order.id)).items;
    expect(notes).toHaveLength(2);
    expect(notes[1].lines).toHaveLength(1); // three units were free of delivery: no delivery line
    expect(notes[1]).toMatchObject({ returnId: r2.id, totalPaise: r2.amountPaise });
    expect(notes[1].lines[0]).toMatchObject({ quantity: 2, discountPaise: item.couponSharePaise - (item.pricePaise - one.totalPaise) });
    // Together they are the invoice line, exactly, in every column.
    expect(sum(notes, 'taxablePaise')).toBe(item.taxablePaise);
    expect(sum(notes, 'cgstPaise')).toBe(item.cgstPaise);
    expect(sum(notes, 'sgstPaise')).toBe(item.sgstPaise);
    expect(sum(notes, 'igstPaise')).toBe(0);
    expect(sum(notes, 'totalPaise')).toBe(item.lineTotalPaise - item.couponSharePaise);
    expect(sum(notes, 'totalPaise')).toBe(order.amounts.itemsTotalPaise - order.amounts.couponDiscountPaise);
    const fy = financialYearOf(k.t.clock.now);
    expect(notes.map((n) => n.creditNoteNumber)).toEqual([formatCreditNoteNumber('07', fy, before + 1), formatCreditNoteNumber('07', fy, before + 2)]);

    const text = await pdfTextOf((await pdf(b, notes[1].id)).rawPayload);
    const line = notes[1].lines[0];
    const half = `${item.gstRateBp / 200}%`;
    expect(text).toContain(`${item.hsnCode} 2 ${money(item.pricePaise)} ${money(line.discountPaise)} ${money(line.taxablePaise)} ${half} ${money(line.cgstPaise)} ${half} ${money(line.sgstPaise)} ${money(line.totalPaise)}`);
    expect(text).toContain(`Against invoice ${invoice!.invoiceNumber} of ${dateText(invoice!.issuedAt)}`);
    expect(text).toContain('Discount: coupon AYUR10');
  });

  it('partial returns across states: IGST in the Karnataka series; returns credit the goods, never the delivery that was made', async () => {
    // Two packs under the free-delivery threshold together, so the order pays for delivery.
    const [cheap] = await k.q(sql`SELECT k.id FROM packages k JOIN products p ON p.id = k.product_id JOIN brands b ON b.id = p.brand_id
      WHERE NOT b.no_nirog_money AND p.return_window_days > 0 AND p.gst_rate_bp > 0 AND k.id <> ${k.pack}
        AND k.sale_price_paise <= 49900 - (SELECT sale_price_paise FROM packages WHERE id = ${k.pack}) - 1000
        AND (SELECT min(quantity) FROM inventory i WHERE i.package_id = k.id) >= 5 ORDER BY k.id LIMIT 1`);
    const m = await k.buyer(1, { address: MUMBAI });
    expect((await m.add(Number(cheap.id), 1)).statusCode).toBeLessThan(300);
    const order = await placed(m, 1);
    const a = order.amounts;
    expect(order.items).toHaveLength(2);
    expect(a.deliveryChargePaise).toBeGreaterThan(0);
    expect(a.igstPaise).toBeGreaterThan(0);
    const [first, second] = order.items;
    await deliver(order.id);
    const before = await seriesLast('29');
    const before07 = await seriesLast('07');

    await returnUnits(m, order.id, first.id, 1);
    const [cn1] = (await list(m, order.id)).items;
    expect(first.igstPaise).toBeGreaterThan(0);
    expect(cn1).toMatchObject({
      creditNoteNumber: formatCreditNoteNumber('29', financialYearOf(k.t.clock.now), before + 1),
      taxablePaise: first.taxablePaise,
      igstPaise: first.igstPaise,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: first.lineTotalPaise,
    });
    expect(cn1.lines.map((l) => l.orderItemId)).toEqual([first.id]);
    const text = await pdfTextOf((await pdf(m, cn1.id)).rawPayload);
    expect(text).toContain(`${first.hsnCode} 1 ${money(first.pricePaise)} 0.00 ${money(first.taxablePaise)} ${first.gstRateBp / 100}% ${money(first.igstPaise)} ${money(first.lineTotalPaise)}`);
    expect(text).toContain(`Total IGST ₹${money(first.igstPaise)}`);
    expect(text).toContain('Place of supply Maharashtra (27)');
    expect(text).not.toMatch(/CGST(?! Act)|SGST/); // no CGST or SGST column (the note cites the CGST Act)
    expect(text).not.toContain('996812');

    await returnUnits(m, order.id, second.id, 1);
    const notes = (await list(m, order.id)).items;
    expect(notes).toHaveLength(2);
    // Every unit came back but the delivery was made and is not refunded: the notes are the invoice's goods, exactly,
    // and the delivery line (its own IGST) stays invoiced.
    expect(notes[1].lines.map((l) => l.orderItemId)).toEqual([second.id]);
    expect(notes[1]).toMatchObject({ totalPaise: second.lineTotalPaise });
    const delivery = { taxable: a.taxablePaise - first.taxablePaise - second.taxablePaise, igst: a.igstPaise - first.igstPaise - second.igstPaise };
    expect(delivery.taxable + delivery.igst).toBe(a.deliveryChargePaise);
    expect(sum(notes, 'taxablePaise')).toBe(a.taxablePaise - delivery.taxable);
    expect(sum(notes, 'igstPaise')).toBe(a.igstPaise - delivery.igst);
    expect(sum(notes, 'cgstPaise') + sum(notes, 'sgstPaise')).toBe(0);
    expect(sum(notes, 'totalPaise')).toBe(a.itemsTotalPaise - a.couponDiscountPaise);
    // Each state keeps its own series; Delhi's drew nothing here.
    expect(notes[1].creditNoteNumber).toBe(formatCreditNoteNumber('29', financialYearOf(k.t.clock.now), before + 2));
    expect(await seriesLast('07')).toBe(before07);
  });

  it('partial returns across states split one line as IGST only, in proportion to the units', async () => {
    const m = await k.buyer(1, { address: MUMBAI });
    const order = await placed(m, 3);
    const item = order.items[0];
    await deliver(order.id);
    await returnUnits(m, order.id, item.id, 2);
    await returnUnits(m, order.id, item.id, 1);
    const notes = (await list(m, order.id)).items;
    const two = firstUnits(item, 2, false);
    expect(notes[0]).toMatchObject({ ...two, cgstPaise: 0, sgstPaise: 0 });
    expect(notes[0].lines[0]).toMatchObject({ quantity: 2, igstPaise: two.igstPaise, taxablePaise: two.taxablePaise });
    expect(notes[1]).toMatchObject({ taxablePaise: item.taxablePaise - two.taxablePaise, igstPaise: item.igstPaise - two.igstPaise, cgstPaise: 0, sgstPaise: 0 });
    expect(sum(notes, 'totalPaise')).toBe(item.lineTotalPaise - item.couponSharePaise);
  });

  it('numbers are gap-free per series, across cancellations issued in parallel', async () => {
    const fy = financialYearOf(k.t.clock.now);
    const before = await seriesLast('07');
    const buyers = await Promise.all([k.buyer(), k.buyer(), k.buyer()]);
    const orders: Array<{ b: Buyer; id: number }> = [];
    for (const b of buyers) for (let i = 0; i < 2; i++) orders.push({ b, id: (await placed(b, 1)).id });
    for (const { b, id } of orders) expect((await b.call('GET', `/api/v1/orders/${id}/invoice/meta`)).statusCode).toBe(200);
    const results = await Promise.all(orders.flatMap(({ b, id }) => [1, 2].map(() => b.call('POST', '/api/v1/orders/cancel', { orderId: id, reason: 'Ordered twice' }))));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await k.q(sql`SELECT credit_note_number FROM credit_notes WHERE order_id IN (${sql.join(orders.map((o) => sql`${o.id}`), sql`, `)}) ORDER BY credit_note_number`);
    expect(rows.map((r) => r.credit_note_number)).toEqual(orders.map((_, i) => formatCreditNoteNumber('07', fy, before + 1 + i)));
    expect(await seriesLast('07')).toBe(before + orders.length);
    // Over the whole run: every credit note of the series, numbered 1..n without a hole.
    const all = await k.q(sql`SELECT credit_note_number FROM credit_notes WHERE credit_note_number LIKE 'CN07/%' ORDER BY credit_note_number`);
    expect(all.map((r) => r.credit_note_number)).toEqual(Array.from({ length: all.length }, (_, i) => formatCreditNoteNumber('07', fy, i + 1)));
  }, 60_000);

  it('goods that come back to an order whose invoice was never issued get the invoice first, then the credit note', async () => {
    const b = await k.buyer();
    const order = await placed(b, 2);
    await deliver(order.id);
    // As if issuing the invoice at shipping had failed.
    await k.q(sql`DELETE FROM invoices WHERE order_id = ${order.id}`);
    await returnUnits(b, order.id, order.items[0].id, 1);
    const { invoice, items } = await list(b, order.id);
    expect(invoice).not.toBeNull();
    expect(items).toHaveLength(1);
    expect(items[0].invoiceNumber).toBe(invoice!.invoiceNumber);
  });
});
