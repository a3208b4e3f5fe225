/**
 * One post in a list or on its own page: the author with the verified mark, the text with tags and mentions as links,
 * the photos, the video (a link until pressed, then the privacy-enhanced player), the PDF card, and the actions:
 * like, comment, bookmark, share (a short link /dl/{code}), report, and edit (within the window) or delete on one's
 * own post. Every action is a form post to the page's action (no JavaScript needed); with it, fetchers keep the page.
 */
import { BadgeCheck, Bookmark, BookmarkCheck, FileText, MessagesSquare, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { PostView } from '@nirog/shared/schemas/feeds';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useFeedGate } from './feed-gate.tsx';
import type { ComposerResult } from './feed-form.ts';
import { ReportForm } from '../feed-people/report-form.tsx';
import { useReportResult } from './use-report-result.ts';
import { PostShare } from './post-share.tsx';
import { PostText } from './post-text.tsx';

const action = 'inline-flex h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-brand-800 hover:bg-brand-50 sm:h-9';

function ActionForm({ intent, id, children, label, pressed, verified = true, className, extra, confirm, button = action, fetcherKey }: { intent: string; id: number; children: React.ReactNode; label?: string; pressed?: boolean; verified?: boolean; className?: string; extra?: Record<string, string>; confirm?: string; button?: string; fetcherKey?: string }) {
  const fetcher = useFetcher<ComposerResult>(fetcherKey ? { key: fetcherKey } : undefined);
  const gate = useFeedGate();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      onSubmit={(e) => {
        if (confirm && !window.confirm(confirm)) return e.preventDefault();
        gate(e, { verified });
      }}
      className={className}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {extra && Object.entries(extra).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
      <button type="submit" disabled={busy} aria-label={label} aria-pressed={pressed} className={button}>
        {children}
      </button>
      {fetcher.data?.formError && (
        <span role="alert" className="ml-2 text-sm text-danger">
          {fetcher.data.formError}
        </span>
      )}
    </fetcher.Form>
  );
}

