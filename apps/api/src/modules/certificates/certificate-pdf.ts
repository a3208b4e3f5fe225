/**
 * Draws a certificate (issue 23 part 4, decision 067) as an A4 landscape PDF with pdfkit, the library the invoices
 * use: the holder's name, what was achieved and when, the certificate's id and a QR code of its public verification
 * address. The QR code is drawn as vector squares from the `qrcode` package's matrix (sharp at any print size).
 *
 * Fonts (lib/pdf-fonts.ts): the labels in the reader's language; the name and the subject's title in Noto Sans
 * Devanagari when they hold Devanagari (a Hindi name on an English certificate), otherwise in the labels' font. Other
 * Indian scripts (Tamil, Bengali...) are not in either font: such a name would print as empty boxes (decision 067).
 * The output is deterministic for the same input: the document's dates are the certificate's issue time.
 */
import { loadPdfKit, pdfFonts } from '../../lib/pdf-fonts.ts';
import { achievementText, contextLine, type CertificateAchievement, type CertificateContext } from '@nirog/shared/certificates';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';

export interface CertificateDocument {
  publicId: string;
  holderName: string;
  context: CertificateContext;
  title: string;
  achievement: CertificateAchievement;
  achievedAt: Date;
  issuedAt: Date;
  /** The absolute address of the public verification page, printed and in the QR code. */
  verifyUrl: string;
}

type QrModule = typeof import('qrcode');
let qrcode: Promise<QrModule> | null = null;
/** Loaded at the first certificate, not with the server (decision 030). */
const loadQr = () => (qrcode ??= import('qrcode').then((m) => ((m as { default?: QrModule }).default ?? m) as QrModule));

const TZ = 'Asia/Kolkata';
const dateText = (d: Date) => new Intl.DateTimeFormat(currentLocale() === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TZ }).format(d);
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF]/;

const PAGE = { width: 841.89, height: 595.28 };
const FRAME = 24;
const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#1b5c3b';
const GOLD = '#b7892f';

/** Renders the certificate; resolves with the PDF's bytes. */
export async function renderCertificatePdf(c: CertificateDocument): Promise<Buffer> {
  const [PDFDocument, qr] = await Promise.all([loadPdfKit(), loadQr()]);
  const labels = pdfFonts();
  const devanagari = pdfFonts('hi');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${t('certificate.pdf.heading')}: ${c.holderName}`,
      Author: t('app.name'),
      Subject: `${contextLine(c.context)} ${c.title}`,
      Creator: t('app.name'),
      CreationDate: c.issuedAt,
      ModDate: c.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', labels.regular);
  doc.registerFont('bold', labels.bold);
  doc.registerFont('deva-bold', devanagari.bold);
  const boldFor = (text: string) => (DEVANAGARI.test(text) ? 'deva-bold' : 'bold');

  // Frame: a brand-coloured border with a thin gold line inside it.
  doc.lineWidth(6).strokeColor(BRAND).rect(FRAME, FRAME, PAGE.width - 2 * FRAME, PAGE.height - 2 * FRAME).stroke();
  doc.lineWidth(1).strokeColor(GOLD).rect(FRAME + 10, FRAME + 10, PAGE.width - 2 * FRAME - 20, PAGE.height - 2 * FRAME - 20).stroke();

  const left = 80;
  const width = PAGE.width - 2 * left;
  const centred = { width, align: 'center' as const };

  doc.font('bold').fontSize(14).fillColor(BRAND).text(t('app.name'), left, 72, centred);
  doc.font('bold').fontSize(30).fillColor(INK).text(t('certificate.pdf.heading'), left, 96, centred);
  doc.moveTo(PAGE.width / 2 - 60, 146).lineTo(PAGE.width / 2 + 60, 146).lineWidth(1.5).strokeColor(GOLD).stroke();

  doc.font('regular').fontSize(13).fillColor(MUTED).text(t('certificate.pdf.certifies'), left, 168, centred);
  doc.font(boldFor(c.holderName)).fontSize(28).fillColor(BRAND).text(c.holderName, left, 190, { ...centred, height: 44, ellipsis: true });
  doc.font('regular').fontSize(13).fillColor(MUTED).text(contextLine(c.context), left, 244, centred);
  doc.font(boldFor(c.title)).fontSize(18).fillColor(INK).text(c.title, left, 266, { ...centred, height: 50, ellipsis: true });
  doc.font('regular').fontSize(13).fillColor(INK).text(t('certificate.pdf.result', { achievement: achievementText(c.achievement) }), left, 326, centred);
  doc.text(t('certificate.pdf.achievedOn', { date: dateText(c.achievedAt) }), left, 346, centred);

  // Foot: who issued it and the id on the left; the QR code of the verification page on the right.
  const qrSize = 104;
  const qrX = PAGE.width - FRAME - 30 - qrSize;
  const qrY = PAGE.height - FRAME - 30 - qrSize;
  const footLeft = FRAME + 40;
  const footWidth = qrX - footLeft - 24;
  doc.font('bold').fontSize(11).fillColor(BRAND).text(t('certificate.pdf.issuer', { site: t('app.name') }), footLeft, qrY + 2, { width: footWidth });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t('certificate.pdf.id'), footLeft, qrY + 24, { width: footWidth });
  doc.font('bold').fontSize(12).fillColor(INK).text(c.publicId, footLeft, qrY + 36, { width: footWidth, characterSpacing: 1 });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t('certificate.pdf.verify'), footLeft, qrY + 62, { width: footWidth });
  doc.font('regular').fontSize(9).fillColor(BRAND).text(c.verifyUrl, footLeft, qrY + 76, { width: footWidth, link: c.verifyUrl, underline: true });

  const code = qr.create(c.verifyUrl, { errorCorrectionLevel: 'M' });
  const n = code.modules.size;
  const quiet = 2;
  const cell = qrSize / (n + 2 * quiet);
  doc.rect(qrX, qrY, qrSize, qrSize).fill('#ffffff');
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (code.modules.get(row, col)) doc.rect(qrX + (col + quiet) * cell, qrY + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill(INK);
  doc.link(qrX, qrY, qrSize, qrSize, c.verifyUrl);

  doc.end();
  return done;
}
