import { Glyph } from '../../components/ui/glyph.tsx';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';

/** Where a catalog page sits: Medicines › Category › this page. */
export function CatalogBreadcrumbs({ trail, current }: { trail: Array<{ to: string; label: string }>; current: string }) {
  return (
    <nav aria-label={t('catalog.breadcrumbs')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((c) => (
          <Fragment key={c.to}>
            <li>
              <Link to={addressIn(currentLocale(), c.to)} className="hover:text-brand-700 hover:underline">
                {c.label}
              </Link>
            </li>
            <li aria-hidden>
              <Glyph name="chevron-right" className="size-3.5" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="min-w-0 truncate font-medium text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
