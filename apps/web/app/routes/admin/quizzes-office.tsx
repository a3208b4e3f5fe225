import { Plus } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/quizzes-office';

export const meta: Route.MetaFunction = () => [...pageMeta(t('quizAuthor.nav.quizzes')), { name: 'robots', content: 'noindex' }];

/** Every quiz, published or not (decision 066): role editor; others get the 404 page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  return { quizzes: (await officeGet(context.api, '/v1/admin/quizzes')).items };
}

export default function OfficeQuizzes() {
  const { quizzes } = useLoaderData<typeof loader>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('quizAuthor.nav.quizzes')} intro={t('quizAuthor.quizzes.intro')}>
        <ButtonLink to="/admin/quizzes/new">
          <Plus size={16} aria-hidden /> {t('quizAuthor.quizzes.new')}
        </ButtonLink>
      </OfficeHeader>
      {quizzes.length ? (
        <div className="mt-4 overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('quizAuthor.nav.quizzes')}</caption>
            <thead className="bg-canvas text-muted">
              <tr>
                <th scope="col" className="p-2">{t('quizAuthor.col.title')}</th>
                <th scope="col" className="p-2">{t('quizAuthor.col.selection')}</th>
                <th scope="col" className="hidden p-2 sm:table-cell">{t('quizAuthor.col.difficulty')}</th>
                <th scope="col" className="hidden p-2 sm:table-cell">{t('quizAuthor.col.attempts')}</th>
                <th scope="col" className="p-2">{t('quizAuthor.col.status')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {quizzes.map((q) => (
                <tr key={q.id}>
                  <td className="p-2">
                    <Link to={`/admin/quizzes/${q.id}`} className="font-medium text-brand-800 hover:underline">
                      {q.title}
                    </Link>
                    <span className="block text-xs text-muted">
                      #{q.id} · {q.topic}
                    </span>
                  </td>
                  <td className="p-2">{t(q.selection === 'fixed' ? 'quizAuthor.quizzes.fixed' : 'quizAuthor.quizzes.random', { count: q.questionCount })}</td>
                  <td className="hidden p-2 sm:table-cell">{t(`quizAuthor.difficulty.${q.difficulty as 1 | 2 | 3}`)}</td>
                  <td className="hidden p-2 sm:table-cell">{q.attempts}</td>
                  <td className="p-2">{q.published ? t('quizAuthor.quizzes.published') : t('quizAuthor.quizzes.draft')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-6 text-muted">{t('quizAuthor.quizzes.empty')}</p>
      )}
    </Container>
  );
}
