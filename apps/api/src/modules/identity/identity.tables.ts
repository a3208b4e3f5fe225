import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sqlInList } from '@nirog/shared/codes/code-table';
import { LOCALES, type Locale } from '@nirog/shared/messages/catalogue';
import { OPERATOR_ROLES, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import { CUSTOMER_TIERS, GENDERS, SALUTATIONS, USER_STATUS, USER_TYPES } from '@nirog/shared/codes/tables';

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
    gender: smallint('gender'),
    /** Asked before a video consultation (Telemedicine Practice Guidelines: the prescription states the age). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The language the user reads (decision 020): their pages after login, and every SMS, email and PDF sent to them.
     * Null until they choose (accounts from before the choice existed); messages then go in English.
     */
    language: varchar('language', { length: 2 }).$type<Locale>(),
    /** 'user', or 'operator' for the back office (created only by scripts/create-operator). */
    role: varchar('role', { length: 16 }).notNull().default('user'),
    /** Set when the account is deactivated (by the user or an operator); sessions are revoked then. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedBy: integer('deactivated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live account per mobile number; a deleted account frees the number.
    uniqueIndex('users_mobile_active_uq').on(t.mobileNumber).where(sql`status = 1`),
    // The dashboard's sign-ups per day (decision 038).
    index('users_created_idx').on(t.createdAt),
    check('users_user_type_ck', sql.raw(`user_type IN (${sqlInList(USER_TYPES)})`)),
    check('users_status_ck', sql.raw(`status IN (${sqlInList(USER_STATUS)})`)),
    check('users_salutation_ck', sql.raw(`salutation IS NULL OR salutation IN (${sqlInList(SALUTATIONS)})`)),
    check('users_doctor_category_ck', sql.raw(`doctor_category IN (${sqlInList(CUSTOMER_TIERS)})`)),
    // A deleted account (status 2) keeps no mobile number: it is erased to zeros.
    check('users_mobile_ck', sql`mobile_number ~ '^[6-9][0-9]{9}$' OR (status = 2 AND mobile_number = '0000000000')`),
    check('users_gender_ck', sql.raw(`gender IS NULL OR gender IN (${sqlInList(GENDERS)})`)),
    check('users_role_ck', sql`role IN ('user', 'operator')`),
    check('users_language_ck', sql.raw(`language IS NULL OR language IN (${LOCALES.map((l) => `'${l}'`).join(', ')})`)),
  ],
);

/**
 * The roles an operator holds (issue 18, decision 032). Only accounts with `users.role = 'operator'` have rows here;
 * `admin` passes every role check. Migration 0020 gave `admin` to every operator that existed before roles.
 */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).$type<OperatorRole>().notNull(),
    grantedBy: integer('granted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), check('operator_roles_role_ck', sql.raw(`role IN (${OPERATOR_ROLES.map((r) => `'${r}'`).join(', ')})`))],
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

/** 'appointment' confirms the mobile number of an appointment request (issue 8) without logging anyone in. */
/** 'delete' confirms deleting one's own account (issue 13); a login code cannot. */
/** 'cod' confirms a cash-on-delivery order above the configured amount before it is placed (decision 056); 'support' a
 * visitor's mobile on "Need help" (decision 055); 'payout' a change of one's payout details (decision 072). */
export const OTP_PURPOSES = ['register', 'login', 'update', 'appointment', 'delete', 'cod', 'support', 'payout'] as const;
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

/** Per-user access map (spec section 6): section -> 1 write, 2 read, 3 none. Missing rows use the user type's default. */
export const userAccess = pgTable(
  'user_access',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 32 }).notNull(),
    level: smallint('level').notNull(),
    updatedBy: integer('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] }), check('user_access_level_ck', sql`level IN (1, 2, 3)`)],
);

/** Server-issued, single-use login links (spec section 4 auto-session); only a hash of the token is kept. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_tokens_user_idx').on(t.userId)],
);

/** Product analytics events (signup modal skip/close, later cart, payment, coupons ...). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 64 }).notNull(),
    props: jsonb('props'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt)],
);

/** Email address verification codes (hashed, single use, short-lived). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId, t.createdAt)],
);
