/**
 * Server side of the feed's people pages (decision 062): /followers, /followings (mine and anyone's), /likes/{feedId},
 * /connect-peers for practitioners and /category. Loaders return only what the pages show; the Follow/Unfollow form
 * of every list posts to its own page's action, which calls `followAction` and comes back to the same address.
 */
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import type { personRow, suggestion } from '@nirog/shared/schemas/feeds';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser, requireUser } from '../../lib/session.server.ts';
import { loginRedirectUrl } from '../../route-access.ts';
import { PEOPLE_PAGE, pageOf, type PersonView } from './people-types.ts';
import { idOr404 } from '../../lib/route-params.ts';

const notFound = () => data(null, { status: 404 });

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PEOPLE_PAGE));
const paging = (page: number) => `skip=${(page - 1) * PEOPLE_PAGE}&limit=${PEOPLE_PAGE}`;
const personOf = (p: z.output<typeof personRow>, meId: number): PersonView => ({ ...p, isMe: p.id === meId });

/** The API's refusal as the page's answer: a missing (or hidden, or not-for-you) resource is the 404 page. */
function refused(res: { httpStatus: number; error: { error: string } }): never {
  if (res.httpStatus === 404 || res.httpStatus === 403) throw notFound();
  throw new Response(res.error.error, { status: res.httpStatus });
}

export async function peopleLoader(api: ApiClient, request: Request, userIdParam: string | undefined) {
  const me = await requireUser(api, request);
  const url = new URL(request.url);
  const kind = url.pathname.startsWith('/followings') ? ('followings' as const) : ('followers' as const);
  const userId = userIdParam === undefined ? me.id : idOr404(userIdParam);
  const page = pageOf(url);
  const [res, card] = await Promise.all([
    userIdParam === undefined ? api.get(`/v1/feeds/me/${kind}?${paging(page)}`) : api.get(`/pub/v1/feeds/users/${userId}/${kind}?${paging(page)}`),
    userIdParam === undefined ? null : api.get(`/pub/v1/feeds/users/${userId}`),
  ]);
  if (!res.ok) refused(res);
  if (card && !card.ok) refused(card);
  const owner = card?.ok && !card.entity.me.self ? { id: card.entity.id, name: card.entity.name } : null;
  const name = owner?.name ?? me.fullName;
  const title = owner
    ? t(kind === 'followers' ? 'feedPeople.followers.of' : 'feedPeople.followings.of', { name })
    : t(kind === 'followers' ? 'feedPeople.followers.mine' : 'feedPeople.followings.mine');
  return {
    title,
    description: t(kind === 'followers' ? 'feedPeople.followers.meta' : 'feedPeople.followings.meta', { name }),
    kind,
    userId: userIdParam === undefined ? null : userId,
    owner,
    people: res.entity.items.map((p) => personOf(p, me.id)),
    total: res.entity.total,
    page,
    pages: pagesOf(res.entity.total),
    basePath: url.pathname,
  };
}

export async function likesLoader(api: ApiClient, request: Request, feedIdParam: string | undefined) {
  const feedId = idOr404(feedIdParam);
  const url = new URL(request.url);
  const me = await currentUser(api);
  const page = pageOf(url);
  // With a session the member's call (it knows practitioners-only posts and whom I follow); else the public one.
  const res = me ? await api.get(`/v1/feeds/post/${feedId}/likes?${paging(page)}`) : await api.get(`/pub/v1/feeds/post/${feedId}/likes?${paging(page)}`);
  if (!res.ok) refused(res);
  return {
    feedId,
    people: res.entity.items.map((p) => personOf(p, me?.id ?? 0)),
    total: res.entity.total,
    page,
    pages: pagesOf(res.entity.total),
    signedIn: !!me,
    loginTo: loginRedirectUrl(url),
  };
}

/** /connect-peers: suggestions (or people found by name, city, specialization or qualification) for a logged-in practitioner; null for visitors and patients. */
export async function peersLoader(api: ApiClient, request: Request) {
  const me = await currentUser(api);
  if (!me || me.userType === 1) return null;
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 60);
  if (query) {
    const q = encodeURIComponent(query);
    // Members by name, city, specialization or qualification, each with whether I follow them already.
    const found = await api.get(`/v1/feeds/people?search=${q}&limit=20`);
    const people = found.ok ? found.entity.items.map((p) => personOf(p, me.id)) : [];
    return { query, people, reasons: {} as Record<number, string | null> };
  }
  const res = await api.get('/v1/feeds/suggestions?limit=20');
  const items = res.ok ? res.entity.items : [];
  return {
    query,
    people: items.map((s) => personOf(s, me.id)),
    reasons: Object.fromEntries(items.map((s) => [s.id, reasonOf(s)])) as Record<number, string | null>,
  };
}

/** Why a peer is suggested, in the reader's words (every reason that holds). */
function reasonOf(s: z.output<typeof suggestion>): string | null {
  const parts = s.reasons.map((r) =>
    r === 'city' && s.city
      ? t('feedPeople.peers.reason.city', { city: s.city })
      : r === 'specialization' && s.specialization
        ? t('feedPeople.peers.reason.specialization', { specialization: s.specialization })
        : r === 'mutual'
          ? t('feedPeople.peers.reason.mutual', { count: s.mutualCount })
          : null,
  );
  return parts.filter(Boolean).join(' · ') || null;
}

export async function topicsLoader(api: ApiClient) {
  const res = await api.get('/pub/v1/feeds/tags?limit=200');
  return { topics: res.ok ? res.entity.items : [] };
}

/** Follow or Unfollow from any people list; back to the same page (so a reload does not post again). */
export async function followAction(api: ApiClient, request: Request) {
  await requireUser(api, request);
  const form = await request.formData();
  const intent = form.get('intent');
  const raw = form.get('userId');
  const userId = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if ((intent !== 'follow' && intent !== 'unfollow') || userId < 1 || userId > 2147483647) return data({ error: t('error.idInvalid') }, { status: 400 });
  const res = intent === 'follow' ? await api.post(`/v1/feeds/users/${userId}/follow`) : await api.del(`/v1/feeds/users/${userId}/follow`);
  if (!res.ok) return data({ error: res.error.error }, { status: res.httpStatus });
  const url = new URL(request.url);
  throw redirect(`${url.pathname}${url.search}`);
}
