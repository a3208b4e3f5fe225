/**
 * The back office's users (issue 18 part 6, decision 037): find an account by mobile, name or email, see what support
 * needs on one page, deactivate or reactivate it with a reason, and edit its access map per section.
 */
import { z } from 'zod';
import { USER_TYPES, VERIFICATION_STATUS } from '../codes/tables.ts';
import { accessEntity } from './auth.ts';
import { SECTION_CODES, type AccessSection } from '../codes/access.ts';
import { int, isoDateTime } from './envelope.ts';
import { ordered } from './fields.ts';
import { t } from '../messages/catalogue.ts';
import { officeListQuery, pageOf } from './office-list.ts';
import { orderSummary } from './orders.ts';
import { walletHistoryItem } from './wallet.ts';
import { operatorRole } from './operators.ts';

export const USER_REASON_LIMITS = { min: 3, max: 300 } as const;

/** Why an operator deactivated, reactivated or changed an account: required, kept in the audit trail. */
export const userReason = z
  .string({ error: () => t('office.users.reasonRequired') })
  .trim()
  .pipe(
    ordered([
      [(v) => v.length > 0, 'office.users.reasonRequired'],
      [(v) => v.length >= USER_REASON_LIMITS.min && v.length <= USER_REASON_LIMITS.max, 'office.users.reasonLength'],
    ]),
  );

/**
 * POST /users/deactivate/{userId} and /users/reactivate/{userId}. The user deactivating their own account sends no
 * body; an operator acting on someone else's must give the reason (the API answers 400 on the reason field).
 */
export const userStatusBody = z.strictObject({ reason: userReason.optional() }).nullish();

/** PUT /v1/users/user-access/{userId}: one section's level, and (from the back office) why. */
export const accessEditBody = z.strictObject({
  section: z.enum(SECTION_CODES as [AccessSection, ...AccessSection[]]),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  reason: userReason.optional(),
});

export const USER_LIST_SORTS = ['created', 'name'] as const;
const userTypeCodes = USER_TYPES.map((u) => String(u.code)) as [string, ...string[]];
const verificationCodes = VERIFICATION_STATUS.map((s) => String(s.code)) as [string, ...string[]];

/** GET /v1/admin/users: `q` matches mobile, name or email; filters by user type, active/deactivated, verification. */
export const adminUserListQuery = officeListQuery(USER_LIST_SORTS, { sort: 'created', dir: 'desc' }).extend({
  userType: z.enum(userTypeCodes).transform(Number).optional(),
  status: z.enum(['active', 'deactivated']).optional(),
  verification: z.enum(verificationCodes).transform(Number).optional(),
});

/** One row of the users list. */
export const adminUserRow = z.object({
  id: int,
  fullName: z.string(),
  mobileNumber: z.string(),
  email: z.string().nullable(),
  userType: int,
  /** 0-4 (spec section 4); individuals have nothing to verify and count as 1. */
  verification: int,
  deactivated: z.boolean(),
  isOperator: z.boolean(),
  createdAt: isoDateTime,
});
export type AdminUserRow = z.output<typeof adminUserRow>;

export const adminAppointment = z.object({
  id: int,
  startsAt: isoDateTime,
  status: z.string(),
  /** 0 video, 1 in clinic. */
  mode: int,
  doctorName: z.string(),
  feePaise: int,
});
export type AdminAppointment = z.output<typeof adminAppointment>;

/** GET /v1/admin/users/{userId}: everything support looks at on one page. */
export const adminUserDetail = z.object({
  user: adminUserRow.extend({
    extUserId: z.string(),
    language: z.string().nullable(),
    deactivatedAt: isoDateTime.nullable(),
    operatorRoles: z.array(operatorRole),
  }),
  verification: z.object({
    status: int,
    statusLabel: z.string(),
    reason: z.string().nullable(),
    submittedAt: z.string().nullable(),
    /** Whether the account has a submission for the review page (/admin/verifications/{id}); individuals have none. */
    reviewable: z.boolean(),
  }),
  wallet: z.object({ balancePaise: int, recent: z.array(walletHistoryItem), total: int }),
  orders: z.object({ total: int, latest: z.array(orderSummary) }),
  appointments: z.object({ total: int, latest: z.array(adminAppointment) }),
  /**
   * Support tickets: the platform has no ticket table yet (the support issue brings it). Always `available: false`
   * until then, so the page says so instead of showing an empty list that looks like "no tickets".
   */
  tickets: z.object({ available: z.literal(false) }),
  access: z.object({ levels: accessEntity.shape.levels }),
});
export type AdminUserDetail = z.output<typeof adminUserDetail>;

export const ADMIN_USER_ROUTES = {
  'GET /v1/admin/users': pageOf(adminUserRow),
  'GET /v1/admin/users/:userId': adminUserDetail,
} as const;
