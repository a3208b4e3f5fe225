/**
 * Monthly statements (issue 25 part 7): every ledger movement and payout of one month (India time) with TDS, as CSV
 * and as a PDF drawn with pdfkit and the fonts invoices use.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db } from '../../db/client.ts';
import { formatRupees } from '@nirog/shared/money';
import { loadPdfKit, pdfFonts } from '../../lib/pdf-fonts.ts';
import { users } from '../identity/identity.tables.ts';
import { earningTransactions, payouts } from './payouts.tables.ts';

const IST_MS = 330 * 60_000;
const istDate = (d: Date) => new Date(d.getTime() + IST_MS).toISOString().slice(0, 10);

export function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1, 1) - IST_MS);
  const to = new Date(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1) - IST_MS);
  return { from, to };
}

export async function statementData(db: Db, userId: number, month: string) {
  const { from, to } = monthRange(month);
  const [user] = await db.select({ name: users.fullName, mobile: users.mobileNumber }).from(users).where(eq(users.id, userId));
  const moves = await db
    .select()
    .from(earningTransactions)
    .where(and(eq(earningTransactions.userId, userId), gte(earningTransactions.createdAt, from), lt(earningTransactions.createdAt, to)))
    .orderBy(asc(earningTransactions.id));
  const paid = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, userId), gte(payouts.createdAt, from), lt(payouts.createdAt, to)))
    .orderBy(asc(payouts.id));
  const earned = moves.filter((m) => m.kind === 'pending').reduce((n, m) => n + m.amountPaise, 0) + moves.filter((m) => m.kind === 'cancel').reduce((n, m) => n + m.amountPaise, 0);
  const live = paid.filter((p) => p.status !== 'failed');
  return {
    month,
    name: user?.name ?? '',
    mobile: user?.mobile ?? '',
    moves,
    payouts: paid,
    totals: { earnedPaise: earned, paidPaise: live.reduce((n, p) => n + p.netPaise, 0), tdsPaise: live.reduce((n, p) => n + p.tdsPaise, 0) },
  };
}
type Statement = Awaited<ReturnType<typeof statementData>>;

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(s) && typeof v !== 'number' ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function statementCsv(s: Statement): string {
  const rows: Array<Array<string | number | null>> = [['date', 'record', 'kind', 'source', 'source_id', 'description', 'amount_paise', 'gross_paise', 'platform_fee_paise', 'tds_paise', 'net_paise', 'status', 'bank_reference']];
  for (const m of s.moves) rows.push([istDate(m.createdAt), `entry:${m.id}`, m.kind, m.source, m.sourceId, m.description, m.amountPaise, m.grossPaise, m.feePaise, null, null, null, null]);
  for (const p of s.payouts) rows.push([istDate(p.createdAt), `payout:${p.id}`, 'payout', 'payout', p.id, `TDS 194H at ${p.tdsRateBps / 100}%`, -p.grossPaise, p.grossPaise, null, p.tdsPaise, p.netPaise, p.status, p.bankReference]);
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export async function statementPdf(s: Statement): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const { regular, bold } = pdfFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: t('payouts.statement.title', { month: s.month }), Creator: 'Nirog' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('bold').fontSize(16).text(t('payouts.statement.title', { month: s.month }));
  doc.font('regular').fontSize(10).text(t('payouts.statement.earner', { name: s.name, mobile: s.mobile })).moveDown();
  doc.font('bold').fontSize(11).text(t('payouts.statement.totals', { earned: formatRupees(s.totals.earnedPaise), paid: formatRupees(s.totals.paidPaise), tds: formatRupees(s.totals.tdsPaise) })).moveDown();
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    doc.font(font).fontSize(9);
    doc.text(cells[0]!, 40, y, { width: 70 });
    doc.text(cells[1]!, 115, y, { width: 330 });
    doc.text(cells[2]!, 450, y, { width: 105, align: 'right' });
    doc.moveDown(0.3);
    if (doc.y > 780) doc.addPage();
  };
  doc.font('bold').fontSize(12).text(t('payouts.statement.opening'), 40).moveDown(0.3);
  row([t('payouts.statement.date'), t('payouts.statement.what'), t('payouts.statement.amount')], 'bold');
  for (const m of s.moves) {
    const fee = m.feePaise && m.grossPaise ? ` (${t('payouts.earn.platformFee', { fee: formatRupees(Math.abs(m.feePaise)), gross: formatRupees(Math.abs(m.grossPaise)) })})` : '';
    row([istDate(m.createdAt), `${t(`payouts.kind.${m.kind}` as 'payouts.kind.pending')} · ${m.description}${fee}`, formatRupees(m.amountPaise)], 'regular');
  }
  doc.moveDown();
  doc.font('bold').fontSize(12).text(t('payouts.statement.payoutsTitle'), 40).moveDown(0.3);
  row([t('payouts.statement.date'), `${t('payouts.earn.gross')} / ${t('payouts.earn.tds')} (194H)`, t('payouts.earn.net')], 'bold');
  for (const p of s.payouts) {
    row([istDate(p.createdAt), `#${p.id} ${t(`payouts.status.${p.status}` as 'payouts.status.paid')} · ${formatRupees(p.grossPaise)} / ${formatRupees(p.tdsPaise)} (${p.tdsRateBps / 100}%)${p.bankReference ? ` · ${p.bankReference}` : ''}`, formatRupees(p.netPaise)], 'regular');
  }
  doc.end();
  return done;
}
