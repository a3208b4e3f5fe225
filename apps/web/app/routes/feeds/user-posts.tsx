import { useCallback } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import type { PostView } from '@nirog/shared/schemas/feeds';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { FeedGate } from '../../features/feeds/feed-gate.tsx';
import { EmptyFeed } from '../../features/feeds/feed-page.tsx';
import { feedAction, loadAuthor, loadFeedPage } from '../../features/feeds/feeds.server.ts';
import { feedViewer } from '../../features/feeds/feed-viewer.server.ts';
import { InfiniteList, type CursorPage } from '../../features/feeds/infinite-list.tsx';
import { notFoundResponse } from '../../features/feeds/not-found.server.ts';
import { ActionForm, PostCard } from '../../features/feeds/post-card.tsx';
import type { Route } from './+types/user-posts';

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data ? t('feedsWeb.user.posts', { name: data.author.name }) : t('feedsWeb.title')), { name: 'robots', content: 'noindex' }];

/** Needs a session (spec section 2): one author's posts, follow or unfollow, and the counts linking to the lists. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = entityIdParam.safeParse(params.userId);
  if (!id.success) throw notFoundResponse();
  const viewer = await feedViewer(context.api);
  const before = new URL(request.url).searchParams.get('before');
  const [author, page] = await Promise.all([loadAuthor(context.api, id.data), loadFeedPage(context.api, viewer, { tab: 'latest', tag: '', search: '', before, authorId: id.data })]);
  return { viewer, author, page };
}

export async function action({ context, request }: Route.ActionArgs) {
  return feedAction(request, context.api);
}

const pick = (data: unknown) => (data as { page?: CursorPage<PostView> } | undefined)?.page;

export default function UserPosts() {
  const { viewer, author, page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const hrefFor = useCallback((cursor: string) => `/feeds/user/${author.id}?before=${encodeURIComponent(cursor)}`, [author.id]);
  const self = author.me.self;
  return (
    <Container className="py-6 sm:py-10">
      <div className="mx-auto max-w-3xl">
      <FeedGate verification={viewer.verification} refused={!!result && 'verify' in result && !!result.verify}>
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <div>
            <h1 className="text-2xl font-bold text-brand-900">{t('feedsWeb.user.posts', { name: author.name })}</h1>
            <p className="mt-1 flex flex-wrap gap-x-4 text-[15px]">
              <Link to={`/followers/${author.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {t('feedsWeb.user.followers', { count: author.counts.followers })}
              </Link>
              <Link to={`/followings/${author.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {t('feedsWeb.user.followings', { count: author.counts.followings })}
              </Link>
            </p>
          </div>
          {self ? (
            <p className="text-sm text-muted">{t('feedsWeb.user.you')}</p>
          ) : (
            <ActionForm intent={author.me.following ? 'unfollow' : 'follow'} id={author.id} pressed={author.me.following} button={buttonClass(author.me.following ? 'secondary' : 'primary')}>
              {author.me.following ? t('feedsWeb.user.unfollow') : t('feedsWeb.user.follow')}
            </ActionForm>
          )}
        </Card>
        <div className="mt-6">
          <InfiniteList
            first={page}
            hrefFor={hrefFor}
            pick={pick}
            label={t('feedsWeb.user.posts', { name: author.name })}
            empty={<EmptyFeed text={t('feedsWeb.empty')} />}
            render={(post) => (
              <li key={post.id}>
                <PostCard post={post} signedIn />
              </li>
            )}
          />
        </div>
      </FeedGate>
      </div>
    </Container>
  );
}
