import { ImagePlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import type { ArticleImageView } from '@nirog/shared/schemas/articles';
import { ArticlePicture } from '../articles/article-picture.tsx';
import { uploadArticleImage } from './desk-upload.ts';

/**
 * The cover (one) or the gallery (several): the ids travel in one form field (comma separated; a plain text box
 * without JavaScript), pictures are uploaded through the desk and shown as they will be.
 */
export function PicturePicker({ name, label, multiple, initial, known }: { name: string; label: string; multiple: boolean; initial: string[]; known: ArticleImageView[] }) {
  const [ids, setIds] = useState(initial);
  const [images, setImages] = useState(known);
  const [alt, setAlt] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  async function add(file: File) {
    setStatus(t('articles.desk.imageUploading'));
    const res = await uploadArticleImage(file, alt);
    if ('error' in res) return setStatus(res.error);
    setImages((all) => [...all, res.image]);
    setIds((cur) => (multiple ? [...cur, res.image.id] : [res.image.id]));
    setAlt('');
    setStatus(null);
  }
  const inputId = `${name}-ids`;
  return (
    <fieldset className="space-y-2 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
      <ul className="flex flex-wrap gap-2">
        {ids.map((id) => {
          const img = images.find((i) => i.id === id);
          return (
            <li key={id} className="relative w-32">
              {img ? <ArticlePicture image={img} sizes="128px" className="h-auto w-full rounded" /> : <span className="block text-xs break-all text-muted">{id}</span>}
              {live ? (
                <button type="button" onClick={() => setIds((cur) => cur.filter((i) => i !== id))} aria-label={`${t('office.image.remove')} ${img?.alt ?? id}`} className="absolute top-1 right-1 rounded-full bg-white/90 p-1">
                  <X size={14} aria-hidden />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {live ? (
        <>
          <input type="hidden" name={name} value={ids.join(',')} />
          <div className="flex flex-wrap items-center gap-2">
            <input value={alt} onChange={(e) => setAlt(e.target.value)} placeholder={t('articles.desk.imageAlt')} aria-label={`${label}: ${t('articles.desk.imageAlt')}`} className="h-10 w-60 rounded-lg border border-line bg-white px-2 text-sm" />
            <label className={`inline-flex h-10 cursor-pointer items-center gap-1 rounded-lg border border-line bg-white px-3 text-sm hover:bg-brand-50 ${alt.trim().length < 3 ? 'pointer-events-none opacity-50' : ''}`}>
              <ImagePlus size={16} aria-hidden />
              {multiple ? t('articles.desk.galleryUpload') : t('articles.desk.coverUpload')}
              <input type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" disabled={alt.trim().length < 3} onChange={(e) => e.target.files?.[0] && void add(e.target.files[0])} />
            </label>
            {status ? <span role="status" className="text-sm text-muted">{status}</span> : null}
          </div>
        </>
      ) : (
        <>
          <label htmlFor={inputId} className="sr-only">
            {label}
          </label>
          <input id={inputId} name={name} defaultValue={ids.join(',')} className="h-10 w-full rounded-lg border border-line bg-white px-2 font-mono text-xs" />
        </>
      )}
    </fieldset>
  );
}
