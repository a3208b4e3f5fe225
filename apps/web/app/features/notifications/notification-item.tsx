import { Form, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { moduleLabelKey, type NotificationModule } from '@nirog/shared/notifications';
import type { NotificationView } from '@nirog/shared/schemas/notifications';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime } from '../../lib/format.ts';

/** One notification: unread ones stand out; "Open" marks it read and goes to its page; "Mark as read" stays. */
export function NotificationItem({ item }: { item: NotificationView }) {
  const pending = useNavigation().formData;
  const busy = pending?.get('id') === String(item.id);
  const unread = item.readAt === null;
  const titleId = `notification-${item.id}`;
  return (
    <li aria-labelledby={titleId} className={cn('rounded-xl border bg-white p-4', unread ? 'border-brand-300 shadow-sm' : 'border-line')} data-testid="notification">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className={cn('text-base', unread ? 'font-bold text-brand-900' : 'font-medium text-ink')}>
          {unread && <span className="mr-2 inline-block h-2 w-2 rounded-full bg-saffron-700 align-middle" aria-hidden />}
          {item.title}
          {unread && <span className="sr-only"> ({t('notify.inbox.unreadMark')})</span>}
        </h2>
        <p className="text-sm text-muted">
          {t(moduleLabelKey(item.module as NotificationModule))} · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </p>
      </div>
      <p className="mt-1 text-[15px] break-words text-ink">{item.body}</p>
      {(item.link || unread) && (
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          <input type="hidden" name="id" value={item.id} />
          {item.link && (
            <Button type="submit" name="intent" value="open" size="sm" disabled={busy}>
              {t('notify.inbox.open')}
            </Button>
          )}
          {unread && (
            <Button type="submit" name="intent" value="read" variant="secondary" size="sm" disabled={busy}>
              {t('notify.inbox.markRead')}
            </Button>
          )}
        </Form>
      )}
    </li>
  );
}
