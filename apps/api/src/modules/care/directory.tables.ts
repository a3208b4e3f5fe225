/**
 * The care directory (issue 8): how a verified doctor or clinic is listed. Names, gender, verification and the
 * professional sections (education, specializations, languages ...) stay where they are (users, doctor_profiles,
 * profile_entries); these tables add what a patient searches by: city, place, fees per consultation mode, ratings.
 */
import { sql } from 'drizzle-orm';
import { boolean, char, check, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sqlInList } from '@nirog/shared/codes/code-table';
import { MEDICAL_SYSTEMS } from '@nirog/shared/codes/tables';
import { users } from '../identity/identity.tables.ts';
import { states } from '../location/location.tables.ts';
import { uploads } from '../profile/profile.tables.ts';

/** A doctor's listing: one row per doctor (user type 2) who practises through the platform. */
export const careDoctors = pgTable(
  'care_doctors',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Public address of the doctor page: /ayurveda/{citySlug}/doctor/{slug}. */
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    city: varchar('city', { length: 60 }).notNull(),
    citySlug: varchar('city_slug', { length: 60 }).notNull(),
    locality: varchar('locality', { length: 100 }),
    pinCode: char('pin_code', { length: 6 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    medicalSystem: smallint('medical_system').notNull().default(1),
    experienceYears: smallint('experience_years').notNull().default(0),
    headline: varchar('headline', { length: 160 }),
    /** Fee per consultation mode (spec section 3: 0 video, 1 in-clinic); null when the doctor does not offer it. */
    feeVideoPaise: integer('fee_video_paise'),
    feeClinicPaise: integer('fee_clinic_paise'),
    /** Rules shown before booking: a patient may cancel or reschedule until this many hours before the slot. */
    cancelBeforeHours: smallint('cancel_before_hours').notNull().default(4),
    rescheduleBeforeHours: smallint('reschedule_before_hours').notNull().default(4),
    /** Sum and count of review ratings (1-5), kept with each review so listings sort by rating cheaply. */
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The doctor may hide the listing; verification decides on top of it. */
    listed: boolean('listed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_doctors_city_idx').on(t.citySlug),
    check('care_doctors_system_ck', sql.raw(`medical_system IN (${sqlInList(MEDICAL_SYSTEMS)})`)),
    check('care_doctors_experience_ck', sql`experience_years BETWEEN 0 AND 70`),
    check('care_doctors_fees_ck', sql`(fee_video_paise IS NULL OR fee_video_paise >= 0) AND (fee_clinic_paise IS NULL OR fee_clinic_paise >= 0)`),
    check('care_doctors_rules_ck', sql`cancel_before_hours BETWEEN 0 AND 168 AND reschedule_before_hours BETWEEN 0 AND 168`),
    check('care_doctors_rating_ck', sql`rating_total >= 0 AND rating_count >= 0`),
    check('care_doctors_slug_ck', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND city_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** A clinic, owned by a clinic account (user type 3) or by the doctor whose practice it is. */
export const careClinics = pgTable(
  'care_clinics',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    /** Public address: /ayurveda/{citySlug}/clinic/{slug}; unique within its city. */
    slug: varchar('slug', { length: 120 }).notNull(),
    city: varchar('city', { length: 60 }).notNull(),
    citySlug: varchar('city_slug', { length: 60 }).notNull(),
    locality: varchar('locality', { length: 100 }),
    address: varchar('address', { length: 250 }).notNull(),
    pinCode: char('pin_code', { length: 6 }).notNull(),
    stateId: smallint('state_id').references(() => states.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: varchar('phone', { length: 10 }),
    about: text('about'),
    medicalSystem: smallint('medical_system').notNull().default(1),
    /** Treatments offered (Panchakarma, Shirodhara ...). */
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    listed: boolean('listed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('care_clinics_city_slug_uq').on(t.citySlug, t.slug),
    index('care_clinics_owner_idx').on(t.ownerUserId),
    check('care_clinics_system_ck', sql.raw(`medical_system IN (${sqlInList(MEDICAL_SYSTEMS)})`)),
    check('care_clinics_pin_ck', sql`pin_code ~ '^[1-9][0-9]{5}$'`),
    check('care_clinics_rating_ck', sql`rating_total >= 0 AND rating_count >= 0`),
    check('care_clinics_slug_ck', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND city_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Which doctors practise at which clinic. */
export const careClinicDoctors = pgTable(
  'care_clinic_doctors',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => careClinics.id, { onDelete: 'cascade' }),
    doctorUserId: integer('doctor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.doctorUserId] }), index('care_clinic_doctors_doctor_idx').on(t.doctorUserId)],
);

/** Opening hours of a clinic, in India time: minutes after midnight, weekday 0 = Sunday. */
export const careClinicHours = pgTable(
  'care_clinic_hours',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => careClinics.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensMin: smallint('opens_min').notNull(),
    closesMin: smallint('closes_min').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.weekday, t.opensMin] }),
    check('care_clinic_hours_ck', sql`weekday BETWEEN 0 AND 6 AND opens_min >= 0 AND closes_min <= 1440 AND opens_min < closes_min`),
  ],
);

export const careClinicPhotos = pgTable(
  'care_clinic_photos',
  {
    id: serial('id').primaryKey(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => careClinics.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    caption: varchar('caption', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('care_clinic_photos_clinic_idx').on(t.clinicId)],
);

/**
 * Ratings and reviews of a doctor (and the clinic of an in-clinic visit). A review written on the platform belongs to
 * one completed appointment and its patient (one per appointment); reviews brought over from the practice's earlier
 * records have no appointment.
 */
export const careReviews = pgTable(
  'care_reviews',
  {
    id: serial('id').primaryKey(),
    doctorUserId: integer('doctor_user_id').references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id').references(() => careClinics.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id').unique(),
    reviewerUserId: integer('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: varchar('reviewer_name', { length: 100 }).notNull(),
    rating: smallint('rating').notNull(),
    comment: varchar('comment', { length: 1000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_reviews_doctor_idx').on(t.doctorUserId, t.createdAt),
    index('care_reviews_clinic_idx').on(t.clinicId, t.createdAt),
    check('care_reviews_rating_ck', sql`rating BETWEEN 1 AND 5`),
    check('care_reviews_subject_ck', sql`doctor_user_id IS NOT NULL OR clinic_id IS NOT NULL`),
  ],
);
