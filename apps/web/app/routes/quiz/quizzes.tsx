import { Form, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { QUIZ_SORTS } from '@nirog/shared/quiz';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { QuizCard } from '../../features/quiz/quiz-card.tsx';
import { currentUser } from '../../lib/session.server.ts';
import type { Route } from './+types/quizzes';

export const meta: Route.MetaFunction = () => pageMeta(t('quiz.meta.listTitle'), t('quiz.meta.listDescription'));

/** Public (spec section 2): the quizzes, searched (at most 20 results, spec section 9) and sorted. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 80);
  const sortParam = url.searchParams.get('sortType');
  const sortType = (QUIZ_SORTS as readonly string[]).includes(sortParam ?? '') ? sortParam! : 'newest';
  const query = new URLSearchParams({ offset: '0', limit: '50', sortType });
  if (search) query.set('search', search);
  const [res, user] = await Promise.all([context.api.get(`/pub/v1/quizzes?${query}`), currentUser(context.api)]);
  if (!res.ok) throw new Response(null, { status: 500 });
  return { quizzes: res.entity.items, total: res.entity.total, search, sortType, signedIn: !!user };
}

export default function QuizzesPage() {
  const { quizzes, total, search, sortType, signedIn } = useLoaderData<typeof loader>();
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('quiz.list.heading')}</h1>
      <p className="mt-2 max-w-2xl text-[15px] text-muted">{t('quiz.list.intro')}</p>
      {!signedIn && <p className="mt-2 text-sm text-muted">{t('quiz.list.loginHint')}</p>}
      <Form method="get" role="search" className="mt-6 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <TextField label={t('quiz.list.searchLabel')} name="search" type="search" defaultValue={search} maxLength={80} />
        <SelectField label={t('quiz.list.sortLabel')} name="sortType" defaultValue={sortType}>
          {QUIZ_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`quiz.sort.${s}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit">{t('quiz.list.searchButton')}</Button>
      </Form>
      <p className="mt-4 text-sm text-muted">{total === 1 ? t('quiz.list.countOne') : t('quiz.list.count', { count: total })}</p>
      {quizzes.length === 0 ? (
        <p className="mt-6 text-[15px]">{t('quiz.list.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {quizzes.map((q) => (
            <li key={q.id}>
              <QuizCard quiz={q} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
