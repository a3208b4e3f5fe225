/**
 * Doctor–patient associations (spec: patientAssociationId) for people who booked: a booking made anywhere (the
 * booking calls, a request the doctor accepted with a time) makes the patient one of the doctor's patients. The
 * association of a family member carries the booking account's mobile number and the member's id.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { one } from './desk-access.ts';

const LINK_CONFLICT = sql`ON CONFLICT (doctor_user_id, mobile, (coalesce(member_patient_id, 0)))
  DO UPDATE SET patient_user_id = EXCLUDED.patient_user_id, updated_at = now() WHERE care_patient_links.patient_user_id IS NULL`;

/** Adds the associations missing for a doctor's live and past appointments. */
export async function syncLinks(db: DbOrTx, doctorId: number) {
  await db.execute(sql`
    INSERT INTO care_patient_links (doctor_user_id, patient_user_id, member_patient_id, full_name, mobile, gender, date_of_birth)
    SELECT DISTINCT ON (u.mobile_number, coalesce(a.member_patient_id, 0))
      a.doctor_user_id, a.patient_user_id, a.member_patient_id, coalesce(m.full_name, u.full_name), u.mobile_number, coalesce(m.gender, u.gender), m.date_of_birth
    FROM care_appointments a JOIN users u ON u.id = a.patient_user_id LEFT JOIN care_member_patients m ON m.id = a.member_patient_id
    WHERE a.doctor_user_id = ${doctorId} AND a.status IN ('booked', 'completed', 'no_show')
      AND NOT EXISTS (SELECT 1 FROM care_patient_links l WHERE l.doctor_user_id = a.doctor_user_id AND l.patient_user_id = a.patient_user_id
                        AND coalesce(l.member_patient_id, 0) = coalesce(a.member_patient_id, 0))
    ORDER BY u.mobile_number, coalesce(a.member_patient_id, 0), a.starts_at DESC
    ${LINK_CONFLICT}`);
}

/** The association of an appointment's patient with its doctor, made if missing. */
export async function linkForAppointment(db: DbOrTx, appointmentId: number): Promise<number> {
  const found = await one<{ id: number }>(
    db,
    sql`SELECT l.id FROM care_appointments a JOIN care_patient_links l ON l.doctor_user_id = a.doctor_user_id AND l.patient_user_id = a.patient_user_id
          AND coalesce(l.member_patient_id, 0) = coalesce(a.member_patient_id, 0)
        WHERE a.id = ${appointmentId} ORDER BY l.id LIMIT 1`,
  );
  if (found) return found.id;
  const made = await one<{ id: number }>(
    db,
    sql`INSERT INTO care_patient_links (doctor_user_id, patient_user_id, member_patient_id, full_name, mobile, gender, date_of_birth)
        SELECT a.doctor_user_id, a.patient_user_id, a.member_patient_id, coalesce(m.full_name, u.full_name), u.mobile_number, coalesce(m.gender, u.gender), m.date_of_birth
        FROM care_appointments a JOIN users u ON u.id = a.patient_user_id LEFT JOIN care_member_patients m ON m.id = a.member_patient_id
        WHERE a.id = ${appointmentId}
        ${LINK_CONFLICT}
        RETURNING id`,
  );
  if (made) return made.id;
  // The association exists for the number but was kept for another account: use it as it is.
  const byNumber = await one<{ id: number }>(
    db,
    sql`SELECT l.id FROM care_appointments a JOIN users u ON u.id = a.patient_user_id JOIN care_patient_links l ON l.doctor_user_id = a.doctor_user_id
          AND l.mobile = u.mobile_number AND coalesce(l.member_patient_id, 0) = coalesce(a.member_patient_id, 0)
        WHERE a.id = ${appointmentId}`,
  );
  return byNumber!.id;
}
