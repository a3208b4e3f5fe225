import { Share2 } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import { isShareImageUrl, SHARE_DESCRIPTION_MAX, SHARE_TITLE_MAX, type ShareEntityType } from '@nirog/shared/share-link-rules';
import { buttonClass } from '../../components/ui/button.tsx';
import { useState } from 'react';
import { SHARE_LINKS_ACTION, shortLinkFor } from './share-button.tsx';

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/**
 * Share on a reading page (sent without scripts, decision 052): a plain form that posts the entity and its preview to
 * /share-links. Without JavaScript the server answers by coming back here with the short link shown to copy (`shared`);
 * a few lines of inline script (no hydration needed) post it in the background instead, copy the link and say so
 * (spec section 8: 'Link copied to clipboard'; if that fails, the page's address is copied).
 */
const ENHANCE = `document.querySelectorAll('form[data-share-form]').forEach(function(f){f.addEventListener('submit',function(e){e.preventDefault();var s=f.querySelector('[role=status]');var p=fetch(f.action,{method:'POST',body:new URLSearchParams(new FormData(f)),headers:{accept:'application/json'},credentials:'same-origin'}).then(function(r){return r.json().then(function(b){return r.ok&&typeof b.url==='string'?b.url:location.href;});}).catch(function(){return location.href;});var done=function(){s.textContent=f.getAttribute('data-copied');};var c=navigator.clipboard;if(c&&c.write&&window.ClipboardItem){c.write([new ClipboardItem({'text/plain':p.then(function(u){return new Blob([u],{type:'text/plain'});})})]).then(done,function(){p.then(function(u){return c.writeText(u);}).then(done,function(){});});}else if(c){p.then(function(u){return c.writeText(u);}).then(done,function(){});}});});`;

export function ShareForm({ entity, title, description, imageUrl, back, label, shared, nonce }: {
  entity: { type: ShareEntityType; id: number };
  title: string;
  description?: string;
  imageUrl?: string | null;
  /** This page's path: where the server comes back to without JavaScript. */
  back: string;
  label: string;
  /** The short link just made (no-JavaScript answer), to copy by hand. */
  shared?: string | null;
  nonce?: string;
}) {
  // Reached by a client-side navigation the inline script does not run: React posts and copies instead.
  const [status, setStatus] = useState('');
  return (
    <div>
      <form
        method="post"
        action={SHARE_LINKS_ACTION}
        data-share-form=""
        data-copied={t('spec.linkCopied')}
        onSubmit={(e) => {
          e.preventDefault();
          void shortLinkFor(entity)
            .then((link) => navigator.clipboard.writeText(link))
            .then(() => setStatus(t('spec.linkCopied')), () => setStatus(''));
        }}
      >
        <input type="hidden" name="entityType" value={entity.type} />
        <input type="hidden" name="entityId" value={entity.id} />
        <input type="hidden" name="title" value={clip(title, SHARE_TITLE_MAX)} />
        {description ? <input type="hidden" name="description" value={clip(description, SHARE_DESCRIPTION_MAX)} /> : null}
        {imageUrl && isShareImageUrl(imageUrl) ? <input type="hidden" name="imageUrl" value={imageUrl} /> : null}
        <input type="hidden" name="back" value={back} />
        <button type="submit" className={buttonClass('secondary', 'sm')} aria-label={label}>
          <Share2 size={16} aria-hidden />
          {t('care.share.button')}
        </button>
        <span role="status" className="ml-3 text-sm font-medium text-brand-800">
          {status}
        </span>
      </form>
      {shared ? (
        <label className="mt-2 block text-sm">
          <span className="text-muted">{t('care.share.manual')}</span>
          <input readOnly value={shared} className="mt-1 block w-full rounded-lg border border-line px-2 py-1 text-sm" />
        </label>
      ) : null}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ENHANCE }} />
    </div>
  );
}
