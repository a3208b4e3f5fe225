/**
 * Demo earnings (issue 25 part 9, decision 072): Dr. Vikram Joshi (9000001001) was paid online for past video
 * consultations with Asha Verma (9000000001); the fees, less the platform's, are in his ledger in every state
 * (available, pending, cancelled by a refund), paid out once to his bank account (with its bank reference), and he
 * has verified bank details past their hold. Seeded once: a doctor with demo earnings is left alone. The demo partners
 * get verified payout details too (decision 076).
 */
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEMO_OPERATOR, DEMO_PARTNER_MOBILES } from '../../db/demo-accounts.ts';
import { careAppointments } from '../care/appointments.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { createEarningsService } from './earnings.service.ts';
import { earningTransactions, payoutMethods } from './payouts.tables.ts';
import { createPayoutService } from './payouts.service.ts';

const DAY = 86_400_000;
const FEE = 50_000;

export async function seedDemoPayouts(db: Db, now = new Date()) {
  const idOf = async (mobile: string) => (await db.select({ id: users.id }).from(users).where(and(eq(users.mobileNumber, mobile), eq(users.status, 1))))[0]?.id;
  // The demo partners (decision 076) have verified payout details past their hold: their commission, available once
  // their delivered demo orders settle, can be paid out. Left alone when they have details.
  for (const [i, mobile] of DEMO_PARTNER_MOBILES.entries()) {
    const id = await idOf(mobile);
    if (!id) continue;
    await db
      .insert(payoutMethods)
      .values(
        i === 0
          ? { userId: id, type: 'upiId', accountHolder: 'Demo Partner', upiId: `partner${mobile.slice(-4)}@okaxis`, verification: 1, verifiedName: 'DEMO PARTNER', verifiedBy: 'demo', holdUntil: new Date(now.getTime() - 29 * DAY), createdAt: new Date(now.getTime() - 30 * DAY) }
          : { userId: id, type: 'bankAccount', accountHolder: 'Demo Partner', accountNumber: `5010023456${mobile.slice(-4)}`, ifsc: 'SBIN0000001', bankName: 'State Bank of India', pan: 'ABCPD1234K', verification: 1, verifiedName: 'DEMO PARTNER', verifiedBy: 'demo', holdUntil: new Date(now.getTime() - 29 * DAY), createdAt: new Date(now.getTime() - 30 * DAY) },
      )
      .onConflictDoNothing();
  }
  const [doctorId, patientId, operatorId] = [await idOf('9000001001'), await idOf('9000000001'), await idOf(DEMO_OPERATOR.mobile)];
  if (!doctorId || !patientId || !operatorId) return;
  const [seeded] = await db.select({ id: earningTransactions.id }).from(earningTransactions).where(and(eq(earningTransactions.userId, doctorId), like(earningTransactions.idempotencyKey, 'demo:%'))).limit(1);
  if (seeded) return;

  // The seed's own clock: the first payout happened a month ago.
  let at = new Date(now.getTime() - 33 * DAY);
  const earnings = createEarningsService({ db, now: () => at });
  const notUsed = async (): Promise<never> => {
    throw new Error('not used by the demo seed');
  };
  const payouts = createPayoutService({ db, earnings, otp: { send: notUsed, verify: notUsed }, verifier: { name: 'demo', verify: notUsed }, now: () => at });
  const settings = await payouts.settings();

  // Past video consultations, each completed, the fee paid online.
  const visit = async (daysAgo: number) => {
    const startsAt = new Date(Math.floor((now.getTime() - daysAgo * DAY) / 3_600_000) * 3_600_000);
    const [a] = await db
      .insert(careAppointments)
      .values({ doctorUserId: doctorId, patientUserId: patientId, mode: 0, startsAt, endsAt: new Date(startsAt.getTime() + 15 * 60_000), status: 'completed', payment: 'online', feePaise: FEE, reason: 'Follow-up consultation', createdAt: startsAt, updatedAt: startsAt })
      .onConflictDoNothing()
      .returning({ id: careAppointments.id });
    return a?.id ?? null;
  };
  const fee = Math.floor((FEE * settings.consultationFeeBps) / 10_000);
  const earn = async (appointmentId: number, availableAt: Date) =>
    db.transaction((tx) =>
      earnings.recordPendingWithin(tx, { earnerId: doctorId, paise: FEE - fee, grossPaise: FEE, feePaise: fee, source: 'consultation', sourceId: appointmentId, availableAt, idempotencyKey: `demo:consultation:${appointmentId}`, description: `Consultation ${appointmentId}` }),
    );

  // Verified bank details, changed long ago (no hold).
  await db.insert(payoutMethods).values({
    userId: doctorId,
    type: 'bankAccount',
    accountHolder: 'Vikram Joshi',
    accountNumber: '50100234567891',
    ifsc: 'HDFC0000001',
    bankName: 'HDFC Bank',
    pan: 'ABCPJ1234K',
    verification: 1,
    verifiedName: 'VIKRAM JOSHI',
    verifiedBy: 'demo',
    holdUntil: new Date(now.getTime() - 59 * DAY),
    createdAt: new Date(now.getTime() - 60 * DAY),
  }).onConflictDoNothing();

  // Two consultations a month ago: available, then paid out (approved and paid with the bank's reference).
  for (const daysAgo of [40, 38]) {
    const id = await visit(daysAgo);
    if (!id) continue;
    await earn(id, new Date(now.getTime() - (daysAgo - settings.consultationHoldDays) * DAY));
  }
  await earnings.releaseDue(at);
  const paid = await payouts.request(doctorId, { idempotencyKey: `demo:payout:${doctorId}:1`, requestedBy: doctorId });
  await payouts.approve(operatorId, paid.payout.id);
  at = new Date(now.getTime() - 32 * DAY);
  await payouts.markPaid(operatorId, paid.payout.id, 'HDFCN52026110412');
  at = now;
  // One available now, one refunded (cancelled), one still pending (inside the hold).
  const available = await visit(12);
  if (available) await earn(available, new Date(now.getTime() - 9 * DAY));
  await earnings.releaseDue(now);
  const refunded = await visit(2);
  if (refunded) {
    await earn(refunded, new Date(now.getTime() + DAY));
    await db.transaction((tx) => earnings.cancelPendingWithin(tx, { source: 'consultation', sourceId: refunded, reason: `Consultation ${refunded} refunded` }));
  }
  const pending = await visit(1);
  if (pending) await earn(pending, new Date(now.getTime() + Math.max(1, settings.consultationHoldDays) * DAY));
}
