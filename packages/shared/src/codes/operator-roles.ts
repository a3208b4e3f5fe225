/**
 * Operator roles (issue 18, decision 032): what each back-office account may do. An operator holds one or more;
 * `admin` passes every role check. The API guard is `requireRole` in apps/api/src/plugins/auth.ts.
 */
export const OPERATOR_ROLES = ['catalog', 'stock', 'marketing', 'support', 'finance', 'editor', 'moderator', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const isOperatorRole = (value: unknown): value is OperatorRole => typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);

/** True when an operator holding `held` may do the work of `needed` (admin may do all). */
export const roleAllows = (held: readonly OperatorRole[], needed: OperatorRole) => held.includes('admin') || held.includes(needed);
