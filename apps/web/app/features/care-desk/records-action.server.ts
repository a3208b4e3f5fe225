/** The medical record forms (upload, delete) of /my-appointments and /my-patients/view. */
import { data, redirect } from 'react-router';
import { medicalRecordBody } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient } from '../../lib/api-client.ts';
import { failure, str, withToast } from './desk.server.ts';
import type { FormFailure } from './form-failure.ts';
import { uploadFile } from '../../lib/upload.server.ts';

const MAX_BYTES = 5 * 1024 * 1024;

export async function recordAction(form: FormData, api: ApiClient, intent: string, page: string) {
  if (intent === 'record-delete') {
    const res = await api.del(`/v2/medical-records/${Number(str(form.get('recordId')))}`);
    if (!res.ok) return failure(res, intent);
    throw redirect(withToast(page, 'recordDeleted'));
  }
  const values = { title: str(form.get('title')).trim(), memberPatientId: str(form.get('memberPatientId')) };
  const fail = (fields: Record<string, string>, status = 400) =>
    data<FormFailure>({ intent, error: Object.values(fields)[0] ?? t('error.validation'), fields, values }, { status });
  const title = medicalRecordBody.shape.title.safeParse(values.title);
  if (!title.success) return fail({ title: title.error.issues[0].message });
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) return fail({ file: t('desk.records.chooseFile') });
  if (file.size > MAX_BYTES) return fail({ file: t('desk.records.tooLarge') }, 413);
  const slot = await uploadFile(api, file, 'document');
  if (!slot.ok) return failure(slot, intent, { values });
  const patientAssociationId = str(form.get('patientAssociationId'));
  const res = await api.post('/v2/medical-records', {
    uploadId: slot.entity.uploadId,
    title: values.title,
    ...(patientAssociationId ? { patientAssociationId: Number(patientAssociationId) } : {}),
    ...(values.memberPatientId ? { memberPatientId: Number(values.memberPatientId) } : {}),
  });
  if (!res.ok) return failure(res, intent, { values });
  throw redirect(withToast(page, 'recordAdded'));
}
