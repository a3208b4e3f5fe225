/** Loaders and the registration action of the event pages (issue 20 part 3, decision 050). */
import { data, redirect } from 'react-router';
import type { EventSeries } from '@nirog/shared/schemas/events';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';
import { entityOr404 } from '../catalog/catalog-loaders.server.ts';

/** Upcoming and past events (of a series), and the signed-in user's registrations. */
export async function loadEventLists(api: ApiClient, series?: EventSeries) {
  const [lists, user] = await Promise.all([api.get(series ? `/pub/v1/events?series=${series}` : '/pub/v1/events'), currentUser(api)]);
  return { lists: entityOr404(lists), mine: user ? await loadMine(api) : null };
}

/** The signed-in user's registrations (null when there is no session). */
export async function loadMine(api: ApiClient) {
  const res = await api.get('/v1/events/registrations');
  return res.ok ? res.entity.items : null;
}

export async function loadEvent(api: ApiClient, slug: string) {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw data(null, { status: 404 });
  return entityOr404(await api.get(`/pub/v1/events/${slug}`));
}

export type EventActionResult = { tone: 'success' | 'error'; message: string };

/**
 * Register, or cancel (form field `intent=cancel`). A visitor is sent to log in and brought back to the event's page; works
 * without JavaScript (the page reloads with the outcome).
 */
export async function eventAction(api: ApiClient, request: Request, slug: string): Promise<EventActionResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  const back = new URL(request.url).pathname;
  if (!(await currentUser(api))) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
  const res = intent === 'cancel' ? await api.del(`/v1/events/${slug}/registrations`) : await api.post(`/v1/events/${slug}/registrations`);
  if (!res.ok && res.httpStatus === 401) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
  return res.ok ? { tone: 'success', message: res.message } : { tone: 'error', message: res.error.error };
}
