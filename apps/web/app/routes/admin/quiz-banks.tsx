import { Form, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { BANK_STATUSES, type BankStatus } from '@nirog/shared/quiz-author';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { TextField } from '../../components/ui/field.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { authorToast, banksAction } from '../../features/quiz-author/author.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/quiz-banks';

export const meta: Route.MetaFunction = () => [...pageMeta(t('quizAuthor.nav.banks')), { name: 'robots', content: 'noindex' }];

/** Question banks (decision 066): role editor (others get the 404 page), filtered by status, with a form to add one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const raw = url.searchParams.get('status') as BankStatus | null;
  const status: BankStatus = raw && BANK_STATUSES.includes(raw) ? raw : 'active';
  const list = await officeGet(context.api, `/v1/admin/quiz-banks?status=${status}`);
  return { banks: list.items, status, toast: authorToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  return banksAction(request, context.api);
}

export default function QuizBanks() {
  const { banks, status, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { key } = useLocation();
  const chip = (active: boolean) => cn('inline-flex h-10 items-center rounded-full border px-4 text-sm', active ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white hover:bg-brand-50');
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('quizAuthor.nav.banks')} intro={t('quizAuthor.banks.intro')} />
      <Toast key={key} message={toast} />
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={t('quizAuthor.nav.banks')}>
          <nav aria-label={t('quizAuthor.col.status')} className="flex flex-wrap gap-2">
            {BANK_STATUSES.map((s) => (
              <Link key={s} to={s === 'active' ? '/admin/quiz-banks' : `/admin/quiz-banks?status=${s}`} className={chip(status === s)} aria-current={status === s ? 'page' : undefined}>
                {t(`quizAuthor.status.${s}`)}
              </Link>
            ))}
          </nav>
          {banks.length ? (
            <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
              {banks.map((b) => (
                <li key={b.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2.5">
                  <div className="min-w-0">
                    <Link to={`/admin/quiz-banks/${b.id}`} className="font-medium text-brand-800 hover:underline">
                      {b.title}
                    </Link>
                    {b.description && <p className="truncate text-sm text-muted">{b.description}</p>}
                  </div>
                  <p className="text-sm text-muted">
                    {t('quizAuthor.banks.questions', { count: b.questionCount })}
                    {b.archived ? ` · ${t('quizAuthor.status.archived')}` : ''} · {formatDateTime(b.updatedAt)}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted">{t('quizAuthor.banks.empty')}</p>
          )}
        </section>
        <Card className="h-fit p-4">
          <h2 className="font-semibold text-brand-900">{t('quizAuthor.banks.new')}</h2>
          {result?.formError && !Object.keys(result.fieldErrors).length ? (
            <Alert tone="error" className="mt-3">
              {result.formError}
            </Alert>
          ) : null}
          <Form method="post" className="mt-3 space-y-3">
            <TextField label={t('quizAuthor.field.bankTitle')} name="title" required maxLength={120} defaultValue={typeof result?.values.title === 'string' ? result.values.title : ''} error={result?.fieldErrors.title} />
            <TextField label={t('quizAuthor.field.bankDescription')} name="description" maxLength={1000} defaultValue={typeof result?.values.description === 'string' ? result.values.description : ''} error={result?.fieldErrors.description} />
            <Button type="submit">{t('quizAuthor.banks.create')}</Button>
          </Form>
        </Card>
      </div>
    </Container>
  );
}
