/**
 * Server side of the quiz pages: start (or resume) an attempt, answer a question, submit. Plain form posts; each
 * answers with a redirect to the next page or with the API's refusal to show (the verify modal for a practitioner
 * whose verification is pending, the read-only text otherwise).
 */
import { data, redirect } from 'react-router';
import { attemptPath, resultPath } from '@nirog/shared/schemas/quiz';
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';
import { loadVerification } from '../verification/verification-status.server.ts';
import { shouldShowVerifyModal } from '../verification/verify-modal.tsx';
import { positiveId } from '../../lib/route-params.ts';

export type QuizGate = { status: number; reason: string | null; userType: number };
export interface QuizActionData {
  error?: string;
  fieldError?: string;
  verify?: QuizGate;
}

/** The user's verification when it keeps them from attempting quizzes (statuses 0, 2, 4); null otherwise. */
export async function loadQuizGate(api: ApiClient, user: PublicUser | null): Promise<QuizGate | null> {
  if (!user || user.userType === 1) return null;
  const v = await loadVerification(api, user);
  return shouldShowVerifyModal(v) ? { status: v.status, reason: v.reason, userType: v.userType } : null;
}


export async function startAction(request: Request, api: ApiClient, user: PublicUser, quizId: number) {
  await request.formData();
  const res = await api.post(`/v1/quizzes/${quizId}/attempts`, {});
  if (res.ok) throw redirect(attemptPath(res.entity.id));
  if (res.httpStatus === 403) {
    const gate = await loadQuizGate(api, user);
    if (gate) return data<QuizActionData>({ error: res.error.error, verify: gate }, { status: 403 });
  }
  return data<QuizActionData>({ error: res.error.error }, { status: res.httpStatus });
}

export async function attemptAction(request: Request, api: ApiClient, attemptId: number) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const q = positiveId(String(form.get('q') ?? '')) ?? 1;
  if (intent === 'submit') {
    const res = await api.post(`/v1/quiz-attempts/${attemptId}/submitResult`, {});
    if (res.ok || res.httpStatus === 422) throw redirect(resultPath(attemptId));
    return data<QuizActionData>({ error: res.error.error }, { status: res.httpStatus });
  }
  const questionId = positiveId(String(form.get('questionId') ?? ''));
  const options = form.getAll('options').map((v) => Number(v)).filter((n) => Number.isInteger(n) && n >= 0);
  const res = await api.post(`/v1/quiz-attempts/${attemptId}/submitAnswer`, { questionId: questionId ?? 0, options });
  if (res.ok) {
    const next = intent === 'save' ? q : Math.min(q + 1, res.entity.total);
    throw redirect(`${attemptPath(attemptId)}&q=${next}`);
  }
  // Time ran out: the server has finished the attempt.
  if (res.httpStatus === 422) throw redirect(resultPath(attemptId));
  return data<QuizActionData>({ error: res.error.fields ? undefined : res.error.error, fieldError: res.error.fields?.options ?? res.error.fields?.questionId }, { status: res.httpStatus });
}
