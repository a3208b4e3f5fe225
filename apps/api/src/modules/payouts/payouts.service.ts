/**
 * Payout details, payouts, TDS, statements and the back office's side of them (decision 072), over the earnings
 * ledger (earnings.service.ts).
 *
 * What always holds, and how:
 * - A payout never exceeds the available balance: the earner's balance row is locked first (SELECT ... FOR UPDATE),
 *   so one earner's payouts are decided one at a time, and the debit is a conditional UPDATE under a CHECK. Tested
 *   with 50 parallel requests over HTTP on PostgreSQL and PGlite.
 * - A payout key pays once: `payouts.idempotency_key` is unique and is looked up under that lock.
 * - Payout details change only with an OTP sent to the earner's own mobile, and a change holds payouts for 24 hours.
 * - TDS (section 194H) is withheld once the financial year's payouts pass the threshold: on the year's whole amount
 *   at the configured rate (the no-PAN rate without a PAN), less what earlier payouts withheld.
 */
import { and, count, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import { ACCOUNT_NUMBER_PATTERN, financialYearOf, maskAccount, PAN_PATTERN, PAYOUT_RULES, UPI_PATTERN, type PayoutStatus } from '@nirog/shared/payouts';
import type { PayoutMethodBody, PayoutSettingsBody } from '@nirog/shared/schemas/payouts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { formatRupees } from '@nirog/shared/money';
import type { AccountVerificationProvider } from '../../providers/account-verification/account-verification.provider.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { OtpService } from '../identity/otp.service.ts';
import { users } from '../identity/identity.tables.ts';
import type { Notify } from '../notifications/notify.ts';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import type { UserRow } from '../identity/users.service.ts';
import type { EarningsService } from './earnings.service.ts';
import { checkIfsc } from './ifsc-directory.ts';
import { statementCsv, statementData, statementPdf } from './statements.ts';
import { earningBalances, payoutMethods, payouts, payoutSettings } from './payouts.tables.ts';

const HOUR = 3_600_000;
const notFound = () => AppError.of('not_found', 'payouts.error.notFound');

export function createPayoutService(deps: {
  db: Db;
  earnings: EarningsService;
  otp: Pick<OtpService, 'send' | 'verify'>;
  verifier: AccountVerificationProvider;
  /** Tells the earner about changed payout details and paid or failed payouts (decision 054). */
  notify?: Notify;
  now?: () => Date;
}) {
  const { db, earnings } = deps;
  const now = deps.now ?? (() => new Date());

  async function settings(q: Db | Tx = db) {
    const [row] = await q.select().from(payoutSettings).where(eq(payoutSettings.id, 1));
    if (row) return row;
    const [made] = await q.insert(payoutSettings).values({ id: 1 }).onConflictDoNothing().returning();
    return made ?? (await q.select().from(payoutSettings).where(eq(payoutSettings.id, 1)))[0]!;
  }

  async function currentMethod(q: Db | Tx, userId: number) {
    const [m] = await q.select().from(payoutMethods).where(and(eq(payoutMethods.userId, userId), isNull(payoutMethods.replacedAt)));
    return m ?? null;
  }

  function methodView(m: typeof payoutMethods.$inferSelect | null) {
    if (!m) return null;
    return {
      id: m.id,
      type: m.type as 'bankAccount' | 'upiId',
      accountHolder: m.accountHolder,
      accountNumberMasked: m.accountNumber ? maskAccount(m.accountNumber) : null,
      ifsc: m.ifsc,
      bankName: m.bankName,
      upiId: m.upiId,
      hasPan: !!m.pan,
      verification: m.verification as 0 | 1 | 2,
      verifiedName: m.verifiedName,
      holdUntil: m.holdUntil,
      onHold: m.holdUntil.getTime() > now().getTime(),
      createdAt: m.createdAt,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Payout details

  async function sendOtp(user: UserRow, ip: string) {
    return deps.otp.send({ mobile: user.mobileNumber, purpose: 'payout', ip, userId: user.id });
  }

  async function saveMethod(user: UserRow, body: PayoutMethodBody) {
    let account: Parameters<AccountVerificationProvider['verify']>[0];
    let bankName: string | null = null;
    if (body.type === 'bankAccount') {
      if (!ACCOUNT_NUMBER_PATTERN.test(body.accountNumber)) throw AppError.field('accountNumber', t('payouts.rule.accountNumber'));
      if (body.accountNumber !== body.confirmAccountNumber) throw AppError.field('confirmAccountNumber', t('payouts.rule.accountMismatch'));
      const ifsc = checkIfsc(body.ifsc);
      if (!ifsc.ok) throw AppError.field('ifsc', t(ifsc.reason === 'format' ? 'payouts.rule.ifscFormat' : 'payouts.rule.ifscUnknown'));
      bankName = ifsc.bankName;
      account = { type: 'bankAccount', accountNumber: body.accountNumber, ifsc: ifsc.ifsc, holder: body.accountHolder };
    } else {
      if (!UPI_PATTERN.test(body.upiId)) throw AppError.field('upiId', t('payouts.rule.upi'));
      account = { type: 'upiId', upiId: body.upiId, holder: body.accountHolder };
    }
    if (body.pan && !PAN_PATTERN.test(body.pan)) throw AppError.field('pan', t('payouts.rule.pan'));
    // The OTP last: a typo above does not burn the code.
    await deps.otp.verify({ mobile: user.mobileNumber, purpose: 'payout', code: body.otp });
    const check = await deps.verifier.verify(account);
    if (check.verification === 0) throw AppError.field(body.type === 'bankAccount' ? 'accountNumber' : 'upiId', t('payouts.error.accountInvalid'));
    const at = now();
    const saved = await db.transaction(async (tx) => {
      const previous = await currentMethod(tx, user.id);
      if (previous) await tx.update(payoutMethods).set({ replacedAt: at }).where(and(eq(payoutMethods.id, previous.id), isNull(payoutMethods.replacedAt)));
      const [row] = await tx
        .insert(payoutMethods)
        .values({
          userId: user.id,
          type: body.type,
          accountHolder: body.accountHolder,
          accountNumber: account.type === 'bankAccount' ? account.accountNumber : null,
          ifsc: account.type === 'bankAccount' ? account.ifsc : null,
          bankName,
          upiId: account.type === 'upiId' ? account.upiId : null,
          pan: body.pan ?? previous?.pan ?? null,
          verification: check.verification,
          verifiedName: check.nameAtBank,
          verifiedBy: deps.verifier.name,
          holdUntil: new Date(at.getTime() + PAYOUT_RULES.holdHours * HOUR),
          createdAt: at,
        })
        .returning();
      // A change the earner did not make must not go unnoticed: it is told on every channel of the account module.
      await deps.notify?.({ userId: user.id, module: NOTIFY_MODULE.account, kind: 'payoutDetailsChanged', params: { hours: PAYOUT_RULES.holdHours }, link: '/reseller/bankdetails', key: `payout-method:${row!.id}` }, tx);
      return row!;
    });
    return methodView(saved)!;
  }

  async function ifscInfo(code: string) {
    const r = checkIfsc(code);
    if (!r.ok) throw AppError.field('ifsc', t(r.reason === 'format' ? 'payouts.rule.ifscFormat' : 'payouts.rule.ifscUnknown'));
    return { ifsc: r.ifsc, bankCode: r.bankCode, bankName: r.bankName };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Payouts

  async function yearTotals(tx: Db | Tx, userId: number, fy: number, exceptId?: number) {
    const [row] = await tx
      .select({ gross: sql<string>`coalesce(sum(${payouts.grossPaise}), 0)`, tds: sql<string>`coalesce(sum(${payouts.tdsPaise}), 0)` })
      .from(payouts)
      .where(and(eq(payouts.userId, userId), eq(payouts.financialYear, fy), ne(payouts.status, 'failed'), exceptId ? ne(payouts.id, exceptId) : undefined));
    return { grossPaise: Number(row?.gross ?? 0), tdsPaise: Number(row?.tds ?? 0) };
  }

  /** TDS for a payout of `gross` given the year so far: nothing below the threshold, then the year's due less what was withheld. */
  function tdsFor(gross: number, year: { grossPaise: number; tdsPaise: number }, rateBps: number, thresholdPaise: number) {
    const total = year.grossPaise + gross;
    if (total <= thresholdPaise) return 0;
    const due = Math.round((total * rateBps) / 10_000) - year.tdsPaise;
    return Math.max(0, Math.min(gross - 1, due));
  }

  /**
   * A payout of the available balance (or `amountPaise` of it) to the current payout details. The same key answers
   * with the first payout (created false).
   */
  async function request(userId: number, input: { amountPaise?: number; idempotencyKey: string; requestedBy: number }) {
    return db.transaction(async (tx) => {
      await tx.insert(earningBalances).values({ userId }).onConflictDoNothing();
      const [bal] = await tx.select().from(earningBalances).where(eq(earningBalances.userId, userId)).for('update');
      const [first] = await tx.select().from(payouts).where(eq(payouts.idempotencyKey, input.idempotencyKey));
      if (first) {
        if (first.userId !== userId) throw AppError.of('conflict', 'payouts.error.keyUsed');
        return { payout: payoutView(first), created: false };
      }
      const method = await currentMethod(tx, userId);
      if (!method) throw AppError.of('business_rule', 'payouts.error.noMethod');
      if (method.verification !== 1) throw AppError.of('business_rule', 'payouts.error.notVerified');
      if (method.holdUntil.getTime() > now().getTime()) throw AppError.of('business_rule', 'payouts.error.onHold');
      const gross = input.amountPaise ?? bal!.availablePaise;
      if (gross > bal!.availablePaise) throw AppError.of('business_rule', 'payouts.error.insufficient');
      if (gross < PAYOUT_RULES.minimumPaise) throw AppError.of('business_rule', 'payouts.error.belowMinimum');
      const s = await settings(tx);
      const fy = financialYearOf(now());
      const rate = method.pan ? s.tdsRateBps : s.tdsNoPanRateBps;
      const tds = tdsFor(gross, await yearTotals(tx, userId, fy), rate, s.tdsThresholdPaise);
      const [row] = await tx
        .insert(payouts)
        .values({ userId, methodId: method.id, status: 'requested', grossPaise: gross, tdsPaise: tds, netPaise: gross - tds, tdsRateBps: rate, financialYear: fy, idempotencyKey: input.idempotencyKey, requestedBy: input.requestedBy, createdAt: now() })
        .returning();
      await earnings.payoutWithin(tx, { id: row!.id, userId, grossPaise: gross, tdsPaise: tds, netPaise: gross - tds, attempt: 1 });
      return { payout: payoutView(row!), created: true };
    });
  }

  /** The weekly job: every earner with at least the minimum available, verified details past their hold and no payout in flight. */
  async function weeklyRun(at = now()) {
    const week = new Date(Math.floor(at.getTime() / (7 * 24 * HOUR)) * 7 * 24 * HOUR).toISOString().slice(0, 10);
    const rows = await db
      .select({ userId: earningBalances.userId })
      .from(earningBalances)
      .innerJoin(payoutMethods, and(eq(payoutMethods.userId, earningBalances.userId), isNull(payoutMethods.replacedAt)))
      .where(
        and(
          gte(earningBalances.availablePaise, PAYOUT_RULES.minimumPaise),
          eq(payoutMethods.verification, 1),
          lte(payoutMethods.holdUntil, at),
          sql`NOT EXISTS (SELECT 1 FROM payouts p WHERE p.user_id = ${earningBalances.userId} AND p.status IN ('requested', 'approved'))`,
        ),
      );
    let made = 0;
    for (const r of rows) {
      try {
        if ((await request(r.userId, { idempotencyKey: `weekly:${r.userId}:${week}`, requestedBy: r.userId })).created) made++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
    return made;
  }

  type PayoutRow = typeof payouts.$inferSelect;
  function payoutView(p: PayoutRow) {
    return {
      id: p.id,
      status: p.status as PayoutStatus,
      grossPaise: p.grossPaise,
      tdsPaise: p.tdsPaise,
      netPaise: p.netPaise,
      tdsRateBps: p.tdsRateBps,
      financialYear: p.financialYear,
      bankReference: p.bankReference,
      failureReason: p.failureReason,
      createdAt: p.createdAt,
      approvedAt: p.approvedAt,
      paidAt: p.paidAt,
      failedAt: p.failedAt,
    };
  }

  async function mine(userId: number, id: number) {
    const [p] = await db.select().from(payouts).where(and(eq(payouts.id, id), eq(payouts.userId, userId)));
    if (!p) throw notFound();
    return payoutView(p);
  }

  async function summary(userId: number) {
    const [bal, method, s, recent] = await Promise.all([
      earnings.balances(userId),
      currentMethod(db, userId),
      settings(),
      db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(desc(payouts.id)).limit(10),
    ]);
    const fy = financialYearOf(now());
    const year = await yearTotals(db, userId, fy);
    return {
      ...bal,
      inFlightPaise: recent.filter((p) => p.status === 'requested' || p.status === 'approved').reduce((n, p) => n + p.grossPaise, 0),
      financialYear: fy,
      yearPaidPaise: year.grossPaise,
      yearTdsPaise: year.tdsPaise,
      tds: { rateBps: s.tdsRateBps, noPanRateBps: s.tdsNoPanRateBps, thresholdPaise: s.tdsThresholdPaise },
      minimumPaise: PAYOUT_RULES.minimumPaise,
      method: methodView(method),
      payouts: recent.map(payoutView),
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Back office

  async function list(q: { status?: PayoutStatus; skip: number; limit: number }) {
    const where = q.status ? eq(payouts.status, q.status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ p: payouts, name: users.fullName, mobile: users.mobileNumber, m: payoutMethods })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.userId))
        .innerJoin(payoutMethods, eq(payoutMethods.id, payouts.methodId))
        .where(where)
        .orderBy(desc(payouts.id))
        .offset(q.skip)
        .limit(q.limit),
      db.select({ n: count() }).from(payouts).where(where),
    ]);
    return {
      items: rows.map((r) => ({
        ...payoutView(r.p),
        userId: r.p.userId,
        name: r.name,
        mobile: r.mobile,
        // Operators send the money: they see the full account.
        destination: r.m.type === 'upiId' ? r.m.upiId! : `${r.m.accountNumber} · ${r.m.ifsc} · ${r.m.bankName ?? ''}`.trim(),
      })),
      total: total?.n ?? 0,
    };
  }

  async function transition(operatorId: number, id: number, from: PayoutStatus[], change: (tx: Tx, p: PayoutRow) => Promise<Partial<PayoutRow>>, action: string, reason?: string) {
    return db.transaction(async (tx) => {
      const [p] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      if (!p) throw notFound();
      if (!from.includes(p.status as PayoutStatus)) throw AppError.of('conflict', 'payouts.error.wrongState');
      const set = await change(tx, p);
      const [after] = await tx.update(payouts).set(set).where(eq(payouts.id, id)).returning();
      await recordAudit(tx, { actorId: operatorId, entity: 'payout', entityId: id, action, before: { status: p.status }, after: { status: after!.status, bankReference: after!.bankReference, failureReason: after!.failureReason }, reason });
      return payoutView(after!);
    });
  }

  const approve = (operatorId: number, id: number) => transition(operatorId, id, ['requested'], async () => ({ status: 'approved', approvedAt: now() }), 'approve');
  const markPaid = (operatorId: number, id: number, bankReference: string) =>
    transition(operatorId, id, ['approved'], async (tx, p) => {
      await deps.notify?.({ userId: p.userId, module: NOTIFY_MODULE.partnerOrders, kind: 'payoutPaid', params: { amount: formatRupees(p.netPaise), reference: bankReference }, link: '/reseller/earnings', key: `payout-paid:${p.id}` }, tx);
      return { status: 'paid', paidAt: now(), bankReference };
    }, 'paid');
  const fail = (operatorId: number, id: number, reason: string) =>
    transition(operatorId, id, ['requested', 'approved'], async (tx, p) => {
      await earnings.payoutReversalWithin(tx, { id: p.id, userId: p.userId, grossPaise: p.grossPaise, tdsPaise: p.tdsPaise, netPaise: p.netPaise, attempt: p.attempts }, `Payout ${p.id} failed: ${reason}`);
      await deps.notify?.({ userId: p.userId, module: NOTIFY_MODULE.partnerOrders, kind: 'payoutFailed', params: { amount: formatRupees(p.grossPaise) }, link: '/reseller/earnings', key: `payout-failed:${p.id}:${p.attempts}` }, tx);
      return { status: 'failed', failedAt: now(), failureReason: reason };
    }, 'fail', reason);
  /** A failed payout is tried again: its gross is debited again (only if still available) and it waits for approval. */
  const retry = (operatorId: number, id: number) =>
    transition(operatorId, id, ['failed'], async (tx, p) => {
      await tx.select().from(earningBalances).where(eq(earningBalances.userId, p.userId)).for('update');
      const attempt = p.attempts + 1;
      await earnings.payoutWithin(tx, { id: p.id, userId: p.userId, grossPaise: p.grossPaise, tdsPaise: p.tdsPaise, netPaise: p.netPaise, attempt });
      return { status: 'requested', attempts: attempt, failedAt: null, failureReason: null };
    }, 'retry');

  async function earners(q: { skip: number; limit: number }) {
    const [rows, [total]] = await Promise.all([
      db
        .select({ userId: earningBalances.userId, name: users.fullName, mobile: users.mobileNumber, pendingPaise: earningBalances.pendingPaise, availablePaise: earningBalances.availablePaise, updatedAt: earningBalances.updatedAt })
        .from(earningBalances)
        .innerJoin(users, eq(users.id, earningBalances.userId))
        .orderBy(desc(earningBalances.availablePaise), earningBalances.userId)
        .offset(q.skip)
        .limit(q.limit),
      db.select({ n: count() }).from(earningBalances),
    ]);
    const ids = rows.map((r) => r.userId);
    const methods = ids.length ? await db.select().from(payoutMethods).where(and(inArray(payoutMethods.userId, ids), isNull(payoutMethods.replacedAt))) : [];
    return { items: rows.map((r) => ({ ...r, method: methodView(methods.find((m) => m.userId === r.userId) ?? null) })), total: total?.n ?? 0 };
  }

  async function updateSettings(operatorId: number, body: PayoutSettingsBody) {
    return db.transaction(async (tx) => {
      const before = await settings(tx);
      const [after] = await tx.update(payoutSettings).set({ ...body, updatedBy: operatorId, updatedAt: now() }).where(eq(payoutSettings.id, 1)).returning();
      await recordAudit(tx, { actorId: operatorId, entity: 'payout_settings', entityId: 1, action: 'update', before: { ...before }, after: { ...after! } });
      return settingsView(after!);
    });
  }
  const settingsView = (s: typeof payoutSettings.$inferSelect) => ({ consultationFeeBps: s.consultationFeeBps, consultationHoldDays: s.consultationHoldDays, tdsRateBps: s.tdsRateBps, tdsNoPanRateBps: s.tdsNoPanRateBps, tdsThresholdPaise: s.tdsThresholdPaise });

  // -------------------------------------------------------------------------------------------------------------
  // Consultations (issue 25: "the same ledger and payouts settle the consultation fees")

  /**
   * A consultation paid online has taken place: its fee, less the platform's, is pending for the doctor until the
   * hold of `consultationHoldDays` has passed. Runs in the transaction that completes the appointment.
   */
  async function consultationCompletedIn(tx: Tx, a: { appointmentId: number; doctorUserId: number; feePaise: number }) {
    if (a.feePaise <= 0) return;
    const s = await settings(tx);
    const fee = Math.floor((a.feePaise * s.consultationFeeBps) / 10_000);
    if (a.feePaise - fee <= 0) return;
    await earnings.recordPendingWithin(tx, {
      earnerId: a.doctorUserId,
      paise: a.feePaise - fee,
      grossPaise: a.feePaise,
      feePaise: fee,
      source: 'consultation',
      sourceId: a.appointmentId,
      availableAt: new Date(now().getTime() + s.consultationHoldDays * 24 * HOUR),
      idempotencyKey: `consultation:${a.appointmentId}`,
      description: `Consultation ${a.appointmentId}`,
    });
  }

  /** The consultation's order was cancelled and refunded: what is still pending for it goes back. */
  async function consultationRefundedIn(tx: Tx, appointmentId: number) {
    return earnings.cancelPendingWithin(tx, { source: 'consultation', sourceId: appointmentId, reason: `Consultation ${appointmentId} refunded` });
  }

  /** A month's statement of the caller (CSV text or PDF bytes). */
  async function statement(userId: number, month: string, format: 'pdf' | 'csv') {
    const data = await statementData(db, userId, month);
    return format === 'csv' ? statementCsv(data) : statementPdf(data);
  }

  return { statement, settings: async () => settingsView(await settings()), updateSettings, sendOtp, saveMethod, method: async (userId: number) => methodView(await currentMethod(db, userId)), ifscInfo, request, weeklyRun, mine, summary, list, approve, markPaid, fail, retry, earners, consultationCompletedIn, consultationRefundedIn };
}

export type PayoutService = ReturnType<typeof createPayoutService>;
