/**
 * A post shared by short link (issue 22 part 4): the page it opens and the preview its card shows. The preview is
 * made here from the post, never taken from the sharer's page, so a practitioners-only post's text and pictures
 * never reach a link preview (a chat app's crawler, a patient): its card only says it is for practitioners.
 * The card's picture (decision 064) is the post's first photo, or its PDF's first-page preview once made; the link
 * stores none (a signed URL expires): it is looked up, and signed, each time the link is opened.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import { feedPostPath } from '@nirog/shared/schemas/feeds';
import { SHARE_DESCRIPTION_MAX, SHARE_TITLE_MAX } from '@nirog/shared/share-link-rules';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { feedPosts } from './feeds.tables.ts';

/** `@[Name](12)` as the reader sees it: `@Name`. */
const plainText = (text: string) => text.replace(/@\[([^\]]+)\]\(\d+\)/g, '@$1').replace(/\s+/g, ' ').trim();
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** A post that may be shared (it exists and is not hidden): its page. */
export async function sharedPostPath(db: DbOrTx, id: number): Promise<string | null> {
  const [p] = await db.select({ id: feedPosts.id }).from(feedPosts).where(and(eq(feedPosts.id, id), isNull(feedPosts.hiddenAt))).limit(1);
  return p ? feedPostPath(p.id) : null;
}

/** The card of a shared post, or null when it cannot be shared. */
export async function sharedPostPreview(db: DbOrTx, id: number): Promise<{ title: string; description: string | null; imageUrl: null } | null> {
  const [p] = await db
    .select({ text: feedPosts.text, practitionersOnly: feedPosts.practitionersOnly, author: users.fullName })
    .from(feedPosts)
    .innerJoin(users, eq(users.id, feedPosts.authorId))
    .where(and(eq(feedPosts.id, id), isNull(feedPosts.hiddenAt)))
    .limit(1);
  if (!p) return null;
  if (p.practitionersOnly) return { title: clip(t('feeds.share.practitionersTitle'), SHARE_TITLE_MAX), description: t('feeds.share.practitionersDescription'), imageUrl: null };
  const text = plainText(p.text);
  return { title: clip(t('feeds.share.title', { name: p.author }), SHARE_TITLE_MAX), description: text ? clip(text, SHARE_DESCRIPTION_MAX) : null, imageUrl: null };
}

/**
 * The upload to show as a shared post's picture: its first photo, else its PDF's ready preview; null for a post that
 * is hidden, practitioners-only, or has neither.
 */
export async function sharedPostImage(db: DbOrTx, id: number): Promise<string | null> {
  const found = (await db.execute(sql`SELECT COALESCE(
      (SELECT i.upload_id FROM feed_post_images i WHERE i.post_id = p.id ORDER BY i.position, i.id LIMIT 1),
      (SELECT v.preview_upload_id FROM feed_document_previews v WHERE v.document_upload_id = p.document_upload_id AND v.status = 'ready')
    )::text AS upload_id
    FROM feed_posts p WHERE p.id = ${id} AND p.hidden_at IS NULL AND NOT p.practitioners_only`)) as unknown as { rows: Array<{ upload_id: string | null }> };
  return found.rows[0]?.upload_id ?? null;
}
