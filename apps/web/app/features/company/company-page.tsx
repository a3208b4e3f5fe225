import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../../components/ui/card.tsx';
import { formatDate } from '../../lib/format.ts';
import { t } from '@nirog/shared/messages/catalogue';

/** The frame of every company and policy page: a title, an optional "last updated" date and readable prose. */
export function CompanyPage({ title, lead, updated, children }: { title: string; lead?: string; updated?: string; children: ReactNode }) {
  return (
    <Container className="py-10 sm:py-14">
      <nav aria-label={t('layout.breadcrumb')} className="text-sm text-muted">
        <Link to="/" className="hover:underline">
          {t('layout.home')}
        </Link>{' '}
        / <span aria-current="page">{title}</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p>}
      {updated && <p className="mt-2 text-sm text-muted">{t('layout.lastUpdated', { date: formatDate(updated) })}</p>}
      <div className="prose-page mt-8">{children}</div>
    </Container>
  );
}
