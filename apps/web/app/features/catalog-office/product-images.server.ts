/**
 * Uploading a product picture (POST /admin/products/:id/images): the file goes to a pre-signed slot (purpose
 * product_image: the API reads its type from its bytes), then the API attaches it with its alt text and resizes it.
 * A plain form post comes back to the product's page (a toast, or a known error code it shows); the page's script
 * sends the same form with XMLHttpRequest (for its progress bar) and gets JSON instead.
 */
import { redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { uploadFile } from '../../lib/upload.server.ts';
import { notFound } from '../back-office/office.server.ts';

export const IMAGE_ERRORS = ['alt', 'file', 'failed'] as const;
export type ImageError = (typeof IMAGE_ERRORS)[number];
export const XHR_HEADER = 'x-upload-progress';

export const imageErrorText = (code: string | null): string | null =>
  code === 'alt' ? t('office.product.required', { label: t('office.image.alt') }) : code === 'file' ? t('office.image.fileInvalid') : code === 'failed' ? t('office.image.uploadFailed') : null;

export async function productImageAction(request: Request, api: ApiClient, productId: number) {
  await requireUser(api, request);
  const xhr = request.headers.get(XHR_HEADER) === '1';
  const answer = (error: ImageError | null, message?: string) => {
    if (xhr) return Response.json(error ? { ok: false, error: message ?? imageErrorText(error) } : { ok: true, message: t('office.image.added') }, { status: error ? 400 : 200 });
    return redirect(`/admin/products/${productId}${error ? `?imageError=${error}` : '?done=image-added'}#pictures`);
  };
  const form = await request.formData();
  const file = form.get('file');
  const alt = typeof form.get('alt') === 'string' ? String(form.get('alt')).trim() : '';
  if (alt.length < 3) return answer('alt');
  if (!(file instanceof File) || file.size === 0) return answer('file', t('office.image.uploadFirst'));
  const up = await uploadFile(api, file, 'product_image');
  if (!up.ok) return answer(up.error.fields?.file ? 'file' : 'failed', up.error.fields?.file ?? up.error.error);
  const res = await api.post(`/v1/admin/products/${productId}/images`, { uploadId: up.entity.uploadId, alt });
  if (!res.ok) {
    if (res.httpStatus === 403 || res.httpStatus === 404) throw notFound();
    if (res.error.fields?.alt) return answer('alt', res.error.fields.alt);
    return answer(res.error.fields?.file ? 'file' : 'failed', res.error.fields?.file ?? res.error.error);
  }
  return answer(null);
}
