import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { createEditionAction, editionsLoader } from '../../features/back-office/olympiad-office.server.ts';
import type { Route } from './+types/olympiads';

export const meta: Route.MetaFunction = () => [...pageMeta(t('olympiad.office.title')), { name: 'robots', content: 'noindex' }];

/** The olympiad schedule (decision 065): editors only (the API answers 403 to others: the 404 page). */
export async function loader({ context }: Route.LoaderArgs) {
  return editionsLoader(context.api);
}

export async function action({ context, request }: Route.ActionArgs) {
  return createEditionAction(context.api, request);
}

export default function OfficeOlympiads() {
  const { editions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.fieldErrors ?? {};
  const v = result?.values ?? {};
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('olympiad.office.title')} intro={t('olympiad.office.lead')} />
      <ul className="mt-4 list-none space-y-2 p-0">
        {editions.map((e) => (
          <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-line bg-white px-4 py-3">
            <span>
              <span className="font-semibold text-ink">{e.title}</span> <span className="text-sm text-muted">· {e.scheduleText} · {e.days.length} · {e.participants}</span>
            </span>
            <Link to={`/admin/olympiads/${e.id}`} className="text-sm font-semibold text-brand-800 underline">
              {t('olympiad.office.manage')}
            </Link>
          </li>
        ))}
      </ul>
      <Card className="mt-6">
        <h2 className="m-0 text-lg font-semibold text-ink">{t('olympiad.office.new')}</h2>
        <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
          {result?.formError && <Alert tone="error" className="sm:col-span-2">{result.formError}</Alert>}
          <TextField label={t('olympiad.office.titleField')} name="title" defaultValue={v.title} error={errors.title} className="sm:col-span-2" />
          <TextAreaField label={t('olympiad.office.description')} name="description" defaultValue={v.description} error={errors.description} className="sm:col-span-2" />
          <TextField label={t('olympiad.office.startDate')} name="startDate" type="date" defaultValue={v.startDate} error={errors.startDate} />
          <TextField label={t('olympiad.office.startTime')} name="startTime" type="time" defaultValue={v.startTime ?? '09:00'} error={errors.startTime} />
          <TextField label={t('olympiad.office.endDate')} name="endDate" type="date" defaultValue={v.endDate} error={errors.endDate} />
          <TextField label={t('olympiad.office.endTime')} name="endTime" type="time" defaultValue={v.endTime ?? '21:00'} error={errors.endTime} />
          <div className="sm:col-span-2">
            <Button type="submit">{t('olympiad.office.create')}</Button>
          </div>
        </Form>
      </Card>
    </Container>
  );
}
