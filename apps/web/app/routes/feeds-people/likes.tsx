import { useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { followAction, likesLoader } from '../../features/feed-people/feed-people.server.ts';
import { PeopleList } from '../../features/feed-people/person-row.tsx';
import type { Route } from './+types/likes';

export const meta: Route.MetaFunction = () => [...pageMeta(t('feedPeople.likes.title'), t('feedPeople.likes.meta')), { name: 'robots', content: 'noindex' }];

/** /likes/{feedId} (public, decision 062): who liked a post the viewer may read; any other post is the 404 page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return likesLoader(context.api, request, params.feedId);
}

export async function action({ context, request }: Route.ActionArgs) {
  return followAction(context.api, request);
}

export default function LikesPage() {
  const { feedId, people, total, page, pages, signedIn, loginTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900">{t('feedPeople.likes.title')}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p className="m-0 text-sm text-muted">{t('feedPeople.likes.count', { count: total })}</p>
        <ButtonLink to={`/feeds/${feedId}`} variant="secondary" size="sm">
          {t('feedPeople.likes.openPost')}
        </ButtonLink>
      </div>
      {result?.error && (
        <Alert tone="error" className="mt-3">
          {result.error}
        </Alert>
      )}
      <PeopleList people={people} label={t('feedPeople.likes.title')} empty={t('feedPeople.likes.empty')} canFollow={signedIn} />
      {!signedIn && total > 0 && (
        <p className="mt-4 text-sm text-muted">
          {t('feedPeople.likes.loginToSee')}{' '}
          <a href={loginTo} className="font-medium text-brand-700 underline underline-offset-2">
            {t('feedPeople.login')}
          </a>
        </p>
      )}
      <Pagination page={page} pages={pages} hrefFor={(p) => `/likes/${feedId}?page=${p}`} />
    </Container>
  );
}
