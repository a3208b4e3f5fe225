/**
 * A post's comments with one level of replies (issue 22 part 3): likes on comments, a reply form under each comment,
 * @mentions with suggestions as in the composer, delete for the comment's author and for the post's author. Plain form posts to the post page's action; fetchers
 * keep the scroll with JavaScript.
 */
import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { CommentThread, CommentView } from '@nirog/shared/schemas/feeds';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useFeedGate } from './feed-gate.tsx';
import type { ComposerResult } from './feed-form.ts';
import { ReportForm } from '../feed-people/report-form.tsx';
import { ActionForm } from './post-card.tsx';
import { useReportResult } from './use-report-result.ts';
import { PostText } from './post-text.tsx';
import { MentionTextarea } from './mention-textarea.tsx';

function CommentForm({ postId, parentId, label, submit, id }: { postId: number; parentId?: number; label: string; submit: string; id?: string }) {
  const fetcher = useFetcher<ComposerResult>();
  const gate = useFeedGate();
  const ref = useRef<HTMLFormElement>(null);
  const error = fetcher.data?.fieldErrors?.text ?? fetcher.data?.formError;
  const field = parentId ? `reply-text-${parentId}` : `comment-text-${postId}`;
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.notice) ref.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form ref={ref} method="post" preventScrollReset onSubmit={(e) => gate(e)} id={id} className="scroll-mt-24 space-y-2">
      <input type="hidden" name="intent" value={parentId ? 'reply' : 'comment'} />
      <input type="hidden" name="id" value={postId} />
      {parentId && <input type="hidden" name="commentId" value={parentId} />}
      <label htmlFor={field} className={cn('mb-1 block text-sm font-medium text-ink', parentId ? 'sr-only' : undefined)}>
        {label}
      </label>
      <MentionTextarea id={field} name="text" rows={parentId ? 2 : 3} required maxLength={1000} aria-invalid={error ? true : undefined} className="block w-full rounded-lg border border-line bg-white px-3 py-2 text-[15px]" />
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClass(parentId ? 'secondary' : 'primary', 'sm')} disabled={fetcher.state !== 'idle'}>
        {submit}
      </button>
    </fetcher.Form>
  );
}

function Comment({ c, postId, viewerId, reply = false }: { c: CommentView & { replies?: CommentView[] }; postId: number; viewerId: number | null; reply?: boolean }) {
  const signedIn = viewerId !== null;
  const report = useReportResult();
  const headingId = `comment-${c.id}`;
  return (
    <article aria-labelledby={headingId} className={cn('rounded-lg p-3', reply ? 'bg-canvas' : 'border border-line bg-white')}>
      <p className="m-0 text-sm text-muted">
        <strong id={headingId} className="text-ink">
          {c.author.name}
        </strong>{' '}
        · <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
      </p>
      <PostText text={c.text} className="mt-1 text-[15px] whitespace-pre-line [overflow-wrap:anywhere]" />
      <div className="mt-1 flex flex-wrap items-center gap-1 text-sm">
        <span className="text-muted">{t('feedsWeb.comments.likes', { count: c.likes })}</span>
        {signedIn && (
          <ActionForm intent={c.me.liked ? 'commentUnlike' : 'commentLike'} id={c.id} pressed={c.me.liked} label={`${c.me.liked ? t('feedsWeb.comments.unlike') : t('feedsWeb.comments.like')} (${c.author.name})`}>
            <span aria-hidden className={c.me.liked ? 'text-danger' : 'text-muted'}>
              {c.me.liked ? '♥' : '♡'}
            </span>
            {c.me.liked ? t('feedsWeb.comments.unlike') : t('feedsWeb.comments.like')}
          </ActionForm>
        )}
        {c.me.canDelete && (
          <ActionForm intent="commentDelete" id={c.id} verified={false} label={`${t('feedsWeb.comments.delete')} (${c.author.name})`}>
            <Trash2 size={15} aria-hidden />
            {t('feedsWeb.comments.delete')}
          </ActionForm>
        )}
        {signedIn && c.author.id !== viewerId && <ReportForm target="comment" id={c.id} result={report} />}
      </div>
      {!reply && (
        <div className="mt-2 space-y-2 pl-3 sm:pl-6">
          {!!c.replies?.length && (
            <ul aria-label={t('feedsWeb.comments.replies', { name: c.author.name })} className="m-0 list-none space-y-2 p-0">
              {c.replies.map((r) => (
                <li key={r.id}>
                  <Comment c={r} postId={postId} viewerId={viewerId} reply />
                </li>
              ))}
            </ul>
          )}
          {signedIn && (
            <details>
              <summary className="inline-flex h-11 cursor-pointer items-center text-sm font-medium text-brand-700 sm:h-8">{t('feedsWeb.comments.reply')}</summary>
              <div className="mt-2">
                <CommentForm postId={postId} parentId={c.id} label={t('feedsWeb.comments.replyTo', { name: c.author.name })} submit={t('feedsWeb.comments.sendReply')} />
              </div>
            </details>
          )}
        </div>
      )}
    </article>
  );
}

export function Comments({ postId, comments, viewerId }: { postId: number; comments: CommentThread[]; viewerId: number | null }) {
  const signedIn = viewerId !== null;
  return (
    <section id="comments" aria-labelledby="comments-title" className="mt-6 scroll-mt-24">
      <h2 id="comments-title" className="text-lg font-semibold text-brand-900">
        {t('feedsWeb.comments.title')}
      </h2>
      {signedIn && (
        <div className="mt-3">
          <CommentForm id="comment-form" postId={postId} label={t('feedsWeb.comments.write')} submit={t('feedsWeb.comments.send')} />
        </div>
      )}
      {comments.length === 0 ? (
        <p className="mt-3 text-[15px] text-muted">{t('feedsWeb.comments.none')}</p>
      ) : (
        <ul className="mt-4 list-none space-y-3 p-0">
          {comments.map((c) => (
            <li key={c.id}>
              <Comment c={c} postId={postId} viewerId={viewerId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
