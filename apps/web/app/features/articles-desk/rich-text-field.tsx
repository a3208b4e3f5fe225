import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { t } from '@nirog/shared/messages/catalogue';

/** The editor's code (TipTap and ProseMirror) is its own chunk, fetched only when the desk's form is on screen. */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * The article body (decision 047): a plain HTML text box from the server (the form works without JavaScript), which
 * becomes the rich-text editor once the page runs; the editor's HTML travels in a hidden field of the same name.
 */
export function RichTextField({ name, defaultValue, error }: { name: string; defaultValue: string; error?: string }) {
  const labelId = useId();
  const [html, setHtml] = useState(defaultValue);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="block text-sm font-medium text-ink">
        {t('articles.desk.editor')}
      </p>
      {live ? (
        <>
          <Suspense fallback={<p className="rounded-lg border border-line bg-white p-4 text-sm text-muted">{t('articles.desk.editorLoading')}</p>}>
            <RichTextEditor initialHtml={defaultValue} onChange={setHtml} labelledBy={labelId} />
          </Suspense>
          <input type="hidden" name={name} value={html} />
        </>
      ) : (
        <>
          <p className="text-sm text-muted">{t('articles.desk.noJs')}</p>
          <textarea name={name} defaultValue={defaultValue} rows={16} aria-labelledby={labelId} className="block w-full rounded-lg border border-line bg-white p-3 font-mono text-sm" />
        </>
      )}
      <p className="text-sm text-muted">{t('articles.desk.sanitised')}</p>
      {error ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
