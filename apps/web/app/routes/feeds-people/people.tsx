import { Link, useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { cn } from '../../components/ui/cn.ts';
import { followAction, peopleLoader } from '../../features/feed-people/feed-people.server.ts';
import { PeopleList } from '../../features/feed-people/person-row.tsx';
import type { Route } from './+types/people';

/**
 * /followers, /followings (mine) and /followers/{userId}, /followings/{userId} (anyone's), decision 062: behind
 * login; Follow/Unfollow post to this page's action and come back here.
 */
export const meta: Route.MetaFunction = ({ data }) =>
  data ? [...pageMeta(data.title, data.description), { name: 'robots', content: 'noindex' }] : pageMeta(t('feedPeople.followers.mine'));

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return peopleLoader(context.api, request, params.userId);
}

export async function action({ context, request }: Route.ActionArgs) {
  return followAction(context.api, request);
}

export default function PeoplePage() {
  const { title, kind, people, total, page, pages, userId, owner, basePath } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const tab = (k: 'followers' | 'followings') => (userId ? `/${k}/${userId}` : `/${k}`);
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900 [overflow-wrap:anywhere]">{title}</h1>
      {owner && (
        <p className="mt-1 text-sm">
          <Link to={`/feeds/user/${owner.id}`} className="font-medium text-brand-700 underline underline-offset-2">
            {t('feedPeople.seePosts', { name: owner.name })}
          </Link>
        </p>
      )}
      <nav aria-label={title} className="mt-4 flex gap-1 border-b border-line">
        {(['followers', 'followings'] as const).map((k) => (
          <Link
            key={k}
            to={tab(k)}
            aria-current={kind === k ? 'page' : undefined}
            className={cn('-mb-px inline-flex h-11 items-center border-b-2 px-3 text-[15px] font-medium', kind === k ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:text-brand-800')}
          >
            {t(k === 'followers' ? 'feedPeople.tab.followers' : 'feedPeople.tab.followings')}
          </Link>
        ))}
      </nav>
      <p className="mt-3 text-sm text-muted">{t('feedPeople.count', { count: total })}</p>
      {result?.error && (
        <Alert tone="error" className="mt-3">
          {result.error}
        </Alert>
      )}
      <PeopleList people={people} label={title} empty={t(kind === 'followers' ? 'feedPeople.empty.followers' : 'feedPeople.empty.followings')} />
      <Pagination page={page} pages={pages} hrefFor={(p) => `${basePath}?page=${p}`} />
    </Container>
  );
}
