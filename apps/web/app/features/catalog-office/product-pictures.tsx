/**
 * A product's pictures in the back office: the list in order (alt text, move up/down, remove: plain forms), and the
 * upload form. Without JavaScript the upload is a plain multipart form with a file input; with it, a picture can be
 * dropped on the form and is sent with XMLHttpRequest so a progress bar shows, then the page reloads its data.
 */
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Form, useRevalidator } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ProductImageView } from '@nirog/shared/schemas/catalog-admin';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { TextField } from '../../components/ui/field.tsx';
import { ProductImage } from '../catalog/product-image.tsx';
import type { ProductFormResult } from './product-form-values.ts';

/** The header the upload route answers JSON to (product-images.server.ts). */
const XHR_HEADER = 'x-upload-progress';

export function ProductPictures({ productId, pictures, uploadError, result }: { productId: number; pictures: ProductImageView[]; uploadError: string | null; result?: ProductFormResult }) {
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(uploadError);
  const [dragging, setDragging] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const xhr = new XMLHttpRequest();
    xhr.open('POST', form.action);
    xhr.setRequestHeader(XHR_HEADER, '1');
    xhr.upload.onprogress = (p) => p.lengthComputable && setProgress(Math.round((p.loaded / p.total) * 100));
    xhr.onload = () => {
      setProgress(null);
      let body: { ok?: boolean; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        /* not JSON: a failure page */
      }
      if (xhr.status === 200 && body.ok) {
        setError(null);
        form.reset();
        void revalidator.revalidate();
      } else setError(body.error ?? t('office.image.uploadFailed'));
    };
    xhr.onerror = () => {
      setProgress(null);
      setError(t('office.image.uploadFailed'));
    };
    setProgress(0);
    xhr.send(new FormData(form));
  }

  function drop(e: DragEvent<HTMLFormElement>) {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && fileRef.current) {
      const list = new DataTransfer();
      list.items.add(file);
      fileRef.current.files = list.files;
    }
  }

  return (
    <section id="pictures" aria-labelledby="pictures-title" className="mt-6 rounded-xl border border-line bg-white p-4">
      <h2 id="pictures-title" className="text-lg font-semibold text-brand-900">
        {t('office.image.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('office.image.intro')}</p>
      {pictures.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('office.image.none')}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {pictures.map((p, i) => {
            const fieldError = result?.imageId === p.id ? (result.fieldErrors.alt ?? result.formError) : undefined;
            return (
              <li key={p.id} className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row sm:items-start">
                <ProductImage picture={p} size="office" />
                <div className="min-w-0 flex-1">
                  {i === 0 && <p className="mb-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('office.image.cover')}</p>}
                  <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
                    <input type="hidden" name="imageId" value={p.id} />
                    <TextField className="flex-1" name="alt" label={t('office.image.alt')} defaultValue={p.alt} error={fieldError} maxLength={200} />
                    <Button type="submit" name="intent" value="imageAlt" variant="secondary">
                      {t('office.image.saveAlt')}
                    </Button>
                  </Form>
                  <Form method="post" className="mt-2 flex flex-wrap gap-2">
                    <input type="hidden" name="imageId" value={p.id} />
                    <Button type="submit" name="intent" value="imageUp" variant="ghost" size="sm" disabled={i === 0}>
                      <ArrowUp size={16} aria-hidden /> {t('office.image.moveUp')}
                    </Button>
                    <Button type="submit" name="intent" value="imageDown" variant="ghost" size="sm" disabled={i === pictures.length - 1}>
                      <ArrowDown size={16} aria-hidden /> {t('office.image.moveDown')}
                    </Button>
                    <Button type="submit" name="intent" value="imageRemove" variant="ghost" size="sm">
                      <Trash2 size={16} aria-hidden /> {t('office.image.remove')}
                    </Button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <form
        ref={formRef}
        method="post"
        action={`/admin/products/${productId}/images`}
        encType="multipart/form-data"
        onSubmit={send}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn('mt-4 rounded-lg border-2 border-dashed p-4', dragging ? 'border-brand-600 bg-brand-50' : 'border-line')}
      >
        <p className="flex items-center gap-2 text-sm font-medium text-ink">
          <ImagePlus size={18} aria-hidden /> {t('office.image.drop')}
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="picture-file" className="text-sm font-medium text-ink">
              {t('office.image.file')}
            </label>
            <input ref={fileRef} id="picture-file" type="file" name="file" accept="image/jpeg,image/png,image/webp" required className="text-sm" />
          </div>
          <TextField name="alt" label={t('office.image.alt')} hint={t('office.image.altHint')} required minLength={3} maxLength={200} />
        </div>
        {progress !== null && (
          <div className="mt-3">
            <progress max={100} value={progress} className="h-2 w-full" aria-label={t('office.image.uploading', { percent: progress })} />
            <p className="text-sm text-muted" aria-live="polite">
              {t('office.image.uploading', { percent: progress })}
            </p>
          </div>
        )}
        {error && (
          <Alert tone="error" className="mt-3">
            {error}
          </Alert>
        )}
        <Button type="submit" className="mt-3" disabled={progress !== null}>
          {t('office.image.upload')}
        </Button>
      </form>
    </section>
  );
}
