/**
 * A patient's appointments for the back office's user page (issue 18 part 6): the latest few and how many in all.
 * Read-only; the care module keeps its tables, the users page asks here.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { AdminAppointment } from '@nirog/shared/schemas/admin-users';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { careAppointments } from './appointments.tables.ts';

export async function appointmentsOfPatient(db: DbOrTx, userId: number, limit: number): Promise<{ total: number; latest: AdminAppointment[] }> {
  const where = eq(careAppointments.patientUserId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ a: careAppointments, doctorName: users.fullName })
      .from(careAppointments)
      .innerJoin(users, eq(users.id, careAppointments.doctorUserId))
      .where(where)
      .orderBy(desc(careAppointments.startsAt), desc(careAppointments.id))
      .limit(limit),
    db.select({ n: count() }).from(careAppointments).where(where),
  ]);
  return {
    total: Number(n),
    latest: rows.map(({ a, doctorName }) => ({ id: a.id, startsAt: a.startsAt.toISOString(), status: a.status, mode: a.mode, doctorName, feePaise: a.feePaise })),
  };
}
