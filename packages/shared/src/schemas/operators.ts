/** The back office's operators and their roles (issue 18 part 1, decision 032): request and response schemas. */
import { z } from 'zod';
import { OPERATOR_ROLES } from '../codes/operator-roles.ts';
import { int } from './envelope.ts';

export const operatorRole = z.enum(OPERATOR_ROLES);

/** One operator as the admin sees it. */
export const operatorView = z.object({
  userId: int,
  fullName: z.string(),
  mobileNumber: z.string(),
  /** In the order of OPERATOR_ROLES. */
  roles: z.array(operatorRole),
  deactivated: z.boolean(),
});
export type OperatorView = z.output<typeof operatorView>;

/** GET /v1/admin/operators. */
export const operatorList = z.object({ items: z.array(operatorView) });

/** PUT /v1/admin/operators/{userId}/roles: the roles the account holds from now on (at least one). */
export const operatorRolesBody = z.strictObject({
  roles: z
    .array(operatorRole)
    .min(1)
    .max(OPERATOR_ROLES.length)
    .transform((roles) => OPERATOR_ROLES.filter((r) => roles.includes(r))),
});

export const OPERATOR_ROUTES = {
  'GET /v1/admin/operators': operatorList,
  'PUT /v1/admin/operators/:userId/roles': operatorView,
  /** Stop being an operator: every role goes and the account is a customer again (decision 037). */
  'DELETE /v1/admin/operators/:userId': operatorList,
} as const;
