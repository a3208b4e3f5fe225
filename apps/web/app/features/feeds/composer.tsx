/**
 * The composer (Feed write access): text with @mention suggestions, tags, up to 10 photos, one video link, one PDF and
 * "practitioners only". Without JavaScript it is a plain multipart form post to the page's action (text, tags, video
 * link and files all travel). With it, the same form goes with XMLHttpRequest so a progress bar shows while the files
 * upload, and the page's data reloads after.
 */
import { useState, type FormEvent } from 'react';
import { Form, useRevalidator } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useFeedGate } from './feed-gate.tsx';
import { COMPOSE_ACTION, FEED_IMAGES_MAX, XHR_HEADER, type ComposerResult } from './feed-form.ts';
import { MentionTextarea } from './mention-textarea.tsx';

const control = 'block w-full rounded-lg border border-line bg-white px-3 py-2 text-[15px] text-ink focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600';

export function Composer({ result }: { result?: ComposerResult }) {
  const gate = useFeedGate();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);
  const mine = result?.form === 'post' ? result : undefined;
  const errors = mine?.fieldErrors ?? {};
  const values = mine?.values ?? {};

  function send(e: FormEvent<HTMLFormElement>) {
    if (!gate(e)) return;
    e.preventDefault();
    const form = e.currentTarget;
    const images = (form.elements.namedItem('images') as HTMLInputElement | null)?.files;
    if (images && images.length > FEED_IMAGES_MAX) {
      setError(t('feedsWeb.composer.tooManyImages', { max: FEED_IMAGES_MAX }));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', COMPOSE_ACTION);
    xhr.setRequestHeader(XHR_HEADER, '1');
    xhr.upload.onprogress = (p) => p.lengthComputable && setProgress(Math.round((p.loaded / p.total) * 100));
    xhr.onload = () => {
      setProgress(null);
      let body: { ok?: boolean; error?: string; fieldErrors?: Record<string, string> } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        /* not JSON: a failure page */
      }
      if (xhr.status < 300 && body.ok) {
        setError(null);
        setPosted(true);
        form.reset();
        void revalidator.revalidate();
      } else setError(Object.values(body.fieldErrors ?? {})[0] ?? body.error ?? t('feedsWeb.error.failed'));
    };
    xhr.onerror = () => {
      setProgress(null);
      setError(t('feedsWeb.error.failed'));
    };
    setPosted(false);
    setProgress(0);
    xhr.send(new FormData(form));
  }

  return (
    <Card className="p-4 sm:p-5">
      <h2 id="composer-title" className="text-lg font-semibold text-brand-900">
        {t('feedsWeb.composer.title')}
      </h2>
      <Form method="post" encType="multipart/form-data" onSubmit={send} aria-labelledby="composer-title" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="post" />
        {(mine?.formError || error) && <Alert tone="error">{error ?? mine?.formError}</Alert>}
        {(posted || mine?.posted) && !error && <Alert tone="success">{t('feedsWeb.composer.posted')}</Alert>}
        <div className="relative space-y-1.5">
          <label htmlFor="post-text" className="block text-sm font-medium text-ink">
            {t('feedsWeb.composer.text')}
          </label>
          <MentionTextarea
            id="post-text"
            name="text"
            rows={4}
            maxLength={3000}
            defaultValue={values.text}
            aria-describedby={errors.text ? 'post-text-error' : 'post-text-hint'}
            aria-invalid={errors.text ? true : undefined}
            className={cn(control, errors.text && 'border-danger')}
          />
          {errors.text ? (
            <p id="post-text-error" role="alert" className="text-sm font-medium text-danger">
              {errors.text}
            </p>
          ) : (
            <p id="post-text-hint" className="text-sm text-muted">
              {t('feedsWeb.composer.textHint')}
            </p>
          )}
        </div>
        <TextField label={t('feedsWeb.composer.tags')} name="tags" hint={t('feedsWeb.composer.tagsHint')} defaultValue={values.tags} error={errors.tags} maxLength={300} />
        <details className="rounded-lg border border-line p-3" open={!!(errors.videoUrl || errors.images || errors.document || values.videoUrl)}>
          <summary className="cursor-pointer text-[15px] font-medium text-brand-800">{t('feedsWeb.composer.media')}</summary>
          <div className="mt-3 space-y-4">
            <p className="text-sm text-muted">{t('feedsWeb.composer.oneKind')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('feedsWeb.composer.video')} name="videoUrl" type="url" inputMode="url" hint={t('feedsWeb.composer.videoHint')} defaultValue={values.videoUrl} error={errors.videoUrl} />
            <div className="space-y-1.5">
              <label htmlFor="post-document" className="block text-sm font-medium text-ink">
                {t('feedsWeb.composer.document')}
              </label>
              <input id="post-document" name="document" type="file" accept="application/pdf" className="block w-full text-sm" />
              {errors.document && (
                <p role="alert" className="text-sm font-medium text-danger">
                  {errors.document}
                </p>
              )}
            </div>
          </div>
          <div className="space-y-1.5">
            <label htmlFor="post-images" className="block text-sm font-medium text-ink">
              {t('feedsWeb.composer.images', { max: FEED_IMAGES_MAX })}
            </label>
            <input id="post-images" name="images" type="file" accept="image/jpeg,image/png,image/webp" multiple aria-describedby="post-images-hint" className="block w-full text-sm" />
            {errors.images ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {errors.images}
              </p>
            ) : (
              <p id="post-images-hint" className="text-sm text-muted">
                {t('feedsWeb.composer.imagesHint')}
              </p>
            )}
          </div>
          </div>
        </details>
        <label className="flex items-start gap-2 text-[15px]">
          <input type="checkbox" name="practitionersOnly" value="1" defaultChecked={values.practitionersOnly === '1'} className="mt-1 h-4 w-4" />
          {t('feedsWeb.composer.practitionersOnly')}
        </label>
        {progress !== null && (
          <div>
            <progress max={100} value={progress} className="h-2 w-full" aria-label={t('feedsWeb.composer.uploading', { percent: progress })} />
            <p className="text-sm text-muted" aria-live="polite">
              {t('feedsWeb.composer.uploading', { percent: progress })}
            </p>
          </div>
        )}
        <Button type="submit" disabled={progress !== null} className="w-full sm:w-auto">
          {progress !== null ? t('feedsWeb.composer.posting') : t('feedsWeb.composer.submit')}
        </Button>
      </Form>
    </Card>
  );
}
