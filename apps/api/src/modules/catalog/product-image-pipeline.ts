/**
 * The image pipeline (decision 034): one uploaded picture becomes square copies of every width the site shows
 * (PRODUCT_IMAGE_WIDTHS), each in WebP (what nearly every browser takes) and JPEG (the rest), on white. Square copies
 * let every page reserve the picture's box before it arrives (no layout shift) whatever the photo's own shape.
 * Widths above the original's longest side are left out rather than enlarged (the smallest is always made).
 */
import sharp, { type Sharp } from 'sharp';
import { PRODUCT_IMAGE_FORMATS, PRODUCT_IMAGE_WIDTHS, type ProductImageFormat } from '@nirog/shared/schemas/catalog-admin';
import { AppError } from '../../plugins/errors.ts';

/** Decoding a pixel bomb (a small file declaring a huge canvas) would take the process's memory: refuse past 40 MP. */
const MAX_INPUT_PIXELS = 40_000_000;
const QUALITY: Record<ProductImageFormat, number> = { webp: 78, jpeg: 80 };

export interface ImageCopy {
  width: number;
  format: ProductImageFormat;
  bytes: Buffer;
}

/** Storage key of one copy: `product-images/{id}/{width}-{format}` (keys hold no dots, see the disk provider). */
export const imageCopyKey = (id: string, width: number, format: ProductImageFormat) => `product-images/${id}/${width}-${format}`;

/** Widths made for an original whose longest side is `longest` px. */
export function widthsFor(longest: number): number[] {
  const fit = PRODUCT_IMAGE_WIDTHS.filter((w) => w <= longest);
  return fit.length ? fit : [PRODUCT_IMAGE_WIDTHS[0]];
}

/**
 * Every copy of a picture. The bytes are decoded for real (a file that only starts like an image is refused here), and
 * EXIF orientation is applied and metadata dropped (no camera GPS on a public page).
 */
export async function resizeProductImage(bytes: Buffer): Promise<{ widths: number[]; copies: ImageCopy[] }> {
  let longest: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height || !['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw new Error('not a picture');
    longest = Math.max(meta.autoOrient?.width ?? meta.width, meta.autoOrient?.height ?? meta.height);
  } catch {
    throw AppError.field('file', 'Upload a JPEG, PNG or WebP picture.');
  }
  const widths = widthsFor(longest);
  const copies: ImageCopy[] = [];
  for (const width of widths) {
    const square = squareOf(bytes, width);
    for (const format of PRODUCT_IMAGE_FORMATS) copies.push({ width, format, bytes: await encode(square.clone(), format).toBuffer() });
  }
  return { widths, copies };
}

const squareOf = (bytes: Buffer, width: number) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(width, width, { fit: 'contain', background: '#ffffff', withoutEnlargement: false })
    .flatten({ background: '#ffffff' });

const encode = (image: Sharp, format: ProductImageFormat) =>
  format === 'webp' ? image.webp({ quality: QUALITY.webp }) : image.jpeg({ quality: QUALITY.jpeg, mozjpeg: true, progressive: true });

/** One copy (square, on white, in one format) of a picture already decoded and checked: the demo pictures' way in. */
export const encodeSquareCopy = (bytes: Buffer, width: number, format: ProductImageFormat) => encode(squareOf(bytes, width), format).toBuffer();
