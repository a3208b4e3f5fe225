/**
 * Draws a GST tax invoice (CGST Rules, rule 46) or a credit note against one (rule 53: the same parties and columns,
 * its own title and number, and the invoice it corrects) as an A4 PDF with pdfkit. The input is a plain description
 * of the document (invoices.service.ts and credit-notes.service.ts build it from the order); this file only lays it
 * out. The fonts are from npm (lib/pdf-fonts.ts), embedded (subset), so the rupee sign and names print the same on
 * every machine.
 * The output is deterministic for the same input: pdfkit derives the file id from the document info, whose dates
 * are the invoice's issue time.
 */
import { loadPdfKit, pdfFonts } from '../../lib/pdf-fonts.ts';
import { amountInWords } from '@nirog/shared/amount-in-words';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';

export interface InvoiceParty {
  /** The legal entity (or the person) the document names. */
  name: string;
  /** A second name line: the contact person of a business, the warehouse of the seller. */
  attention: string | null;
  addressLines: string[];
  gstin: string | null;
  stateName: string;
  stateCode: string;
}

export interface InvoiceLine {
  description: string;
  detail: string | null;
  /** HSN for goods, SAC for services (delivery). */
  hsn: string;
  quantity: number;
  /** Unit price, GST included. */
  ratePaise: number;
  /** The coupon's share of this line. */
  discountPaise: number;
  taxablePaise: number;
  gstRateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** rate × quantity − discount = taxable + tax. */
  totalPaise: number;
}

export interface InvoiceDocument {
  /** The document's own number and date: the invoice's, or the credit note's. */
  invoiceNumber: string;
  issuedAt: Date;
  /** Set for a credit note: the invoice it is issued against, and why. */
  creditNote?: { invoiceNumber: string; invoiceDate: Date; reason: string };
  orderNumber: string;
  orderedAt: Date;
  paymentMethod: string;
  seller: InvoiceParty & { pan: string };
  billTo: InvoiceParty;
  shipTo: InvoiceParty;
  placeOfSupply: { stateName: string; stateCode: string };
  /** Seller and place of supply in one state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  couponCode: string | null;
  lines: InvoiceLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; invoicePaise: number };
  /** Nirog money is a way of paying: it settles part of the invoice and does not lower its value or its tax. */
  nirogMoneyPaise: number;
  /** What is left to pay or was paid; a credit note has none. */
  balance: { label: string; paise: number } | null;
}


