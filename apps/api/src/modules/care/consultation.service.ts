/**
 * The consultation of one appointment (issue 8, part 8), for its two parties only: the doctor and the patient
 * account that booked it (for themself or a family member). Anyone else, including another doctor of the same
 * clinic, gets "not found".
 *
 * The video room is open from 15 minutes before the slot until 60 minutes after its end, for a booked video
 * appointment. Beside it the doctor writes notes (shared with the patient) and a prescription of catalog medicines
 * (dose, duration, advice), which the patient sees, downloads as a PDF and puts in the cart.
 */
import { sql } from 'drizzle-orm';
import { CONSENT_TEXT_VERSION, istDate } from '@nirog/shared/care';
import { ageOn, PRESCRIPTION_MAX_ITEMS, prescriptionNumber } from '@nirog/shared/care-desk';
import { GENDERS } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { councilName } from '@nirog/shared/schemas/verification';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { UserRow } from '../identity/users.service.ts';
import { displayNameOf, notFound, one, rows } from './desk-access.ts';
import { apptColumns, apptFrom, consultationWindow, toAppointmentItem, type ApptRow } from './desk.service.ts';
import type { SignalHub, Role } from './consultation-signal.ts';
import { linkForAppointment } from './patient-links.ts';
import { renderPrescriptionPdf } from './prescription-pdf.ts';

export type IceServer = { urls: string[]; username?: string; credential?: string };

interface RxItemRow {
  id: number;
  package_id: number;
  dose: string;
  duration: string;
  instructions: string | null;
  quantity: number;
  label: string;
  sale_price_paise: number;
  mrp_paise: number;
  product_name: string;
  product_slug: string;
  available: boolean;
}

