/**
 * Server side of the webinar pages (decision 069): register or cancel, the host's edits, naming co-hosts and
 * presenters. Plain form posts; each answers the API's refusal to show (the verify modal for a practitioner whose
 * verification is pending, the read-only text otherwise) or redirects.
 */
import { data, redirect } from 'react-router';
import { webinarPath } from '@nirog/shared/webinar';
import type { WebinarInput } from '@nirog/shared/schemas/webinar';
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';
import { loadVerification } from '../verification/verification-status.server.ts';
import { shouldShowVerifyModal } from '../verification/verify-modal.tsx';
import { positiveId } from '../../lib/route-params.ts';

export type WebinarGate = { status: number; reason: string | null; userType: number };
export interface WebinarActionData {
  error?: string;
  fields?: Record<string, string>;
  verify?: WebinarGate;
  done?: string;
}


/** The user's verification when it keeps them from joining webinars (statuses 0, 2, 4); null otherwise. */
export async function loadWebinarGate(api: ApiClient, user: PublicUser | null): Promise<WebinarGate | null> {
  if (!user || user.userType === 1) return null;
  const v = await loadVerification(api, user);
  return shouldShowVerifyModal(v) ? { status: v.status, reason: v.reason, userType: v.userType } : null;
}

async function refusal(api: ApiClient, user: PublicUser, res: { httpStatus: number; error: { error: string; fields?: Record<string, string> } }) {
  if (res.httpStatus === 403) {
    const gate = await loadWebinarGate(api, user);
    if (gate) return data<WebinarActionData>({ error: res.error.error, verify: gate }, { status: 403 });
  }
  return data<WebinarActionData>({ error: res.error.error, fields: res.error.fields }, { status: res.httpStatus });
}

/** The webinar page's form posts: register, cancel, name or remove a co-host or presenter, save details. */
export async function webinarAction(request: Request, api: ApiClient, user: PublicUser, id: number) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'register') {
    const res = await api.post(`/v1/webinars/${id}/registration`, {});
    return res.ok ? data<WebinarActionData>({ done: res.message }) : refusal(api, user, res);
  }
  if (intent === 'cancel') {
    const res = await api.del(`/v1/webinars/${id}/registration`);
    return res.ok ? data<WebinarActionData>({ done: res.message }) : refusal(api, user, res);
  }
  if (intent === 'addStaff') {
    const res = await api.post(`/v1/webinars/${id}/people`, { mobileNumber: String(form.get('mobileNumber') ?? ''), role: Number(form.get('role')) });
    return res.ok ? data<WebinarActionData>({ done: res.message }) : refusal(api, user, res);
  }
  if (intent === 'removeStaff') {
    const res = await api.del(`/v1/webinars/${id}/people/${positiveId(String(form.get('userId') ?? '')) ?? 0}`);
    return res.ok ? data<WebinarActionData>({ done: res.message }) : refusal(api, user, res);
  }
  if (intent === 'save') {
    const res = await api.put(`/v1/webinars/${id}`, webinarFormBody(form));
    return res.ok ? data<WebinarActionData>({ done: res.message }) : refusal(api, user, res);
  }
  return data<WebinarActionData>({ error: 'Unknown action' }, { status: 400 });
}

/** A practitioner schedules a webinar from the presenter page. */
export async function scheduleAction(request: Request, api: ApiClient, user: PublicUser) {
  const form = await request.formData();
  const res = await api.post('/v1/webinars', webinarFormBody(form));
  if (res.ok) throw redirect(webinarPath(res.entity.id));
  return refusal(api, user, res);
}

const num = (v: FormDataEntryValue | null) => (v === null || String(v).trim() === '' ? NaN : Number(v));
const source = (kind: FormDataEntryValue | null, url: FormDataEntryValue | null) => {
  const u = String(url ?? '').trim();
  return u ? { kind: String(kind ?? 'hls'), url: u } : null;
};

/** The form's fields as the API's body: India date and time become an instant with +05:30. */
export function webinarFormBody(form: FormData): WebinarInput & Record<string, unknown> {
  const date = String(form.get('date') ?? '');
  const time = String(form.get('time') ?? '');
  return {
    title: String(form.get('title') ?? ''),
    description: String(form.get('description') ?? ''),
    speakers: String(form.get('speakers') ?? '')
      .split(/\n|,/)
      .map((s) => s.trim())
      .filter(Boolean),
    startsAt: /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) ? `${date}T${time}:00+05:30` : '',
    durationMinutes: num(form.get('durationMinutes')),
    capacity: num(form.get('capacity')),
    requiredMinutes: num(form.get('requiredMinutes')),
    stream: source(form.get('streamKind'), form.get('streamUrl')),
    recording: source(form.get('recordingKind'), form.get('recordingUrl')),
  } as WebinarInput & Record<string, unknown>;
}
