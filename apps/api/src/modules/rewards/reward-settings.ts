/** The operator's referral and points settings (decision 057): one row; the defaults apply until it is written. */
import { eq } from 'drizzle-orm';
import { DEFAULT_REWARD_SETTINGS, type RewardSettings } from '@nirog/shared/rewards';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { rewardSettings } from './rewards.tables.ts';

export async function readRewardSettings(q: DbOrTx): Promise<RewardSettings & { updatedAt: Date | null }> {
  const [row] = await q.select().from(rewardSettings).where(eq(rewardSettings.id, 1));
  if (!row) return { ...DEFAULT_REWARD_SETTINGS, updatedAt: null };
  return {
    referrerRewardPaise: row.referrerRewardPaise,
    referredRewardPaise: row.referredRewardPaise,
    earnPaisePerPoint: { ...DEFAULT_REWARD_SETTINGS.earnPaisePerPoint, ...row.earnPaisePerPoint },
    pointValuePaise: row.pointValuePaise,
    minRedeemPoints: row.minRedeemPoints,
    updatedAt: row.updatedAt,
  };
}

/** An operator's change, with the before and after in the audit trail (one transaction). */
export async function writeRewardSettings(db: Db, operatorId: number, next: RewardSettings, at: Date) {
  return db.transaction(async (tx) => {
    const before = await readRewardSettings(tx);
    const values = { ...next, id: 1, updatedBy: operatorId, updatedAt: at };
    await tx.insert(rewardSettings).values(values).onConflictDoUpdate({ target: rewardSettings.id, set: values });
    const { updatedAt: _u, ...was } = before;
    await recordAudit(tx, { actorId: operatorId, entity: 'setting', entityId: 'rewards', action: 'update', before: { ...was }, after: { ...next } });
    return readRewardSettings(tx);
  });
}
