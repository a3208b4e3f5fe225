/**
 * Who is looking at a feed page: the user (or a visitor), whether their Feed access lets them act (write; read gets
 * the alert popup, spec section 6), and their verification when it asks for documents (0, 2, 4: the verify modal
 * opens on post, like and comment instead).
 */
import { roleAllows } from '@nirog/shared/codes/operator-roles';
import { needsDocuments } from '@nirog/shared/verification-rules';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';
import { accessMapOf } from '../access/access.server.ts';
import { loadVerification } from '../verification/verification-status.server.ts';

export type FeedViewer = Awaited<ReturnType<typeof feedViewer>>;

export async function feedViewer(api: ApiClient) {
  const user = await currentUser(api);
  if (!user) return { user: null, canWrite: false, readOnly: false, verification: null, moderator: false };
  const [map, v] = await Promise.all([accessMapOf(api), loadVerification(api, user)]);
  const level = map?.sections.Feed ?? 'write';
  const verification = v && needsDocuments(v.userType, v.status) ? v : null;
  return {
    user: { id: user.id, fullName: user.fullName, userType: user.userType },
    canWrite: level === 'write',
    readOnly: level === 'read',
    verification,
    /** An operator with the moderator role: features posts from a post's page (the API checks the role). */
    moderator: roleAllows(user.operatorRoles, 'moderator'),
  };
}
