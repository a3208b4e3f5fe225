/** The inbox's filters and page in its address (`/notifications?module=11&unread=1&page=2`): read by loader and page alike. */
import { NOTIFICATION_MODULE_CODES, type NotificationModule } from '@nirog/shared/notifications';

export const INBOX_PAGE_SIZE = 20;

export interface InboxFilters {
  module: NotificationModule | null;
  unread: boolean;
  page: number;
}

export function inboxFiltersOf(url: URL): InboxFilters {
  const m = Number(url.searchParams.get('module'));
  const page = Number(url.searchParams.get('page'));
  return {
    module: (NOTIFICATION_MODULE_CODES as number[]).includes(m) ? (m as NotificationModule) : null,
    unread: url.searchParams.get('unread') === '1',
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

export function inboxHref(f: InboxFilters, page = f.page): string {
  const q = new URLSearchParams();
  if (f.module) q.set('module', String(f.module));
  if (f.unread) q.set('unread', '1');
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return `/notifications${s ? `?${s}` : ''}`;
}

