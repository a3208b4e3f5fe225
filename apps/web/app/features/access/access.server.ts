/** The per-section access map of the logged-in user (spec section 6), read once per request through the API. */
import { redirect } from 'react-router';
import type { z } from 'zod';
import type { AccessSection } from '@nirog/shared/codes/access';
import type { accessAlert, AccessEntity } from '@nirog/shared/schemas/auth';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';

export type AccessLevelKey = AccessEntity['sections'][AccessSection];
export type AccessAlert = z.output<typeof accessAlert>;
export type AccessMap = Pick<AccessEntity, 'sections' | 'alertPopup'>;

const cache = new WeakMap<ApiClient, Promise<AccessMap | null>>();
export function accessMapOf(api: ApiClient): Promise<AccessMap | null> {
  let p = cache.get(api);
  if (!p) {
    p = currentUser(api).then(async (user) => {
      if (!user) return null;
      const res = await api.get(`/v1/users/user-access/${user.id}`);
      return res.ok ? { sections: res.entity.sections, alertPopup: res.entity.alertPopup } : null;
    });
    cache.set(api, p);
  }
  return p;
}

/** A section with neither read nor write sends the user home (spec section 4). Visitors see public sections. */
export async function requireSectionVisible(api: ApiClient, section: AccessSection) {
  const map = await accessMapOf(api);
  if (map && map.sections[section] === 'none') throw redirect('/');
}
