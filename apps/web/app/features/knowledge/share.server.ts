/**
 * The Share button of a glossary entry (issue 20 part 7) as a plain form: the page's action asks the share-link API
 * for the entry's short link (signed in when the browser has a session, else anonymously, as doctor pages do) and the
 * page shows it to copy. Works without JavaScript, which reading pages do not load (decision 052).
 */
import type { GlossaryTerm } from '@nirog/shared/schemas/knowledge';
import type { ApiClient } from '../../lib/api-client.ts';

export type ShareResult = { shareUrl: string } | { shareError: string };

export async function shareGlossaryTerm(api: ApiClient, request: Request, term: GlossaryTerm): Promise<ShareResult> {
  const body = { parameters: { entityType: 'glossary', entityId: term.id }, title: `${term.name} (${term.devanagari})`.slice(0, 120), description: term.summary.slice(0, 300) };
  let res = api.hasSession() ? await api.post('/v1/share-links', body) : null;
  if (!res || (!res.ok && res.httpStatus === 401)) res = await api.post('/pub/v1/share-links', body);
  if (!res.ok) return { shareError: res.error.error };
  return { shareUrl: new URL(res.entity.url, request.url).toString() };
}
