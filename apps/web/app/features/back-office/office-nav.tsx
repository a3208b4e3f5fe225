import type { ReactNode } from 'react';
import { NavLink, useRouteLoaderData } from 'react-router';
import type { OperatorRole } from '@nirog/shared/codes/operator-roles';
import { t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import { sectionsFor } from './office-sections.ts';

/** The roles of the operator looking at the page (from the root loader's user). */
export function useOperatorRoles(): readonly OperatorRole[] {
  const root = useRouteLoaderData('root') as { user?: { operatorRoles?: OperatorRole[] } | null } | undefined;
  return root?.user?.operatorRoles ?? [];
}

/**
 * The back office's sections the operator's roles open, on every back-office page (scrolls sideways on a phone;
 * hidden when printed).
 */
export function OfficeNav() {
  const LINKS = sectionsFor(useOperatorRoles());
  return (
    <nav aria-label={t('office.nav.label')} className="-mx-4 overflow-x-auto border-b border-line px-4 print:hidden sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1">
        {LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/admin'}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                  isActive ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:text-brand-800',
                )
              }
            >
              <Icon size={16} aria-hidden /> {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Page title, a line of explanation and anything that belongs beside them (counts, filters). */
export function OfficeHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      </div>
      {children}
    </div>
  );
}
