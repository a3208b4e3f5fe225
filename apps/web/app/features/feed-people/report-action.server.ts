/**
 * `intent=report` of a page showing a post or a comment (ReportForm): checks the form with the API's own body schema
 * (`reportBody`) and sends it; answers what ReportForm shows (the API's thanks, or its refusal beside the form).
 * A page's action: `if (form.get('intent') === 'report') return reportAction(context.api, request, form);`
 */
import { data } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { reportBody } from '@nirog/shared/schemas/feeds';
import type { ApiClient } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { ReportResult } from './report-form.tsx';

export async function reportAction(api: ApiClient, request: Request, form: FormData) {
  await requireUser(api, request);
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : '';
  };
  const targetType = str('targetType') === 'comment' ? 'comment' : 'post';
  const targetId = /^\d{1,10}$/.test(str('targetId')) && Number(str('targetId')) <= 2147483647 ? Number(str('targetId')) : 0;
  const target = `${targetType}:${targetId}`;
  const answer = (r: Omit<ReportResult, 'intent' | 'target'>, status = 200) => data<ReportResult>({ intent: 'report', target, ...r }, { status });
  const checked = reportBody.safeParse({ reason: str('reason') || undefined, note: str('note') });
  if (!checked.success) return answer({ notice: null, error: null, fields: Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])) }, 400);
  if (targetId < 1) return answer({ notice: null, error: t('error.idInvalid'), fields: {} }, 400);
  const res = targetType === 'post' ? await api.post(`/v1/feeds/post/${targetId}/report`, checked.data) : await api.post(`/v1/feeds/comments/${targetId}/report`, checked.data);
  if (!res.ok) return answer({ notice: null, error: res.error.fields ? null : res.error.error, fields: res.error.fields ?? {} }, res.httpStatus);
  return answer({ notice: res.message, error: null, fields: {} });
}
