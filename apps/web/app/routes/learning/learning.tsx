import { Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { LEARNING_PATH, categoryPath } from '@nirog/shared/learning';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { requireSectionVisible } from '../../features/access/access.server.ts';
import { CourseCard } from '../../features/learning/course-card.tsx';
import { ShareButton } from '../../features/share/share-button.tsx';
import { currentUser } from '../../lib/session.server.ts';
import type { Route } from './+types/learning';

export const meta: Route.MetaFunction = () => pageMeta(t('learning.meta.title'), t('learning.meta.description'));

/** Public (spec section 2): the library's categories and courses, ?category= for one; "My courses" when signed in. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireSectionVisible(context.api, 'Learning');
  const raw = new URL(request.url).searchParams.get('category') ?? '';
  const category = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const [cats, courses, user] = await Promise.all([
    context.api.get('/pub/v1/learning/categories'),
    context.api.get(`/pub/v1/learning/courses?category=${category ?? ''}`),
    currentUser(context.api),
  ]);
  if (!cats.ok || !courses.ok) throw new Response(null, { status: 500 });
  const mine = user ? await context.api.get('/v1/learning/enrolments') : null;
  const chosen = category ? (cats.entity.items.find((c) => c.id === category) ?? null) : null;
  if (category && !chosen) throw new Response(null, { status: 404 });
  return { categories: cats.entity.items, courses: courses.entity.items, chosen, mine: mine?.ok ? mine.entity.items : [], signedIn: !!user };
}

export default function LearningPage() {
  const { categories, courses, chosen, mine, signedIn } = useLoaderData<typeof loader>();
  const progress = new Map(mine.map((m) => [m.course.id, m.enrolment]));
  const chip = (active: boolean) => `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-brand-800 hover:bg-brand-50'}`;
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{chosen ? chosen.title : t('learning.list.heading')}</h1>
      <p className="mt-2 max-w-2xl text-[15px] text-muted">{chosen ? chosen.description : t('learning.list.intro')}</p>
      {!signedIn && <p className="mt-2 text-sm text-muted">{t('learning.list.loginHint')}</p>}
      <nav aria-label={t('learning.list.categories')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to={LEARNING_PATH} className={chip(!chosen)} aria-current={!chosen ? 'page' : undefined}>
              {t('learning.list.all')}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={categoryPath(c.id)} className={chip(chosen?.id === c.id)} aria-current={chosen?.id === c.id ? 'page' : undefined}>
                {c.title} ({c.courseCount})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {chosen && (
        <div className="mt-4">
          <ShareButton url={chosen.path} entity={{ type: 'lms_category', id: chosen.id }} label={t('learning.list.shareCategory')} />
        </div>
      )}
      {!chosen && mine.length > 0 && (
        <section aria-labelledby="my-courses" className="mt-8">
          <h2 id="my-courses" className="text-xl font-bold text-brand-900">
            {t('learning.list.mine')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {mine.map((m) => (
              <li key={m.course.id}>
                <CourseCard course={m.course} enrolment={m.enrolment} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {courses.length === 0 ? (
        <p className="mt-6 text-[15px]">{t('learning.list.empty')}</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={chosen?.title ?? t('learning.list.heading')}>
          {courses.map((c) => (
            <li key={c.id}>
              <CourseCard course={c} enrolment={progress.get(c.id)} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
