/**
 * GST tax invoices (issue 7, part 3; spec section 7 Orders: invoice): issued once per order from a gap-free series
 * per seller GSTIN and financial year, CGST + SGST within a state and IGST across states, the PDF kept and served
 * as stored, and only to the order's buyer or an operator. Orders are placed through the real API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountInWords } from '@nirog/shared/amount-in-words';
import { makeGstin } from '@nirog/shared/schemas/gstin';
import { json } from '../../test-support/test-app.ts';
import { gstRegistry } from '../../providers/gst/registry.tables.ts';
import { SELLER_LEGAL_NAME } from '../orders/orders.service.ts';
import { createOrderKit, DELHI, MUMBAI, type Buyer, type OrderKit } from '../orders/order-test-kit.ts';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf.ts';
import { financialYearOf, formatInvoiceNumber, invoiceFileName } from './invoices.service.ts';
import { pdfText } from '../../test-support/pdf-text.ts';

let kit: OrderKit;
const CHEMIST_GSTIN = makeGstin('27', 'AABFP4321K');

beforeAll(async () => {
  kit = await createOrderKit('93');
  await kit.t.db.database.db.insert(gstRegistry).values({ gstin: CHEMIST_GSTIN, legalName: 'Patil Medical Stores', tradeName: 'Patil Medicals', status: 'Active' });
});
afterAll(async () => kit?.t.close());

const money = (paise: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);


const invoice = (b: Buyer | { call: Buyer['call'] }, orderId: number) => b.call('GET', `/api/v1/orders/${orderId}/invoice`);
const meta = (b: Buyer | { call: Buyer['call'] }, orderId: number) => b.call('GET', `/api/v1/orders/${orderId}/invoice/meta`);
const seriesLast = async (stateCode: string, fy: string) =>
  Number((await kit.q(sql`SELECT coalesce(max(last), 0)::int AS n FROM number_series WHERE series = ${`invoice-${stateCode}`} AND period = ${fy}`))[0].n);

async function placed(b: Buyer, quantity = 1, method: 1 | 2 | 4 = 1) {
  expect((await b.add(kit.pack, quantity)).statusCode).toBeLessThan(300);
  const res = await b.order(method);
  expect(res.statusCode, res.body).toBe(201);
  return json(res).entity.order;
}

describe('invoice numbers', () => {
  it('the financial year runs April to March in India time', () => {
    expect(financialYearOf(new Date('2026-11-22T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 31 March, 23:59:59 IST
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 1 April, 00:00 IST
    expect(financialYearOf(new Date('2099-12-31T23:00:00Z'))).toBe('2099-00');
  });

  it('fit the 16 characters GST allows, per seller state and year; a file name without slashes', () => {
    expect(formatInvoiceNumber('07', '2026-27', 1)).toBe('NA07/2627/000001');
    expect(formatInvoiceNumber('29', '2027-28', 999_999)).toBe('NA29/2728/999999');
    expect(() => formatInvoiceNumber('29', '2027-28', 1_000_000)).toThrow();
    expect(invoiceFileName('NA07/2627/000012')).toBe('Invoice-NA07-2627-000012.pdf');
  });
});

describe('the PDF layout', () => {
  const party = { name: 'Gupta Chemists', attention: null, addressLines: ['Shop 4, Main Market', 'New Delhi - 110024'], gstin: null, stateName: 'Delhi', stateCode: '07' };
  const doc = (lines: number): InvoiceDocument => ({
    invoiceNumber: 'NA07/2627/000042',
    issuedAt: new Date('2026-11-22T06:00:00Z'),
    orderNumber: 'NA2611-000007',
    orderedAt: new Date('2026-11-21T06:00:00Z'),
    paymentMethod: 'Cash on delivery',
    seller: { ...party, name: SELLER_LEGAL_NAME, gstin: makeGstin('07', 'AAHCN4821K'), pan: 'AAHCN4821K' },
    billTo: party,
    shipTo: party,
    placeOfSupply: { stateName: 'Delhi', stateCode: '07' },
    intraState: true,
    couponCode: null,
    lines: Array.from({ length: lines }, (_, i) => ({
      description: `Triphala Churna pack ${i + 1}`,
      detail: 'Dabur · 100 g',
      hsn: '30049011',
      quantity: 1,
      ratePaise: 11_200,
      discountPaise: 0,
      taxablePaise: 10_000,
      gstRateBp: 1200,
      cgstPaise: 600,
      sgstPaise: 600,
      igstPaise: 0,
      totalPaise: 11_200,
    })),
    totals: { taxablePaise: 10_000 * lines, cgstPaise: 600 * lines, sgstPaise: 600 * lines, igstPaise: 0, invoicePaise: 11_200 * lines },
    nirogMoneyPaise: 0,
    balance: { label: 'Amount payable on delivery', paise: 11_200 * lines },
  });

  it('a long order runs over pages with the table header and the footer on each; the same invoice draws the same bytes', async () => {
    const bytes = await renderInvoicePdf(doc(60));
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text.match(/HSN\/SAC/g)).toHaveLength(pages);
    expect(text).toContain(`NA07/2627/000042 · Page ${pages} of ${pages}`);
    expect(text).toContain('60 Triphala Churna pack 60');
    expect(text).toContain(`Invoice total ₹${money(11_200 * 60)}`);
    expect(text).toContain('Rupees Six Thousand Seven Hundred Twenty Only');
    expect(text).not.toContain('nirog money');
    expect((await renderInvoicePdf(doc(60))).equals(bytes)).toBe(true);
  });
});

describe('the tax invoice (GET /v1/orders/:id/invoice)', () => {
  it('a Hindi reader gets the invoice drawn with Hindi labels, the same number, lines and totals; the kept English record does not change', async () => {
    const b = await kit.buyer();
    const order = await placed(b, 2);
    const inHindi = () => b.call('GET', `/api/v1/orders/${order.id}/invoice`, undefined, { cookie: 'lang=hi' });
    // The first download is a Hindi reader's: the record is still drawn in English and kept.
    const hi1 = await inHindi();
    expect(hi1.statusCode, hi1.body).toBe(200);
    const number = json(await meta(b, order.id)).entity.invoiceNumber as string;
    expect(hi1.headers['content-disposition']).toBe(`attachment; filename="${invoiceFileName(number).replace('.pdf', '-hi.pdf')}"`);
    const [{ invoiceKey }] = await kit.q(sql`SELECT storage_key AS "invoiceKey" FROM invoices WHERE order_id = ${order.id}`);
    const en1 = await invoice(b, order.id);
    expect(en1.headers['content-disposition']).toBe(`attachment; filename="${invoiceFileName(number)}"`);
    const english = (await pdfText(en1.rawPayload)).text;
    expect(english).toContain('Tax Invoice');
    expect(english).toContain('Original for recipient');
    expect(english).not.toMatch(/[\u0900-\u097F]/);

    const hindi = (await pdfText(hi1.rawPayload)).text;
    // (Labels without a pre-base vowel sign: copied text comes in drawing order, decision 020.)
    for (const label of ['टैक्स इनवॉइस', 'इनवॉइस नंबर', 'इनवॉइस का कुल', 'मात्रा']) expect(hindi).toContain(label);
    expect(hindi).not.toContain('Tax Invoice');
    expect(hindi).toContain('अंग्रेज़ी मूल');
    // The same document in figures: its number and every amount, in the same order.
    expect(hindi).toContain(number);
    const figures = (text: string) => text.match(/₹?\d[\d,]*\.\d\d/g);
    expect(figures(hindi)).toEqual(figures(english));
    expect(hindi).toContain(`₹${money(order.amounts.totalPaise)}`);
    expect(hindi).toContain(amountInWords(order.amounts.itemsTotalPaise - order.amounts.couponDiscountPaise + order.amounts.deliveryChargePaise));

    // Hindi downloads draw a copy; they never touch the record.
    expect((await inHindi()).rawPayload.equals(hi1.rawPayload)).toBe(true);
    expect((await invoice(b, order.id)).rawPayload.equals(en1.rawPayload)).toBe(true);
    expect((await kit.q(sql`SELECT storage_key AS "invoiceKey" FROM invoices WHERE order_id = ${order.id}`))[0].invoiceKey).toBe(invoiceKey);
  });

  it('same state (Delhi buyer, Delhi warehouse): CGST and SGST per line, delivery as SAC 996812, nirog money as a payment; stored once, served as stored', async () => {
    const b = await kit.buyer();
    await b.call('PUT', '/api/v1/checkout', { useNirogMoney: true });
    const order = await placed(b, 1);
    expect(order.amounts.nirogMoneyPaise).toBeGreaterThan(0);
    expect(order.amounts.deliveryChargePaise).toBeGreaterThan(0);
    expect(order.seller.stateName).toBe('Delhi');
    const fy = financialYearOf(kit.t.clock.now);
    const before = await seriesLast('07', fy);

    const m = await meta(b, order.id);
    expect(m.statusCode, m.body).toBe(200);
    const number = formatInvoiceNumber('07', fy, before + 1);
    expect(json(m).entity).toEqual({ invoiceNumber: number, financialYear: fy, issuedAt: kit.t.clock.now.toISOString() });

    const res = await invoice(b, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoiceFileName(number)}"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(res.rawPayload);

    const item = order.items[0];
    const a = order.amounts;
    const invoiceTotal = a.itemsTotalPaise - a.couponDiscountPaise + a.deliveryChargePaise;
    const halfRate = `${item.gstRateBp / 200}%`;
    for (const expected of [
      'Tax Invoice',
      SELLER_LEGAL_NAME,
      `GSTIN: ${order.seller.gstin}`,
      `PAN: ${order.seller.gstin.slice(2, 12)}`,
      'Dispatched from Delhi warehouse',
      `Invoice number ${number}`,
      `Order number ${order.orderNumber}`,
      'Place of supply Delhi (07)',
      'State: Delhi, State code: 07',
      DELHI.address,
      'Whether tax is payable on reverse charge: No',
      // the goods line: HSN, quantity, rate, no discount, taxable value, CGST and SGST at half the rate each, total
      `${item.name}`,
      `${item.hsnCode} 1 ${money(item.pricePaise)} 0.00 ${money(item.taxablePaise)} ${halfRate} ${money(item.cgstPaise)} ${halfRate} ${money(item.sgstPaise)} ${money(item.lineTotalPaise)}`,
      // the delivery line: SAC 996812 at 18 %
      `Delivery charges Courier service 996812 1 ${money(a.deliveryChargePaise)} 0.00 ${money(a.taxablePaise - item.taxablePaise)} 9% ${money(a.cgstPaise - item.cgstPaise)} 9% ${money(a.sgstPaise - item.sgstPaise)} ${money(a.deliveryChargePaise)}`,
      `Total taxable value ₹${money(a.taxablePaise)}`,
      `Total CGST ₹${money(a.cgstPaise)}`,
      `Total SGST ₹${money(a.sgstPaise)}`,
      `Invoice total ₹${money(invoiceTotal)}`,
      `Paid with nirog money (wallet) − ₹${money(a.nirogMoneyPaise)}`,
      `Amount payable on delivery ₹${money(a.totalPaise)}`,
      `Invoice total in words ${amountInWords(invoiceTotal)}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(a.cgstPaise + a.sgstPaise).toBeGreaterThan(0);

    // Kept: the row has its storage key, the file holds these bytes, and the next download serves them unchanged.
    const [row] = await kit.q(sql`SELECT invoice_number, storage_key, financial_year FROM invoices WHERE order_id = ${order.id}`);
    expect(row).toMatchObject({ invoice_number: number, financial_year: fy });
    const file = path.join(kit.t.config.dataDir, 'uploads', String(row.storage_key));
    expect(fs.readFileSync(file).equals(res.rawPayload)).toBe(true);
    const again = await invoice(b, order.id);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(json(await meta(b, order.id)).entity.invoiceNumber).toBe(number);
    expect(await seriesLast('07', fy)).toBe(before + 1);

    // Only the buyer and operators.
    const other = await kit.buyer();
    for (const r of [await invoice(other, order.id), await meta(other, order.id), await invoice(other, 999_999)]) {
      expect(r.statusCode).toBe(404);
      expect(json(r).message.error).toBeTruthy();
    }
    expect((await kit.t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}/invoice` })).statusCode).toBe(401);
    const op = await kit.operator();
    const opRes = await invoice(op, order.id);
    expect(opRes.statusCode).toBe(200);
    expect(opRes.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('other state (Mumbai retailer with a GSTIN, shipped from Bengaluru): IGST per line, buyer GSTIN and legal name, the Karnataka series', async () => {
    const c = await kit.buyer(5, { address: { ...MUMBAI, is_billing: 1, gst: CHEMIST_GSTIN, legalEntityName: 'Patil Medical Stores' } });
    const order = await placed(c, 3);
    expect(order.seller.stateName).toBe('Karnataka');
    expect(order.billingAddress.gstin).toBe(CHEMIST_GSTIN);
    const fy = financialYearOf(kit.t.clock.now);
    const before = await seriesLast('29', fy);

    const res = await invoice(c, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const number = formatInvoiceNumber('29', fy, before + 1);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoiceFileName(number)}"`);
    const { text } = await pdfText(res.rawPayload);
    const item = order.items[0];
    const a = order.amounts;
    const invoiceTotal = a.itemsTotalPaise - a.couponDiscountPaise + a.deliveryChargePaise;
    expect(a.igstPaise).toBeGreaterThan(0);
    expect(a.cgstPaise + a.sgstPaise).toBe(0);
    for (const expected of [
      `Invoice number ${number}`,
      `GSTIN: ${order.seller.gstin}`,
      'State: Karnataka, State code: 29',
      'Dispatched from Bengaluru warehouse',
      'Patil Medical Stores',
      MUMBAI.contact_person_name,
      `GSTIN: ${CHEMIST_GSTIN}`,
      'State: Maharashtra, State code: 27',
      'Place of supply Maharashtra (27)',
      'IGST',
      `${item.hsnCode} 3 ${money(item.pricePaise)} ${money(item.couponSharePaise)} ${money(item.taxablePaise)} ${item.gstRateBp / 100}% ${money(item.igstPaise)} ${money(item.lineTotalPaise - item.couponSharePaise)}`,
      `Total IGST ₹${money(a.igstPaise)}`,
      `Invoice total ₹${money(invoiceTotal)}`,
      `Invoice total in words ${amountInWords(invoiceTotal)}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(order.seller.gstin.startsWith('29')).toBe(true);
    expect(text).not.toContain('996812'); // free delivery above the threshold: no delivery line
  });

  it('a coupon is a discount on the line at the time of sale: it lowers the taxable value, and the lines add up to the invoice total', async () => {
    const b = await kit.buyer();
    expect((await b.add(kit.pack, 3)).statusCode).toBeLessThan(300);
    expect((await b.call('POST', '/api/v1/checkout/coupon', { code: 'AYUR10' })).statusCode).toBe(200);
    const res = await b.order(1);
    expect(res.statusCode, res.body).toBe(201);
    const order = json(res).entity.order;
    const item = order.items[0];
    expect(item.couponSharePaise).toBeGreaterThan(0);
    const a = order.amounts;
    const invoiceTotal = a.itemsTotalPaise - a.couponDiscountPaise + a.deliveryChargePaise;
    expect(item.lineTotalPaise - item.couponSharePaise + a.deliveryChargePaise).toBe(invoiceTotal);
    expect(item.taxablePaise + item.cgstPaise + item.sgstPaise).toBe(item.lineTotalPaise - item.couponSharePaise);

    const { text } = await pdfText((await invoice(b, order.id)).rawPayload);
    const half = `${item.gstRateBp / 200}%`;
    expect(text).toContain(
      `${item.hsnCode} 3 ${money(item.pricePaise)} ${money(item.couponSharePaise)} ${money(item.taxablePaise)} ${half} ${money(item.cgstPaise)} ${half} ${money(item.sgstPaise)} ${money(item.lineTotalPaise - item.couponSharePaise)}`,
    );
    expect(text).toContain('Discount: coupon AYUR10');
    expect(text).toContain(`Invoice total ₹${money(invoiceTotal)}`);
    expect(text).toContain(`Amount payable on delivery ₹${money(a.totalPaise)}`);
    expect(text).not.toContain('nirog money (wallet)');
  });

  it('an order that cannot be invoiced yet gets 422 and draws no number; an issued invoice outlives a later cancellation', async () => {
    const fy = financialYearOf(kit.t.clock.now);
    const before = await seriesLast('07', fy);
    const b = await kit.buyer();
    const online = await placed(b, 1, 2);
    expect(online.status).toBe('pending_payment');
    for (const r of [await invoice(b, online.id), await meta(b, online.id)]) {
      expect(r.statusCode).toBe(422);
      expect(json(r).message.error).toBe('The invoice is issued once your payment is received.');
    }

    const cod = await placed(b, 1);
    const cancel = await b.call('POST', '/api/v1/orders/cancel', { orderId: cod.id, reason: 'Ordered by mistake' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const r = await invoice(b, cod.id);
    expect(r.statusCode).toBe(422);
    expect(json(r).message.error).toBe('This order was cancelled before it shipped, so it has no invoice.');
    expect(await seriesLast('07', fy)).toBe(before);
    expect((await kit.q(sql`SELECT count(*)::int AS n FROM invoices WHERE order_id IN (${online.id}, ${cod.id})`))[0].n).toBe(0);

    const kept = await placed(b, 1);
    const first = await invoice(b, kept.id);
    expect(first.statusCode).toBe(200);
    expect((await b.call('POST', '/api/v1/orders/cancel', { orderId: kept.id, reason: 'Changed my mind' })).statusCode).toBe(200);
    const later = await invoice(b, kept.id);
    expect(later.statusCode).toBe(200);
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await seriesLast('07', fy)).toBe(before + 1);
  });

  it('numbers are gap-free and start again at 000001 on 1 April (India time), per seller state', async () => {
    const realNow = kit.t.clock.now;
    try {
      // Sessions and orders from the evening of 31 March 2027 (they would have lapsed over a jump of months).
      kit.t.clock.now = new Date('2027-03-31T16:00:00Z');
      const b = await kit.buyer();
      const m = await kit.buyer(1, { address: MUMBAI });
      const orders = [await placed(b), await placed(b), await placed(b), await placed(b)];
      const bengaluru = await placed(m);
      kit.t.clock.now = new Date('2027-03-31T18:29:00Z'); // 31 March 2027, 23:59 IST
      const last = await seriesLast('07', '2026-27');
      const r1 = await meta(b, orders[0].id);
      expect(r1.statusCode, r1.body).toBe(200);
      const n1 = json(r1).entity;
      expect(n1).toMatchObject({ invoiceNumber: formatInvoiceNumber('07', '2026-27', last + 1), financialYear: '2026-27' });
      // A refused request in between draws nothing.
      const pending = await placed(b, 1, 2);
      expect((await meta(b, pending.id)).statusCode).toBe(422);
      expect(json(await meta(b, orders[1].id)).entity.invoiceNumber).toBe(formatInvoiceNumber('07', '2026-27', last + 2));

      kit.t.clock.now = new Date('2027-03-31T18:30:00Z'); // 1 April 2027, 00:00 IST
      expect(json(await meta(b, orders[2].id)).entity).toMatchObject({ invoiceNumber: 'NA07/2728/000001', financialYear: '2027-28' });
      expect(json(await meta(b, orders[3].id)).entity.invoiceNumber).toBe('NA07/2728/000002');
      expect(json(await meta(m, bengaluru.id)).entity.invoiceNumber).toBe('NA29/2728/000001');
      // Asking again changes nothing.
      expect(json(await meta(b, orders[0].id)).entity.invoiceNumber).toBe(formatInvoiceNumber('07', '2026-27', last + 1));
      expect(await seriesLast('07', '2027-28')).toBe(2);

      const res = await invoice(b, orders[2].id);
      const { text } = await pdfText(res.rawPayload);
      expect(text).toContain('Invoice number NA07/2728/000001 Invoice date 01 Apr 2027');
    } finally {
      kit.t.clock.now = realNow;
    }
  });

  it('parallel requests issue one invoice per order and gap-free numbers; parallel first downloads all get the stored bytes', async () => {
    const buyers = await Promise.all([kit.buyer(), kit.buyer(), kit.buyer()]);
    const orders: Array<{ b: Buyer; id: number }> = [];
    for (const b of buyers) for (let i = 0; i < 2; i++) orders.push({ b, id: (await placed(b)).id });
    const fy = financialYearOf(kit.t.clock.now);
    const before = await seriesLast('07', fy);

    const results = await Promise.all(orders.flatMap(({ b, id }) => Array.from({ length: 6 }, (_, i) => (i % 3 === 0 ? meta(b, id) : invoice(b, id)).then((res) => ({ id, res })))));
    for (const { res } of results) expect(res.statusCode, res.body).toBe(200);

    const rows = await kit.q(sql`SELECT order_id, invoice_number, storage_key FROM invoices WHERE order_id IN (${sql.join(orders.map((o) => sql`${o.id}`), sql`, `)})`);
    expect(rows).toHaveLength(orders.length);
    const numbers = rows.map((r) => String(r.invoice_number)).sort();
    expect(numbers).toEqual(Array.from({ length: orders.length }, (_, i) => formatInvoiceNumber('07', fy, before + 1 + i)));
    expect(await seriesLast('07', fy)).toBe(before + orders.length);

    for (const row of rows) {
      const stored = fs.readFileSync(path.join(kit.t.config.dataDir, 'uploads', String(row.storage_key)));
      const mine = results.filter((r) => r.id === row.order_id);
      for (const { res } of mine) {
        if (res.headers['content-type'] === 'application/pdf') expect(res.rawPayload.equals(stored)).toBe(true);
        else expect(json(res).entity.invoiceNumber).toBe(row.invoice_number);
      }
      // Only the recorded file is kept.
      const dir = path.dirname(path.join(kit.t.config.dataDir, 'uploads', String(row.storage_key)));
      const prefix = String(row.invoice_number).toLowerCase().replace(/\//g, '-');
      expect(fs.readdirSync(dir).filter((f) => f.startsWith(prefix))).toHaveLength(1);
    }
  }, 120_000);
});
