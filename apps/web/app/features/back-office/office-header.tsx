import { Leaf } from 'lucide-react';
import { Form, Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';

/**
 * The back office's own header (issue 19 item 10, decision 045): the operator's tools, not the shop's. No search, cart
 * or site menu; the way back to the site, who is logged in, and log out. Its code loads only with back-office pages.
 */
export function OfficeTopBar({ name }: { name: string | null }) {
  return (
    <header className="border-b border-line bg-white print:hidden" data-testid="office-header">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2">
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to="/admin" className="flex min-h-11 items-center gap-2 text-brand-800">
          <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-white">
            <Leaf size={18} aria-hidden />
          </span>
          <span className="text-lg font-bold tracking-tight">{t('app.name')}</span>
          <span className="rounded-md bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">{t('office.header.label')}</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {name && <span className="hidden max-w-40 truncate text-sm text-muted md:inline">{name}</span>}
          <Link to="/" className={cn(buttonClass('ghost', 'sm'))}>
            {t('office.header.toSite')}
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className={buttonClass('secondary', 'sm')}>
              {t('nav.logout')}
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}
