/** Pieces the feed pages share: the tabs, the search and tag filter, and the post list with its gate. */
import { Form, Link, useSearchParams } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { CURSOR_PARAMS, FEED_TABS, type FeedTab } from './feed-tabs.ts';

export function FeedTabs({ tab }: { tab: FeedTab }) {
  const [params] = useSearchParams();
  return (
    <nav aria-label={t('feedsWeb.tabs')} className="-mx-1 flex gap-1 overflow-x-auto border-b border-line px-1">
      {FEED_TABS.map((x) => {
        const next = new URLSearchParams(params);
        for (const k of CURSOR_PARAMS) next.delete(k);
        next.set('tab', x);
        return (
          <Link
            key={x}
            to={`?${next}`}
            aria-current={x === tab ? 'page' : undefined}
            className={cn('-mb-px inline-flex h-11 shrink-0 items-center border-b-2 px-3 text-[15px] font-medium', x === tab ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:text-brand-800')}
          >
            {t(`feedsWeb.tab.${x}`)}
          </Link>
        );
      })}
    </nav>
  );
}

export function FeedSearch({ tab, search }: { tab: FeedTab | null; search: string }) {
  return (
    <Form method="get" role="search" className="flex gap-2">
      {tab && <input type="hidden" name="tab" value={tab} />}
      <label className="min-w-0 flex-1">
        <span className="sr-only">{t('feedsWeb.search')}</span>
        <input type="search" name="search" defaultValue={search} placeholder={t('feedsWeb.search')} maxLength={100} className="block h-11 w-full rounded-lg border border-line bg-white px-3 text-[15px]" />
      </label>
      <button type="submit" className={buttonClass('secondary')}>
        {t('feedsWeb.searchButton')}
      </button>
    </Form>
  );
}

export function FilterNote({ tag, search }: { tag: string; search: string }) {
  if (!tag && !search) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 text-[15px] text-ink">
      <strong>{tag ? t('feedsWeb.tagFilter', { tag }) : t('feedsWeb.searchFor', { search })}</strong>
      <Link to="/feeds" className="text-sm font-medium text-brand-700 underline underline-offset-2">
        {t('feedsWeb.clearFilter')}
      </Link>
    </p>
  );
}

export function EmptyFeed({ text }: { text: string }) {
  return (
    <Card className="text-[15px] text-muted">
      <p className="m-0">{text}</p>
    </Card>
  );
}