export function AuthorLine({ post }: { post: PostView }) {
  const a = post.author;
  return (
    <div className="flex min-w-0 items-center gap-3">
      {a.pictureUrl ? (
        <img src={a.pictureUrl} alt="" className="h-10 w-10 shrink-0 rounded-full object-cover" loading="lazy" />
      ) : (
        <span aria-hidden className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800">
          {a.name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0">
        <p className="m-0 flex items-center gap-1 font-semibold text-ink">
          <Link to={`/feeds/user/${a.id}`} className="truncate hover:underline">
            {a.name}
          </Link>
          {a.verified && (
            <span title={t('feedsWeb.post.verified')} className="inline-flex text-brand-700">
              <BadgeCheck size={16} aria-hidden />
              <span className="sr-only">{t('feedsWeb.post.verified')}</span>
            </span>
          )}
        </p>
        {a.title && <p className="m-0 truncate text-sm text-muted">{a.title}</p>}
        <p className="m-0 text-sm text-muted">
          <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
          {post.editedAt && <> · {t('feedsWeb.post.edited')}</>}
        </p>
      </div>
    </div>
  );
}

function Images({ post }: { post: PostView }) {
  const images = post.media?.type === 'image' ? post.media.images : [];
  if (!images.length) return null;
  const grid = images.length === 1 ? 'grid-cols-1' : images.length === 2 ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-3';
  return (
    <ul className={cn('mt-3 grid list-none gap-1.5 p-0', grid)}>
      {images.map((img, i) => (
        <li key={img.url} className={cn(images.length === 1 ? 'aspect-video' : 'aspect-square', 'overflow-hidden rounded-lg bg-brand-50')}>
          <a href={img.url} target="_blank" rel="noreferrer">
            <img src={img.url} alt={t('feedsWeb.post.image', { n: i + 1, name: post.author.name })} loading="lazy" className="h-full w-full object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Video({ post }: { post: PostView }) {
  const [playing, setPlaying] = useState(false);
  const video = post.media?.type === 'video' ? post.media.video : null;
  if (!video) return null;
  return (
    <figure className="mt-3">
      {playing ? (
        <iframe src={video.embedUrl} title={t('feedsWeb.post.playVideo')} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen className="block aspect-video w-full rounded-lg" />
      ) : (
        <a
          href={video.url}
          onClick={(e) => {
            e.preventDefault();
            setPlaying(true);
          }}
          rel="noopener noreferrer"
          className="group relative block aspect-video w-full overflow-hidden rounded-lg bg-brand-900"
        >
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-lg">
              <Play size={26} aria-hidden className="ml-1" />
            </span>
          </span>
          <span className="sr-only">{t('feedsWeb.post.playVideo')}</span>
        </a>
      )}
      <figcaption className="mt-1 text-xs text-muted">
        {t('feedsWeb.post.videoNotice')}{' '}
        <a href={video.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
          {t('feedsWeb.post.watchOnYoutube')}
        </a>
      </figcaption>
    </figure>
  );
}

/**
 * A PDF: its first page once the server has drawn it (decision 064), cut to the top of the page, above the file's
 * name; until then (or for a PDF that cannot be drawn) the file card alone. The picture's size is given, so nothing
 * moves when it loads; it loads lazily.
 */
function DocumentCard({ post }: { post: PostView }) {
  const doc = post.media?.type === 'document' ? post.media.document : null;
  if (!doc) return null;
  return (
    <a href={doc.url} target="_blank" rel="noreferrer" className="mt-3 block overflow-hidden rounded-lg border border-line hover:bg-brand-50">
      {doc.previewUrl && (
        <span className="block max-h-72 overflow-hidden border-b border-line bg-white">
          <img
            src={doc.previewUrl}
            alt={t('feedsWeb.post.documentPreview', { name: doc.name })}
            width={doc.previewWidth ?? 800}
            height={doc.previewHeight ?? 1035}
            loading="lazy"
            decoding="async"
            className="block h-auto w-full"
          />
        </span>
      )}
      <span className="flex items-center gap-3 p-3">
        <FileText size={28} aria-hidden className="shrink-0 text-brand-700" />
        <span className="min-w-0">
          <span className="block truncate font-medium text-ink">{doc.name}</span>
          <span className="text-sm text-brand-700 underline underline-offset-2">{t('feedsWeb.post.document')}</span>
          {doc.pages !== null && <span className="ml-2 text-sm text-muted">{doc.pages === 1 ? t('feedsWeb.post.documentOnePage') : t('feedsWeb.post.documentPages', { pages: doc.pages })}</span>}
        </span>
      </span>
    </a>
  );
}

function EditForm({ post }: { post: PostView }) {
  const fetcher = useFetcher<ComposerResult>();
  const gate = useFeedGate();
  const error = fetcher.data?.fieldErrors?.text ?? fetcher.data?.formError;
  return (
    <details className="text-sm">
      <summary className={cn(action, 'cursor-pointer list-none')}>
        <Pencil size={16} aria-hidden /> {t('feedsWeb.post.edit')}
      </summary>
      <fetcher.Form method="post" preventScrollReset onSubmit={(e) => gate(e)} className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="id" value={post.id} />
        {post.editableUntil && <p className="text-muted">{t('feedsWeb.post.editUntil', { when: formatDateTime(post.editableUntil) })}</p>}
        <label className="block">
          <span className="sr-only">{t('feedsWeb.composer.text')}</span>
          <textarea name="text" rows={4} required maxLength={3000} defaultValue={post.text} className="block w-full rounded-lg border border-line px-3 py-2 text-[15px]" />
        </label>
        {error && <p role="alert" className="text-danger">{error}</p>}
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={fetcher.state !== 'idle'}>
          {t('feedsWeb.post.editSave')}
        </button>
      </fetcher.Form>
    </details>
  );
}

/**
 * A toggle's state as the person sees it: the intent being sent, else the last answer of its fetcher (which outlives
 * the page of the list it came from), else the post's own data.
 */
export function useToggle(key: string, on: boolean, count: number, onIntent: string) {
  const f = useFetcher<ComposerResult>({ key });
  const sending = f.formData?.get('intent');
  if (typeof sending === 'string') {
    const next = sending === onIntent;
    return { on: next, count: Math.max(0, count + (next === on ? 0 : next ? 1 : -1)) };
  }
  return f.data?.state ?? { on, count };
}

export function PostCard({ post, signedIn, single = false }: { post: PostView; signedIn: boolean; single?: boolean }) {
  const report = useReportResult();
  const like = useToggle(`like-${post.id}`, post.me.liked, post.counts.likes, 'like');
  const bookmark = useToggle(`bookmark-${post.id}`, post.me.bookmarked, post.counts.bookmarks, 'bookmark');
  const headingId = `post-${post.id}`;
  const canEdit = post.me.canEdit;
  const mine = post.me.canDelete;
  const Heading = single ? 'h1' : 'h2';
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <Heading id={headingId} className="sr-only">
        {t('feedsWeb.post.title', { name: post.author.name })}
      </Heading>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <AuthorLine post={post} />
        <div className="flex flex-wrap gap-1.5 text-xs font-medium">
          {post.featured && <span className="rounded-full bg-saffron-100 px-2 py-0.5 text-saffron-700">{t('feedsWeb.post.featured')}</span>}
          {post.practitionersOnly && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">{t('feedsWeb.post.practitionersOnly')}</span>}
        </div>
      </div>
      <PostText text={post.text} />
      {post.hidden && (
        <p role="note" className="mt-3 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger">
          {t('feedsWeb.post.hidden')}
          {post.hiddenNote && <> {post.hiddenNote}</>}
        </p>
      )}
      <Images post={post} />
      <Video post={post} />
      <DocumentCard post={post} />

      <p className="mt-3 flex flex-wrap gap-x-4 text-sm text-muted">
        <Link to={`/likes/${post.id}`} className="hover:underline" title={t('feedsWeb.post.seeLikes')}>
          {t('feedsWeb.post.likes', { count: like.count })}
        </Link>
        <Link to={`/feeds/${post.id}#comments`} className="hover:underline">
          {t('feedsWeb.post.comments', { count: post.counts.comments })}
        </Link>
      </p>
      <div role="group" aria-label={t('feedsWeb.post.actions', { name: post.author.name })} className="mt-2 flex flex-wrap items-center gap-1 border-t border-line pt-2">
        {signedIn ? (
          <>
            <ActionForm intent={like.on ? 'unlike' : 'like'} id={post.id} pressed={like.on} fetcherKey={`like-${post.id}`}>
              <span aria-hidden className={cn('text-lg leading-none', like.on ? 'text-danger' : 'text-muted')}>
                {like.on ? '♥' : '♡'}
              </span>
              {t('feedsWeb.post.like')}
            </ActionForm>
            {!single && (
              <Link to={`/feeds/${post.id}#comment-form`} className={action}>
                <MessagesSquare size={16} aria-hidden />
                {t('feedsWeb.post.comment')}
              </Link>
            )}
            <ActionForm intent={bookmark.on ? 'unbookmark' : 'bookmark'} id={post.id} pressed={bookmark.on} fetcherKey={`bookmark-${post.id}`}>
              {bookmark.on ? <BookmarkCheck size={16} aria-hidden /> : <Bookmark size={16} aria-hidden />}
              {bookmark.on ? t('feedsWeb.post.unbookmark') : t('feedsWeb.post.bookmark')}
            </ActionForm>
          </>
        ) : (
          <Link to={`/login-practitioner?redirectTo=${encodeURIComponent(`/feeds/${post.id}`)}`} className={action}>
            {t('feedsWeb.login')}
          </Link>
        )}
        <PostShare postId={post.id} className={action} />
        {mine && (
          <ActionForm intent="delete" id={post.id} verified={false} confirm={t('feedsWeb.post.deleteConfirm')}>
            <Trash2 size={16} aria-hidden />
            {t('feedsWeb.post.delete')}
          </ActionForm>
        )}
      </div>
      {signedIn && (
        <div className="mt-1 flex flex-wrap gap-3">
          {canEdit && <EditForm post={post} />}
          {!mine && <ReportForm target="post" id={post.id} result={report} />}
        </div>
      )}
    </article>
  );
}

export { ActionForm };
