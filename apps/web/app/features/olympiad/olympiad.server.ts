/**
 * Server side of the olympiad pages (decision 065): the public page and its three boards, the registration modal's
 * steps (a visitor: name and mobile, then the OTP; a logged-in account: the name only), the answer form.
 * Plain form posts: every step works without JavaScript.
 */
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { fullName, mobileNumber } from '@nirog/shared/schemas/fields';
import { LEADERBOARDS, olympiadPagePath, type Leaderboard } from '@nirog/shared/olympiad';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';
import { positiveId } from '../../lib/route-params.ts';


/** The board a path names; the plain /olympiad shows the all-time board. */
export function boardOfPath(pathname: string): Leaderboard {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (LEADERBOARDS as readonly string[]).includes(last) ? (last as Leaderboard) : 'all-time-leaderboard';
}

export async function olympiadPageLoader(api: ApiClient, request: Request) {
  const url = new URL(request.url);
  const board = boardOfPath(url.pathname);
  const editionId = positiveId(url.searchParams.get('edition'));
  const [picked, user, all] = await Promise.all([
    editionId ? api.get(`/pub/v1/olympiads/${editionId}`) : api.get('/pub/v1/olympiadByDate'),
    currentUser(api),
    api.get('/pub/v1/olympiads'),
  ]);
  if (!picked.ok) throw new Response(null, { status: picked.httpStatus === 404 ? 404 : 500 });
  const edition = picked.entity;
  // An ended edition serves no leaderboard (spec section 8): the page says so in the API's words.
  let leaderboard = null;
  let ended: string | null = null;
  if (edition) {
    const res = await api.get(`/pub/v1/olympiads/${edition.id}/leaderboard?board=${board}`);
    if (res.ok) leaderboard = res.entity;
    else if (res.httpStatus === 410) ended = res.error.error;
  }
  return {
    edition,
    board,
    leaderboard,
    ended,
    editions: all.ok ? all.entity.items.map((e) => ({ id: e.id, title: e.title, scheduleText: e.scheduleText, status: e.status })) : [],
    user: user ? { fullName: user.fullName, mobileNumber: user.mobileNumber } : null,
    registerOpen: url.searchParams.get('register') === '1',
    registered: url.searchParams.get('registered') === '1',
  };
}

export interface RegisterActionData {
  step: 'details' | 'otp';
  values: { fullName: string; mobileNumber: string };
  fieldErrors: Record<string, string>;
  formError?: string;
  notice?: string;
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');

/** The registration modal (spec sections 4 and 5). Success closes it: the page goes on (top performers when live). */
export async function registerAction(api: ApiClient, request: Request) {
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const editionId = positiveId(str(form.get('edition')));
  if (!editionId) throw new Response(null, { status: 400 });
  const values = { fullName: str(form.get('fullName')).trim(), mobileNumber: str(form.get('mobileNumber')).trim() };
  const reply = (d: Omit<RegisterActionData, 'values'>, status = 200) => data<RegisterActionData>({ ...d, values }, { status });
  const check = z.object({ fullName, mobileNumber: intent === 'member' ? z.string() : mobileNumber }).safeParse(values);
  if (!check.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of check.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return reply({ step: 'details', fieldErrors }, 400);
  }
  if (intent === 'send') {
    const res = await api.post('/pub/users/sendOtp/register', { mobileNumber: check.data.mobileNumber });
    if (!res.ok) return reply({ step: 'details', fieldErrors: res.error.fields ?? {}, formError: res.error.fields ? undefined : res.error.error }, res.httpStatus);
    return reply({ step: 'otp', fieldErrors: {}, notice: res.message });
  }
  const res =
    intent === 'member'
      ? await api.post(`/v1/olympiads/${editionId}/register`, { fullName: check.data.fullName })
      : await api.post(`/pub/v1/olympiads/${editionId}/register`, { fullName: check.data.fullName, mobileNumber: check.data.mobileNumber, otp: str(form.get('otp')).trim() });
  if (!res.ok) {
    const otpWrong = !!res.error.fields?.otp;
    return reply({ step: intent === 'member' || !otpWrong ? 'details' : 'otp', fieldErrors: res.error.fields ?? {}, formError: res.error.fields ? undefined : res.error.error }, res.httpStatus);
  }
  const next = res.entity.next ?? `/olympiad?edition=${editionId}`;
  // Chemists, chemist distributors and retailers see no success modal (spec section 4).
  throw redirect(res.entity.showSuccess ? `${next}&registered=1` : next);
}

export async function answerAction(api: ApiClient, request: Request, olympiadId: number) {
  const form = await request.formData();
  const questionId = positiveId(str(form.get('questionId')));
  const options = form.getAll('options').map((v) => Number(v)).filter((n) => Number.isInteger(n) && n >= 0);
  const res = await api.post('/v0/olympiad/answer', { olympiadId, questionId: questionId ?? 0, options });
  if (res.ok) throw redirect(`${olympiadPagePath(olympiadId)}?answered=${res.entity.timeTakenSeconds}`);
  // Answered in another tab meanwhile, or the day closed: the page shows where things stand.
  if (res.httpStatus === 409 || res.httpStatus === 422) throw redirect(olympiadPagePath(olympiadId));
  return data({ error: res.error.fields?.options ?? res.error.error }, { status: res.httpStatus });
}
