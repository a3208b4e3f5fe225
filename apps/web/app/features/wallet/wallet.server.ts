import type { ApiClient } from '../../lib/api-client.ts';

export async function walletSummary(api: ApiClient, { skip = 0, limit = 10 }: { skip?: number; limit?: number } = {}) {
  return api.get(`/v1/nirogmoney?skip=${skip}&limit=${limit}`);
}

/** The welcome reward's amount for the sign-up modal: only when a welcome credit exists; never fails the page. */
export async function welcomeRewardOf(api: ApiClient): Promise<number | null> {
  try {
    const res = await walletSummary(api, { limit: 100 });
    if (!res.ok) return null;
    return res.entity.history.items.find((i) => i.kind === 'welcome')?.amountPaise ?? null;
  } catch {
    return null;
  }
}
