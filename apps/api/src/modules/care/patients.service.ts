/**
 * A doctor's patients (issue 8, part 7): the associations (spec: patientAssociationId) with their details, the
 * chosen delivery address, the appointment history, the doctor's notes (noteId) and medical records.
 *
 * Every association belongs to one provider; another provider's id is not found. Medical records are read by the
 * patient they belong to and by the doctors who treat that patient (desk-access.ts `treats`), never by a provider
 * who merely typed the patient's number; a record a doctor uploads for a walk-in stays with that association.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ageOn, type PatientSearchType } from '@nirog/shared/care-desk';
import { istDate } from '@nirog/shared/care';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import type { UserRow } from '../identity/users.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { apptColumns, apptFrom, toAppointmentItem, type ApptRow } from './desk.service.ts';
import { notFound, one, rows, treats, treatsSql, type Provider } from './desk-access.ts';
import { syncLinks } from './patient-links.ts';

interface LinkRow {
  id: number;
  doctor_user_id: number;
  patient_user_id: number | null;
  member_patient_id: number | null;
  full_name: string;
  mobile: string;
  gender: number | null;
  date_of_birth: string | null;
  address_id: number | null;
  created_at: Date | string;
  relation: string | null;
  holder_name: string | null;
  last_visit: Date | string | null;
  next_visit: Date | string | null;
  total?: number;
}

const iso = (v: Date | string | null | undefined) => (v == null ? null : new Date(v).toISOString());

const sameAppointments = (doctor: SQL) => sql`a.doctor_user_id = ${doctor} AND a.patient_user_id = l.patient_user_id AND coalesce(a.member_patient_id, 0) = coalesce(l.member_patient_id, 0)`;

export function createPatientsService(deps: { db: Db; uploads: UploadService; now: () => Date }) {
  const { db, uploads, now } = deps;

  const linkSelect = () => sql`
    SELECT l.id, l.doctor_user_id, l.patient_user_id, l.member_patient_id, l.full_name, l.mobile, l.gender, l.date_of_birth::text AS date_of_birth, l.address_id, l.created_at,
      m.relation, CASE WHEN l.member_patient_id IS NOT NULL THEN pu.full_name END AS holder_name,
      (SELECT max(a.starts_at) FROM care_appointments a WHERE ${sameAppointments(sql`l.doctor_user_id`)} AND a.status IN ('booked', 'completed', 'no_show') AND a.starts_at <= ${now()}) AS last_visit,
      (SELECT min(a.starts_at) FROM care_appointments a WHERE ${sameAppointments(sql`l.doctor_user_id`)} AND a.status IN ('booked', 'pending_payment') AND a.starts_at > ${now()}) AS next_visit
    FROM care_patient_links l LEFT JOIN care_member_patients m ON m.id = l.member_patient_id LEFT JOIN users pu ON pu.id = l.patient_user_id`;

  function toPatient(r: LinkRow) {
    return {
      patientAssociationId: r.id,
      fullName: r.full_name,
      mobile: r.mobile,
      gender: r.gender,
      dateOfBirth: r.date_of_birth,
      age: r.date_of_birth ? ageOn(r.date_of_birth, istDate(now())) : null,
      hasAccount: r.patient_user_id !== null,
      memberPatientId: r.member_patient_id,
      relation: r.relation,
      accountHolder: r.holder_name,
      lastVisitAt: iso(r.last_visit),
      nextVisitAt: iso(r.next_visit),
      createdAt: iso(r.created_at)!,
    };
  }

  /** The association, if it is this provider's. */
  async function ownLink(db2: DbOrTx, doctorId: number, linkId: number): Promise<LinkRow> {
    const r = await one<LinkRow>(db2, sql`${linkSelect()} WHERE l.id = ${linkId} AND l.doctor_user_id = ${doctorId}`);
    if (!r) throw notFound();
    return r;
  }

  async function list(provider: Provider, q: { search?: string; searchType?: PatientSearchType; offset: number; limit: number }) {
    await syncLinks(db, provider.userId);
    const where: SQL[] = [];
    if (q.search) {
      const like = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      where.push(sql`(x.full_name ILIKE ${like} OR x.mobile LIKE ${like})`);
    }
    const recent = new Date(now().getTime() - 30 * 86_400_000);
    let order = sql`lower(x.full_name), x.id`;
    switch (q.searchType) {
      case 'upcoming':
        where.push(sql`x.next_visit IS NOT NULL`);
        order = sql`x.next_visit, x.id`;
        break;
      case 'recent':
        where.push(sql`x.last_visit >= ${recent}`);
        order = sql`x.last_visit DESC, x.id`;
        break;
      case 'new':
        where.push(sql`x.created_at >= ${recent}`);
        order = sql`x.created_at DESC, x.id DESC`;
        break;
    }
    const found = await rows<LinkRow>(
      db,
      sql`SELECT x.*, count(*) OVER ()::int AS total FROM (${linkSelect()} WHERE l.doctor_user_id = ${provider.userId}) x
          ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql.empty()} ORDER BY ${order} OFFSET ${q.offset} LIMIT ${q.limit}`,
    );
    return { items: found.map(toPatient), total: found[0]?.total ?? 0, offset: q.offset, limit: q.limit };
  }

  async function detail(provider: Provider, linkId: number) {
    const r = await ownLink(db, provider.userId, linkId);
    const address = r.address_id
      ? await one<{ id: number; contact_person_name: string; contact_person_phone: string; address: string; landmark: string | null; city: string; state: string | null; pin_code: string }>(
          db,
          sql`SELECT a.id, a.contact_person_name, a.contact_person_phone, a.address, a.landmark, a.city, s.name AS state, a.pin_code
              FROM addresses a LEFT JOIN states s ON s.id = a.state WHERE a.id = ${r.address_id} AND a.user_id = ${provider.userId}`,
        )
      : undefined;
    // The family: other people of the same account this provider sees.
    const family = r.patient_user_id
      ? await rows<{ id: number; full_name: string; relation: string | null }>(
          db,
          sql`SELECT l.id, l.full_name, m.relation FROM care_patient_links l LEFT JOIN care_member_patients m ON m.id = l.member_patient_id
              WHERE l.doctor_user_id = ${provider.userId} AND l.patient_user_id = ${r.patient_user_id} AND l.id <> ${r.id} ORDER BY l.member_patient_id NULLS FIRST, l.id`,
        )
      : [];
    const counts = await one<{ notes: number; records: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM care_patient_notes n WHERE n.patient_link_id = ${r.id}) AS notes,
                 (SELECT count(*)::int FROM care_medical_records mr WHERE ${recordsOfLink(provider.userId, r)}) AS records`,
    );
    return {
      ...toPatient(r),
      treating: r.patient_user_id !== null && (await treats(db, provider.userId, r.patient_user_id, r.member_patient_id)),
      address: address ?? null,
      family: family.map((f) => ({ patientAssociationId: f.id, fullName: f.full_name, relation: f.relation })),
      notes: counts?.notes ?? 0,
      records: counts?.records ?? 0,
    };
  }

  async function create(provider: Provider, body: { fullName: string; mobile: string; gender?: number; dateOfBirth?: string }) {
    const account = await one<{ id: number }>(db, sql`SELECT id FROM users WHERE mobile_number = ${body.mobile} AND status = 1 AND deactivated_at IS NULL`);
    try {
      const row = await one<{ id: number }>(
        db,
        sql`INSERT INTO care_patient_links (doctor_user_id, patient_user_id, full_name, mobile, gender, date_of_birth)
            VALUES (${provider.userId}, ${account?.id ?? null}, ${body.fullName}, ${body.mobile}, ${body.gender ?? null}, ${body.dateOfBirth ?? null}) RETURNING id`,
      );
      return detail(provider, row!.id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('conflict', t('desk.patient.exists'), { fields: { mobile: t('desk.patient.exists') } });
      throw err;
    }
  }

  async function update(provider: Provider, linkId: number, body: { fullName: string; mobile?: string; gender?: number; dateOfBirth?: string }) {
    const r = await ownLink(db, provider.userId, linkId);
    if (body.mobile && body.mobile !== r.mobile && r.patient_user_id !== null) throw AppError.field('mobile', t('desk.patient.mobileLocked'));
    try {
      await db.execute(sql`UPDATE care_patient_links SET full_name = ${body.fullName}, mobile = ${body.mobile ?? r.mobile}, gender = ${body.gender ?? null},
          date_of_birth = ${body.dateOfBirth ?? null}, updated_at = now() WHERE id = ${linkId}`);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('conflict', t('desk.patient.exists'), { fields: { mobile: t('desk.patient.exists') } });
      throw err;
    }
    return detail(provider, linkId);
  }

  /** select-address: one of the addresses the provider keeps for this patient (their address book with patient_id). */
  async function selectAddress(provider: Provider, linkId: number, addressId: number | null) {
    await ownLink(db, provider.userId, linkId);
    if (addressId !== null) {
      const a = await one<{ id: number }>(db, sql`SELECT id FROM addresses WHERE id = ${addressId} AND user_id = ${provider.userId} AND patient_id = ${linkId}`);
      if (!a) throw notFound();
    }
    await db.execute(sql`UPDATE care_patient_links SET address_id = ${addressId}, updated_at = now() WHERE id = ${linkId}`);
    return detail(provider, linkId);
  }

  /** The paginated list (userId, patientId, offset, limit): this patient's appointments with the provider, newest first. */
  async function appointments(provider: Provider, linkId: number, q: { offset: number; limit: number }) {
    const l = await ownLink(db, provider.userId, linkId);
    if (l.patient_user_id === null) return { items: [], total: 0, offset: q.offset, limit: q.limit };
    const list = await rows<ApptRow>(
      db,
      sql`SELECT ${apptColumns}, count(*) OVER ()::int AS total FROM ${apptFrom}
          WHERE a.doctor_user_id = ${provider.userId} AND a.patient_user_id = ${l.patient_user_id} AND coalesce(a.member_patient_id, 0) = ${l.member_patient_id ?? 0}
          ORDER BY a.starts_at DESC, a.id DESC OFFSET ${q.offset} LIMIT ${q.limit}`,
    );
    return { items: list.map((r) => toAppointmentItem(r, now(), true)), total: list[0]?.total ?? 0, offset: q.offset, limit: q.limit };
  }

  /** The call by mobile, doctorId and memberPatientId: the provider's association for that number (and family member). */
  async function byMobile(provider: Provider, mobile: string, memberPatientId: number | null) {
    const r = await one<LinkRow>(db, sql`${linkSelect()} WHERE l.doctor_user_id = ${provider.userId} AND l.mobile = ${mobile} AND coalesce(l.member_patient_id, 0) = ${memberPatientId ?? 0}`);
    return { patient: r ? toPatient(r) : null };
  }

  // --- notes ---

  interface NoteRow {
    id: number;
    patient_link_id: number;
    author_user_id: number;
    author_name: string;
    author_salutation: number | null;
    appointment_id: number | null;
    appt_starts_at: Date | string | null;
    body: string;
    created_at: Date | string;
    updated_at: Date | string;
    total?: number;
  }

  const noteSelect = sql`SELECT n.id, n.patient_link_id, n.author_user_id, u.full_name AS author_name, u.salutation AS author_salutation, n.appointment_id, a.starts_at AS appt_starts_at,
      n.body, n.created_at, n.updated_at FROM care_patient_notes n JOIN users u ON u.id = n.author_user_id LEFT JOIN care_appointments a ON a.id = n.appointment_id`;

  const toNote = (n: NoteRow) => ({
    noteId: n.id,
    patientAssociationId: n.patient_link_id,
    author: { id: n.author_user_id, displayName: n.author_salutation === 1 ? `Dr. ${n.author_name}` : n.author_name },
    appointment: n.appointment_id ? { id: n.appointment_id, startsAt: iso(n.appt_starts_at)! } : null,
    /** Notes written for an appointment are part of that consultation and shared with its patient. */
    sharedWithPatient: n.appointment_id !== null,
    body: n.body,
    createdAt: iso(n.created_at)!,
    updatedAt: iso(n.updated_at)!,
  });

  async function notes(provider: Provider, linkId: number, q: { offset: number; limit: number }) {
    await ownLink(db, provider.userId, linkId);
    const list = await rows<NoteRow>(db, sql`SELECT x.*, count(*) OVER ()::int AS total FROM (${noteSelect} WHERE n.patient_link_id = ${linkId}) x ORDER BY x.created_at DESC, x.id DESC OFFSET ${q.offset} LIMIT ${q.limit}`);
    return { items: list.map(toNote), total: list[0]?.total ?? 0 };
  }

  async function addNote(provider: Provider, body: { patientAssociationId: number; body: string; appointmentId?: number }) {
    const l = await ownLink(db, provider.userId, body.patientAssociationId);
    if (body.appointmentId !== undefined) {
      const a = await one<{ id: number }>(
        db,
        sql`SELECT id FROM care_appointments WHERE id = ${body.appointmentId} AND doctor_user_id = ${provider.userId} AND patient_user_id = ${l.patient_user_id ?? -1}
              AND coalesce(member_patient_id, 0) = ${l.member_patient_id ?? 0}`,
      );
      if (!a) throw AppError.field('appointmentId', t('desk.note.appointmentNotFound'));
    }
    const row = await one<{ id: number }>(
      db,
      sql`INSERT INTO care_patient_notes (patient_link_id, author_user_id, appointment_id, body) VALUES (${l.id}, ${provider.userId}, ${body.appointmentId ?? null}, ${body.body}) RETURNING id`,
    );
    return toNote((await one<NoteRow>(db, sql`${noteSelect} WHERE n.id = ${row!.id}`))!);
  }

  /** A note this provider wrote on one of their associations. */
  async function ownNote(provider: Provider, noteId: number) {
    const n = await one<{ id: number }>(
      db,
      sql`SELECT n.id FROM care_patient_notes n JOIN care_patient_links l ON l.id = n.patient_link_id WHERE n.id = ${noteId} AND l.doctor_user_id = ${provider.userId} AND n.author_user_id = ${provider.userId}`,
    );
    if (!n) throw notFound();
  }

  async function updateNote(provider: Provider, noteId: number, body: string) {
    await ownNote(provider, noteId);
    await db.execute(sql`UPDATE care_patient_notes SET body = ${body}, updated_at = now() WHERE id = ${noteId}`);
    return toNote((await one<NoteRow>(db, sql`${noteSelect} WHERE n.id = ${noteId}`))!);
  }

  async function deleteNote(provider: Provider, noteId: number) {
    await ownNote(provider, noteId);
    await db.execute(sql`DELETE FROM care_patient_notes WHERE id = ${noteId}`);
  }

  // --- medical records ---

  /** SQL condition on `mr`: the records a provider sees for one of their associations. */
  function recordsOfLink(doctorId: number, l: Pick<LinkRow, 'id' | 'patient_user_id' | 'member_patient_id'>): SQL {
    const own = sql`mr.patient_link_id = ${l.id}`;
    if (l.patient_user_id === null) return own;
    return sql`(${own} OR (mr.patient_user_id = ${l.patient_user_id} AND coalesce(mr.member_patient_id, 0) = ${l.member_patient_id ?? 0}
      AND ${treatsSql(doctorId, sql`mr.patient_user_id`, sql`mr.member_patient_id`)}))`;
  }

  interface RecordRow {
    id: number;
    title: string;
    upload_id: string;
    content_type: string | null;
    size_bytes: number | null;
    uploaded_by: number;
    uploader_name: string;
    uploader_salutation: number | null;
    member_patient_id: number | null;
    created_at: Date | string;
  }
  const recordSelect = sql`SELECT mr.id, mr.title, mr.upload_id, up.content_type, up.size_bytes, mr.uploaded_by, u.full_name AS uploader_name, u.salutation AS uploader_salutation,
      mr.member_patient_id, mr.created_at
    FROM care_medical_records mr JOIN uploads up ON up.id = mr.upload_id JOIN users u ON u.id = mr.uploaded_by`;
  const toRecord = (r: RecordRow, viewerId: number) => ({
    id: r.id,
    title: r.title,
    contentType: r.content_type,
    sizeBytes: r.size_bytes,
    uploadedBy: { id: r.uploaded_by, displayName: r.uploader_salutation === 1 ? `Dr. ${r.uploader_name}` : r.uploader_name, you: r.uploaded_by === viewerId },
    memberPatientId: r.member_patient_id,
    createdAt: iso(r.created_at)!,
    fileUrl: `/api/v2/medical-records/${r.id}/file`,
  });

  async function ownMember(user: UserRow, memberPatientId: number) {
    const m = await one<{ id: number }>(db, sql`SELECT id FROM care_member_patients WHERE id = ${memberPatientId} AND parent_user_id = ${user.id} AND removed_at IS NULL`);
    if (!m) throw notFound();
  }

  async function patientRecords(user: UserRow, memberPatientId: number | null) {
    if (memberPatientId !== null) await ownMember(user, memberPatientId);
    const list = await rows<RecordRow>(db, sql`${recordSelect} WHERE mr.patient_user_id = ${user.id} AND coalesce(mr.member_patient_id, 0) = ${memberPatientId ?? 0} ORDER BY mr.created_at DESC, mr.id DESC`);
    return { items: list.map((r) => toRecord(r, user.id)) };
  }

  async function providerRecords(provider: Provider, linkId: number) {
    const l = await ownLink(db, provider.userId, linkId);
    const list = await rows<RecordRow>(db, sql`${recordSelect} WHERE ${recordsOfLink(provider.userId, l)} ORDER BY mr.created_at DESC, mr.id DESC`);
    return { items: list.map((r) => toRecord(r, provider.userId)) };
  }

  async function addRecord(user: UserRow, provider: Provider | null, body: { uploadId: string; title: string; patientAssociationId?: number; memberPatientId?: number }) {
    await uploads.ownedStored(user.id, body.uploadId, 'document');
    let values: { patientUserId: number | null; memberPatientId: number | null; linkId: number | null };
    if (body.patientAssociationId !== undefined) {
      if (!provider) throw notFound();
      const l = await ownLink(db, provider.userId, body.patientAssociationId);
      // Into the patient's own records only when the doctor treats them; otherwise it stays with the association.
      const shared = l.patient_user_id !== null && (await treats(db, provider.userId, l.patient_user_id, l.member_patient_id));
      values = { patientUserId: shared ? l.patient_user_id : null, memberPatientId: shared ? l.member_patient_id : null, linkId: l.id };
    } else {
      if (body.memberPatientId !== undefined) await ownMember(user, body.memberPatientId);
      values = { patientUserId: user.id, memberPatientId: body.memberPatientId ?? null, linkId: null };
    }
    const row = await one<{ id: number }>(
      db,
      sql`INSERT INTO care_medical_records (patient_user_id, member_patient_id, patient_link_id, upload_id, title, uploaded_by)
          VALUES (${values.patientUserId}, ${values.memberPatientId}, ${values.linkId}, ${body.uploadId}, ${body.title}, ${user.id}) RETURNING id`,
    );
    return toRecord((await one<RecordRow>(db, sql`${recordSelect} WHERE mr.id = ${row!.id}`))!, user.id);
  }

  /** The record if this user may read it: its patient, its uploader, or a provider who has it through an association they treat. */
  async function readableRecord(user: UserRow, id: number) {
    const r = await one<{ id: number; upload_id: string; patient_user_id: number | null; member_patient_id: number | null; patient_link_id: number | null; uploaded_by: number }>(
      db,
      sql`SELECT id, upload_id, patient_user_id, member_patient_id, patient_link_id, uploaded_by FROM care_medical_records WHERE id = ${id}`,
    );
    if (!r) throw notFound();
    if (r.patient_user_id === user.id || r.uploaded_by === user.id) return r;
    if (r.patient_link_id !== null) {
      const mine = await one<{ id: number }>(db, sql`SELECT id FROM care_patient_links WHERE id = ${r.patient_link_id} AND doctor_user_id = ${user.id}`);
      if (mine) return r;
    }
    if (r.patient_user_id !== null && (await treats(db, user.id, r.patient_user_id, r.member_patient_id))) return r;
    throw notFound();
  }

  async function recordUrl(user: UserRow, id: number) {
    const r = await readableRecord(user, id);
    return { url: uploads.signedUrl(r.upload_id), expiresInSeconds: 300 };
  }

  async function deleteRecord(user: UserRow, id: number) {
    const gone = await rows(db, sql`DELETE FROM care_medical_records WHERE id = ${id} AND uploaded_by = ${user.id} RETURNING id`);
    if (!gone.length) throw notFound();
  }

  return {
    list,
    detail,
    create,
    update,
    selectAddress,
    appointments,
    byMobile,
    notes,
    addNote,
    updateNote,
    deleteNote,
    patientRecords,
    providerRecords,
    addRecord,
    recordUrl,
    deleteRecord,
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
