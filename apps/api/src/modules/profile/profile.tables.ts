import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { states } from '../location/location.tables.ts';

/** A practitioner's profile (spec section 3, Doctor profile). Verification and profile sections extend it. */
export const doctorProfiles = pgTable('doctor_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  city: varchar('city', { length: 30 }),
  stateId: smallint('state').references(() => states.id),
  pinCode: char('pin_code', { length: 6 }),
  /** Verification status of spec section 4: 0 pending, 1 verified, 2 under review, 3 re-verified, 4 rejected. */
  isVerified: smallint('is_verified').notNull().default(0),
  /** The reviewer's reason when rejected (status 4). */
  reason: text('reason'),
  /** Registration details by user type (council, registration number, college, drug licence ...), validated by zod. */
  registration: jsonb('registration'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  about: text('about'),
  createdBy: integer('created_by').notNull(),
  updatedBy: integer('updated_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('doctor_profiles_verified_ck', sql`is_verified IN (0, 1, 2, 3, 4)`)]);

/** Files people upload (documents, profile pictures). Stored by the storage provider under a server-made key. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'document' (verification) or 'profile_pic'. */
    purpose: varchar('purpose', { length: 32 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    /** Detected from the bytes, never from the client's claim. */
    contentType: varchar('content_type', { length: 64 }),
    sizeBytes: integer('size_bytes'),
    originalName: varchar('original_name', { length: 200 }),
    /** 'pending' until the bytes arrive and pass the checks, then 'stored'. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    uploadExpiresAt: timestamp('upload_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.createdAt)],
);

/** Documents a practitioner submitted for verification (degree certificate, college ID, PAN, GST, drug licence ...). */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    docType: varchar('doc_type', { length: 40 }).notNull(),
    /** Documents of an earlier, rejected submission are kept for the record but no longer current. */
    current: smallint('current').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_documents_user_idx').on(t.userId)],
);

/** Every review decision, with who and when. */
export const verificationDecisions = pgTable(
  'verification_decisions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    reason: text('reason'),
    decidedBy: integer('decided_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_decisions_user_idx').on(t.userId)],
);

/**
 * Professional profile sections of spec section 7 (education, experience, services, specializations, awards,
 * memberships, languages): one row per entry, its fields validated per section by the shared schemas.
 */
export const profileEntries = pgTable(
  'profile_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 32 }).notNull(),
    data: jsonb('data').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_entries_user_idx').on(t.userId, t.section),
    check('profile_entries_section_ck', sql`section IN ('education', 'experience', 'services', 'specializations', 'awards', 'memberships', 'languages')`),
  ],
);
