/** The bell, the inbox and the notification settings (issue 21 part 1, decision 054), through the typed API client. */
import { data, redirect } from 'react-router';
import { NOTIFICATION_CHANNELS, NOTIFICATION_MODULE_CODES, isSitePath } from '@nirog/shared/notifications';
import { INBOX_PAGE_SIZE, inboxFiltersOf, inboxHref, type InboxFilters } from './inbox-filters.ts';
import { pushSubscriptionBody } from '@nirog/shared/schemas/notifications';
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';

/** The bell's number for a signed-in user: one small call per page; null when it cannot be had (no bell number then). */
export async function unreadCount(api: ApiClient, user: PublicUser | null): Promise<number | null> {
  if (!user) return null;
  try {
    const res = await api.get('/v1/notification/unread-count');
    return res.ok ? res.entity.unread : null;
  } catch {
    return null;
  }
}

export async function loadInbox(api: ApiClient, f: InboxFilters) {
  const q = new URLSearchParams({ skip: String((f.page - 1) * INBOX_PAGE_SIZE), limit: String(INBOX_PAGE_SIZE) });
  if (f.module) q.set('module', String(f.module));
  if (f.unread) q.set('unread', '1');
  const res = await api.get(`/v1/notification?${q.toString()}`);
  if (!res.ok) throw data(null, { status: res.httpStatus });
  return res.entity;
}

/** Mark one read, open one (mark read, then go to its page), or mark all read; back to the same list otherwise. */
export async function inboxAction(api: ApiClient, request: Request) {
  const form = await request.formData();
  const intent = form.get('intent');
  const back = inboxHref(inboxFiltersOf(new URL(request.url)));
  if (intent === 'read-all') {
    const res = await api.post('/v1/notification/read-all');
    return res.ok ? { ok: true as const, message: res.message } : { ok: false as const, message: res.error.error };
  }
  const id = String(form.get('id') ?? '');
  if (!/^\d{1,10}$/.test(id) || (intent !== 'read' && intent !== 'open')) throw data(null, { status: 400 });
  const res = await api.post(`/v1/notification/${id}/read`);
  if (!res.ok) return { ok: false as const, message: res.error.error };
  if (intent === 'open') return redirect(res.entity.link && isSitePath(res.entity.link) ? res.entity.link : back);
  return { ok: true as const, message: res.message };
}

export async function loadPreferences(api: ApiClient) {
  const res = await api.get('/v1/notification/preferences');
  if (!res.ok) throw data(null, { status: res.httpStatus });
  return res.entity;
}

/** The settings form: every cell of the matrix is sent (an unticked box is absent, so it is off). */
export async function preferencesAction(api: ApiClient, request: Request) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'push-subscribe') {
    const parsed = pushSubscriptionBody.safeParse(JSON.parse(String(form.get('subscription') ?? 'null')));
    if (!parsed.success) return { ok: false as const, message: parsed.error.issues[0]?.message ?? '' };
    const res = await api.post('/v1/notification/push-subscriptions', parsed.data);
    return res.ok ? { ok: true as const, message: res.message } : { ok: false as const, message: res.error.error };
  }
  if (intent === 'push-unsubscribe') {
    const res = await api.del(`/v1/notification/push-subscriptions?endpoint=${encodeURIComponent(String(form.get('endpoint') ?? ''))}`);
    return res.ok ? { ok: true as const, message: res.message } : { ok: false as const, message: res.error.error };
  }
  const preferences = NOTIFICATION_MODULE_CODES.flatMap((module) => NOTIFICATION_CHANNELS.map((channel) => ({ module, channel, enabled: form.get(`${module}.${channel}`) === 'on' })));
  const res = await api.put('/v1/notification/preferences', { preferences });
  return res.ok ? { ok: true as const, message: res.message } : { ok: false as const, message: res.error.error };
}

export async function pushPublicKey(api: ApiClient): Promise<string | null> {
  const res = await api.get('/pub/v1/notification/push-key');
  return res.ok ? res.entity.publicKey : null;
}
