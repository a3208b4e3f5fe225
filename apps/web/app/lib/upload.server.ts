/**
 * One way to send a file from a form to the API: ask for a pre-signed slot, then PUT the bytes to it. The API reads
 * the file's real type from its bytes (whatever the browser claims) and checks its size.
 */
import type { ApiClient, ApiResult } from './api-client.ts';

export type UploadPurpose = 'document' | 'profile_pic' | 'prescription';

/** The upload's id, or the API's refusal (of the slot or of the bytes). */
export async function uploadFile(api: ApiClient, file: File, purpose: UploadPurpose): Promise<ApiResult<{ uploadId: string }>> {
  const slot = await api.post('/v1/uploads/presign', { purpose, fileName: file.name.slice(0, 200) || undefined });
  if (!slot.ok) return slot;
  const put = await api.upload(slot.entity.uploadUrl.replace(/^\/api(?=\/)/, ''), new Uint8Array(await file.arrayBuffer()), 'application/octet-stream');
  if (!put.ok) return put;
  return { ok: true, httpStatus: put.httpStatus, entity: { uploadId: slot.entity.uploadId }, message: put.message };
}
