/** The desk's picture upload from the browser (editor, cover, gallery): one POST to the desk's image action. */
import { t } from '@nirog/shared/messages/catalogue';
import type { ArticleImageView } from '@nirog/shared/schemas/articles';

export const DESK_IMAGES_ACTION = '/admin/articles/images';

/** Uploads a picture through the desk; the resized picture, or the error to show. */
export async function uploadArticleImage(file: File, alt: string): Promise<{ image: ArticleImageView } | { error: string }> {
  const body = new FormData();
  body.set('file', file);
  body.set('alt', alt);
  try {
    const res = await fetch(DESK_IMAGES_ACTION, { method: 'POST', body, headers: { accept: 'application/json' }, credentials: 'same-origin' });
    const json = (await res.json()) as { ok: boolean; image?: ArticleImageView; error?: string };
    return json.ok && json.image ? { image: json.image } : { error: json.error ?? t('articles.desk.imageFailed') };
  } catch {
    return { error: t('articles.desk.imageFailed') };
  }
}

