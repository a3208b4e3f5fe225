/** /dealPage and /upcomingDealPage: trade deals for logged-in practitioners and trade buyers. */
import type { ApiClient } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Deal } from '@nirog/shared/schemas/catalog';

export async function loadDeals(api: ApiClient, request: Request, when: 'live' | 'upcoming') {
  const user = await requireUser(api, request);
  // Individuals buy at retail prices: trade deals are not theirs (the API refuses them); the page explains.
  if (user.userType === 1) return { individual: true, deals: [] as Deal[] };
  const res = await api.get(`/v1/deals?when=${when}`);
  if (!res.ok) throw new Response('Deals could not be loaded', { status: 502 });
  return { individual: false, deals: res.entity.items };
}
