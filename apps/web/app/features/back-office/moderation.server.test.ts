import { describe, expect, it } from 'vitest';
import type { ReportItem } from '@nirog/shared/schemas/feeds';
import { gather } from './moderation.server.ts';

const author = { id: 7, name: 'Dr Kavya Rao', title: null, specialization: null, city: null, pictureUrl: null, verified: true };
const report = (over: Partial<ReportItem>): ReportItem => ({
  id: 1,
  target: 'post',
  postId: 10,
  commentId: null,
  excerpt: 'A cure in 7 days',
  author,
  authorBlocked: false,
  reason: 'misinformation',
  note: '',
  reporter: { id: 2, name: 'Dr Anil' },
  openReports: 1,
  targetHidden: false,
  status: 'open',
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-27T01:00:00.000Z',
  ...over,
});

describe('the moderation queue gathers reports by what they report (decision 062)', () => {
  it('one card per post or comment, reasons counted, open reports kept for the decision, queue order kept', () => {
    const items = gather([
      report({ id: 1 }),
      report({ id: 2, target: 'comment', commentId: 5, excerpt: 'rude reply', reason: 'abuse' }),
      report({ id: 3, reason: 'misinformation', reporter: { id: 3, name: 'Dr Meera' }, note: 'sells a kit', createdAt: '2026-11-27T02:00:00.000Z' }),
      report({ id: 4, reason: 'spam', status: 'dismissed' }),
    ]);
    expect(items.map((i) => `${i.kind}:${i.id}`)).toEqual(['post:10', 'comment:5']);
    const post = items[0]!;
    expect(post.reportCount).toBe(3);
    expect(post.openReportIds).toEqual([1, 3]);
    expect(post.reasons).toEqual([
      { reason: 'misinformation', count: 2 },
      { reason: 'spam', count: 1 },
    ]);
    expect(post.reporters.map((r) => r.note)).toEqual(['', 'sells a kit', '']);
    expect(post.lastReportedAt).toBe('2026-11-27T02:00:00.000Z');
    expect(items[1]!.feedId).toBe(10);
  });
});