export function createConsultationService(deps: { db: Db; hub: SignalHub; iceServers: IceServer[]; now: () => Date }) {
  const { db, hub, now } = deps;

  /** The appointment and the caller's role in it, or 404. */
  async function access(user: UserRow, apptId: number): Promise<{ row: ApptRow; role: Role }> {
    const row = await one<ApptRow>(db, sql`SELECT ${apptColumns} FROM ${apptFrom} WHERE a.id = ${apptId}`);
    if (!row) throw notFound();
    if (row.doctor_user_id === user.id) return { row, role: 'doctor' };
    if (row.patient_user_id === user.id) return { row, role: 'patient' };
    throw notFound();
  }

  function windowOf(row: ApptRow) {
    const w = consultationWindow(new Date(row.starts_at), new Date(row.ends_at));
    const at = now();
    const state: 'early' | 'open' | 'closed' = at < w.opensAt ? 'early' : at > w.closesAt ? 'closed' : 'open';
    return { opensAt: w.opensAt, closesAt: w.closesAt, state };
  }

  /** Whether the video room can be entered now; the reason when not. */
  function videoState(row: ApptRow): { open: boolean; reason: null | 'notVideo' | 'notBooked' | 'early' | 'closed' } {
    if (row.mode !== 0) return { open: false, reason: 'notVideo' };
    if (row.status !== 'booked') return { open: false, reason: 'notBooked' };
    const w = windowOf(row);
    if (w.state !== 'open') return { open: false, reason: w.state };
    return { open: true, reason: null };
  }

  async function sharedNotes(apptId: number) {
    const list = await rows<{ id: number; body: string; created_at: Date | string; updated_at: Date | string; author_name: string; author_salutation: number | null; author_user_id: number }>(
      db,
      sql`SELECT n.id, n.body, n.created_at, n.updated_at, u.full_name AS author_name, u.salutation AS author_salutation, n.author_user_id
          FROM care_patient_notes n JOIN users u ON u.id = n.author_user_id WHERE n.appointment_id = ${apptId} ORDER BY n.created_at, n.id`,
    );
    return list.map((n) => ({
      noteId: n.id,
      body: n.body,
      author: { id: n.author_user_id, displayName: displayNameOf({ full_name: n.author_name, salutation: n.author_salutation }) },
      createdAt: new Date(n.created_at).toISOString(),
      updatedAt: new Date(n.updated_at).toISOString(),
    }));
  }

  /** The patient of an appointment as a prescription names them: name, age (from the date of birth) and gender. */
  async function patientOf(row: ApptRow) {
    const p = await one<{ dob: string | null; gender: number | null }>(
      db,
      // A family member's own details, never the account holder's in their place.
      sql`SELECT CASE WHEN a.member_patient_id IS NULL THEN pu.date_of_birth ELSE m.date_of_birth END::text AS dob,
            CASE WHEN a.member_patient_id IS NULL THEN pu.gender ELSE m.gender END AS gender
          FROM care_appointments a JOIN users pu ON pu.id = a.patient_user_id LEFT JOIN care_member_patients m ON m.id = a.member_patient_id
          WHERE a.id = ${row.id}`,
    );
    return {
      name: row.patient_name,
      age: p?.dob ? ageOn(p.dob, istDate(now())) : null,
      gender: p?.gender ? (GENDERS.find((g) => g.code === p.gender)?.label ?? null) : null,
    };
  }

  async function prescriptionOf(row: ApptRow) {
    const rx = await one<{ id: number; diagnosis: string | null; advice: string | null; created_at: Date | string; updated_at: Date | string }>(
      db,
      sql`SELECT id, diagnosis, advice, created_at, updated_at FROM care_prescriptions WHERE appointment_id = ${row.id}`,
    );
    if (!rx) return null;
    const items = await rows<RxItemRow>(
      db,
      sql`SELECT i.id, i.package_id, i.dose, i.duration, i.instructions, i.quantity, k.label, k.sale_price_paise, k.mrp_paise, p.name AS product_name, p.slug AS product_slug,
            (k.active AND p.active) AS available
          FROM care_prescription_items i JOIN packages k ON k.id = i.package_id JOIN products p ON p.id = k.product_id
          WHERE i.prescription_id = ${rx.id} ORDER BY i.id`,
    );
    const person = await one<{ city: string | null; registration: Record<string, unknown> | null }>(
      db,
      sql`SELECT d.city, dp.registration FROM care_appointments a
          LEFT JOIN care_doctors d ON d.user_id = a.doctor_user_id LEFT JOIN doctor_profiles dp ON dp.user_id = a.doctor_user_id
          WHERE a.id = ${row.id}`,
    );
    const degrees = await rows<{ degree: string }>(
      db,
      sql`SELECT data->>'degree' AS degree FROM profile_entries WHERE user_id = ${row.doctor_user_id} AND section = 'education' AND data->>'degree' IS NOT NULL ORDER BY sort_order, id`,
    );
    const reg = person?.registration;
    // Telemedicine Practice Guidelines: the prescriber's full name, qualification, registration number and council,
    // and the patient's name, age and gender, on every prescription.
    const doctor = {
      name: toAppointmentItem(row, now(), true).doctor.displayName,
      qualifications: degrees.map((d) => d.degree),
      city: person?.city ?? null,
      registrationNumber: typeof reg?.registrationNumber === 'string' ? reg.registrationNumber : null,
      council: councilName(reg),
    };
    const patient = await patientOf(row);
    return {
      id: rx.id,
      number: prescriptionNumber(rx.id),
      appointmentId: row.id,
      doctor,
      patient,
      diagnosis: rx.diagnosis,
      advice: rx.advice,
      createdAt: new Date(rx.created_at).toISOString(),
      updatedAt: new Date(rx.updated_at).toISOString(),
      items: items.map((i) => ({
        id: i.id,
        packageId: i.package_id,
        medicine: i.product_name,
        slug: i.product_slug,
        pack: i.label,
        dose: i.dose,
        duration: i.duration,
        instructions: i.instructions,
        quantity: i.quantity,
        pricePaise: i.sale_price_paise,
        mrpPaise: i.mrp_paise,
        available: i.available,
      })),
    };
  }

  async function consentOf(apptId: number) {
    const c = await one<{ consented_at: Date | string; text_version: string }>(db, sql`SELECT consented_at, text_version FROM care_consents WHERE appointment_id = ${apptId}`);
    return c ? { at: new Date(c.consented_at).toISOString(), version: c.text_version } : null;
  }

  /** The patient (the account that booked) agrees to the video consultation; once, before joining. */
  async function consent(user: UserRow, apptId: number, ip: string | null) {
    const { row, role } = await access(user, apptId);
    if (role !== 'patient') throw AppError.of('forbidden', 'desk.consent.patientOnly');
    if (row.mode !== 0) throw AppError.of('business_rule', 'desk.room.notVideo');
    if (row.status !== 'booked') throw AppError.of('business_rule', 'desk.room.notBooked');
    await db.execute(sql`INSERT INTO care_consents (appointment_id, user_id, text_version, ip, consented_at)
      VALUES (${row.id}, ${user.id}, ${CONSENT_TEXT_VERSION}, ${ip}, ${now()}) ON CONFLICT (appointment_id) DO NOTHING`);
    return (await consentOf(row.id))!;
  }

  async function view(user: UserRow, apptId: number) {
    const { row, role } = await access(user, apptId);
    const w = windowOf(row);
    const video = videoState(row);
    return {
      role,
      // The doctor sees who they are about to consult, and whether the patient has consented.
      patient: role === 'doctor' ? await patientOf(row) : null,
      consent: await consentOf(row.id),
      appointment: toAppointmentItem(row, now(), role === 'doctor'),
      window: { opensAt: w.opensAt.toISOString(), closesAt: w.closesAt.toISOString(), state: w.state },
      video: { ...video, signalPath: `/api/v3/consultations/${apptId}/signal`, iceServers: deps.iceServers },
      canWrite: role === 'doctor' && canWrite(row),
      notes: await sharedNotes(apptId),
      prescription: await prescriptionOf(row),
    };
  }

  /** The doctor may write from the moment the room opens, while the appointment is booked or completed. */
  function canWrite(row: ApptRow) {
    return (row.status === 'booked' || row.status === 'completed') && now() >= windowOf(row).opensAt;
  }

  async function doctorWriting(user: UserRow, apptId: number) {
    const { row, role } = await access(user, apptId);
    if (role !== 'doctor') throw AppError.of('forbidden', 'desk.rx.doctorOnly');
    if (row.status !== 'booked' && row.status !== 'completed') throw AppError.of('business_rule', 'desk.rx.notActive');
    if (now() < windowOf(row).opensAt) throw AppError.of('business_rule', 'desk.rx.notYet');
    return row;
  }

  /** The room's WebSocket may open: a party, a booked video appointment, inside the window. */
  async function signalAccess(user: UserRow, apptId: number) {
    const { row, role } = await access(user, apptId);
    const v = videoState(row);
    if (!v.open) {
      const key = v.reason === 'early' ? 'desk.room.early' : v.reason === 'closed' ? 'desk.room.closed' : v.reason === 'notVideo' ? 'desk.room.notVideo' : 'desk.room.notBooked';
      throw AppError.of('business_rule', key);
    }
    if (role === 'patient' && !(await consentOf(row.id))) throw AppError.of('business_rule', 'desk.consent.required');
    const w = windowOf(row);
    return { role, closesAt: w.closesAt, closesInMs: w.closesAt.getTime() - now().getTime() };
  }

  async function addNote(user: UserRow, apptId: number, body: string) {
    const row = await doctorWriting(user, apptId);
    const linkId = await linkForAppointment(db, row.id);
    await db.execute(sql`INSERT INTO care_patient_notes (patient_link_id, author_user_id, appointment_id, body) VALUES (${linkId}, ${user.id}, ${row.id}, ${body})`);
    hub.notify(apptId, { type: 'notes' });
    return sharedNotes(apptId);
  }

  async function ensurePrescription(apptId: number) {
    await db.execute(sql`INSERT INTO care_prescriptions (appointment_id) VALUES (${apptId}) ON CONFLICT (appointment_id) DO NOTHING`);
    return (await one<{ id: number }>(db, sql`SELECT id FROM care_prescriptions WHERE appointment_id = ${apptId}`))!.id;
  }

  async function savePrescription(user: UserRow, apptId: number, body: { diagnosis?: string; advice?: string }) {
    const row = await doctorWriting(user, apptId);
    const id = await ensurePrescription(row.id);
    await db.execute(sql`UPDATE care_prescriptions SET diagnosis = ${body.diagnosis ?? null}, advice = ${body.advice ?? null}, updated_at = now() WHERE id = ${id}`);
    hub.notify(apptId, { type: 'prescription' });
    return prescriptionOf(row);
  }

  async function addItem(user: UserRow, apptId: number, item: { packageId: number; dose: string; duration: string; instructions?: string; quantity: number }) {
    const row = await doctorWriting(user, apptId);
    const pack = await one<{ id: number }>(db, sql`SELECT k.id FROM packages k JOIN products p ON p.id = k.product_id WHERE k.id = ${item.packageId} AND k.active AND p.active`);
    if (!pack) throw AppError.field('packageId', t('desk.rx.medicineUnavailable'));
    const id = await ensurePrescription(row.id);
    await db.transaction(async (tx) => {
      // One line per pack: prescribing it again replaces its dose, duration and quantity.
      await tx.execute(sql`SELECT id FROM care_prescriptions WHERE id = ${id} FOR UPDATE`);
      const existing = await one<{ id: number }>(tx, sql`SELECT id FROM care_prescription_items WHERE prescription_id = ${id} AND package_id = ${item.packageId}`);
      if (existing) {
        await tx.execute(sql`UPDATE care_prescription_items SET dose = ${item.dose}, duration = ${item.duration}, instructions = ${item.instructions ?? null}, quantity = ${item.quantity} WHERE id = ${existing.id}`);
      } else {
        const count = await one<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM care_prescription_items WHERE prescription_id = ${id}`);
        if ((count?.n ?? 0) >= PRESCRIPTION_MAX_ITEMS) throw AppError.of('business_rule', 'desk.rx.tooMany', { max: PRESCRIPTION_MAX_ITEMS });
        await tx.execute(sql`INSERT INTO care_prescription_items (prescription_id, package_id, dose, duration, instructions, quantity)
          VALUES (${id}, ${item.packageId}, ${item.dose}, ${item.duration}, ${item.instructions ?? null}, ${item.quantity})`);
      }
      await tx.execute(sql`UPDATE care_prescriptions SET updated_at = now() WHERE id = ${id}`);
    });
    hub.notify(apptId, { type: 'prescription' });
    return prescriptionOf(row);
  }

  async function removeItem(user: UserRow, apptId: number, itemId: number) {
    const row = await doctorWriting(user, apptId);
    const gone = await rows(
      db,
      sql`DELETE FROM care_prescription_items i USING care_prescriptions p WHERE i.id = ${itemId} AND i.prescription_id = p.id AND p.appointment_id = ${row.id} RETURNING i.id`,
    );
    if (!gone.length) throw notFound();
    hub.notify(apptId, { type: 'prescription' });
    return prescriptionOf(row);
  }

  async function prescription(user: UserRow, apptId: number) {
    const { row } = await access(user, apptId);
    return prescriptionOf(row);
  }

  async function prescriptionPdf(user: UserRow, apptId: number) {
    const { row } = await access(user, apptId);
    const rx = await prescriptionOf(row);
    if (!rx) throw notFound();
    const pdf = await renderPrescriptionPdf({
      number: rx.number,
      date: new Date(rx.updatedAt),
      doctor: { displayName: rx.doctor.name, qualifications: rx.doctor.qualifications, city: rx.doctor.city, mobile: null, registrationNumber: rx.doctor.registrationNumber, council: rx.doctor.council },
      patient: rx.patient,
      consultation: t(row.mode === 0 ? 'desk.pdf.videoOn' : 'desk.pdf.clinicOn', {
        when: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(row.starts_at)),
        clinic: row.clinic_name ?? '',
      }),
      diagnosis: rx.diagnosis,
      advice: rx.advice,
      items: rx.items.map((i) => ({ medicine: i.medicine, pack: i.pack, dose: i.dose, duration: i.duration, quantity: i.quantity, instructions: i.instructions })),
    });
    return { pdf, fileName: `${rx.number}.pdf` };
  }

  return { view, consent, signalAccess, addNote, savePrescription, addItem, removeItem, prescription, prescriptionPdf, hub };
}

export type ConsultationService = ReturnType<typeof createConsultationService>;
