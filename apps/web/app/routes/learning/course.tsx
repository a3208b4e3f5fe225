import { CheckCircle2, PlayCircle } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { requireSectionVisible } from '../../features/access/access.server.ts';
import { useReadOnlyGuard } from '../../features/access/use-section-access.tsx';
import { minutesOf, PriceBadge } from '../../features/learning/course-card.tsx';
import { enrolAction, idParam, loadLearningGate } from '../../features/learning/learning.server.ts';
import { GatewayForm } from '../../features/orders/gateway-form.tsx';
import { ShareButton } from '../../features/share/share-button.tsx';
import { formatDate, formatRupees } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/course';
import { LazyVerifyModal, preloadVerifyModal } from '../../features/verification/lazy-verify-modal.tsx';

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.course.title ?? t('learning.meta.title'), data?.course.summary);

/** A course (protected): its topics and videos, the caller's progress; enrol (free) or buy (paid, through the gateway). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  await requireSectionVisible(context.api, 'Learning');
  const res = await context.api.get(`/v1/learning/courses/${idParam(params.courseId)}`);
  if (!res.ok) throw new Response(null, { status: res.httpStatus === 403 ? 403 : res.httpStatus === 404 ? 404 : 500 });
  if (res.entity.categoryId !== idParam(params.categoryId)) throw new Response(null, { status: 404 });
  const toast = new URL(request.url).searchParams.get('toast');
  const paid = (['paymentReceived', 'paymentFailed', 'paymentReview'] as const).find((k) => k === toast) ?? null;
  return { course: res.entity, gate: await loadLearningGate(context.api, user), paid };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  await request.formData();
  const courseId = idParam(params.courseId);
  return enrolAction(context.api, user, courseId, `/learning/${idParam(params.categoryId)}/${courseId}`);
}

export default function CoursePage() {
  const { course, gate, paid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const busy = useNavigation().state !== 'idle';
  const { guard, popup } = useReadOnlyGuard('Learning');
  const refused = result && 'verify' in result ? result.verify : undefined;
  const [verifyOpen, setVerifyOpen] = useState(!!refused);
  useEffect(() => setVerifyOpen(!!refused), [refused]);
  useEffect(() => void (gate && preloadVerifyModal()), [gate]);
  if (result && 'checkout' in result && result.checkout) return <GatewayForm checkout={result.checkout} nonce={nonce} />;
  const e = course.enrolment;
  const onSubmit = (event: FormEvent) => {
    if (gate) {
      event.preventDefault();
      setVerifyOpen(true);
      return;
    }
    guard(event);
  };
  const verification = gate ?? refused;
  const error = result && 'error' in result && !refused ? result.error : null;
  return (
    <Container className="max-w-4xl py-8 sm:py-12">
      {popup}
      <nav aria-label={t('layout.breadcrumb')} className="flex flex-wrap gap-2 text-sm text-muted">
        <Link to="/learning" className="hover:underline">
          {t('learning.course.back')}
        </Link>
        <span aria-hidden>/</span>
        <Link to={course.categoryPath} className="hover:underline">
          {course.categoryTitle}
        </Link>
      </nav>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="m-0 text-2xl font-bold text-brand-900">{course.title}</h1>
        <PriceBadge pricePaise={course.pricePaise} />
      </div>
      <p className="mt-2 text-[15px] text-ink">{course.description}</p>
      {paid && (
        <Alert tone={paid === 'paymentFailed' ? 'error' : 'success'} className="mt-4">
          {t(`learning.toast.${paid}`)}
        </Alert>
      )}
      <Card className="mt-6">
        {e.state === 'completed' && e.completedAt && (
          <p className="mb-3 flex items-center gap-2 font-semibold text-brand-800" role="status">
            <CheckCircle2 size={20} aria-hidden /> {t('learning.course.completed', { date: formatDate(e.completedAt) })}
          </p>
        )}
        {e.state !== 'none' && e.state !== 'awaiting_payment' && <p className="text-sm text-muted">{t('learning.card.progress', { watched: e.watchedVideos, total: e.totalVideos })}</p>}
        {e.state === 'awaiting_payment' && <p className="text-sm text-ink">{t('learning.course.awaiting')}</p>}
        {e.paidOrderId && (
          <p className="mt-2 text-sm">
            <a href={`/api/v1/orders/${e.paidOrderId}/invoice`} className="font-semibold text-brand-700 underline underline-offset-2" download>
              {t('learning.course.invoice')}
            </a>
          </p>
        )}
        {error && (
          <Alert tone="error" className="mt-3">
            {error}
          </Alert>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3 first:mt-0">
          {(e.state === 'active' || e.state === 'completed') && e.nextPath ? (
            <ButtonLink to={e.nextPath}>{e.state === 'completed' ? t('learning.course.watchAgain') : e.watchedVideos > 0 ? t('learning.course.continue') : t('learning.course.start')}</ButtonLink>
          ) : (
            <Form method="post" onSubmit={onSubmit}>
              <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
                {course.pricePaise === 0 ? t('learning.course.enrolFree') : e.state === 'awaiting_payment' ? t('learning.course.payNow', { price: formatRupees(course.pricePaise) }) : t('learning.course.buy', { price: formatRupees(course.pricePaise) })}
              </button>
            </Form>
          )}
          <ShareButton url={course.path} entity={{ type: 'lms_course', id: course.id }} label={t('learning.course.share')} />
        </div>
      </Card>
      <section aria-labelledby="topics" className="mt-8">
        <h2 id="topics" className="text-xl font-bold text-brand-900">
          {t('learning.course.topics')}
        </h2>
        {e.state === 'none' && <p className="mt-1 text-sm text-muted">{t('learning.course.lockedHint')}</p>}
        <ol className="mt-4 space-y-4">
          {course.topics.map((topic) => (
            <li key={topic.id}>
              <Card aria-labelledby={`topic-${topic.id}`}>
                <h3 id={`topic-${topic.id}`} className="text-lg font-semibold text-brand-900">
                  {topic.position}. {topic.title}
                </h3>
                <p className="mt-1 text-sm text-ink">{topic.description}</p>
                <ul className="mt-3 space-y-2">
                  {topic.videos.map((v) => {
                    const open = e.state === 'active' || e.state === 'completed';
                    const label = (
                      <>
                        {v.watched ? <CheckCircle2 size={18} aria-hidden className="text-brand-700" /> : <PlayCircle size={18} aria-hidden />}
                        <span>{v.title}</span>
                        <span className="text-muted">· {t('learning.card.minutes', { minutes: minutesOf(v.durationSeconds) })}</span>
                        {v.watched ? <span className="text-brand-700">· {t('learning.course.watched')}</span> : v.watchedPercent > 0 ? <span className="text-muted">· {t('learning.course.watchedPercent', { percent: v.watchedPercent })}</span> : null}
                      </>
                    );
                    return (
                      <li key={v.id} className="flex flex-wrap items-center gap-2 text-sm">
                        {open ? (
                          <Link to={v.path} className="inline-flex min-h-11 flex-wrap items-center gap-2 text-brand-800 hover:underline">
                            {label}
                          </Link>
                        ) : (
                          <span className="inline-flex min-h-11 flex-wrap items-center gap-2 text-ink">{label}</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </Card>
            </li>
          ))}
        </ol>
      </section>
      {verification && verifyOpen && (
        <LazyVerifyModal verification={verification} open onOpenChange={setVerifyOpen} />
      )}
    </Container>
  );
}
