import { BellOff } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { NOTIFICATION_MODULE_CODES, moduleLabelKey } from '@nirog/shared/notifications';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { NotificationItem } from '../../features/notifications/notification-item.tsx';
import { INBOX_PAGE_SIZE, inboxFiltersOf, inboxHref } from '../../features/notifications/inbox-filters.ts';
import { inboxAction, loadInbox } from '../../features/notifications/notifications.server.ts';
import type { Route } from './+types/inbox';

export const meta: Route.MetaFunction = () => pageMeta(t('notify.inbox.title'));

/** The inbox behind the bell (protected): newest first, by module, unread only; mark read, open, mark all read. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const filters = inboxFiltersOf(new URL(request.url));
  return { filters, page: await loadInbox(context.api, filters) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return inboxAction(context.api, request);
}

export default function Inbox() {
  const { filters, page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().formData?.get('intent') === 'read-all';
  const pages = Math.max(1, Math.ceil(page.total / INBOX_PAGE_SIZE));
  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('notify.inbox.title')}</h1>
          <p className="mt-1 text-[15px] text-muted" data-testid="inbox-unread">
            {page.unread === 0 ? t('notify.inbox.allRead') : t('notify.inbox.unread', { count: page.unread })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {page.unread > 0 && (
            <Form method="post">
              <Button type="submit" name="intent" value="read-all" variant="secondary" size="sm" disabled={busy}>
                {t('notify.inbox.markAll')}
              </Button>
            </Form>
          )}
          <Link to="/notifications/settings" className="inline-flex h-11 items-center text-[15px] font-medium text-brand-700 underline underline-offset-2 sm:h-9">
            {t('notify.settings.link')}
          </Link>
        </div>
      </div>

      <Form method="get" className="mt-5 flex flex-wrap items-end gap-3" aria-label={t('notify.inbox.filter')}>
        <SelectField label={t('notify.inbox.module')} name="module" defaultValue={filters.module ?? ''} className="w-full min-[400px]:w-64">
          <option value="">{t('notify.inbox.allModules')}</option>
          {NOTIFICATION_MODULE_CODES.map((m) => (
            <option key={m} value={m}>
              {t(moduleLabelKey(m))}
            </option>
          ))}
        </SelectField>
        <label className="inline-flex h-11 items-center gap-2 text-[15px]">
          <input type="checkbox" name="unread" value="1" defaultChecked={filters.unread} className="h-5 w-5 accent-brand-700" />
          {t('notify.inbox.unreadOnly')}
        </label>
        <Button type="submit" variant="secondary">
          {t('notify.inbox.apply')}
        </Button>
      </Form>

      {page.items.length === 0 ? (
        <div className="mt-8 rounded-xl border border-line bg-white p-8 text-center">
          <BellOff size={32} className="mx-auto text-muted" aria-hidden />
          <p className="mt-3 text-[15px] text-muted">{filters.module || filters.unread ? t('notify.inbox.noneMatch') : t('notify.inbox.empty')}</p>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {page.items.map((n) => (
            <NotificationItem key={n.id} item={n} />
          ))}
        </ul>
      )}
      <Pagination page={filters.page} pages={pages} hrefFor={(p) => inboxHref(filters, p)} />
      <Toast message={result?.message} tone={result?.ok === false ? 'error' : 'success'} />
    </Container>
  );
}
