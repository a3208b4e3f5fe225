/**
 * The user's own data (India's DPDP Act; the privacy policy promises both): a download of everything we hold about
 * them (JSON and PDF), and deleting the account, confirmed by an OTP of its own purpose. Records the law requires us
 * to keep (tax invoices, credit notes, the nirog money ledger, the orders they belong to, consultation records) stay,
 * detached from the person: the account row that ties them together is erased to an anonymous shell (status 2,
 * "Deleted user", no mobile or email), so nothing left names or reaches the person. Every session ends.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import type { MyData } from '@nirog/shared/schemas/privacy';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { addresses } from '../address/address.tables.ts';
import { careAppointments, careMemberPatients } from '../care/appointments.tables.ts';
import { careDoctors } from '../care/directory.tables.ts';
import { cartItems, carts } from '../cart/cart.tables.ts';
import { bookmarks, stockAlerts } from '../catalog/catalog.tables.ts';
import { analyticsEvents, loginTokens, otpCodes, users } from '../identity/identity.tables.ts';
import type { OtpService } from '../identity/otp.service.ts';
import type { SessionService } from '../identity/session.service.ts';
import { toPublicUser, type UserRow } from '../identity/users.service.ts';
import { loadPdfKit, pdfFonts } from '../../lib/pdf-fonts.ts';
import { shareLinks } from '../links/links.tables.ts';
import { certificates } from '../certificates/certificates.tables.ts';
import { checkoutSessions, orderItems, orders } from '../orders/orders.tables.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { formatRupees } from '@nirog/shared/money';

/** Orders still moving: the account cannot go while one is (the person must be reachable about it). */
const OPEN_ORDER_STATUSES = ['pending_payment', 'placed', 'approved', 'packed', 'shipped', 'return_requested', 'return_approved'] as const;
/** Internal bookkeeping that says nothing about the person. */
const INTERNAL = new Set(['idempotencyKey', 'requestHash', 'tokenHash', 'codeHash']);

const clean = <T extends Record<string, unknown>>(row: T) => Object.fromEntries(Object.entries(row).filter(([k]) => !INTERNAL.has(k)));

export function createPrivacyService(deps: { db: Db; otp: OtpService; sessions: SessionService; wallet: Pick<WalletService, 'history'>; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function exportData(user: UserRow): Promise<MyData> {
    const [addr, own, items, appts, members, moves, earned] = await Promise.all([
      db.select().from(addresses).where(eq(addresses.userId, user.id)).orderBy(asc(addresses.id)),
      db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(asc(orders.id)),
      db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id))))
        .orderBy(asc(orderItems.id)),
      db.select().from(careAppointments).where(eq(careAppointments.patientUserId, user.id)).orderBy(asc(careAppointments.startsAt)),
      db.select().from(careMemberPatients).where(eq(careMemberPatients.parentUserId, user.id)).orderBy(asc(careMemberPatients.id)),
      deps.wallet.history(user.id, { limit: 100_000 }),
      db.select().from(certificates).where(eq(certificates.userId, user.id)).orderBy(asc(certificates.id)),
    ]);
    return {
      generatedAt: now().toISOString(),
      profile: { ...toPublicUser(user), gender: user.gender, emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null },
      addresses: addr.map(clean),
      orders: own.map((o) => ({ ...clean(o), items: items.filter((i) => i.orderId === o.id).map(clean) })),
      appointments: appts.map(clean),
      familyMembers: members.map(clean),
      certificates: earned.map(clean),
      // History is newest first; the first row's running sum is the balance.
      wallet: { balancePaise: moves.items[0]?.balanceAfter ?? 0, transactions: [...moves.items].reverse() },
    };
  }

  /** Sends the OTP that confirms a deletion to the account's own number. */
  async function requestDeletion(user: UserRow, ip: string) {
    await refuseIfOpen(user);
    return deps.otp.send({ mobile: user.mobileNumber, purpose: 'delete', ip, userId: user.id });
  }

  async function refuseIfOpen(user: UserRow) {
    if (user.role === 'operator') throw AppError.of('forbidden', 'privacy.deleteOperator');
    const [open] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, user.id), inArray(orders.status, [...OPEN_ORDER_STATUSES])));
    if (Number(open?.n) > 0) throw AppError.of('business_rule', 'privacy.openOrders');
    const [upcoming] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(careAppointments)
      .where(
        and(
          or(eq(careAppointments.patientUserId, user.id), eq(careAppointments.doctorUserId, user.id)),
          inArray(careAppointments.status, ['pending_payment', 'booked']),
          sql`${careAppointments.startsAt} > ${now()}`,
        ),
      );
    if (Number(upcoming?.n) > 0) throw AppError.of('business_rule', 'privacy.upcomingAppointments');
  }

  /**
   * Deletes the account after the deletion OTP: personal details erased, what has no legal reason to stay removed,
   * the legally kept records left in place under the anonymous shell, every session ended.
   */
  async function deleteAccount(user: UserRow, code: string): Promise<void> {
    await refuseIfOpen(user);
    const { userId } = await deps.otp.verify({ mobile: user.mobileNumber, purpose: 'delete', code });
    if (userId !== null && userId !== user.id) throw AppError.field('otp', t('error.otpInvalid'));
    const mobile = user.mobileNumber;
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
      if (!locked || locked.status !== 1) throw AppError.of('not_found', 'error.notFound');
      await tx.delete(addresses).where(eq(addresses.userId, user.id));
      await tx.delete(bookmarks).where(eq(bookmarks.userId, user.id));
      await tx.delete(stockAlerts).where(eq(stockAlerts.userId, user.id));
      await tx.delete(cartItems).where(inArray(cartItems.cartId, tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, user.id))));
      await tx.delete(checkoutSessions).where(eq(checkoutSessions.userId, user.id));
      await tx.delete(loginTokens).where(eq(loginTokens.userId, user.id));
      await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, user.id));
      await tx.delete(shareLinks).where(eq(shareLinks.sharedBy, user.id));
      // Certificates print the person's name on a public page: they go with the account (their ids then verify as not valid).
      await tx.delete(certificates).where(eq(certificates.userId, user.id));
      await tx.delete(otpCodes).where(eq(otpCodes.mobileNumber, mobile));
      // Family members named in past consultations stay with those records, without their names.
      await tx.update(careMemberPatients).set({ fullName: 'Deleted', dateOfBirth: null }).where(eq(careMemberPatients.parentUserId, user.id));
      // A practitioner leaves the directory.
      await tx.update(careDoctors).set({ listed: false }).where(eq(careDoctors.userId, user.id));
      await tx
        .update(users)
        .set({
          status: 2,
          fullName: 'Deleted user',
          mobileNumber: '0000000000',
          email: null,
          emailVerifiedAt: null,
          profilePic: null,
          gender: null,
          deactivatedAt: now(),
          deactivatedBy: user.id,
          updatedAt: now(),
        })
        .where(eq(users.id, user.id));
    });
    await deps.sessions.expireAllForUser(user.id);
  }

  return { exportData, requestDeletion, deleteAccount };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;


