/**
 * Server side of /admin/olympiads and /admin/olympiads/:id (decision 065): the olympiad schedule, editors only (the
 * API answers 403 to anyone else: the 404 page). Plain form posts; a refusal comes back beside its form.
 */
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { officeGet } from './office.server.ts';

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');
const positiveId = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

export interface ScheduleActionResult {
  intent: string;
  target: number;
  formError?: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const refused = (intent: string, target: number, values: Record<string, string>, error: { error: string; fields?: Record<string, string> }, status: number) =>
  data<ScheduleActionResult>({ intent, target, values, fieldErrors: error.fields ?? {}, formError: error.fields ? undefined : error.error }, { status });

export async function editionsLoader(api: ApiClient) {
  return { editions: (await officeGet(api, '/v1/admin/olympiads')).items };
}

export async function createEditionAction(api: ApiClient, request: Request) {
  const form = await request.formData();
  const values = Object.fromEntries(['title', 'description', 'startDate', 'startTime', 'endDate', 'endTime'].map((k) => [k, str(form.get(k))]));
  const res = await api.post('/v1/admin/olympiads', values);
  if (!res.ok) return refused('create', 0, values, res.error, res.httpStatus);
  throw redirect(`/admin/olympiads/${res.entity.id}`);
}

export async function editionLoader(api: ApiClient, rawId: string | undefined) {
  const id = positiveId(rawId);
  if (!id) throw data(null, { status: 404 });
  return { edition: await officeGet(api, `/v1/admin/olympiads/${id}`) };
}

export async function scheduleAction(api: ApiClient, request: Request, rawId: string | undefined) {
  const id = positiveId(rawId);
  if (!id) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = str(form.get('intent'));
  if (intent === 'day') {
    const values = { date: str(form.get('date')), opensAt: str(form.get('opensAt')), closesAt: str(form.get('closesAt')) };
    const res = await api.post(`/v1/admin/olympiads/${id}/days`, values);
    if (!res.ok) return refused(intent, id, values, res.error, res.httpStatus);
  } else if (intent === 'question') {
    const dayId = positiveId(str(form.get('dayId'))) ?? 0;
    const options = [0, 1, 2, 3, 4, 5].map((i) => str(form.get(`option${i}`))).filter(Boolean);
    const correct = form.getAll('correct').map((v) => Number(v)).filter((n) => Number.isInteger(n) && n >= 0 && n < options.length);
    const values = { prompt: str(form.get('prompt')), explanation: str(form.get('explanation')), reference: str(form.get('reference')) };
    const res = await api.post(`/v1/admin/olympiad-days/${dayId}/questions`, { ...values, options, correct });
    if (!res.ok) return refused(intent, dayId, values, res.error, res.httpStatus);
  } else if (intent === 'remove') {
    const res = await api.del(`/v1/admin/olympiad-questions/${positiveId(str(form.get('questionId'))) ?? 0}`);
    if (!res.ok) return refused(intent, 0, {}, res.error, res.httpStatus);
  } else {
    throw data(null, { status: 400 });
  }
  throw redirect(`/admin/olympiads/${id}`);
}
