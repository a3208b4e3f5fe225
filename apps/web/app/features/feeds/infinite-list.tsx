/**
 * A list that is a real paginated link list without JavaScript ("Older posts" links the next page by its `before`
 * cursor) and scrolls on its own with it: when the link comes into view, the next page is loaded through the same
 * URL's loader (useFetcher) and appended, with skeleton cards while it loads (issue 22 part 9). The cursor keeps the
 * pages stable while new posts arrive.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';

export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export function PostSkeleton() {
  return (
    <li aria-hidden className="animate-pulse rounded-xl border border-line bg-white p-4 motion-reduce:animate-none">
      <div className="flex items-center gap-3">
        <span className="h-10 w-10 rounded-full bg-brand-50" />
        <span className="h-4 w-40 rounded bg-brand-50" />
      </div>
      <div className="mt-4 h-4 w-full rounded bg-brand-50" />
      <div className="mt-2 h-4 w-3/4 rounded bg-brand-50" />
    </li>
  );
}

export function InfiniteList<T extends { id: number }>({
  first,
  hrefFor,
  pick,
  render,
  label,
  empty,
}: {
  first: CursorPage<T>;
  /** The URL of the page after `cursor` (the same route, so its loader answers the fetcher). */
  hrefFor: (cursor: string) => string;
  /** The page in that loader's data. */
  pick: (data: unknown) => CursorPage<T> | undefined;
  render: (item: T) => ReactNode;
  label: string;
  empty: ReactNode;
}) {
  const [pages, setPages] = useState<CursorPage<T>[]>([first]);
  const fetcher = useFetcher();
  const sentinel = useRef<HTMLAnchorElement>(null);
  // Another tab or filter starts the list again; an action's revalidation only refreshes the first page.
  const { search, pathname } = useLocation();
  const where = useRef(pathname + search);
  useEffect(() => {
    const now = pathname + search;
    const moved = now !== where.current;
    where.current = now;
    setPages((p) => (moved ? [first] : [first, ...p.slice(1)]));
  }, [first, pathname, search]);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const next = pick(fetcher.data);
    if (next) setPages((p) => (p.some((x) => x === next) ? p : [...p, next]));
  }, [fetcher.state, fetcher.data, pick]);
  const last = pages[pages.length - 1]!;
  const cursor = last.nextCursor;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !cursor || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([e]) => {
      if (e?.isIntersecting && fetcher.state === 'idle') fetcher.load(hrefFor(cursor));
    }, { rootMargin: '400px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [cursor, fetcher, hrefFor]);

  const seen = new Set<number>();
  const items = pages.flatMap((p) => p.items).filter((i) => (seen.has(i.id) ? false : (seen.add(i.id), true)));
  if (!items.length) return <>{empty}</>;
  return (
    <>
      <ul aria-label={label} className="m-0 list-none space-y-4 p-0">
        {items.map((i) => render(i))}
        {fetcher.state === 'loading' && (
          <>
            <PostSkeleton />
            <PostSkeleton />
          </>
        )}
      </ul>
      <p aria-live="polite" className="sr-only">
        {fetcher.state === 'loading' ? t('feedsWeb.loading') : ''}
      </p>
      {cursor ? (
        <div className="mt-6 flex justify-center">
          <Link
            ref={sentinel}
            to={hrefFor(cursor)}
            onClick={(e) => {
              e.preventDefault();
              if (fetcher.state === 'idle') fetcher.load(hrefFor(cursor));
            }}
            className={buttonClass('secondary')}
          >
            {t('feedsWeb.older')}
          </Link>
        </div>
      ) : (
        pages.length > 1 && <p className="mt-6 text-center text-sm text-muted">{t('feedsWeb.end')}</p>
      )}
    </>
  );
}
