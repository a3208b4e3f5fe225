/**
 * Article pictures (decision 047): an uploaded picture is decoded for real, turned upright, stripped of metadata and
 * copied at each of ARTICLE_IMAGE_WIDTHS that it reaches (never enlarged; the smallest always made) in its own shape,
 * as WebP and JPEG, into the storage provider. Demo illustrations are drawn from their scene on first request.
 */
import sharp from 'sharp';
import { ARTICLE_IMAGE_WIDTHS, type ArticleImageView } from '@nirog/shared/schemas/articles';
import { AppError } from '../../plugins/errors.ts';

const MAX_INPUT_PIXELS = 40_000_000;
export type ArticleImageFormat = 'webp' | 'jpg';

export const articleImageKey = (id: string, width: number, format: ArticleImageFormat) => `article-images/${id}/${width}-${format}`;
export const articleImageUrl = (id: string, width: number, format: ArticleImageFormat) => `/api/images/articles/${id}/${width}.${format}`;

export function widthsFor(width: number): number[] {
  const fit = ARTICLE_IMAGE_WIDTHS.filter((w) => w <= width);
  return fit.length ? fit : [ARTICLE_IMAGE_WIDTHS[0]];
}

export async function encodeArticleCopy(bytes: Buffer, width: number, format: ArticleImageFormat): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().resize({ width, withoutEnlargement: false });
  return format === 'webp' ? image.webp({ quality: 78 }).toBuffer() : image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
}

/** The original's shape, or a field error when the bytes are not a picture. */
export async function measure(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height || !['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw new Error('not a picture');
    return { width: meta.autoOrient?.width ?? meta.width, height: meta.autoOrient?.height ?? meta.height };
  } catch {
    throw AppError.field('file', 'Upload a JPEG, PNG or WebP picture.');
  }
}

export function imageView(row: { id: string; alt: string; width: number; height: number; widths: number[] }): ArticleImageView {
  const widths = [...row.widths].sort((a, b) => a - b);
  const mid = widths.find((w) => w >= 960) ?? widths[widths.length - 1]!;
  const set = (f: ArticleImageFormat) => widths.map((w) => `${articleImageUrl(row.id, w, f)} ${w}w`).join(', ');
  return { id: row.id, alt: row.alt, src: articleImageUrl(row.id, mid, 'webp'), srcset: set('webp'), jpegSrcset: set('jpg'), width: row.width, height: row.height };
}
