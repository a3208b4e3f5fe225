import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import { isShareImageUrl, SHARE_DESCRIPTION_MAX, SHARE_TITLE_MAX, type ShareEntityType } from '@nirog/shared/share-link-rules';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Toast } from '../../components/ui/toast.tsx';

/** Where the button gets a short link for a page (routes/share/share-links.tsx). */
export const SHARE_LINKS_ACTION = '/share-links';

/** What a page shares: the doctor (by user id), clinic or medicine it shows. */
export interface SharedEntity {
  type: ShareEntityType;
  id: number;
}

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/**
 * The preview of the page, as it tells link previews already: its Open Graph title, description and image (read when
 * the button is pressed, so it is the page as shown). An image on this site is sent as a path; an image elsewhere
 * only when it is https.
 */
function pagePreview(doc: Document, location: Location): Record<string, string> {
  const meta = (selector: string) => doc.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content.trim() ?? '';
  const preview: Record<string, string> = { title: clip(meta('property="og:title"') || doc.title, SHARE_TITLE_MAX) };
  const description = clip(meta('property="og:description"') || meta('name="description"'), SHARE_DESCRIPTION_MAX);
  if (description) preview.description = description;
  const image = meta('property="og:image"');
  if (image) {
    try {
      const url = new URL(image, location.href);
      const value = url.origin === location.origin ? url.pathname + url.search : url.href;
      if (isShareImageUrl(value)) preview.imageUrl = value;
    } catch {
      // No usable image: the link is shared without one.
    }
  }
  return preview;
}

/**
 * The short link (/dl/{code}) for the entity a page shows, made by the server (signed in or anonymously). If it
 * cannot be made, the current page URL with its parameters (spec section 8: "If share creation fails, the current
 * page URL with parameters is copied instead").
 */
export async function shortLinkFor(entity: SharedEntity): Promise<string> {
  const fallback = window.location.href;
  try {
    const res = await fetch(SHARE_LINKS_ACTION, {
      method: 'POST',
      body: new URLSearchParams({ entityType: entity.type, entityId: String(entity.id), ...pagePreview(document, window.location) }),
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = (await res.json()) as { url?: unknown };
    return res.ok && typeof body.url === 'string' ? body.url : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Puts a text that is still being fetched on the clipboard. Browsers allow clipboard writes only close to the click;
 * a ClipboardItem whose data is a promise is handed over during the click and filled in later, so it is used where
 * the browser has it; elsewhere the text is written once it is known. Resolves with the text; rejects when the
 * browser refuses (the caller then shows the link to copy by hand).
 */
export async function copyPending(text: Promise<string>): Promise<string> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard?.write && typeof ClipboardItem !== 'undefined' && (ClipboardItem.supports?.('text/plain') ?? true)) {
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': text.then((s) => new Blob([s], { type: 'text/plain' })) })]);
      return await text;
    } catch {
      // Some browsers refuse a promise as data: fall back to writing the text.
    }
  }
  if (!clipboard?.writeText) throw new Error('no clipboard');
  const value = await text;
  await clipboard.writeText(value);
  return value;
}

/**
 * Copying a link that may still be on its way, as a Share button does: says 'Link copied to clipboard' (spec section
 * 8), or, where the browser offers no clipboard, shows the link selected in a box so the person can copy it by hand.
 * `copy` must be called inside the click; `feedback` goes after the button.
 */
export function useCopyLink(manualLabel: string, manualClassName = '') {
  const [toast, setToast] = useState<string | null>(null);
  const [manual, setManual] = useState<string | null>(null);
  function copy(link: Promise<string>) {
    copyPending(link).then(
      () => {
        setManual(null);
        setToast(null);
        setTimeout(() => setToast(t('spec.linkCopied')), 0);
      },
      async () => setManual(await link),
    );
  }
  const feedback = (
    <>
      {manual && <input readOnly value={manual} aria-label={manualLabel} className={cn('block w-full rounded-lg border border-line px-2 py-1 text-sm', manualClassName)} onFocus={(e) => e.currentTarget.select()} autoFocus />}
      <Toast message={toast} onDone={() => setToast(null)} />
    </>
  );
  return { copy, feedback };
}

/**
 * Copies a short link to the page's doctor, clinic or medicine (spec section 8: 'Link copied to clipboard'). Where the
 * browser offers no clipboard, the link is selected in a box so the person can copy it by hand. Without JavaScript the
 * page link itself (`url`) is the fallback.
 */
export function ShareButton({ url, entity, label }: { url: string; entity: SharedEntity; label?: string }) {
  const { copy, feedback } = useCopyLink(t('care.share.manual'), 'mt-2');
  return (
    <>
      <a
        href={url}
        onClick={(e) => {
          e.preventDefault();
          // Started inside the click, so the clipboard write still counts as the person's action.
          copy(shortLinkFor(entity));
        }}
        className={buttonClass('secondary', 'sm')}
        aria-label={label ?? t('care.share.label')}
      >
        <Share2 size={16} aria-hidden />
        {t('care.share.button')}
      </a>
      {feedback}
    </>
  );
}
