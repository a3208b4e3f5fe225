import { Form, useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ModerationCard } from '../../features/back-office/moderation-card.tsx';
import { moderationAction, moderationLoader } from '../../features/back-office/moderation.server.ts';
import { MODERATION_FILTERS } from '../../features/feed-people/moderation-types.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import type { Route } from './+types/moderation';

export const meta: Route.MetaFunction = () => [...pageMeta(t('feedPeople.mod.title')), { name: 'robots', content: 'noindex' }];

/** The feed's reports queue (decision 062): moderators only (the API answers 403 to others: the 404 page). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return moderationLoader(context.api, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return moderationAction(context.api, request);
}

export default function OfficeModeration() {
  const { items, page, pages, status } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('feedPeople.mod.title')} intro={t('feedPeople.mod.lead')}>
        <Form method="get" className="flex items-end gap-2">
          <SelectField label={t('feedPeople.mod.status')} name="status" defaultValue={status}>
            {MODERATION_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`feedPeople.mod.status.${s}`)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary">
            {t('feedPeople.mod.filter')}
          </Button>
        </Form>
      </OfficeHeader>
      {items.length === 0 ? (
        <p className="mt-6 text-muted">{t('feedPeople.mod.none')}</p>
      ) : (
        <ul className="mt-4 list-none space-y-3 p-0" aria-label={t('feedPeople.mod.title')}>
          {items.map((item) => (
            <ModerationCard key={`${item.kind}:${item.id}`} item={item} result={result} />
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} hrefFor={(p) => `/admin/moderation?status=${status}&page=${p}`} />
    </Container>
  );
}
