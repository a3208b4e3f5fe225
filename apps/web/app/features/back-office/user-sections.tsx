/**
 * The parts of a user's page in the back office (/admin/users/{id}, decision 037): facts, latest orders, appointments
 * and wallet movements, the access map editor and the account status form. Plain forms: they work without JavaScript.
 */
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ACCESS_LEVELS, ACCESS_SECTIONS } from '@nirog/shared/codes/tables';
import { labelOf } from '@nirog/shared/codes/code-table';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import type { AdminUserDetail } from '@nirog/shared/schemas/admin-users';
import type { RouteEntity } from '@nirog/shared/api-routes';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format.ts';
import { StatusBadge as AppointmentBadge, modeText } from '../care-desk/desk-ui.tsx';
import { StatusBadge as OrderBadge } from '../orders/order-labels.tsx';
import type { UserFormResult } from './user-action.server.ts';

/** A titled card of the user's page. */
export function UserSection({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-5" aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-brand-900">
          {title}
        </h2>
        {aside && <p className="text-sm text-muted">{aside}</p>}
      </div>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="divide-y divide-line text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2 py-1.5">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const None = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted">{children}</p>;

export function LatestOrders({ orders }: { orders: AdminUserDetail['orders'] }) {
  if (!orders.latest.length) return <None>{t('office.users.noOrders')}</None>;
  return (
    <ul className="divide-y divide-line text-sm">
      {orders.latest.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="min-w-0">
            <Link to={`/admin/orders/${o.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {o.orderNumber}
            </Link>{' '}
            <span className="text-muted">· {formatDate(o.createdAt)} · {formatRupees(o.totalPaise)}</span>
          </span>
          <OrderBadge status={o.status} />
        </li>
      ))}
    </ul>
  );
}

export function LatestAppointments({ appointments }: { appointments: AdminUserDetail['appointments'] }) {
  if (!appointments.latest.length) return <None>{t('office.users.noAppointments')}</None>;
  return (
    <ul className="divide-y divide-line text-sm">
      {appointments.latest.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="min-w-0">
            <span className="font-medium">{formatDateTime(a.startsAt)}</span>{' '}
            <span className="text-muted">
              · {a.doctorName} · {modeText(a.mode)}
            </span>
          </span>
          <AppointmentBadge status={a.status} />
        </li>
      ))}
    </ul>
  );
}

export function WalletMovements({ wallet }: { wallet: AdminUserDetail['wallet'] }) {
  return (
    <>
      <p className="text-2xl font-bold text-brand-900 tabular-nums">{formatRupees(wallet.balancePaise)}</p>
      {wallet.recent.length === 0 ? (
        <None>{t('office.users.noWallet')}</None>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm">
          {wallet.recent.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 break-words">
                {m.description} <span className="text-muted">· {formatDate(m.createdAt)}</span>
              </span>
              <span className={m.amountPaise < 0 ? 'font-medium text-danger tabular-nums' : 'font-medium tabular-nums'}>
                {m.amountPaise < 0 ? '−' : '+'}
                {formatRupees(Math.abs(m.amountPaise))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A user's latest reward points movements (decision 057). */
export function PointsMovements({ points }: { points: RouteEntity<'GET /v1/admin/rewards/points/:userId'> }) {
  return (
    <ul className="divide-y divide-line text-sm">
      {points.history.items.map((m) => (
        <li key={m.id} className="flex items-center justify-between gap-2 py-1.5">
          <span className="min-w-0 break-words">
            {m.description} <span className="text-muted">· {formatDate(m.createdAt)}</span>
          </span>
          <span className={m.points < 0 ? 'font-medium text-danger tabular-nums' : 'font-medium tabular-nums'}>
            {m.points < 0 ? '−' : '+'}
            {Math.abs(m.points)}
          </span>
        </li>
      ))}
    </ul>
  );
}

const LEVEL_KEYS: Record<1 | 2 | 3, MessageKey> = { 1: 'office.users.level.write', 2: 'office.users.level.read', 3: 'office.users.level.none' };

/** Spec section 6: each section write, read or none; one form saves the sections changed, with an optional reason. */
export function AccessEditor({ levels, result }: { levels: AdminUserDetail['access']['levels']; result: UserFormResult | undefined }) {
  const busy = useNavigation().formData?.get('intent') === 'access';
  const mine = result?.intent === 'access' ? result : undefined;
  return (
    <Form method="post" replace preventScrollReset className="space-y-3" noValidate>
      <input type="hidden" name="intent" value="access" />
      {mine?.formError && !mine.fieldErrors.reason && <Alert tone="error">{mine.formError}</Alert>}
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {ACCESS_SECTIONS.map((s) => (
          <label key={s.code} className="flex items-center justify-between gap-3 text-sm">
            <span className="font-medium">{labelOf(ACCESS_SECTIONS, s.code)}</span>
            <select
              name={`access.${s.code}`}
              defaultValue={mine?.values[`access.${s.code}`] ?? String(levels[s.code])}
              className="h-11 w-32 rounded-lg border border-line bg-white px-2 text-[15px] sm:h-9"
            >
              {ACCESS_LEVELS.map((l) => (
                <option key={l.code} value={l.code}>
                  {t(LEVEL_KEYS[l.code])}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <TextField
        name="reason"
        label={t('office.users.accessReason')}
        hint={t('office.users.accessReasonHint')}
        maxLength={300}
        defaultValue={mine?.values.reason ?? ''}
        error={mine?.fieldErrors.reason}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {t('office.users.saveAccess')}
      </Button>
    </Form>
  );
}

/** Deactivate (an active customer) or reactivate (a deactivated account), with the reason the audit trail keeps. */
export function AccountStatusForm({ user, result }: { user: AdminUserDetail['user']; result: UserFormResult | undefined }) {
  const intent = user.deactivated ? 'reactivate' : 'deactivate';
  const busy = useNavigation().formData?.get('intent') === intent;
  const mine = result?.intent === intent ? result : undefined;
  if (user.isOperator && !user.deactivated) {
    return (
      <p className="text-sm text-muted">
        {t('office.users.operatorHint')}{' '}
        <Link to="/admin/operators" className="font-medium text-brand-700 underline">
          {t('office.nav.operators')}
        </Link>
      </p>
    );
  }
  return (
    <Form method="post" replace preventScrollReset className="space-y-3" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {user.deactivated ? (
        <Alert tone="warning">{t('office.users.deactivatedSince', { date: formatDateTime(user.deactivatedAt ?? user.createdAt) })}</Alert>
      ) : (
        <p className="text-sm text-muted">{t('office.users.deactivateHint')}</p>
      )}
      {mine?.formError && !mine.fieldErrors.reason && <Alert tone="error">{mine.formError}</Alert>}
      <TextAreaField
        name="reason"
        label={t('office.users.reason')}
        hint={t('office.users.reasonHint')}
        maxLength={300}
        required
        defaultValue={mine?.values.reason ?? ''}
        error={mine?.fieldErrors.reason}
      />
      <Button type="submit" variant={user.deactivated ? 'primary' : 'danger'} disabled={busy}>
        {user.deactivated ? <ShieldCheck size={18} aria-hidden /> : <ShieldAlert size={18} aria-hidden />}
        {user.deactivated ? t('office.users.reactivate') : t('office.users.deactivate')}
      </Button>
    </Form>
  );
}
