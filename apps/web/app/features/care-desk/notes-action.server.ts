/** The note forms (add, edit, delete) of /my-patients/view and the consultation room. */
import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { failure, str, withToast } from './desk.server.ts';

export async function noteAction(form: FormData, api: ApiClient, intent: string, page: string, add: { path: '/v2/patient-notes' | `/v3/consultations/${number}/notes`; body: Record<string, unknown> }) {
  const body = str(form.get('body')).trim();
  if (intent === 'note-add') {
    const res = await api.post(add.path, { ...add.body, body });
    if (!res.ok) return failure(res, intent, { values: { body } });
    throw redirect(withToast(page, 'noteSaved'));
  }
  const noteId = Number(str(form.get('noteId')));
  if (intent === 'note-update') {
    const res = await api.put(`/v2/patient-notes/${noteId}`, { body });
    if (!res.ok) return failure(res, intent, { id: noteId, values: { body } });
    throw redirect(withToast(page, 'noteSaved'));
  }
  const res = await api.del(`/v2/patient-notes/${noteId}`);
  if (!res.ok) return failure(res, intent, { id: noteId });
  throw redirect(withToast(page, 'noteDeleted'));
}
