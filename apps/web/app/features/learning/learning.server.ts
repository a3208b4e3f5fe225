/**
 * Server side of the learning pages (decision 068): enrol in a free course (then start watching) or open the
 * gateway's checkout for a paid one's order (type 6); the API's refusals come back to show (the verify modal for a
 * practitioner whose verification is pending, the read-only text otherwise).
 */
import { data, redirect } from 'react-router';
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';
import { startOnlinePayment } from '../orders/checkout.server.ts';
import { loadVerification } from '../verification/verification-status.server.ts';
import { shouldShowVerifyModal } from '../verification/verify-modal.tsx';

export type LearningGate = { status: number; reason: string | null; userType: number };
export interface EnrolActionData {
  error?: string;
  verify?: LearningGate;
}

/** The user's verification when it keeps them from enrolling (statuses 0, 2, 4); null otherwise. */
export async function loadLearningGate(api: ApiClient, user: PublicUser | null): Promise<LearningGate | null> {
  if (!user || user.userType === 1) return null;
  const v = await loadVerification(api, user);
  return shouldShowVerifyModal(v) ? { status: v.status, reason: v.reason, userType: v.userType } : null;
}

/** Ids in the learning paths: digits only, within an integer column. */
export const idParam = (raw: string | undefined) => {
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) throw new Response(null, { status: 404 });
  return id;
};

export async function enrolAction(api: ApiClient, user: PublicUser, courseId: number, coursePath: string) {
  const res = await api.post(`/v1/learning/courses/${courseId}/enrolments`, {});
  if (res.ok) {
    if (res.entity.orderId) return startOnlinePayment(api, res.entity.orderId, undefined, coursePath);
    throw redirect(res.entity.enrolment.nextPath ?? coursePath);
  }
  if (res.httpStatus === 403) {
    const gate = await loadLearningGate(api, user);
    if (gate) return data<EnrolActionData>({ error: res.error.error, verify: gate }, { status: 403 });
  }
  return data<EnrolActionData>({ error: res.error.error }, { status: res.httpStatus });
}
