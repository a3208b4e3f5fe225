/**
 * Server side of /profile-verification: takes the multipart form, uploads each chosen file through the API
 * (pre-signed slot, then the bytes), and submits the registration for the user's type. Errors come back in the
 * API's words, under their fields; files that did upload are kept so the person need not choose them again.
 */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { DOCUMENT_FIELDS, REGISTRATION_CALLS, registrationKindOf } from '@nirog/shared/schemas/verification';
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload.server.ts';
import { FORM_FIELDS } from './registration-form.tsx';
import type { RegistrationFormResult } from './verification-types.ts';

/** Each file is at most 5 MB (the API's limit); a request far beyond every file at the limit is refused unread. */
const FILE_LIMIT_BYTES = 5 * 1024 * 1024;
const MAX_REQUEST_BYTES = 3 * FILE_LIMIT_BYTES + 1024 * 1024;

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');

export async function registrationAction(request: Request, api: ApiClient, user: PublicUser, successTo: string) {
  const kind = registrationKindOf(user.userType);
  if (!kind) return data<RegistrationFormResult>({ values: {}, fieldErrors: {}, kept: {}, formError: t('verification.nothingToVerify') }, { status: 400 });

  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_REQUEST_BYTES) {
    return data<RegistrationFormResult>({ values: {}, fieldErrors: {}, kept: {}, formError: t('verification.tooMuchData') }, { status: 413 });
  }
  const form = await request.formData();

  const values: Record<string, string> = {};
  for (const f of FORM_FIELDS[kind]) values[f.name] = str(form.get(f.name)).trim();
  const body: Record<string, unknown> = { ...values };
  const kept: RegistrationFormResult['kept'] = {};
  const uploadErrors: Record<string, string> = {};

  for (const field of DOCUMENT_FIELDS[kind]) {
    const file = form.get(field);
    if (file && typeof file !== 'string' && file.size > 0) {
      const put = await uploadFile(api, file, 'document');
      if (!put.ok) {
        uploadErrors[field] = (put.error.fields && Object.values(put.error.fields)[0]) || put.error.error;
        continue;
      }
      kept[field] = { uploadId: put.entity.uploadId, name: file.name || field };
      body[field] = put.entity.uploadId;
      continue;
    }
    // No new file: keep the one uploaded before (the API checks it is this user's stored upload).
    const keep = str(form.get(`keep.${field}`));
    if (keep) {
      kept[field] = { uploadId: keep, name: str(form.get(`keepName.${field}`)).slice(0, 200) || field };
      body[field] = keep;
    }
  }

  const res = await api.post(`/users/${user.id}/${REGISTRATION_CALLS[kind].path}`, body);
  // A file that failed to upload was left out of the body, so the API cannot have accepted the registration.
  if (res.ok && !Object.keys(uploadErrors).length) throw redirect(successTo);
  const fieldErrors = { ...(res.ok ? {} : (res.error.fields ?? {})), ...uploadErrors };
  // A file the API refused is not offered for keeping.
  for (const field of Object.keys(kept)) if (fieldErrors[field]) delete kept[field];
  const result: RegistrationFormResult = { values, fieldErrors, kept, formError: res.ok ? undefined : res.error.error };
  return data(result, { status: res.ok ? 400 : res.httpStatus });
}
