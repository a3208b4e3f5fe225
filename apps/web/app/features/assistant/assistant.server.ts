/**
 * Server side of /ai-assistant and /bot (issue 26, decision 071): the page shows the answer named by `?answer=` (the
 * asker's own, or a shared one), the quota, the history (logged in) and the feedback options; the action asks (then
 * redirects to the answer, so a reload does not ask again), rates, or shares through the links module.
 */
import { data, redirect } from 'react-router';
import { shareLinkPath } from '@nirog/shared/share-link-rules';
import type { AnswerView } from '@nirog/shared/schemas/assistant';
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';
import { positiveId } from '../../lib/route-params.ts';

export interface AssistantActionData {
  error?: string;
  fieldError?: string;
  sharedLink?: string;
  rated?: boolean;
}


export async function assistantLoader(api: ApiClient, request: Request, user: PublicUser | null) {
  const url = new URL(request.url);
  const answerId = positiveId(url.searchParams.get('answer'));
  const [quota, history, own] = await Promise.all([
    api.get('/pub/v1/assistant/quota'),
    user ? api.get('/v1/assistant/questions') : null,
    answerId ? api.get(`/pub/v1/assistant/questions/${answerId}`) : null,
  ]);
  let answer: AnswerView | null = own?.ok ? own.entity : null;
  let mine = !!answer;
  if (answerId && !answer) {
    const shared = await api.get(`/pub/v1/assistant/answers/${answerId}`);
    answer = shared.ok ? shared.entity : null;
    mine = false;
  }
  return {
    quota: quota.ok ? quota.entity : null,
    history: history?.ok ? history.entity.items : [],
    answer,
    mine,
    signedIn: !!user,
  };
}

export async function assistantAction(api: ApiClient, request: Request, page: string) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'ask');
  if (intent === 'ask') {
    const res = await api.post('/pub/v1/assistant/ask', { question: String(form.get('question') ?? '') });
    if (res.ok) throw redirect(`${page}?answer=${res.entity.id}`);
    return data<AssistantActionData>({ error: res.error.fields ? undefined : res.error.error, fieldError: res.error.fields?.question }, { status: res.httpStatus });
  }
  const id = positiveId(String(form.get('id') ?? ''));
  if (!id) return data<AssistantActionData>({ error: 'not found' }, { status: 404 });
  if (intent === 'feedback') {
    const reaction = Number(form.get('reaction')) === 1 ? 1 : 0;
    const options = form.getAll('options').map(Number).filter((n) => Number.isInteger(n) && n > 0);
    const otherText = String(form.get('otherText') ?? '');
    const res = await api.post(`/pub/v1/assistant/questions/${id}/feedback`, { reaction, options, otherText });
    if (res.ok) return { rated: true } satisfies AssistantActionData;
    return data<AssistantActionData>({ error: res.error.error, fieldError: res.error.fields?.otherText ?? res.error.fields?.options }, { status: res.httpStatus });
  }
  if (intent === 'share') {
    const shared = await api.post(`/v1/assistant/questions/${id}/share`, {});
    if (!shared.ok) return data<AssistantActionData>({ error: shared.error.error }, { status: shared.httpStatus });
    const title = String(form.get('title') ?? '').slice(0, 120) || 'Vaidya assistant';
    const link = await api.post('/v1/share-links', { parameters: { entityType: 'answer', entityId: id }, title, description: '' });
    return { sharedLink: link.ok ? shareLinkPath(link.entity.code) : `/bot?answer=${id}` } satisfies AssistantActionData;
  }
  return data<AssistantActionData>({ error: 'unknown' }, { status: 400 });
}
