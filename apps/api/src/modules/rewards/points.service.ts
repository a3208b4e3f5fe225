/**
 * Reward points for trade buyers (issue 21 part 6, decision 057), on the wallet ledger's rules. What always holds:
 * - The account's balance is the sum of its entries: every movement changes the `points_accounts` row first with one
 *   conditional statement (a redemption only where the balance covers it), which also takes the row lock, then adds
 *   its entry, in one transaction. The balance never goes below zero (the conditional update and the CHECK).
 * - An idempotency key moves points at most once: earning on an order is `points:order:<id>`, run inside the settling
 *   transaction (so a second settle run earns nothing); a redemption carries the form's key.
 * - A redemption turns points into nirog money in the same transaction (the wallet's credit with the key
 *   `points:redeem:<entryId>`): both happen or neither.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import { pointsFor } from '@nirog/shared/rewards';
import { isTradeBuyer } from '@nirog/shared/trade-buyers';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { formatRupees } from '@nirog/shared/money';
import { orders } from '../orders/orders.tables.ts';
import type { SettleHook } from '../orders/settlement.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { Notify } from '../notifications/notify.ts';
import { readRewardSettings } from './reward-settings.ts';
import { pointsAccounts, pointsEntries } from './rewards.tables.ts';



function isKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) if (e.code === '23505') return true;
  return false;
}

export function createPointsService(deps: { db: Db; wallet: WalletService; notify: Notify; now?: () => Date }) {
  const { db, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  async function balanceIn(q: DbOrTx, userId: number) {
    const [row] = await q.select({ b: pointsAccounts.balance }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId));
    return row?.b ?? 0;
  }

  /** Moves `signed` points inside `tx`; 422 when a redemption is not covered. */
  async function post(tx: Tx, userId: number, signed: number, e: { kind: 'earn' | 'redeem' | 'adjustment'; description: string; reference?: string; idempotencyKey?: string; createdBy?: number }) {
    let balance: number;
    if (signed > 0) {
      const [a] = await tx
        .insert(pointsAccounts)
        .values({ userId, balance: signed, updatedAt: now() })
        .onConflictDoUpdate({ target: pointsAccounts.userId, set: { balance: sql.raw('"points_accounts"."balance" + excluded.balance'), updatedAt: now() } })
        .returning({ b: pointsAccounts.balance });
      balance = a.b;
    } else {
      const [a] = await tx
        .update(pointsAccounts)
        .set({ balance: sql`${pointsAccounts.balance} - ${-signed}`, updatedAt: now() })
        .where(and(eq(pointsAccounts.userId, userId), gte(pointsAccounts.balance, -signed)))
        .returning({ b: pointsAccounts.balance });
      if (!a) throw AppError.of('business_rule', 'rewards.points.notEnough');
      balance = a.b;
    }
    const [entry] = await tx
      .insert(pointsEntries)
      .values({ userId, kind: e.kind, points: signed, description: e.description.slice(0, 200), reference: e.reference ?? null, idempotencyKey: e.idempotencyKey ?? null, createdBy: e.createdBy ?? null, createdAt: now() })
      .returning();
    return { entry, balance };
  }

  /** The settle hook: a trade buyer earns points on the taxable value they kept, at the rate in force now. */
  const onSettled: SettleHook = async (tx, s) => {
    if (s.outcome !== 'settled' || !isTradeBuyer(s.userType)) return;
    const settings = await readRewardSettings(tx);
    const points = pointsFor(settings, s.userType, s.keptTaxablePaise);
    if (points <= 0) return;
    const key = `points:order:${s.orderId}`;
    const [seen] = await tx.select({ id: pointsEntries.id }).from(pointsEntries).where(eq(pointsEntries.idempotencyKey, key));
    if (seen) return;
    const [o] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, s.orderId));
    await post(tx, s.userId, points, { kind: 'earn', description: t('rewards.points.earnedDescription', { orderNumber: o?.orderNumber ?? '' }), reference: `order:${s.orderId}`, idempotencyKey: key });
    await deps.notify({ userId: s.userId, module: NOTIFY_MODULE.account, kind: 'pointsEarned', params: { points, orderNumber: o?.orderNumber ?? '' }, link: '/nirogmoney', key }, tx);
  };

  /** Redeems points for nirog money at the operator's rate; at least the minimum, never more than the balance. */
  async function redeem(user: { id: number; userType: number }, points: number, clientKey?: string) {
    if (!isTradeBuyer(user.userType)) throw AppError.of('forbidden', 'rewards.points.tradeOnly');
    const settings = await readRewardSettings(db);
    if (settings.pointValuePaise <= 0) throw AppError.of('business_rule', 'rewards.points.redeemOff');
    if (points < settings.minRedeemPoints) throw AppError.field('points', t('rewards.points.belowMinimum', { min: settings.minRedeemPoints }));
    const key = clientKey ? `points:redeem:${user.id}:${clientKey}` : null;
    const again = async () => {
      if (!key) return null;
      const [first] = await db.select().from(pointsEntries).where(eq(pointsEntries.idempotencyKey, key));
      return first ? { points: -first.points, amountPaise: -first.points * settings.pointValuePaise, balance: await balanceIn(db, user.id), created: false } : null;
    };
    const seen = await again();
    if (seen) return seen;
    const amountPaise = points * settings.pointValuePaise;
    try {
      return await db.transaction(async (tx) => {
        const { entry, balance } = await post(tx, user.id, -points, {
          kind: 'redeem',
          description: t('rewards.points.redeemedDescription', { amount: formatRupees(amountPaise) }),
          idempotencyKey: key ?? undefined,
        });
        await wallet.creditWithin(tx, user.id, amountPaise, {
          kind: 'cashback',
          description: t('rewards.points.walletDescription', { points }),
          reference: `points:${entry.id}`,
          idempotencyKey: `points:redeem:${entry.id}`,
        });
        return { points, amountPaise, balance, created: true };
      });
    } catch (err) {
      if (key && isKeyViolation(err)) {
        const first = await again();
        if (first) return first;
      }
      throw err;
    }
  }

  async function history(userId: number, { skip, limit }: { skip: number; limit: number }) {
    const rows = await db
      .select({
        id: pointsEntries.id,
        kind: pointsEntries.kind,
        points: pointsEntries.points,
        description: pointsEntries.description,
        createdAt: pointsEntries.createdAt,
        balanceAfter: sql<number>`(sum(${pointsEntries.points}) over (order by ${pointsEntries.id}))::int`.mapWith(Number),
      })
      .from(pointsEntries)
      .where(eq(pointsEntries.userId, userId))
      .orderBy(desc(pointsEntries.id));
    // The running balance needs every earlier entry; a user's points history is short, so it is paged here.
    return { items: rows.slice(skip, skip + limit).map((r) => ({ ...r, kind: r.kind as 'earn' | 'redeem' | 'adjustment' })), total: rows.length, skip, limit };
  }

  /** GET /v1/rewards/points. */
  async function summary(user: { id: number; userType: number }, page: { skip: number; limit: number }) {
    const settings = await readRewardSettings(db);
    return {
      eligible: isTradeBuyer(user.userType),
      balance: await balanceIn(db, user.id),
      earnPaisePerPoint: isTradeBuyer(user.userType) ? (settings.earnPaisePerPoint[String(user.userType)] ?? 0) : 0,
      pointValuePaise: settings.pointValuePaise,
      minRedeemPoints: settings.minRedeemPoints,
      history: await history(user.id, page),
    };
  }

  /** The ledger's own check: the balance equals the sum of the entries. */
  async function verifyLedger(userId: number) {
    const balance = await balanceIn(db, userId);
    const [s] = await db.select({ sum: sql<number>`coalesce(sum(${pointsEntries.points}), 0)::int`.mapWith(Number) }).from(pointsEntries).where(eq(pointsEntries.userId, userId));
    return { balance, sumOfEntries: s.sum, consistent: balance === s.sum && balance >= 0 };
  }

  return { onSettled, redeem, summary, history, balance: (userId: number) => balanceIn(db, userId), verifyLedger };
}

export type PointsService = ReturnType<typeof createPointsService>;
