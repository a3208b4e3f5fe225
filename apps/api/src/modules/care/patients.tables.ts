/**
 * A doctor's patients (issue 8, part 7): the association between a doctor and a patient (spec: patientAssociationId),
 * the doctor's notes on it (noteId), and medical records (uploads a patient or their doctor adds; only that patient
 * and the doctors associated with them may read them).
 *
 * A doctor may also keep a patient who has no account (a walk-in): then the association carries the name and
 * mobile number, and is linked to the account when that number books.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sqlInList } from '@nirog/shared/codes/code-table';
import { GENDERS } from '@nirog/shared/codes/tables';
import { addresses } from '../address/address.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { uploads } from '../profile/profile.tables.ts';
import { careAppointments, careMemberPatients } from './appointments.tables.ts';

export const carePatientLinks = pgTable(
  'care_patient_links',
  {
    id: serial('id').primaryKey(),
    doctorUserId: integer('doctor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientUserId: integer('patient_user_id').references(() => users.id, { onDelete: 'set null' }),
    memberPatientId: integer('member_patient_id').references(() => careMemberPatients.id),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    gender: smallint('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The address chosen for this patient (select-address), from the patient's or the doctor's address book. */
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('care_patient_links_uq').on(t.doctorUserId, t.mobile, sql`coalesce(${t.memberPatientId}, 0)`),
    index('care_patient_links_patient_idx').on(t.patientUserId),
    check('care_patient_links_mobile_ck', sql`mobile ~ '^[6-9][0-9]{9}$'`),
    check('care_patient_links_gender_ck', sql.raw(`gender IS NULL OR gender IN (${sqlInList(GENDERS)})`)),
  ],
);

export const carePatientNotes = pgTable(
  'care_patient_notes',
  {
    id: serial('id').primaryKey(),
    patientLinkId: integer('patient_link_id')
      .notNull()
      .references(() => carePatientLinks.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    appointmentId: integer('appointment_id').references(() => careAppointments.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('care_patient_notes_link_idx').on(t.patientLinkId, t.createdAt)],
);

export const careMedicalRecords = pgTable(
  'care_medical_records',
  {
    id: serial('id').primaryKey(),
    /** Whose record it is: an account holder, or one of their family members. */
    patientUserId: integer('patient_user_id').references(() => users.id, { onDelete: 'cascade' }),
    memberPatientId: integer('member_patient_id').references(() => careMemberPatients.id),
    /** For a walk-in patient without an account: the doctor's association. */
    patientLinkId: integer('patient_link_id').references(() => carePatientLinks.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    title: varchar('title', { length: 120 }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_medical_records_patient_idx').on(t.patientUserId, t.createdAt),
    index('care_medical_records_link_idx').on(t.patientLinkId),
    check('care_medical_records_owner_ck', sql`patient_user_id IS NOT NULL OR patient_link_id IS NOT NULL`),
  ],
);
