import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sqlInList } from '@nirog/shared/codes/code-table';
import { CUSTOMER_TIERS, SALUTATIONS, USER_STATUS, USER_TYPES } from '@nirog/shared/codes/tables';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userType: smallint('user_type').notNull(),
    status: smallint('status').notNull().default(1),
    /** Public, unguessable id for links and partner systems. */
    extUserId: varchar('ext_user_id', { length: 32 }).notNull().unique(),
    email: varchar('email', { length: 254 }),
    countryCode: smallint('country_code').notNull().default(91),
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    salutation: smallint('salutation'),
    doctorCategory: smallint('doctor_category').notNull().default(0),
    profilePic: text('profile_pic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live account per mobile number; a deleted account frees the number.
    uniqueIndex('users_mobile_active_uq').on(t.mobileNumber).where(sql`status = 1`),
    check('users_user_type_ck', sql.raw(`user_type IN (${sqlInList(USER_TYPES)})`)),
    check('users_status_ck', sql.raw(`status IN (${sqlInList(USER_STATUS)})`)),
    check('users_salutation_ck', sql.raw(`salutation IS NULL OR salutation IN (${sqlInList(SALUTATIONS)})`)),
    check('users_doctor_category_ck', sql.raw(`doctor_category IN (${sqlInList(CUSTOMER_TIERS)})`)),
    check('users_mobile_ck', sql`mobile_number ~ '^[6-9][0-9]{9}$'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the 256-bit token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: varchar('user_agent', { length: 300 }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const OTP_PURPOSES = ['register', 'login', 'update'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** HMAC-SHA256 of purpose, number and code under the server secret. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The account an `update` OTP belongs to. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_mobile_idx').on(t.mobileNumber, t.createdAt),
    index('otp_codes_ip_idx').on(t.ip, t.createdAt),
    check('otp_codes_purpose_ck', sql.raw(`purpose IN (${OTP_PURPOSES.map((p) => `'${p}'`).join(', ')})`)),
  ],
);

/** Small server-side settings, e.g. the generated OTP secret when APP_SECRET is not configured. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});
