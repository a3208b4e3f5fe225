import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Comments } from '../../features/feeds/comments.tsx';
import { FeedGate } from '../../features/feeds/feed-gate.tsx';
import { feedAction, loadPost } from '../../features/feeds/feeds.server.ts';
import { feedViewer } from '../../features/feeds/feed-viewer.server.ts';
import { PostCard } from '../../features/feeds/post-card.tsx';
import { notFoundResponse } from '../../features/feeds/not-found.server.ts';
import type { Route } from './+types/post';

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data ? t('feedsWeb.post.title', { name: data.post.author.name }) : t('feedsWeb.title'), data?.post.text.slice(0, 160)),
  { name: 'robots', content: 'noindex' },
];

/**
 * Needs a session (spec section 2): the post, its comments (50 threads a page, `?comments=` links) and one level of
 * replies. Another's hidden post is a 404.
 * A moderator also gets the post's Feature / Stop featuring (the feed's featured tab, issue 22 part 4).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = entityIdParam.safeParse(params.feedId);
  if (!id.success) throw notFoundResponse();
  const asked = Number(new URL(request.url).searchParams.get('comments') ?? '1');
  const commentsPage = Number.isInteger(asked) && asked > 0 && asked <= 10_000 ? asked : 1;
  const viewer = await feedViewer(context.api);
  const { post, comments, commentPages } = await loadPost(context.api, id.data, commentsPage);
  return { viewer, post, comments, commentsPage, commentPages };
}

export async function action({ context, request }: Route.ActionArgs) {
  return feedAction(request, context.api);
}

export default function FeedPost() {
  const { viewer, post, comments, commentsPage, commentPages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container className="py-6 sm:py-10">
      <div className="mx-auto max-w-3xl">
      <FeedGate verification={viewer.verification} refused={!!result && 'verify' in result && !!result.verify}>
        <p className="mb-3 text-sm">
          <Link to="/feeds" className="font-medium text-brand-700 underline underline-offset-2">
            {t('feedsWeb.title')}
          </Link>
        </p>
        <PostCard post={post} signedIn single />
        {viewer.moderator && !post.hidden && (
          <Form method="post" aria-label={t('feedPeople.mod.title')} className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-white p-3 text-sm">
            <input type="hidden" name="intent" value={post.featured ? 'unfeature' : 'feature'} />
            <input type="hidden" name="id" value={post.id} />
            <span className="font-medium text-ink">{t('feedPeople.mod.title')}</span>
            <button type="submit" className={buttonClass('secondary', 'sm')}>
              {post.featured ? t('feedPeople.mod.unfeature') : t('feedPeople.mod.feature')}
            </button>
            {result && 'form' in result && (result.form === 'feature' || result.form === 'unfeature') && (
              <span role="status" className={result.formError ? 'text-danger' : 'text-muted'}>
                {result.formError ?? result.notice}
              </span>
            )}
          </Form>
        )}
        <Comments postId={post.id} comments={comments} viewerId={viewer.user?.id ?? null} />
        <Pagination page={commentsPage} pages={commentPages} hrefFor={(n) => (n === 1 ? `/feeds/${post.id}#comments` : `/feeds/${post.id}?comments=${n}#comments`)} />
      </FeedGate>
      </div>
    </Container>
  );
}
