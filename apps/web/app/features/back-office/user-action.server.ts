/**
 * Server side of the back office's user and operator pages (/admin/users/{id}, /admin/operators; decision 037).
 * Plain form POSTs: success redirects back with `?done=` (a toast), a refusal comes back beside its form with what
 * was typed. The reason is checked with the API's own schema before the call; the API checks it again.
 */
import { data, redirect } from 'react-router';
import { SECTION_CODES, type AccessSection } from '@nirog/shared/codes/access';
import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import { t } from '@nirog/shared/messages/catalogue';
import { userReason } from '@nirog/shared/schemas/admin-users';
import { mobileNumber } from '@nirog/shared/schemas/fields';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { notFound } from './office.server.ts';

export interface UserFormResult {
  intent: string;
  /** The operator the form was about (operators page: which card shows the message). */
  target: number;
  formError: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const USER_DONE = ['deactivated', 'reactivated', 'access'] as const;
const OPERATOR_DONE = ['added', 'roles', 'removed'] as const;

/** The toast after a change on a user's page; only known values make a message. */
export function userToast(url: URL): string | null {
  switch (url.searchParams.get('done')) {
    case 'deactivated':
      return t('office.users.toast.deactivated');
    case 'reactivated':
      return t('office.users.toast.reactivated');
    case 'access':
      return t('office.users.toast.access');
    case 'added':
      return t('office.operators.toast.added');
    case 'roles':
      return t('office.operators.toast.roles');
    case 'removed':
      return t('office.operators.toast.removed');
    default:
      return null;
  }
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');
const positiveId = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : 0);
const done = (path: string, what: (typeof USER_DONE)[number] | (typeof OPERATOR_DONE)[number]) => redirect(`${path}?done=${what}`);

async function readForm(request: Request) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string' && k !== 'intent') values[k] = v;
  return { form, intent: str(form.get('intent')), values };
}

/** The reason's message, or the reason (empty allowed when `optional`). */
function checkReason(raw: string, optional = false): { ok: true; reason: string | undefined } | { ok: false; message: string } {
  if (optional && !raw) return { ok: true, reason: undefined };
  const parsed = userReason.safeParse(raw);
  return parsed.success ? { ok: true, reason: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? t('office.users.reasonRequired') };
}

/** /admin/users/{id}: deactivate, reactivate (each with a reason), or save the access map (changed sections only). */
export async function userAction(request: Request, api: ApiClient, userId: number) {
  await requireUser(api, request);
  const { form, intent, values } = await readForm(request);
  const here = `/admin/users/${userId}`;
  const fail = (formError: string, fieldErrors: Record<string, string> = {}, status = 400) => data<UserFormResult>({ intent, target: userId, formError, fieldErrors, values }, { status });
  const refused = (res: Extract<ApiResult<unknown>, { ok: false }>) => {
    if (res.httpStatus === 403 && res.error.error !== t('office.users.operatorNotDeactivated')) throw notFound();
    return fail(res.error.error, res.error.fields ?? {}, res.httpStatus);
  };

  if (intent === 'deactivate' || intent === 'reactivate') {
    const reason = checkReason(str(form.get('reason')));
    if (!reason.ok) return fail(reason.message, { reason: reason.message });
    const res = await api.post(intent === 'deactivate' ? `/users/deactivate/${userId}` : `/users/reactivate/${userId}`, { reason: reason.reason });
    if (!res.ok) return refused(res);
    throw done(here, intent === 'deactivate' ? 'deactivated' : 'reactivated');
  }

  if (intent === 'access') {
    const reason = checkReason(str(form.get('reason')), true);
    if (!reason.ok) return fail(reason.message, { reason: reason.message });
    const current = await api.get(`/v1/users/user-access/${userId}`);
    if (!current.ok) return refused(current);
    const changes: Array<{ section: AccessSection; level: 1 | 2 | 3 }> = [];
    for (const section of SECTION_CODES) {
      const level = Number(str(form.get(`access.${section}`)));
      if (level !== 1 && level !== 2 && level !== 3) return fail(t('error.validation'));
      if (level !== current.entity.levels[section]) changes.push({ section, level });
    }
    if (!changes.length) return fail(t('office.users.accessUnchanged'));
    for (const change of changes) {
      const res = await api.put(`/v1/users/user-access/${userId}`, { ...change, ...(reason.reason ? { reason: reason.reason } : {}) });
      if (!res.ok) return refused(res);
    }
    throw done(here, 'access');
  }

  return fail(t('error.validation'));
}

const rolesOf = (form: FormData): OperatorRole[] => OPERATOR_ROLES.filter((r) => form.getAll('roles').some((v) => v === r && isOperatorRole(v)));

/** /admin/operators: add an operator by mobile number with roles, change an operator's roles, or remove one. */
export async function operatorAction(request: Request, api: ApiClient) {
  await requireUser(api, request);
  const { form, intent, values } = await readForm(request);
  values.roles = form.getAll('roles').filter((v) => typeof v === 'string').join(',');
  const here = '/admin/operators';
  const target = positiveId(str(form.get('userId')));
  const fail = (formError: string, fieldErrors: Record<string, string> = {}, status = 400) => data<UserFormResult>({ intent, target, formError, fieldErrors, values }, { status });
  const refused = (res: Extract<ApiResult<unknown>, { ok: false }>) => {
    if (res.httpStatus === 403) throw notFound();
    return fail(res.error.error, res.error.fields ?? {}, res.httpStatus);
  };

  if (intent === 'add') {
    const mobile = mobileNumber.safeParse(str(form.get('mobile')));
    if (!mobile.success) return fail(mobile.error.issues[0].message, { mobile: mobile.error.issues[0].message });
    const roles = rolesOf(form);
    if (!roles.length) return fail(t('office.operators.pickRole'), { roles: t('office.operators.pickRole') });
    const found = await api.get(`/v1/admin/users?q=${mobile.data}&limit=5`);
    if (!found.ok) return refused(found);
    const account = found.entity.items.find((u) => u.mobileNumber === mobile.data);
    if (!account) return fail(t('office.operators.unknownMobile'), { mobile: t('office.operators.unknownMobile') });
    if (account.isOperator) return fail(t('office.operators.alreadyOperator'), { mobile: t('office.operators.alreadyOperator') });
    if (account.deactivated) return fail(t('office.operators.deactivatedAccount'), { mobile: t('office.operators.deactivatedAccount') });
    const res = await api.put(`/v1/admin/operators/${account.id}/roles`, { roles });
    if (!res.ok) return refused(res);
    throw done(here, 'added');
  }

  if (intent === 'roles') {
    if (!target) return fail(t('error.notFound'));
    const roles = rolesOf(form);
    if (!roles.length) return fail(t('office.operators.pickRoleOrRemove'), { roles: t('office.operators.pickRoleOrRemove') });
    const res = await api.put(`/v1/admin/operators/${target}/roles`, { roles });
    if (!res.ok) return refused(res);
    throw done(here, 'roles');
  }

  if (intent === 'remove') {
    if (!target) return fail(t('error.notFound'));
    const res = await api.del(`/v1/admin/operators/${target}`);
    if (!res.ok) return refused(res);
    throw done(here, 'removed');
  }

  return fail(t('error.validation'));
}