const TZ = 'Asia/Kolkata';
// A Hindi copy names its months in Hindi (Latin digits, as lib/format.ts on the web); the English record is unchanged.
const dateText = (d: Date) => new Intl.DateTimeFormat(currentLocale() === 'hi' ? 'hi-IN' : 'en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: TZ }).format(d);
const money = (paise: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
const rupees = (paise: number) => `₹${money(paise)}`;
const percent = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 28; // room for the footer line
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#9aa5b1';
const SHADE = '#eef2f5';

interface Column {
  key: string;
  width: number;
  align: 'left' | 'right' | 'center';
  /** Header text; a group label spans the columns that share it. */
  label: string;
  group?: string;
}

function columns(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { key: 'cgstRate', width: 22, align: 'right', label: t('invoice.col.rateShort'), group: t('invoice.col.cgst') },
        { key: 'cgst', width: 42, align: 'right', label: t('invoice.col.amount'), group: t('invoice.col.cgst') },
        { key: 'sgstRate', width: 22, align: 'right', label: t('invoice.col.rateShort'), group: t('invoice.col.sgst') },
        { key: 'sgst', width: 42, align: 'right', label: t('invoice.col.amount'), group: t('invoice.col.sgst') },
      ]
    : [
        { key: 'igstRate', width: 26, align: 'right', label: t('invoice.col.rateShort'), group: t('invoice.col.igst') },
        { key: 'igst', width: 46, align: 'right', label: t('invoice.col.amount'), group: t('invoice.col.igst') },
      ];
  const cols: Column[] = [
    { key: 'no', width: 18, align: 'center', label: t('invoice.col.no') },
    { key: 'description', width: 0, align: 'left', label: t('invoice.col.description') },
    { key: 'hsn', width: 40, align: 'center', label: t('invoice.col.hsn') },
    { key: 'qty', width: 22, align: 'right', label: t('invoice.col.qty') },
    { key: 'rate', width: 44, align: 'right', label: t('invoice.col.rate') },
    { key: 'discount', width: 42, align: 'right', label: t('invoice.col.discount') },
    { key: 'taxable', width: 48, align: 'right', label: t('invoice.col.taxable') },
    ...tax,
    { key: 'total', width: 50, align: 'right', label: t('invoice.col.total') },
  ];
  // The description takes what the figures leave.
  cols[1].width = CONTENT_WIDTH - cols.reduce((s, c) => s + c.width, 0);
  return cols;
}

function cells(line: InvoiceLine, index: number, intraState: boolean): Record<string, string> {
  const half = line.gstRateBp / 2;
  return {
    no: String(index + 1),
    description: line.description,
    hsn: line.hsn,
    qty: String(line.quantity),
    rate: money(line.ratePaise),
    discount: money(line.discountPaise),
    taxable: money(line.taxablePaise),
    ...(intraState
      ? { cgstRate: percent(half), cgst: money(line.cgstPaise), sgstRate: percent(half), sgst: money(line.sgstPaise) }
      : { igstRate: percent(line.gstRateBp), igst: money(line.igstPaise) }),
    total: money(line.totalPaise),
  };
}

/** Renders the invoice; resolves with the PDF's bytes. */
export async function renderInvoicePdf(inv: InvoiceDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const { regular, bold } = pdfFonts();
  const credit = inv.creditNote;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: t(credit ? 'creditNote.pdfTitle' : 'invoice.pdfTitle', { number: inv.invoiceNumber }),
      Author: inv.seller.name,
      Subject: credit ? t('creditNote.pdfSubject', { invoiceNumber: credit.invoiceNumber }) : t('invoice.pdfSubject', { orderNumber: inv.orderNumber }),
      Creator: inv.seller.name,
      CreationDate: inv.issuedAt,
      ModDate: inv.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular').fillColor(INK).lineWidth(0.5).strokeColor(RULE);

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;

  // Title ------------------------------------------------------------------------------------------------------
  doc.font('bold').fontSize(16).text(t(credit ? 'creditNote.title' : 'invoice.title'), left, PAGE.margin, { width: CONTENT_WIDTH / 2, lineBreak: false });
  // Only the English document is the tax record (decision 020); a copy in another language says so where it names itself.
  doc.font('regular').fontSize(8).fillColor(MUTED).text(t(currentLocale() === 'en' ? 'invoice.original' : 'invoice.readerCopy'), left + CONTENT_WIDTH / 2, PAGE.margin + 5, { width: CONTENT_WIDTH / 2, align: 'right' });
  doc.fillColor(INK);
  let y = PAGE.margin + 26;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;

  // Seller and invoice facts -----------------------------------------------------------------------------------
  const half = CONTENT_WIDTH / 2 - 8;
  const party = (title: string, p: InvoiceParty, x: number, top: number, extra: string[] = []) => {
    doc.font('bold').fontSize(7.5).fillColor(MUTED).text(title.toUpperCase(), x, top, { width: half });
    doc.fillColor(INK).font('bold').fontSize(9).text(p.name, { width: half });
    doc.font('regular').fontSize(8);
    if (p.attention) doc.text(p.attention, { width: half });
    for (const l of p.addressLines) doc.text(l, { width: half });
    if (p.gstin) doc.font('bold').text(t('invoice.gstin', { gstin: p.gstin }), { width: half }).font('regular');
    for (const l of extra) doc.text(l, { width: half });
    doc.text(t('invoice.state', { name: p.stateName, code: p.stateCode }), { width: half });
    return doc.y;
  };
  const sellerBottom = party(t('invoice.soldBy'), inv.seller, left, y, [t('invoice.pan', { pan: inv.seller.pan })]);

  const facts: Array<[string, string]> = [
    [t(credit ? 'creditNote.number' : 'invoice.number'), inv.invoiceNumber],
    [t(credit ? 'creditNote.date' : 'invoice.date'), dateText(inv.issuedAt)],
    ...(credit ? [[t('creditNote.against'), t('creditNote.againstValue', { number: credit.invoiceNumber, date: dateText(credit.invoiceDate) })] as [string, string]] : []),
    [t('invoice.orderNumber'), inv.orderNumber],
    [t('invoice.orderDate'), dateText(inv.orderedAt)],
    [t('invoice.paymentMethod'), inv.paymentMethod],
    [t('invoice.placeOfSupply'), t('invoice.stateWithCode', { name: inv.placeOfSupply.stateName, code: inv.placeOfSupply.stateCode })],
  ];
  const fx = left + CONTENT_WIDTH / 2 + 8;
  let fy = y;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(8).fillColor(MUTED).text(label, fx, fy, { width: 90, lineBreak: false });
    doc.font('bold').fillColor(INK).text(value, fx + 92, fy, { width: half - 92 });
    fy = doc.y + 2;
  }
  doc.font('regular').fontSize(8).text(t('invoice.reverseCharge'), fx, fy + 2, { width: half });
  if (credit) doc.text(t('creditNote.reason', { reason: credit.reason }), fx, doc.y + 2, { width: half });
  fy = doc.y;
  y = Math.max(sellerBottom, fy) + 8;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;

  // Buyer and consignee ----------------------------------------------------------------------------------------
  const billBottom = party(t('invoice.billTo'), inv.billTo, left, y);
  const shipBottom = party(t('invoice.shipTo'), inv.shipTo, fx, y);
  y = Math.max(billBottom, shipBottom) + 10;

  // Lines ------------------------------------------------------------------------------------------------------
  const cols = columns(inv.intraState);
  const xs: number[] = [];
  cols.reduce((x, c) => (xs.push(x), x + c.width), left);
  const pad = 2.5;

  const header = (caption: number) => {
    doc.font('regular').fontSize(6.5).fillColor(MUTED).text(t('invoice.amountsIn'), left, caption, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    const top = caption + 9;
    const h = 22;
    doc.rect(left, top, CONTENT_WIDTH, h).fill(SHADE);
    doc.fillColor(INK).font('bold').fontSize(7);
    const groups = new Map<string, { x: number; width: number }>();
    cols.forEach((c, i) => {
      if (c.group) {
        const g = groups.get(c.group) ?? { x: xs[i], width: 0 };
        g.width += c.width;
        groups.set(c.group, g);
        doc.text(c.label, xs[i] + pad, top + 12, { width: c.width - 2 * pad, align: c.align, lineBreak: false });
      } else {
        doc.text(c.label, xs[i] + pad, top + 3, { width: c.width - 2 * pad, align: c.align, height: h - 4 });
      }
    });
    for (const [label, g] of groups) {
      doc.text(label, g.x, top + 3, { width: g.width, align: 'center', lineBreak: false });
      doc.moveTo(g.x + 2, top + 10.5).lineTo(g.x + g.width - 2, top + 10.5).stroke();
    }
    doc.font('regular');
    return top + h;
  };

  y = header(y);
  inv.lines.forEach((line, i) => {
    const values = cells(line, i, inv.intraState);
    const descWidth = cols[1].width - 2 * pad;
    doc.font('regular').fontSize(7.5);
    const descH = doc.heightOfString(line.description, { width: descWidth });
    const detailH = line.detail ? doc.fontSize(6.5).heightOfString(line.detail, { width: descWidth }) : 0;
    const rowH = Math.max(descH + detailH, 9) + 6;
    if (y + rowH > BOTTOM) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    cols.forEach((c, ci) => {
      doc.font('regular').fontSize(7.5).fillColor(INK);
      if (c.key === 'description') {
        doc.text(line.description, xs[ci] + pad, y + 3, { width: descWidth });
        if (line.detail) doc.fontSize(6.5).fillColor(MUTED).text(line.detail, xs[ci] + pad, doc.y, { width: descWidth });
      } else {
        doc.text(values[c.key], xs[ci] + pad, y + 3, { width: c.width - 2 * pad, align: c.align, lineBreak: false });
      }
    });
    y += rowH;
    doc.moveTo(left, y).lineTo(right, y).stroke();
  });

  // Totals -----------------------------------------------------------------------------------------------------
  const totals: Array<[string, string, boolean]> = [[t('invoice.totals.taxable'), rupees(inv.totals.taxablePaise), false]];
  if (inv.intraState) {
    totals.push([t('invoice.totals.cgst'), rupees(inv.totals.cgstPaise), false], [t('invoice.totals.sgst'), rupees(inv.totals.sgstPaise), false]);
  } else {
    totals.push([t('invoice.totals.igst'), rupees(inv.totals.igstPaise), false]);
  }
  totals.push([t(credit ? 'creditNote.totals.total' : 'invoice.totals.invoice'), rupees(inv.totals.invoicePaise), true]);
  if (inv.nirogMoneyPaise > 0) totals.push([t('invoice.totals.nirogMoney'), `− ${rupees(inv.nirogMoneyPaise)}`, false]);
  if (inv.balance) totals.push([inv.balance.label, rupees(inv.balance.paise), true]);

  const words = amountInWords(inv.totals.invoicePaise);
  doc.fontSize(8);
  const wordsH = doc.heightOfString(words, { width: CONTENT_WIDTH });
  const notes = [
    ...(credit ? [t('creditNote.note.reduces', { number: credit.invoiceNumber })] : []),
    t('invoice.note.inclusive'),
    ...(inv.couponCode ? [t('invoice.note.coupon', { code: inv.couponCode })] : []),
  ];
  if (inv.nirogMoneyPaise > 0) notes.push(t('invoice.note.nirogMoney'));
  const notesH = notes.reduce((s, n) => s + doc.fontSize(7).heightOfString(n, { width: CONTENT_WIDTH }) + 1, 0);
  const blockH = totals.length * 13 + 12 + wordsH + 14 + notesH + 60;
  if (y + blockH > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 6;
  const labelX = left + CONTENT_WIDTH - 260;
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 9 : 8).fillColor(INK);
    doc.text(label, labelX, y, { width: 170, lineBreak: false });
    doc.text(value, labelX + 170, y, { width: 90, align: 'right', lineBreak: false });
    y += 13;
  }
  y += 4;
  doc.font('regular').fontSize(7.5).fillColor(MUTED).text(t(credit ? 'creditNote.totals.inWords' : 'invoice.totals.inWords'), left, y, { width: CONTENT_WIDTH });
  doc.font('bold').fontSize(8).fillColor(INK).text(words, left, doc.y + 1, { width: CONTENT_WIDTH });
  doc.font('regular').fontSize(7).fillColor(MUTED);
  let ny = doc.y + 10;
  for (const n of notes) {
    doc.text(n, left, ny, { width: CONTENT_WIDTH });
    ny = doc.y + 1;
  }

  // Signature --------------------------------------------------------------------------------------------------
  y = doc.y + 18;
  doc.fillColor(INK).font('bold').fontSize(8).text(t('invoice.forSeller', { seller: inv.seller.name }), right - 220, y, { width: 220, align: 'right' });
  doc.font('regular').fontSize(7.5).fillColor(MUTED).text(t('invoice.signatory'), right - 220, doc.y + 16, { width: 220, align: 'right' });

  // Footer on every page: the texts sit below the bottom margin, so it is lifted while they are written.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const fyy = PAGE.height - PAGE.margin - 16;
    doc.moveTo(left, fyy - 4).lineTo(right, fyy - 4).stroke();
    doc.font('regular').fontSize(6.5).fillColor(MUTED);
    doc.text(t(credit ? 'creditNote.footer' : 'invoice.footer', { seller: inv.seller.name }), left, fyy, { width: CONTENT_WIDTH - 90, lineBreak: false });
    doc.text(t('invoice.page', { page: i - range.start + 1, pages: range.count, number: inv.invoiceNumber }), right - 150, fyy, { width: 150, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}
