/**
 * The back office's users (/admin/users, issue 18 part 6, decision 037): find an account by mobile, name or email,
 * narrow by user type, active or deactivated, and verification status; each row opens the account's page.
 */
import { Link } from 'react-router';
import { labelOf } from '@nirog/shared/codes/code-table';
import { USER_TYPES, VERIFICATION_STATUS, type VerificationStatusCode } from '@nirog/shared/codes/tables';
import { userTypeLabel } from './code-labels.ts';
import { t } from '@nirog/shared/messages/catalogue';
import type { AdminUserRow } from '@nirog/shared/schemas/admin-users';
import { formatDate } from '../../lib/format.ts';
import { apiListQuery, defineList, type ListParams } from './office-list.ts';

const USER_TYPE_CODES = USER_TYPES.map((u) => String(u.code));
const VERIFICATION_CODES = VERIFICATION_STATUS.map((s) => String(s.code));
const STATUSES = ['active', 'deactivated'];

/** Only filter values the API knows go to it: a hand-edited URL gets the unfiltered list, not an error page. */
function knownFilters(p: ListParams): ListParams {
  const f = p.filters;
  const filters: Record<string, string> = {};
  if (USER_TYPE_CODES.includes(f.userType ?? '')) filters.userType = f.userType!;
  if (STATUSES.includes(f.status ?? '')) filters.status = f.status!;
  if (VERIFICATION_CODES.includes(f.verification ?? '')) filters.verification = f.verification!;
  return { ...p, filters };
}

export const verificationLabel = (code: number) => labelOf(VERIFICATION_STATUS, code as VerificationStatusCode);
export const accountStatusLabel = (u: Pick<AdminUserRow, 'deactivated'>) => (u.deactivated ? t('office.users.deactivated') : t('office.users.active'));

export const usersList = defineList<AdminUserRow>({
  id: 'users',
  path: '/admin/users',
  role: 'support',
  sorts: ['created', 'name'],
  defaultSort: 'created',
  defaultDir: 'desc',
  filters: ['userType', 'status', 'verification'],
  pageSize: 25,
  apiPath: (p, skip, limit) => `/v1/admin/users?${apiListQuery(knownFilters(p), skip, limit)}`,
  columns: [
    {
      key: 'name',
      label: 'office.users.name',
      sort: 'name',
      value: (u) => u.fullName,
      cell: (u) => (
        <Link to={`/admin/users/${u.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {u.fullName}
        </Link>
      ),
    },
    { key: 'mobile', label: 'office.users.mobile', value: (u) => u.mobileNumber },
    { key: 'email', label: 'office.users.email', value: (u) => u.email, wide: true },
    { key: 'type', label: 'office.users.type', value: (u) => userTypeLabel(u.userType) },
    { key: 'verification', label: 'office.users.verification', value: (u) => verificationLabel(u.verification), wide: true },
    { key: 'status', label: 'office.users.status', value: accountStatusLabel, cell: (u) => <span className={u.deactivated ? 'font-medium text-danger' : undefined}>{accountStatusLabel(u)}</span> },
    { key: 'created', label: 'office.users.joined', sort: 'created', value: (u) => u.createdAt, cell: (u) => <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>, wide: true },
  ],
});
