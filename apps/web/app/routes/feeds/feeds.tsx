import { useCallback } from 'react';
import { Link, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { PostView } from '@nirog/shared/schemas/feeds';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { FeedGate } from '../../features/feeds/feed-gate.tsx';
import { EmptyFeed, FeedSearch, FeedTabs, FilterNote } from '../../features/feeds/feed-page.tsx';
import { feedAction, loadFeedPage, mentionSuggestions } from '../../features/feeds/feeds.server.ts';
import { feedViewer } from '../../features/feeds/feed-viewer.server.ts';
import { CURSOR_PARAMS, feedTabOf } from '../../features/feeds/feed-tabs.ts';
import { InfiniteList, type CursorPage } from '../../features/feeds/infinite-list.tsx';
import { LazyComposer } from '../../features/feeds/lazy-composer.tsx';
import { PostCard } from '../../features/feeds/post-card.tsx';
import { VerificationPrompt } from '../../features/verification/verification-prompt.tsx';
import type { Route } from './+types/feeds';

export const meta: Route.MetaFunction = () => pageMeta(t('feedsWeb.title'), t('feedsWeb.metaDescription'));

/**
 * Public (spec section 2): a visitor sees public posts (never "practitioners only"); a signed-in user gets the tabs,
 * the composer (Feed write access), `?tag=` and `?search=`; `?before=` is the next page's cursor (on the trending tab
 * `?skip=` with the ranking's `?asOf=`). `?mention=` answers
 * the composer's @mention suggestions (its fetcher loads this same route).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const viewer = await feedViewer(context.api);
  const mention = url.searchParams.get('mention');
  if (mention !== null) return { mentionOnly: true as const, suggestions: viewer.user ? await mentionSuggestions(context.api, mention) : [] };
  const tab = viewer.user ? feedTabOf(url.searchParams.get('tab')) : null;
  const tag = (url.searchParams.get('tag') ?? '').trim().toLowerCase().slice(0, 50);
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const before = url.searchParams.get('before');
  const skip = url.searchParams.get('skip');
  const page = await loadFeedPage(context.api, viewer, { tab: tab ?? 'latest', tag, search, before, skip, asOf: url.searchParams.get('asOf') });
  return { mentionOnly: false as const, viewer, tab, tag, search, page, older: !!before || !!skip };
}

export async function action({ context, request }: Route.ActionArgs) {
  return feedAction(request, context.api);
}

const pick = (data: unknown) => (data as { page?: CursorPage<PostView> } | undefined)?.page;

export default function Feeds() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const hrefFor = useCallback(
    (cursor: string) => {
      const next = new URLSearchParams(params);
      for (const k of CURSOR_PARAMS) next.delete(k);
      // A post id, or trending's `skip=..&asOf=..`.
      if (cursor.includes('=')) for (const [k, v] of new URLSearchParams(cursor)) next.set(k, v);
      else next.set('before', cursor);
      return `/feeds?${next}`;
    },
    [params],
  );
  if (data.mentionOnly) return null;
  const { viewer, tab, tag, search, page, older } = data;
  const signedIn = !!viewer.user;
  return (
    <Container className="py-6 sm:py-10">
      <div className="mx-auto max-w-3xl">
      <FeedGate verification={viewer.verification} refused={!!result && 'verify' in result && !!result.verify}>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('feedsWeb.title')}</h1>
        <p className="mt-1 text-[15px] text-muted">{t('feedsWeb.lead')}</p>
        {viewer.verification && <VerificationPrompt verification={viewer.verification} className="mt-4" />}
        {!signedIn && (
          <div className="mt-4 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 text-[15px] text-brand-900 sm:flex-row sm:items-center sm:justify-between">
            <p className="m-0">{t('feedsWeb.visitorNote')}</p>
            <Link to="/login-practitioner?redirectTo=%2Ffeeds" className={buttonClass('primary', 'sm', 'shrink-0')}>
              {t('feedsWeb.login')}
            </Link>
          </div>
        )}
        {signedIn && !viewer.readOnly && viewer.canWrite && (
          <div className="mt-5">
            <LazyComposer result={result && 'form' in result ? result : undefined} />
          </div>
        )}
        <div className="mt-6 space-y-4">
          {tab && <FeedTabs tab={tab} />}
          <FeedSearch tab={tab} search={search} />
          <FilterNote tag={tag} search={search} />
          <InfiniteList
            first={page}
            hrefFor={hrefFor}
            pick={pick}
            label={t('feedsWeb.list')}
            empty={<EmptyFeed text={tab === 'following' ? t('feedsWeb.emptyFollowing') : t('feedsWeb.empty')} />}
            render={(post) => (
              <li key={post.id}>
                <PostCard post={post} signedIn={signedIn} />
              </li>
            )}
          />
          {older && (
            <p className="text-center">
              <Link to={tab ? `/feeds?tab=${tab}` : '/feeds'} className="text-sm font-medium text-brand-700 underline underline-offset-2">
                {tab === 'trending' ? t('feedsWeb.topTrending') : t('feedsWeb.newest')}
              </Link>
            </p>
          )}
        </div>
      </FeedGate>
      </div>
    </Container>
  );
}
