import { UsersRound } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { PostView } from '@nirog/shared/schemas/feeds';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { FeedGate } from '../../features/feeds/feed-gate.tsx';
import { EmptyFeed } from '../../features/feeds/feed-page.tsx';
import { feedAction, loadFeedPage, loadSuggestions } from '../../features/feeds/feeds.server.ts';
import { feedViewer } from '../../features/feeds/feed-viewer.server.ts';
import { InfiniteList, type CursorPage } from '../../features/feeds/infinite-list.tsx';
import { PostCard } from '../../features/feeds/post-card.tsx';
import { VerificationPrompt } from '../../features/verification/verification-prompt.tsx';
import type { Route } from './+types/community';

export const meta: Route.MetaFunction = () => [...pageMeta(t('feedsWeb.community.title')), { name: 'robots', content: 'noindex' }];

/** Needs a session (spec section 2): the posts of the people I follow, and where to find more people to follow. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await feedViewer(context.api);
  const before = new URL(request.url).searchParams.get('before');
  const [page, people] = await Promise.all([loadFeedPage(context.api, viewer, { tab: 'following', tag: '', search: '', before }), loadSuggestions(context.api, 3)]);
  return { viewer, page, people };
}

export async function action({ context, request }: Route.ActionArgs) {
  return feedAction(request, context.api);
}

const pick = (data: unknown) => (data as { page?: CursorPage<PostView> } | undefined)?.page;
const hrefFor = (cursor: string) => `/community?before=${encodeURIComponent(cursor)}`;

export default function Community() {
  const { viewer, page, people } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const href = useCallback(hrefFor, []);
  return (
    <Container className="py-6 sm:py-10">
      <FeedGate verification={viewer.verification} refused={!!result && 'verify' in result && !!result.verify}>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('feedsWeb.community.title')}</h1>
        <p className="mt-1 text-[15px] text-muted">{t('feedsWeb.community.lead')}</p>
        {viewer.verification && <VerificationPrompt verification={viewer.verification} className="mt-4" />}
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div>
            <InfiniteList
              first={page}
              hrefFor={href}
              pick={pick}
              label={t('feedsWeb.list')}
              empty={<EmptyFeed text={t('feedsWeb.emptyFollowing')} />}
              render={(post) => (
                <li key={post.id}>
                  <PostCard post={post} signedIn />
                </li>
              )}
            />
          </div>
          <aside aria-labelledby="people-title" className="lg:order-last">
            <Card className="p-4">
              <h2 id="people-title" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
                <UsersRound size={18} aria-hidden /> {t('feedsWeb.community.people')}
              </h2>
              <p className="mt-1 text-sm text-muted">{t('feedsWeb.community.peopleText')}</p>
              {people.length > 0 && (
                <ul className="mt-3 list-none space-y-2 p-0">
                  {people.map((p) => (
                    <li key={p.id} className="text-[15px]">
                      <Link to={`/feeds/user/${p.id}`} className="font-medium text-brand-800 hover:underline">
                        {p.name}
                      </Link>
                      {(p.specialization || p.city) && <span className="block text-sm text-muted">{[p.specialization, p.city].filter(Boolean).join(', ')}</span>}
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-3 flex flex-col gap-2">
                <Link to="/connect-peers" className={buttonClass('primary', 'sm')}>
                  {t('feedsWeb.community.peopleLink')}
                </Link>
                <Link to="/feeds?tab=trending" className={buttonClass('secondary', 'sm')}>
                  {t('feedsWeb.community.allPosts')}
                </Link>
              </div>
            </Card>
          </aside>
        </div>
      </FeedGate>
    </Container>
  );
}
