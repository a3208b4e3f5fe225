/**
 * Draws a prescription as an A4 PDF with pdfkit (the library the GST invoices use), in the reader's language with
 * fonts from npm (lib/pdf-fonts.ts) so names, Devanagari and the rupee sign print the same everywhere. The input is the prescription as the API shows it.
 */
import { loadPdfKit, pdfFonts } from '../../lib/pdf-fonts.ts';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';

export interface PrescriptionDocument {
  number: string;
  date: Date;
  doctor: { displayName: string; qualifications: string[]; city: string | null; mobile: string | null; registrationNumber: string | null; council: string | null };
  patient: { name: string; age: number | null; gender: string | null };
  consultation: string;
  diagnosis: string | null;
  advice: string | null;
  items: Array<{ medicine: string; pack: string; dose: string; duration: string; quantity: number; instructions: string | null }>;
}

const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 30;
const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#1b5c3b';
const RULE = '#9aa5b1';

const dateText = (d: Date) => new Intl.DateTimeFormat(currentLocale() === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(d);

export async function renderPrescriptionPdf(rx: PrescriptionDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const { regular, bold, symbols } = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: t('desk.pdf.title', { number: rx.number }), Author: rx.doctor.displayName, Creator: 'Nirog', CreationDate: rx.date, ModDate: rx.date },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.registerFont('symbols', symbols);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;

  // Doctor's letterhead.
  doc.font('bold').fontSize(16).fillColor(BRAND).text(rx.doctor.displayName, left, PAGE.margin, { width: WIDTH * 0.65 });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  if (rx.doctor.qualifications.length) doc.text(rx.doctor.qualifications.join(', '), { width: WIDTH * 0.65 });
  doc.text(
    rx.doctor.registrationNumber && rx.doctor.council ? t('desk.rx.registration', { number: rx.doctor.registrationNumber, council: rx.doctor.council }) : t('desk.rx.noRegistration'),
    { width: WIDTH * 0.65 },
  );
  const contact = [rx.doctor.city, rx.doctor.mobile ? `+91 ${rx.doctor.mobile}` : null].filter(Boolean).join(' · ');
  if (contact) doc.text(contact, { width: WIDTH * 0.65 });
  const headBottom = doc.y;
  doc.font('symbols').fontSize(22).fillColor(BRAND).text('℞', left + WIDTH * 0.7, PAGE.margin - 4, { width: WIDTH * 0.3, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(INK).text(rx.number, left + WIDTH * 0.5, PAGE.margin + 24, { width: WIDTH * 0.5, align: 'right' });
  doc.fillColor(MUTED).text(dateText(rx.date), { width: WIDTH * 0.5, align: 'right' });
  let y = Math.max(headBottom, doc.y) + 10;
  doc.lineWidth(0.7).strokeColor(RULE).moveTo(left, y).lineTo(right, y).stroke();
  y += 10;

  // Patient and consultation.
  const patientLine = [rx.patient.name, rx.patient.age !== null ? t('desk.patient.age', { age: rx.patient.age }) : null, rx.patient.gender].filter(Boolean).join(' · ');
  doc.font('bold').fontSize(8).fillColor(MUTED).text(t('desk.pdf.patient').toUpperCase(), left, y);
  doc.font('bold').fontSize(11).fillColor(INK).text(patientLine, left, doc.y + 1, { width: WIDTH });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(rx.consultation, { width: WIDTH });
  y = doc.y + 10;

  if (rx.diagnosis) {
    doc.font('bold').fontSize(8).fillColor(MUTED).text(t('desk.pdf.diagnosis').toUpperCase(), left, y);
    doc.font('regular').fontSize(10).fillColor(INK).text(rx.diagnosis, left, doc.y + 1, { width: WIDTH });
    y = doc.y + 10;
  }

  // Medicines.
  const cols = [
    { key: 'no', label: '#', width: 18 },
    { key: 'medicine', label: t('desk.pdf.medicine'), width: 0 },
    { key: 'dose', label: t('desk.pdf.dose'), width: 110 },
    { key: 'duration', label: t('desk.pdf.duration'), width: 70 },
    { key: 'qty', label: t('desk.pdf.qty'), width: 30 },
  ];
  cols[1].width = WIDTH - cols.reduce((s, c) => s + c.width, 0);
  const header = (top: number) => {
    doc.rect(left, top, WIDTH, 18).fill('#eef2f5');
    let x = left;
    doc.font('bold').fontSize(8.5).fillColor(INK);
    for (const c of cols) {
      doc.text(c.label, x + 4, top + 5, { width: c.width - 8, lineBreak: false });
      x += c.width;
    }
    return top + 22;
  };
  y = header(y);
  if (rx.items.length === 0) {
    doc.font('regular').fontSize(9.5).fillColor(MUTED).text(t('desk.pdf.noMedicines'), left + 4, y, { width: WIDTH - 8 });
    y = doc.y + 8;
  }
  rx.items.forEach((item, i) => {
    const cells: Record<string, string> = {
      no: String(i + 1),
      medicine: `${item.medicine}\n${item.pack}${item.instructions ? `\n${item.instructions}` : ''}`,
      dose: item.dose,
      duration: item.duration,
      qty: String(item.quantity),
    };
    doc.font('regular').fontSize(9.5);
    const height = Math.max(...cols.map((c) => doc.heightOfString(cells[c.key], { width: c.width - 8 }))) + 8;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    let x = left;
    for (const c of cols) {
      doc.font('regular').fillColor(INK).text(cells[c.key], x + 4, y + 3, { width: c.width - 8 });
      x += c.width;
    }
    y += height;
    doc.lineWidth(0.4).strokeColor(RULE).moveTo(left, y).lineTo(right, y).stroke();
    y += 2;
  });

  if (rx.advice) {
    y += 10;
    if (y + 40 > BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
    }
    doc.font('bold').fontSize(8).fillColor(MUTED).text(t('desk.pdf.advice').toUpperCase(), left, y);
    doc.font('regular').fontSize(10).fillColor(INK).text(rx.advice, left, doc.y + 1, { width: WIDTH });
  }

  // Footer on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(7.5).fillColor(MUTED).text(t('desk.pdf.footer'), left, PAGE.height - PAGE.margin - 12, { width: WIDTH, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
