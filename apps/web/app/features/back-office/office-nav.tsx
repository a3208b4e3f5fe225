import type { ReactNode } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import type { OperatorRole } from '@nirog/shared/codes/operator-roles';
import { t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import { GROUP_LABELS, OFFICE_GROUPS, sectionOf, sectionsFor } from './office-sections.ts';

/** The roles of the operator looking at the page (from the root loader's user). */
export function useOperatorRoles(): readonly OperatorRole[] {
  const root = useRouteLoaderData('root') as { user?: { operatorRoles?: OperatorRole[] } | null } | undefined;
  return root?.user?.operatorRoles ?? [];
}

/**
 * The back office's areas and, under the current one, its sections: only what the operator's roles open (the API
 * checks the same roles). An area with one open section links straight to it. Scrolls sideways on a phone; hidden
 * when printed.
 */
export function OfficeNav() {
  const sections = sectionsFor(useOperatorRoles());
  const { pathname } = useLocation();
  const current = sectionOf(sections, pathname);
  const groups = OFFICE_GROUPS.map((g) => ({ group: g, sections: sections.filter((s) => s.group === g) })).filter((g) => g.sections.length > 0);
  const inGroup = current ? sections.filter((s) => s.group === current.group) : [];
  const tab = (active: boolean) =>
    cn(
      '-mb-px inline-flex h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap',
      active ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:text-brand-800',
    );
  return (
    <nav aria-label={t('office.nav.label')} className="-mx-4 print:hidden sm:mx-0">
      <ul className="flex min-w-0 gap-1 overflow-x-auto border-b border-line px-4 sm:px-0">
        {groups.map(({ group, sections: [first] }) => (
          <li key={group}>
            <Link to={first.to} className={tab(current?.group === group)} aria-current={current?.group === group ? 'true' : undefined}>
              {t(GROUP_LABELS[group])}
            </Link>
          </li>
        ))}
      </ul>
      {inGroup.length > 1 && (
        <ul className="flex min-w-0 gap-1 overflow-x-auto border-b border-line bg-white/60 px-4 sm:px-0">
          {inGroup.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={tab(current?.to === to)} aria-current={current?.to === to ? 'page' : undefined}>
                <Icon size={16} aria-hidden /> {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
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
