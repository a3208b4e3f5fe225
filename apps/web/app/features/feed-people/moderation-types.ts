import type { ReportReason } from '@nirog/shared/schemas/feeds';

/** One reported post or comment in the moderation queue: the API's reports on it, gathered (moderation.server.ts). */
export interface ModerationItem {
  kind: 'post' | 'comment';
  /** The post's or the comment's id. */
  id: number;
  feedId: number;
  preview: string;
  authorId: number;
  authorName: string;
  authorBlocked: boolean;
  hidden: boolean;
  /** Posts only; null when not known (a hidden post). */
  featured: boolean | null;
  /** Reports still waiting for a decision. */
  openReportIds: number[];
  reportCount: number;
  lastReportedAt: string;
  reasons: Array<{ reason: ReportReason; count: number }>;
  reporters: Array<{ id: number; name: string; note: string }>;
}

/** The queue's filter (the API's `status`): waiting for a decision, decided, or all. */
export const MODERATION_FILTERS = ['open', 'closed', 'all'] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];
