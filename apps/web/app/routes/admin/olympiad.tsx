import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { istMoment } from '@nirog/shared/olympiad';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { editionLoader, scheduleAction } from '../../features/back-office/olympiad-office.server.ts';
import type { Route } from './+types/olympiad';

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data?.edition.title ?? t('olympiad.office.title')), { name: 'robots', content: 'noindex' }];

/** One edition's days and questions (decision 065). A released day's questions are fixed (the API refuses changes). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return editionLoader(context.api, params.id);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return scheduleAction(context.api, request, params.id);
}

export default function OfficeOlympiad() {
  const { edition } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorsFor = (intent: string, target: number) => (result && result.intent === intent && result.target === target ? result : null);
  const dayResult = errorsFor('day', edition.id);
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={edition.title} intro={`${edition.scheduleText} · ${t('olympiad.page.participants')}: ${edition.participants}`}>
        <Link to="/admin/olympiads" className="text-sm font-semibold text-brand-800 underline">
          {t('olympiad.office.back')}
        </Link>
      </OfficeHeader>
      {result?.intent === 'remove' && result.formError && <Alert tone="error" className="mt-3">{result.formError}</Alert>}
      {edition.days.length === 0 && <p className="mt-4 text-muted">{t('olympiad.office.noDays')}</p>}
      {edition.days.map((d) => {
        const qResult = errorsFor('question', d.id);
        return (
          <Card key={d.id} className="mt-4">
            <h2 className="m-0 text-lg font-semibold text-ink">{t('olympiad.page.dayLine', { day: d.dayNumber, opens: istMoment(d.opensAt), closes: istMoment(d.closesAt) })}</h2>
            <ol className="mt-3 space-y-3 pl-5">
              {d.questions.map((q) => (
                <li key={q.id}>
                  <p className="m-0 font-semibold text-ink">{q.prompt}</p>
                  <p className="m-0 text-sm text-muted">{q.options.map((o, i) => (q.correct.includes(i) ? `✓ ${o}` : o)).join(' · ')}</p>
                  <p className="m-0 text-sm text-muted">{q.explanation}</p>
                  {d.status === 'upcoming' && (
                    <Form method="post" className="mt-1">
                      <input type="hidden" name="questionId" value={q.id} />
                      <Button type="submit" name="intent" value="remove" variant="ghost" size="sm">
                        {t('olympiad.office.remove')}
                      </Button>
                    </Form>
                  )}
                </li>
              ))}
            </ol>
            {d.status === 'upcoming' && (
              <Form method="post" className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-2" noValidate>
                <h3 className="m-0 text-base font-semibold sm:col-span-2">{t('olympiad.office.addQuestion')}</h3>
                <input type="hidden" name="dayId" value={d.id} />
                {qResult?.formError && <Alert tone="error" className="sm:col-span-2">{qResult.formError}</Alert>}
                <TextAreaField label={t('olympiad.office.prompt')} name="prompt" defaultValue={qResult?.values.prompt} error={qResult?.fieldErrors.prompt} className="sm:col-span-2" />
                {[0, 1, 2, 3].map((i) => (
                  <div key={i}>
                    <TextField label={t('olympiad.office.optionN', { n: i + 1 })} name={`option${i}`} error={i === 0 ? qResult?.fieldErrors.options : undefined} />
                    <label className="mt-1 flex items-center gap-2 text-sm">
                      <input type="checkbox" name="correct" value={i} /> {t('olympiad.office.correctN', { n: i + 1 })}
                    </label>
                  </div>
                ))}
                <TextAreaField label={t('olympiad.office.explanation')} name="explanation" defaultValue={qResult?.values.explanation} error={qResult?.fieldErrors.explanation ?? qResult?.fieldErrors.correct} className="sm:col-span-2" />
                <TextField label={t('olympiad.office.reference')} name="reference" defaultValue={qResult?.values.reference} className="sm:col-span-2" />
                <div className="sm:col-span-2">
                  <Button type="submit" name="intent" value="question">
                    {t('olympiad.office.addQuestion')}
                  </Button>
                </div>
              </Form>
            )}
          </Card>
        );
      })}
      {edition.status !== 'ended' && (
        <Card className="mt-6">
          <h2 className="m-0 text-lg font-semibold text-ink">{t('olympiad.office.addDay')}</h2>
          <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-3" noValidate>
            {dayResult?.formError && <Alert tone="error" className="sm:col-span-3">{dayResult.formError}</Alert>}
            <TextField label={t('olympiad.office.dayDate')} name="date" type="date" defaultValue={dayResult?.values.date} error={dayResult?.fieldErrors.date} />
            <TextField label={t('olympiad.office.opensAt')} name="opensAt" type="time" defaultValue={dayResult?.values.opensAt ?? '09:00'} error={dayResult?.fieldErrors.opensAt} />
            <TextField label={t('olympiad.office.closesAt')} name="closesAt" type="time" defaultValue={dayResult?.values.closesAt ?? '21:00'} error={dayResult?.fieldErrors.closesAt} />
            <div className="sm:col-span-3">
              <Button type="submit" name="intent" value="day">
                {t('olympiad.office.addDay')}
              </Button>
            </div>
          </Form>
        </Card>
      )}
    </Container>
  );
}
