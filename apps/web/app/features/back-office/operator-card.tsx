/**
 * The operators page's parts (/admin/operators, decision 037): a role checkbox with the one line that says what it
 * opens, the form that adds an operator by mobile number, and one operator's card (roles, remove, history).
 */
import { UserMinus, UserPlus } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { OPERATOR_ROLES, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import type { AuditEntryView } from '@nirog/shared/schemas/audit';
import type { OperatorView } from '@nirog/shared/schemas/operators';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { AuditTrail } from './audit-list.tsx';
import type { UserFormResult } from './user-action.server.ts';

const ROLE_TEXT: Record<OperatorRole, { label: MessageKey; hint: MessageKey }> = {
  catalog: { label: 'office.operators.role.catalog', hint: 'office.operators.hint.catalog' },
  stock: { label: 'office.operators.role.stock', hint: 'office.operators.hint.stock' },
  marketing: { label: 'office.operators.role.marketing', hint: 'office.operators.hint.marketing' },
  support: { label: 'office.operators.role.support', hint: 'office.operators.hint.support' },
  finance: { label: 'office.operators.role.finance', hint: 'office.operators.hint.finance' },
  editor: { label: 'office.operators.role.editor', hint: 'office.operators.hint.editor' },
  moderator: { label: 'office.operators.role.moderator', hint: 'office.operators.hint.moderator' },
  admin: { label: 'office.operators.role.admin', hint: 'office.operators.hint.admin' },
};

export const roleLabel = (role: OperatorRole) => t(ROLE_TEXT[role].label);

/** A checkbox per role, each with what it opens. */
function RolePicker({ idPrefix, checked, error }: { idPrefix: string; checked: readonly string[]; error?: string }) {
  return (
    <fieldset aria-describedby={error ? `${idPrefix}-roles-error` : undefined}>
      <legend className="text-sm font-medium text-ink">{t('office.operators.roles')}</legend>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {OPERATOR_ROLES.map((role) => (
          <li key={role}>
            <label className="flex items-start gap-2 rounded-lg border border-line p-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input type="checkbox" name="roles" value={role} defaultChecked={checked.includes(role)} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
              <span>
                <span className="block font-medium">{t(ROLE_TEXT[role].label)}</span>
                <span className="block text-muted">{t(ROLE_TEXT[role].hint)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${idPrefix}-roles-error`} className="mt-1 text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const rolesTyped = (r: UserFormResult | undefined) => (r?.values.roles ? r.values.roles.split(',') : []);

export function AddOperatorForm({ result }: { result: UserFormResult | undefined }) {
  const busy = useNavigation().formData?.get('intent') === 'add';
  const mine = result?.intent === 'add' ? result : undefined;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-brand-900">{t('office.operators.add')}</h2>
      <p className="mt-1 text-sm text-muted">{t('office.operators.addHint')}</p>
      <Form method="post" replace preventScrollReset className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="intent" value="add" />
        {mine?.formError && !mine.fieldErrors.mobile && !mine.fieldErrors.roles && <Alert tone="error">{mine.formError}</Alert>}
        <TextField
          name="mobile"
          label={t('office.operators.mobile')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          prefix="+91"
          defaultValue={mine?.values.mobile ?? ''}
          error={mine?.fieldErrors.mobile}
          className="max-w-xs"
        />
        <RolePicker idPrefix="add" checked={rolesTyped(mine)} error={mine?.fieldErrors.roles} />
        <Button type="submit" disabled={busy}>
          <UserPlus size={18} aria-hidden /> {t('office.operators.addButton')}
        </Button>
      </Form>
    </Card>
  );
}

export function OperatorCard({ operator, history, result, self }: { operator: OperatorView; history: AuditEntryView[]; result: UserFormResult | undefined; self: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get('userId') === String(operator.userId);
  const mine = result && result.target === operator.userId ? result : undefined;
  const headingId = `operator-${operator.userId}`;
  return (
    <li>
      <Card className="p-4 sm:p-5" aria-labelledby={headingId} data-testid="operator-card">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold text-brand-900">
            <Link to={`/admin/users/${operator.userId}`} className="underline-offset-2 hover:underline">
              {operator.fullName}
            </Link>
            {self && <span className="ml-2 text-sm font-normal text-muted">({t('office.operators.you')})</span>}
          </h3>
          <p className="text-sm text-muted">
            {operator.mobileNumber}
            {operator.deactivated && <span className="ml-2 font-medium text-danger">{t('office.users.deactivated')}</span>}
          </p>
        </div>
        <p className="mt-1 text-sm">
          <span className="text-muted">{t('office.operators.holds')}</span> {operator.roles.map(roleLabel).join(', ')}
        </p>
        {mine?.formError && !mine.fieldErrors.roles && (
          <Alert tone="error" className="mt-3">
            {mine.formError}
          </Alert>
        )}
        {/* Closed until needed, so the list stays short; open again when the last save was refused. */}
        <details className="mt-2" open={mine?.intent === 'roles' || undefined}>
          <summary className="cursor-pointer text-sm font-medium text-brand-700">{t('office.operators.changeRoles')}</summary>
          <Form method="post" replace preventScrollReset className="mt-3 space-y-3" noValidate>
            <input type="hidden" name="intent" value="roles" />
            <input type="hidden" name="userId" value={operator.userId} />
            <RolePicker idPrefix={headingId} checked={mine?.intent === 'roles' ? rolesTyped(mine) : operator.roles} error={mine?.fieldErrors.roles} />
            <Button type="submit" variant="secondary" disabled={pending}>
              {t('office.operators.saveRoles')}
            </Button>
          </Form>
        </details>
        <Form method="post" replace preventScrollReset className="mt-2">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="userId" value={operator.userId} />
          <Button type="submit" variant="ghost" size="sm" disabled={pending}>
            <UserMinus size={16} aria-hidden /> {t('office.operators.remove')}
          </Button>
        </Form>
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">{t('office.operators.history', { count: history.length })}</summary>
          <AuditTrail entries={history} headingId={`${headingId}-history`} />
        </details>
      </Card>
    </li>
  );
}
