import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Form, Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import type { Entry, ProfileSection } from './profile-types.ts';
import { entrySummary, SECTION_ICONS } from './section-fields.ts';

/** One professional section: its entries, each edited (modal from the URL) or deleted (a one-button form) in place. */
export function SectionCard({ section, entries, limit, busy }: { section: ProfileSection; entries: Entry[]; limit: number; busy: boolean }) {
  const Icon = SECTION_ICONS[section];
  const name = t(`profileSection.${section}`);
  const full = entries.length >= limit;
  const icon = buttonClass('ghost', 'sm', 'h-9 w-9 px-0');
  return (
    <section id={`section-${section}`} aria-labelledby={`heading-${section}`} className="scroll-mt-20 rounded-xl border border-line bg-white p-4 shadow-sm" data-testid={`section-${section}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={`heading-${section}`} className="flex min-w-0 items-center gap-2 font-semibold text-brand-900">
          <Icon size={18} className="shrink-0 text-brand-600" aria-hidden />
          {name}
          {entries.length > 0 && <span className="text-sm font-normal text-muted">({entries.length})</span>}
        </h3>
        {full ? (
          <span className="text-sm text-muted" title={t('profileSection.limit', { max: limit, section: name })}>
            {entries.length}/{limit}
          </span>
        ) : (
          <Link to={`/profile?form=${section}:new`} preventScrollReset className={buttonClass('secondary', 'sm', 'h-8 shrink-0 px-2.5')} aria-label={t('profileSection.addLabel', { section: name.toLowerCase() })}>
            <Plus size={16} aria-hidden /> {t('profileSection.add')}
          </Link>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('profileSection.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {entries.map((e) => {
            const s = entrySummary(section, e);
            const label = s.detail ? `${s.title}, ${s.detail}` : s.title;
            return (
              <li key={e.id} className="flex items-start gap-2 py-2.5" data-testid="profile-entry">
                <div className="min-w-0 flex-1">
                  <p className="text-[15px] font-medium break-words">{s.title}</p>
                  {s.detail && <p className="text-sm break-words text-muted">{s.detail}</p>}
                </div>
                <div className="-mt-1 -mr-2 flex shrink-0 items-center">
                  <Link to={`/profile?form=${section}:${e.id}`} preventScrollReset className={icon} aria-label={t('profileSection.editLabel', { entry: label })} title={t('profileSection.edit')}>
                    <Pencil size={16} aria-hidden />
                  </Link>
                  <Form method="post" action="/profile">
                    <input type="hidden" name="section" value={section} />
                    <input type="hidden" name="id" value={e.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="entry-delete"
                      className={cn(icon, 'text-danger hover:bg-danger-50')}
                      disabled={busy}
                      aria-label={t('profileSection.deleteLabel', { entry: label })}
                      title={t('profileSection.delete')}
                    >
                      <Trash2 size={16} aria-hidden />
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
