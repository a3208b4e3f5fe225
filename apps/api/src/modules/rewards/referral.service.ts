/**
 * Referral (issue 21 part 5, decision 057). What always holds:
 * - A user has one code (made on first use; a collision draws again). A new account that signed up with a code is
 *   linked to its owner once (`referrals.referred_id` is unique), never to itself or to an account of the same mobile.
 * - The reward is decided on the referred user's FIRST order (the earliest placed non-consultation order), when the
 *   settle job settles it: kept whole → both get nirog money through the wallet's idempotent credit, inside the
 *   settling transaction (keys `referral:<id>:referrer|referred`), and the row becomes 'rewarded'; returned in whole
 *   or in part, or cancelled → 'not_eligible', and no later order counts. The row changes only from 'pending' (a
 *   conditional UPDATE), so a second run, a retried job or a second worker changes nothing and pays nothing.
 * - An unknown code at sign-up is ignored: the account is made, nobody is linked.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_CODE_PATTERN, referralSignUpPath, type ReferralState } from '@nirog/shared/rewards';
import { formatRupees } from '@nirog/shared/money';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { orderEvents, orders } from '../orders/orders.tables.ts';
import type { SettleHook } from '../orders/settlement.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { Notify } from '../notifications/notify.ts';
import { readRewardSettings } from './reward-settings.ts';
import { referralCodes, referrals } from './rewards.tables.ts';



function newCode() {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

export function createReferralService(deps: { db: Db; wallet: WalletService; notify: Notify; publicUrl?: string | null; now?: () => Date }) {
  const { db, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  /** The user's code, made the first time it is asked for. */
  async function codeOf(userId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [mine] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
      if (mine) return mine.code;
      // Two first visits at once: the user id conflict keeps one; a code taken by someone else draws again.
      await db.insert(referralCodes).values({ userId, code: newCode(), createdAt: now() }).onConflictDoNothing();
    }
    throw new Error('could not allocate a referral code');
  }

  /** Links a new account to the code's owner. Nothing when the code is unknown, its own, or the same mobile's. */
  async function recordSignUp(newUser: { id: number; mobileNumber: string | null }, rawCode: string | undefined | null) {
    const code = rawCode?.trim().toUpperCase();
    if (!code || !REFERRAL_CODE_PATTERN.test(code)) return null;
    const [owner] = await db
      .select({ id: users.id, mobile: users.mobileNumber })
      .from(referralCodes)
      .innerJoin(users, eq(users.id, referralCodes.userId))
      .where(eq(referralCodes.code, code));
    if (!owner || owner.id === newUser.id || (owner.mobile && owner.mobile === newUser.mobileNumber)) return null;
    const [row] = await db.insert(referrals).values({ referrerId: owner.id, referredId: newUser.id, code, createdAt: now() }).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** The referred user's first order: the earliest one placed (COD or postpaid at once, prepaid once paid), not a consultation. */
  async function firstOrderOf(q: Db | Tx, userId: number) {
    const [o] = await q
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          sql`${orders.orderType} <> 4`,
          sql`exists (select 1 from ${orderEvents} e where e.order_id = ${orders.id} and e.event in ('placed', 'payment_received'))`,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(1);
    return o ?? null;
  }

  /** The settle hook: decides a pending referral on its first order. */
  const onSettled: SettleHook = async (tx, s) => {
    const [ref] = await tx.select().from(referrals).where(and(eq(referrals.referredId, s.userId), eq(referrals.status, 'pending'))).for('update');
    if (!ref) return;
    const first = await firstOrderOf(tx, s.userId);
    if (!first) return;
    const decide = (status: 'rewarded' | 'not_eligible', amounts: { referrer: number; referred: number } | null) =>
      tx
        .update(referrals)
        .set({ status, orderId: first.id, decidedAt: now(), referrerRewardPaise: amounts?.referrer ?? null, referredRewardPaise: amounts?.referred ?? null })
        .where(and(eq(referrals.id, ref.id), eq(referrals.status, 'pending')))
        .returning({ id: referrals.id });
    if (first.id !== s.orderId) {
      // A later order settled first: the first one decides, unless it can never settle (cancelled).
      if (first.status === 'cancelled') await decide('not_eligible', null);
      return;
    }
    if (s.outcome !== 'settled' || s.hadReturn) {
      await decide('not_eligible', null);
      return;
    }
    const settings = await readRewardSettings(tx);
    const [done] = await decide('rewarded', { referrer: settings.referrerRewardPaise, referred: settings.referredRewardPaise });
    if (!done) return;
    const [referredUser] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, ref.referredId));
    const [referrer] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, ref.referrerId));
    const pays = [
      { userId: ref.referrerId, amount: settings.referrerRewardPaise, side: 'referrer', kind: 'referralRewardReferrer', name: referredUser?.name ?? '' },
      { userId: ref.referredId, amount: settings.referredRewardPaise, side: 'referred', kind: 'referralRewardReferred', name: referrer?.name ?? '' },
    ];
    for (const p of pays) {
      if (p.amount <= 0) continue;
      await wallet.creditWithin(tx, p.userId, p.amount, {
        kind: 'referral',
        description: t(p.side === 'referrer' ? 'rewards.referral.creditReferrer' : 'rewards.referral.creditReferred', { name: p.name }),
        reference: `referral:${ref.id}`,
        idempotencyKey: `referral:${ref.id}:${p.side}`,
      });
      await deps.notify(
        { userId: p.userId, module: NOTIFY_MODULE.account, kind: p.kind, params: { amount: formatRupees(p.amount), name: p.name }, link: '/referral', key: `referral:${ref.id}:${p.side}` },
        tx,
      );
    }
  };

  /** What the referrer sees of a referral: its stored decision, else whether a first order was placed (or cancelled). */
  function stateOf(status: string, firstStatus: string | null): ReferralState {
    if (status === 'rewarded') return 'rewarded';
    if (status === 'not_eligible') return 'notEligible';
    if (firstStatus === 'cancelled') return 'notEligible';
    return firstStatus ? 'ordered' : 'signedUp';
  }

  /** GET /v1/referral: the session user's code, link and the people they brought (newest first). */
  async function summary(userId: number, { skip, limit }: { skip: number; limit: number }) {
    const code = await codeOf(userId);
    const settings = await readRewardSettings(db);
    const firstStatus = sql<string | null>`(select o.status from ${orders} o where o.user_id = ${referrals.referredId} and o.order_type <> 4
      and exists (select 1 from ${orderEvents} e where e.order_id = o.id and e.event in ('placed', 'payment_received')) order by o.id limit 1)`;
    const rows = await db
      .select({ r: referrals, name: users.fullName, firstStatus })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referredId))
      .where(eq(referrals.referrerId, userId))
      .orderBy(desc(referrals.id))
      .offset(skip)
      .limit(limit);
    const [c] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, userId));
    return {
      code,
      link: `${deps.publicUrl ?? ''}${referralSignUpPath(code)}`,
      referrerRewardPaise: settings.referrerRewardPaise,
      referredRewardPaise: settings.referredRewardPaise,
      items: rows.map(({ r, name, firstStatus: fs }) => ({
        id: r.id,
        name: name?.trim() || t('rewards.referral.unnamed'),
        state: stateOf(r.status, fs),
        signedUpAt: r.createdAt,
        rewardedAt: r.status === 'rewarded' ? r.decidedAt : null,
        rewardPaise: r.status === 'rewarded' ? r.referrerRewardPaise : null,
      })),
      total: c?.n ?? 0,
    };
  }

  return { codeOf, recordSignUp, onSettled, summary, firstOrderOf };
}

export type ReferralService = ReturnType<typeof createReferralService>;
