/** Demo data. Idempotent: running it again brings the demo accounts back to their seeded state. */
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_GST_REGISTRY } from './demo-gst.ts';
import { gstRegistry } from '../modules/gst/gst.tables.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { newExtUserId } from '../modules/identity/users.service.ts';

export async function seedDemo(database: Database): Promise<{ users: number }> {
  const { db } = database;
  await db.transaction(async (tx) => {
    for (const a of DEMO_ACCOUNTS) {
      await tx
        .insert(users)
        .values({
          userType: a.userType,
          mobileNumber: a.mobileNumber,
          fullName: a.fullName,
          salutation: a.salutation,
          doctorCategory: a.doctorCategory,
          extUserId: newExtUserId(),
        })
        .onConflictDoUpdate({
          target: users.mobileNumber,
          targetWhere: sql`status = 1`,
          set: { userType: a.userType, fullName: a.fullName, salutation: a.salutation, doctorCategory: a.doctorCategory, updatedAt: new Date() },
        });
    }
    for (const g of DEMO_GST_REGISTRY) {
      await tx
        .insert(gstRegistry)
        .values({ gstin: g.gstin, legalName: g.legalName, tradeName: g.tradeName, status: 'Active' })
        .onConflictDoUpdate({ target: gstRegistry.gstin, set: { legalName: g.legalName, tradeName: g.tradeName, status: 'Active' } });
    }
  });
  return { users: DEMO_ACCOUNTS.length };
}
