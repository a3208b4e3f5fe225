import { Hash } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { topicsLoader } from '../../features/feed-people/feed-people.server.ts';
import { READING_PAGE } from '../../lib/reading-page.ts';
import type { Route } from './+types/category';

export const meta: Route.MetaFunction = () => pageMeta(t('feedPeople.category.title'), t('feedPeople.category.lead'));

/** Links only: sent without scripts (decision 052). */
export const handle = READING_PAGE;

/** /category (public, decision 062): the feed's tags with their post counts, each opening /feeds?tag=... */
export async function loader({ context }: Route.LoaderArgs) {
  return topicsLoader(context.api);
}

export default function CategoryPage() {
  const { topics } = useLoaderData<typeof loader>();
  return (
    <Container className="max-w-4xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900">{t('feedPeople.category.title')}</h1>
      <p className="mt-1 text-[15px] text-muted">{t('feedPeople.category.lead')}</p>
      {topics.length === 0 ? (
        <p className="mt-6 text-muted">{t('feedPeople.category.empty')}</p>
      ) : (
        <ul className="mt-5 grid list-none gap-2 p-0 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('feedPeople.category.title')}>
          {topics.map((topic) => (
            <li key={topic.name}>
              <Link
                to={`/feeds?tag=${encodeURIComponent(topic.name)}`}
                className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 shadow-sm hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="flex min-w-0 items-center gap-1.5 font-semibold text-brand-900 [overflow-wrap:anywhere]">
                  <Hash size={16} aria-hidden className="shrink-0 text-brand-600" />
                  {topic.name}
                </span>
                <span className="shrink-0 text-sm text-muted">{t('feedPeople.category.posts', { count: topic.posts })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
