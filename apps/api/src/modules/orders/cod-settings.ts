/**
 * The amount above which a cash-on-delivery order is confirmed with a code (issue 21 part 7, decision 056): set by an
 * operator in the back office (finance), kept in app_settings; until then COD_OTP_ABOVE_RUPEES (the server default).
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { appSettings } from '../identity/identity.tables.ts';

const KEY = 'cod-otp-above-paise';

export interface CodConfirmationSetting {
  abovePaise: number;
  defaultPaise: number;
  isDefault: boolean;
}

export async function readCodSetting(q: DbOrTx, defaultPaise: number): Promise<CodConfirmationSetting> {
  const [row] = await q.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  const saved = row && /^\d{1,12}$/.test(row.value) ? Number(row.value) : null;
  return saved === null ? { abovePaise: defaultPaise, defaultPaise, isDefault: true } : { abovePaise: saved, defaultPaise, isDefault: false };
}

/** An operator's change, with the before and after in the audit trail (one transaction). */
export async function writeCodSetting(db: Db, operatorId: number, abovePaise: number, defaultPaise: number): Promise<CodConfirmationSetting> {
  return db.transaction(async (tx) => {
    const before = await readCodSetting(tx, defaultPaise);
    await tx.insert(appSettings).values({ key: KEY, value: String(abovePaise) }).onConflictDoUpdate({ target: appSettings.key, set: { value: String(abovePaise) } });
    await recordAudit(tx, {
      actorId: operatorId,
      entity: 'setting',
      entityId: 'cod-confirmation',
      action: before.isDefault ? 'create' : 'update',
      before: { abovePaise: before.abovePaise, isDefault: before.isDefault },
      after: { abovePaise },
    });
    return readCodSetting(tx, defaultPaise);
  });
}
