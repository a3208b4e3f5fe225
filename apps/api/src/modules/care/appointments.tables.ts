/**
 * Appointments (issue 8, parts 5, 6 and 8): family members a patient books for, booked slots, appointment requests
 * and leads, and the prescription written in a consultation.
 *
 * No slot is ever booked twice: besides the unique index below, the migration adds two exclusion constraints
 * (hand-written in 0008_care.sql, drizzle-kit cannot express them): a doctor's live appointments never overlap in
 * time, and neither do one patient's (or one family member's).
 */
import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { GENDERS } from '@nirog/shared/codes/tables';
import { sqlInList } from '@nirog/shared/codes/code-table';
import { APPOINTMENT_PAYMENTS, APPOINTMENT_STATUSES, MEMBER_RELATIONS, REQUEST_STATUSES } from '@nirog/shared/care';
import { users } from '../identity/identity.tables.ts';
import { packages } from '../catalog/catalog.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { careClinics } from './directory.tables.ts';


const inList = (column: string, values: readonly string[]) => sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);

/** A family member a patient books for (spec: member patient). Removed members stay for their past appointments. */
export const careMemberPatients = pgTable(
  'care_member_patients',
  {
    id: serial('id').primaryKey(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    relation: varchar('relation', { length: 16 }).notNull(),
    gender: smallint('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    mobile: varchar('mobile', { length: 10 }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_member_patients_parent_idx').on(t.parentUserId),
    check('care_member_patients_relation_ck', inList('relation', MEMBER_RELATIONS)),
    check('care_member_patients_gender_ck', sql.raw(`gender IS NULL OR gender IN (${sqlInList(GENDERS)})`)),
    check('care_member_patients_mobile_ck', sql`mobile IS NULL OR mobile ~ '^[6-9][0-9]{9}$'`),
  ],
);

export const careAppointments = pgTable(
  'care_appointments',
  {
    id: serial('id').primaryKey(),
    doctorUserId: integer('doctor_user_id')
      .notNull()
      .references(() => users.id),
    /** The account that booked (spec: parentUserId) and is the patient unless a member patient is named. */
    patientUserId: integer('patient_user_id')
      .notNull()
      .references(() => users.id),
    memberPatientId: integer('member_patient_id').references(() => careMemberPatients.id),
    /** Consultation mode: 0 video, 1 in-clinic. */
    mode: smallint('mode').notNull(),
    clinicId: integer('clinic_id').references(() => careClinics.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    payment: varchar('payment', { length: 8 }).notNull(),
    feePaise: integer('fee_paise').notNull(),
    /** The appointment order (order type 4) of an online payment. */
    orderId: integer('order_id').references(() => orders.id),
    reason: varchar('reason', { length: 500 }),
    /** The appointment this one replaced (reschedule). */
    rescheduledFromId: integer('rescheduled_from_id'),
    requestId: integer('request_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
    cancelReason: varchar('cancel_reason', { length: 300 }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('care_appointments_doctor_slot_uq').on(t.doctorUserId, t.startsAt).where(sql`status <> 'cancelled'`),
    index('care_appointments_doctor_idx').on(t.doctorUserId, t.startsAt),
    index('care_appointments_patient_idx').on(t.patientUserId, t.startsAt),
    check('care_appointments_mode_ck', sql`(mode = 0 AND clinic_id IS NULL) OR (mode = 1 AND clinic_id IS NOT NULL)`),
    check('care_appointments_time_ck', sql`starts_at < ends_at`),
    check('care_appointments_status_ck', inList('status', APPOINTMENT_STATUSES)),
    check('care_appointments_payment_ck', inList('payment', APPOINTMENT_PAYMENTS)),
    check('care_appointments_fee_ck', sql`fee_paise >= 0`),
  ],
);

/**
 * An appointment request (spec: request-appointment, OTP-confirmed) or a D2C request from a signed-in patient.
 * Addressed to one doctor, it shows in that doctor's /appointment-requests; without a doctor it is a lead that the
 * doctors near its pincode see in /my-leads, and the first to accept it takes it.
 */
export const careAppointmentRequests = pgTable(
  'care_appointment_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    pinCode: char('pin_code', { length: 6 }).notNull(),
    city: varchar('city', { length: 80 }),
    problem: varchar('problem', { length: 500 }).notNull(),
    /** Appointment type (spec section 3): 0 reseller, 1 online, 2 in-clinic. */
    appointmentType: smallint('appointment_type').notNull(),
    doctorUserId: integer('doctor_user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull().default('new'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_requests_doctor_idx').on(t.doctorUserId, t.createdAt),
    index('care_requests_status_idx').on(t.status, t.createdAt),
    check('care_requests_type_ck', sql`appointment_type IN (0, 1, 2)`),
    check('care_requests_status_ck', inList('status', REQUEST_STATUSES)),
    check('care_requests_mobile_ck', sql`mobile ~ '^[6-9][0-9]{9}$'`),
    check('care_requests_pin_ck', sql`pin_code ~ '^[1-9][0-9]{5}$'`),
  ],
);

/** A doctor who declined a lead no longer sees it; other doctors still may take it. */
export const careLeadDismissals = pgTable(
  'care_lead_dismissals',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => careAppointmentRequests.id, { onDelete: 'cascade' }),
    doctorUserId: integer('doctor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.doctorUserId] })],
);

/** The prescription a doctor writes in a consultation; the patient sees it, downloads it and buys it. */
export const carePrescriptions = pgTable('care_prescriptions', {
  id: serial('id').primaryKey(),
  appointmentId: integer('appointment_id')
    .notNull()
    .unique()
    .references(() => careAppointments.id, { onDelete: 'cascade' }),
  diagnosis: varchar('diagnosis', { length: 300 }),
  advice: text('advice'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const carePrescriptionItems = pgTable(
  'care_prescription_items',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => carePrescriptions.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    dose: varchar('dose', { length: 80 }).notNull(),
    duration: varchar('duration', { length: 60 }).notNull(),
    instructions: varchar('instructions', { length: 200 }),
    quantity: smallint('quantity').notNull().default(1),
  },
  (t) => [index('care_prescription_items_rx_idx').on(t.prescriptionId), check('care_prescription_items_qty_ck', sql`quantity BETWEEN 1 AND 20`)],
);

/**
 * The patient's consent to a video consultation (Telemedicine Practice Guidelines): who agreed, when, to which text.
 * Given once per appointment, before the patient may join the room.
 */
export const careConsents = pgTable('care_consents', {
  id: serial('id').primaryKey(),
  appointmentId: integer('appointment_id')
    .notNull()
    .unique()
    .references(() => careAppointments.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  textVersion: varchar('text_version', { length: 16 }).notNull(),
  ip: varchar('ip', { length: 64 }),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
});
