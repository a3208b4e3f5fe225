/**
 * What the orders module may know of a patient's prescriptions from consultations here (decision 019): the
 * prescriptions written for the account holder's appointments (for them or a family member) since a date, with the
 * products they name. Care owns these tables; orders receives this through `usePrescriptionSource`, never imports them.
 */
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { prescriptionNumber } from '@nirog/shared/care-desk';
import type { Db } from '../../db/client.ts';
import { packages } from '../catalog/catalog.tables.ts';
import { users } from '../identity/identity.tables.ts';
import type { PrescriptionSource } from '../orders/orders.service.ts';
import { careAppointments, carePrescriptionItems, carePrescriptions } from './appointments.tables.ts';
import { displayNameOf } from './desk-access.ts';

/** The newest this many are offered at checkout. */
const MAX_OFFERED = 20;

export function createPrescriptionSource(db: Db): PrescriptionSource {
  return {
    async ofPatient(userId, since) {
      const rxs = await db
        .select({ id: carePrescriptions.id, issuedAt: carePrescriptions.updatedAt, fullName: users.fullName, salutation: users.salutation })
        .from(carePrescriptions)
        .innerJoin(careAppointments, eq(careAppointments.id, carePrescriptions.appointmentId))
        .innerJoin(users, eq(users.id, careAppointments.doctorUserId))
        .where(and(eq(careAppointments.patientUserId, userId), gte(carePrescriptions.updatedAt, since)))
        .orderBy(desc(carePrescriptions.updatedAt), desc(carePrescriptions.id))
        .limit(MAX_OFFERED);
      if (rxs.length === 0) return [];
      const items = await db
        .select({ prescriptionId: carePrescriptionItems.prescriptionId, productId: packages.productId })
        .from(carePrescriptionItems)
        .innerJoin(packages, eq(packages.id, carePrescriptionItems.packageId))
        .where(inArray(carePrescriptionItems.prescriptionId, rxs.map((r) => r.id)));
      return rxs.map((r) => ({
        id: r.id,
        number: prescriptionNumber(r.id),
        doctorName: displayNameOf({ full_name: r.fullName, salutation: r.salutation }),
        issuedAt: r.issuedAt,
        productIds: [...new Set(items.filter((i) => i.prescriptionId === r.id).map((i) => i.productId))],
      }));
    },
  };
}
