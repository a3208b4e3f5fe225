import { Form, Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { SEARCH_KINDS, SEARCH_QUERY_MAX, type SearchKind } from '@nirog/shared/assistant';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = () => [...pageMeta(t('search.universal.title'), t('search.universal.description')), { name: 'robots', content: 'noindex' }];

/** Public: one search over medicines, doctors, clinics, articles and discussions (mode 2, concurrent), grouped; `first` puts the page's kind first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const firstParam = url.searchParams.get('first') ?? '';
  const first = (SEARCH_KINDS as readonly string[]).includes(firstParam) ? (firstParam as SearchKind) : null;
  if (!q) return { q, first, result: null };
  const res = await context.api.get(`/pub/v1/search?${new URLSearchParams({ q, mode: '2', limit: '6', ...(first ? { first } : {}) })}`);
  return { q, first, result: res.ok ? res.entity : null };
}

export default function SearchPage() {
  const { q, first, result } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900">{q ? t('search.universal.heading', { q }) : t('search.universal.title')}</h1>
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <label htmlFor="universal-q" className="sr-only">
          {t('search.universal.label')}
        </label>
        <input id="universal-q" name="q" type="search" defaultValue={q} maxLength={SEARCH_QUERY_MAX} className="min-w-0 flex-1 rounded-lg border border-line px-3 py-2" />
        {first && <input type="hidden" name="first" value={first} />}
        <Button type="submit">{t('search.universal.title')}</Button>
      </Form>
      {result?.didYouMean && <p className="mt-3 text-sm text-muted">{t('search.universal.didYouMean', { q: result.didYouMean })}</p>}
      {result && result.groups.length === 0 && <p className="mt-6">{t('search.universal.empty')}</p>}
      {result?.groups.map((g) => (
        <section key={g.kind} aria-labelledby={`group-${g.kind}`} className="mt-6">
          <h2 id={`group-${g.kind}`} className="text-lg font-semibold text-brand-900">
            {g.label}
          </h2>
          <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-white">
            {g.items.map((i) => (
              <li key={i.path} className="p-3">
                <Link to={i.path} className="font-medium text-brand-800">
                  {i.title}
                </Link>
                <p className="line-clamp-2 text-sm text-muted">{i.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  );
}