/** The same data as a readable PDF: one section each, one line per record. */
export async function renderMyDataPdf(data: MyData): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const { regular, bold } = pdfFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: t('privacy.pdf.title'), Author: 'Nirog' } });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const heading = (text: string) => doc.moveDown(0.8).font('bold').fontSize(12).text(text).moveDown(0.3).font('regular').fontSize(9);
  const line = (text: string) => doc.text(text);
  const none = () => doc.fillColor('#666666').text(t('privacy.pdf.none')).fillColor('#000000');

  doc.font('bold').fontSize(16).text(t('privacy.pdf.title'));
  doc.font('regular').fontSize(9).text(t('privacy.pdf.generated', { at: data.generatedAt }));
  const p = data.profile as Record<string, unknown>;
  heading(t('privacy.pdf.profile'));
  for (const [k, v] of Object.entries(p)) line(`${k}: ${v ?? '—'}`);
  heading(t('privacy.pdf.addresses'));
  if (!data.addresses.length) none();
  for (const a of data.addresses) line([a.contactPersonName, a.address, a.landmark, a.city, a.pinCode].filter(Boolean).join(', '));
  heading(t('privacy.pdf.orders'));
  if (!data.orders.length) none();
  for (const o of data.orders) {
    line(`${o.orderNumber} · ${String(o.createdAt instanceof Date ? o.createdAt.toISOString() : o.createdAt).slice(0, 10)} · ${o.status} · ${formatRupees(Number(o.totalPaise))}`);
    for (const i of o.items as Array<Record<string, unknown>>) line(`    ${i.quantity} × ${i.name} (${i.label})`);
  }
  heading(t('privacy.pdf.appointments'));
  if (!data.appointments.length) none();
  for (const a of data.appointments) line(`${String(a.startsAt instanceof Date ? a.startsAt.toISOString() : a.startsAt).slice(0, 16).replace('T', ' ')} · ${a.fullName} · ${a.status}`);
  heading(t('privacy.pdf.family'));
  if (!data.familyMembers.length) none();
  for (const m of data.familyMembers) line(`${m.fullName} (${m.relation})`);
  heading(t('privacy.pdf.certificates'));
  if (!data.certificates.length) none();
  for (const c of data.certificates) line(`${c.publicId} · ${c.context} · ${c.title}${c.revokedAt ? ` · ${t('certificate.verify.revoked')}` : ''}`);
  heading(t('privacy.pdf.wallet', { balance: formatRupees(data.wallet.balancePaise) }));
  if (!data.wallet.transactions.length) none();
  for (const w of data.wallet.transactions) line(`${String(w.createdAt instanceof Date ? w.createdAt.toISOString() : w.createdAt).slice(0, 10)} · ${w.kind} · ${formatRupees(Number(w.amountPaise))} · ${w.description}`);
  doc.end();
  return done;
}
