/**
 * One way to send a file from a form to the API: ask for a pre-signed slot, then PUT the bytes to it. The API reads
 * the file's real type from its bytes (whatever the browser claims) and checks its size. When the slot points
 * straight at the storage bucket, the bytes go there and the API is then asked to check the stored file.
 */
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient, ApiResult } from './api-client.ts';

export type UploadPurpose = 'document' | 'profile_pic' | 'prescription' | 'product_image' | 'article_image' | 'ticket_photo' | 'feed_image' | 'feed_document' | 'quiz_image' | 'course_video';

/** The upload's id, or the API's refusal (of the slot or of the bytes). */
export async function uploadFile(api: ApiClient, file: File, purpose: UploadPurpose): Promise<ApiResult<{ uploadId: string }>> {
  const slot = await api.post('/v1/uploads/presign', { purpose, fileName: file.name.slice(0, 200) || undefined });
  if (!slot.ok) return slot;
  // Never more than the API takes: a larger file is cut one byte past the limit, and the API says it is too large.
  const bytes = new Uint8Array(await file.slice(0, slot.entity.maxBytes + 1).arrayBuffer());
  const { uploadUrl, completeUrl } = slot.entity;
  let put;
  if (completeUrl) {
    const stored = await fetch(uploadUrl, { method: 'PUT', body: bytes });
    if (!stored.ok) return { ok: false, httpStatus: 502, error: { code: 'storage', error: t('error.internal') } };
    put = await api.post(completeUrl.replace(/^\/api(?=\/)/, '') as `/v1/uploads/${string}/complete`);
  } else {
    put = await api.upload(uploadUrl.replace(/^\/api(?=\/)/, '') as `/uploads/${string}`, bytes, 'application/octet-stream');
  }
  if (!put.ok) return put;
  return { ok: true, httpStatus: put.httpStatus, entity: { uploadId: slot.entity.uploadId }, message: put.message };
}
