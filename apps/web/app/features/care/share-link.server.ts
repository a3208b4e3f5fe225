/**
 * Short share links for the web (spec section 7 "share link create and fetch"; /dl/{shortCode} in section 2).
 * The page's Share button posts what it shows (entityType, entityId, and the page's title, description and image);
 * the server asks the API for the code with the signed-in variant when the browser holds a session (the API takes
 * the sharer from the session), else with the anonymous one (limited per IP). The API finds the page itself.
 */
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';

/** What the Share button reads back: the short link, absolute, or why there is none. */
export type ShareLinkReply = { url: string } | { error: string };

const reply = (body: ShareLinkReply, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

/** The create body from the button's form; the API checks every field (and reports what is wrong). */
function bodyOf(form: FormData) {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const id = text('entityId') ?? '';
  const description = text('description');
  const imageUrl = text('imageUrl');
  return {
    parameters: { entityType: text('entityType') ?? '', entityId: /^\d{1,10}$/.test(id) ? Number(id) : id },
    title: text('title') ?? '',
    ...(description ? { description } : {}),
    ...(imageUrl ? { imageUrl } : {}),
  };
}

export async function createShareLink(api: ApiClient, request: Request): Promise<Response> {
  const form = await request.formData();
  const body = bodyOf(form);
  // A reading page's Share form posted without JavaScript (decision 046): back to the page, with the link to copy.
  const back = form.get('back');
  const plain = !(request.headers.get('accept') ?? '').includes('application/json') && typeof back === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(back) && !back.startsWith('//');
  let res = api.hasSession() ? await api.post('/v1/share-links', body) : null;
  // No session, or one that has expired or been revoked: share anonymously.
  if (!res || (!res.ok && res.httpStatus === 401)) res = await api.post('/pub/v1/share-links', body);
  if (plain) return redirect(res.ok ? `${back}?shared=${res.entity.code}` : back, { status: 303 });
  if (!res.ok) return reply({ error: res.error.error }, res.httpStatus >= 400 && res.httpStatus < 600 ? res.httpStatus : 502);
  // Without a configured public address the API answers with a path; the link then uses this request's origin.
  return reply({ url: new URL(res.entity.url, request.url).toString() });
}

/** A shared post's card, for a reader without a session: what it is, and the login that leads on to it. */
export interface SharedPostCard {
  title: string;
  description: string | null;
  /** The post's first photo or its PDF's first page (decision 064), absolute (og:image); null for none. */
  imageUrl: string | null;
  loginTo: string;
}

/**
 * /dl/{shortCode}: a redirect (302) to the page the code stands for, as the API finds it now; an unknown code, or
 * one whose page is no longer shown, is the site's 404 page. A feed post needs a session (spec section 2): a reader
 * without one gets the post's card (the API made it from the post, so a practitioners-only post shows nothing of
 * itself) and a login that goes on to the post.
 */
export async function openShareLink(api: ApiClient, shortCode: string, request: Request): Promise<SharedPostCard> {
  const res = await api.get(`/pub/v1/share-links/${encodeURIComponent(shortCode)}`);
  if (!res.ok) {
    if (res.httpStatus === 404 || res.httpStatus === 400) throw data(null, { status: 404 });
    throw new Response('The link could not be opened', { status: 502 });
  }
  const link = res.entity;
  if (link.parameters.entityType === 'feed' && !api.hasSession()) {
    // The feed is the practitioners' (either login page takes any account).
    // A link preview needs an absolute picture address; without a configured public address the API gives a path.
    const imageUrl = link.imageUrl ? new URL(link.imageUrl, request.url).toString() : null;
    return { title: link.title, description: link.description, imageUrl, loginTo: `/login-practitioner?redirectTo=${encodeURIComponent(link.path)}` };
  }
  throw redirect(link.path, { status: 302, headers: { 'cache-control': 'no-store' } });
}
