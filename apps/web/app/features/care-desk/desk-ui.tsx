/** Pieces every care desk page shares: the desk's own menu, the page heading, badges, the empty and not-allowed states. */
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import type { DeskMe } from '@nirog/shared/schemas/care';

const LINKS: Array<{ to: string; key: MessageKey; provider: boolean; owner?: boolean }> = [
  { to: '/my-appointments', key: 'desk.nav.appointments', provider: false },
  { to: '/appointment-calendar', key: 'desk.nav.calendar', provider: true },
  { to: '/appointment-requests', key: 'desk.nav.requests', provider: true },
  { to: '/my-leads', key: 'desk.nav.leads', provider: true },
  { to: '/my-patients', key: 'desk.nav.patients', provider: true },
  { to: '/myclinic', key: 'desk.nav.clinic', provider: true, owner: true },
];

/** The desk's menu: a patient sees their appointments; doctors and clinics the whole desk. */
export function DeskNav({ me }: { me: DeskMe | null }) {
  const links = LINKS.filter((l) => (!l.provider || me) && (!l.owner || me?.ownsClinic || me?.kind === 'doctor'));
  if (links.length < 2) return null;
  return (
    <nav aria-label={t('desk.nav.label')} className="-mx-4 mb-6 overflow-x-auto px-4 [contain:inline-size] sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.to !== '/my-patients'}
              className={({ isActive }) =>
                cn('inline-block border-b-2 px-3 py-2.5 text-[15px] font-medium whitespace-nowrap', isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:text-brand-800')
              }
            >
              {t(l.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PageHeading({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-1 max-w-2xl text-muted">{intro}</p>}
      </div>
      {action}
    </div>
  );
}

/** For a page only verified doctors and clinics may use. */
export function NotProvider({ reason }: { reason: string }) {
  return (
    <Card className="mx-auto max-w-xl text-center">
      <ShieldAlert size={32} className="mx-auto text-saffron-700" aria-hidden />
      <p className="mt-3 text-[15px]">{reason}</p>
      <ButtonLink to="/profile-verification" className="mt-4">
        {t('desk.notProvider.verify')}
      </ButtonLink>
    </Card>
  );
}

const TONES = {
  green: 'bg-brand-50 text-brand-800 border-brand-200',
  amber: 'bg-saffron-100 text-saffron-700 border-saffron-500/40',
  grey: 'bg-canvas text-muted border-line',
  red: 'bg-danger-50 text-danger border-danger/30',
} as const;

export function Badge({ tone = 'grey', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return <span className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold', TONES[tone])}>{children}</span>;
}

const STATUS: Record<string, { key: MessageKey; tone: keyof typeof TONES }> = {
  new: { key: 'desk.status.new', tone: 'amber' },
  accepted: { key: 'desk.status.accepted', tone: 'green' },
  declined: { key: 'desk.status.declined', tone: 'grey' },
  pending_payment: { key: 'desk.status.pendingPayment', tone: 'amber' },
  booked: { key: 'desk.status.booked', tone: 'green' },
  completed: { key: 'desk.status.completed', tone: 'grey' },
  no_show: { key: 'desk.status.noShow', tone: 'red' },
  cancelled: { key: 'desk.status.cancelled', tone: 'red' },
};

export function StatusBadge({ status }: { status: string }) {
  const s = STATUS[status];
  return <Badge tone={s?.tone}>{s ? t(s.key) : status}</Badge>;
}

export const requestTypeLabel = (type: number) => t(type === 0 ? 'desk.type.reseller' : type === 1 ? 'desk.type.online' : 'desk.type.clinic');
export const modeText = (mode: number) => t(mode === 0 ? 'desk.mode.video' : 'desk.mode.clinic');

export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-line bg-white p-8 text-center">
      <div className="mx-auto flex justify-center text-brand-600">{icon}</div>
      <p className="mt-3 text-lg font-medium">{title}</p>
      {children && <div className="mt-1 text-muted">{children}</div>}
    </div>
  );
}

/** Tabs that are plain links (filters kept in the address, so they work without JavaScript). */
export function LinkTabs({ tabs, label }: { tabs: Array<{ to: string; label: string; active: boolean }>; label: string }) {
  return (
    <div role="navigation" aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={tab.active ? 'page' : undefined}
          className={cn('rounded-full border px-3.5 py-1.5 text-sm font-medium', tab.active ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink hover:bg-brand-50')}
        >
          {tab.label}
        </Link>
      ))}
    </div>
  );
}
