/**
 * Server side of /admin/moderation (decision 062). The API checks the moderator role on every call (403 becomes the
 * 404 page, as in the rest of the back office), audits each action and tells the author; the page gathers the
 * queue's reports by what they report and passes the moderator's forms on.
 */
import { data } from 'react-router';
import type { z } from 'zod';
import type { reportItem } from '@nirog/shared/schemas/feeds';
import type { ApiClient } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { pageOf } from '../feed-people/people-types.ts';
import { MODERATION_FILTERS, type ModerationFilter as Filter, type ModerationItem } from '../feed-people/moderation-types.ts';
import { officeGet } from './office.server.ts';
import type { ModerationResult } from './moderation-card.tsx';

/** Reports per page (several may concern one post). */
const REPORTS_PAGE = 50;

export async function moderationLoader(api: ApiClient, request: Request) {
  const me = await requireUser(api, request);
  const url = new URL(request.url);
  const raw = url.searchParams.get('status');
  const status: Filter = (MODERATION_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as Filter) : 'open';
  const page = pageOf(url);
  const list = await officeGet(api, `/v1/admin/feeds/reports?status=${status}&skip=${(page - 1) * REPORTS_PAGE}&limit=${REPORTS_PAGE}`);
  const items = gather(list.items);
  // Whether each visible reported post is featured: one call for all of them (a hidden post is not listed: unknown).
  const postIds = [...new Set(items.filter((i) => i.kind === 'post' && !i.hidden).map((i) => i.id))];
  if (postIds.length) {
    const posts = await api.get(`/v1/feeds/${me.id}?postIds=${postIds.join(',')}&limit=100`);
    const featured = new Map(posts.ok ? posts.entity.items.map((p) => [p.id, p.featured]) : []);
    for (const i of items) if (i.kind === 'post') i.featured = featured.get(i.id) ?? null;
  }
  return { items, page, pages: Math.max(1, Math.ceil(list.total / REPORTS_PAGE)), status };
}

/** The reports of one page gathered by what they report, in the queue's order (its first report's place). */
export function gather(reports: Array<z.output<typeof reportItem>>): ModerationItem[] {
  const byTarget = new Map<string, ModerationItem>();
  for (const r of reports) {
    const id = r.target === 'comment' ? (r.commentId ?? 0) : r.postId;
    const key = `${r.target}:${id}`;
    let item = byTarget.get(key);
    if (!item) {
      item = {
        kind: r.target,
        id,
        feedId: r.postId,
        preview: r.excerpt,
        authorId: r.author.id,
        authorName: r.author.name,
        authorBlocked: r.authorBlocked,
        hidden: r.targetHidden,
        featured: null,
        openReportIds: [],
        reportCount: 0,
        lastReportedAt: r.createdAt,
        reasons: [],
        reporters: [],
      };
      byTarget.set(key, item);
    }
    item.reportCount += 1;
    if (r.status === 'open') item.openReportIds.push(r.id);
    if (r.createdAt > item.lastReportedAt) item.lastReportedAt = r.createdAt;
    const reason = item.reasons.find((x) => x.reason === r.reason);
    if (reason) reason.count += 1;
    else item.reasons.push({ reason: r.reason, count: 1 });
    item.reporters.push({ id: r.reporter.id, name: r.reporter.name, note: r.note });
  }
  return [...byTarget.values()];
}

const INTENTS = ['hide', 'restore', 'dismiss', 'feature', 'unfeature', 'block', 'unblock'] as const;
type Intent = (typeof INTENTS)[number];
const idIn = (v: string) => (/^\d{1,10}$/.test(v) && Number(v) <= 2147483647 ? Number(v) : 0);

export async function moderationAction(api: ApiClient, request: Request) {
  await requireUser(api, request);
  const form = await request.formData();
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v.trim() : '';
  };
  const kind = str('kind') === 'comment' ? 'comment' : 'post';
  const id = idIn(str('id'));
  const key = `${kind}:${id}`;
  const intent = str('intent') as Intent;
  const reportIds = str('reportIds').split(',').map(idIn).filter((n) => n > 0);
  const answer = (r: Omit<ModerationResult, 'key'>, status = 200) => data<ModerationResult>({ key, ...r }, { status });
  if (!INTENTS.includes(intent) || id < 1) return answer({ notice: null, error: null, fields: {} }, 400);
  const note = str('note');
  let res;
  switch (intent) {
    case 'hide':
      // Through its open report when there is one (that closes the reports on it too), else directly.
      res = reportIds[0]
        ? await api.post(`/v1/admin/feeds/reports/${reportIds[0]}/hide`, { note })
        : kind === 'post'
          ? await api.post(`/v1/admin/feeds/posts/${id}/hide`, { note })
          : await api.post(`/v1/admin/feeds/comments/${id}/hide`, { note });
      break;
    case 'restore':
      res = kind === 'post' ? await api.post(`/v1/admin/feeds/posts/${id}/restore`, {}) : await api.post(`/v1/admin/feeds/comments/${id}/restore`, {});
      break;
    case 'dismiss':
      for (const r of reportIds) {
        res = await api.post(`/v1/admin/feeds/reports/${r}/dismiss`, {});
        if (!res.ok) break;
      }
      break;
    case 'feature':
    case 'unfeature':
      res = await api.post(`/v1/admin/feeds/posts/${id}/feature`, { featured: intent === 'feature' });
      break;
    case 'block':
    case 'unblock':
      res = await api.post(`/v1/admin/feeds/authors/${idIn(str('authorId'))}/block`, { blocked: intent === 'block', note });
      break;
  }
  if (!res) return answer({ notice: null, error: null, fields: {} }, 400);
  if (!res.ok) return answer({ notice: null, error: res.error.fields ? null : res.error.error, fields: res.error.fields ?? {} }, res.httpStatus);
  return answer({ notice: res.message, error: null, fields: {} });
}
