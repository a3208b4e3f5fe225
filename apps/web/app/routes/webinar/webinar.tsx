import { useEffect, useState, type FormEvent } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { presenterPath, webinarLivePath, WEBINAR_CAN } from '@nirog/shared/webinar';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { useReadOnlyGuard } from '../../features/access/use-section-access.tsx';
import { ShareButton } from '../../features/share/share-button.tsx';
import { StreamPlayer } from '../../features/webinar/stream-player.tsx';
import { PhaseBadge, webinarWhen } from '../../features/webinar/webinar-card.tsx';
import { WebinarForm } from '../../features/webinar/webinar-form.tsx';
import { WebinarTeamCard } from '../../features/webinar/webinar-team-card.tsx';
import { AttendanceReportCard } from '../../features/webinar/attendance-report.tsx';
import { loadWebinarGate, webinarAction } from '../../features/webinar/webinar.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/webinar';
import { idOr404 } from '../../lib/route-params.ts';
import { LazyVerifyModal, preloadVerifyModal } from '../../features/verification/lazy-verify-modal.tsx';

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.webinar.title ?? t('webinar.meta.listTitle'), data?.webinar.description);

/** A webinar's page (protected, spec section 2): details, registration, the live page, the recording; the host's tools. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const id = idOr404(params.webinarId);
  const res = await context.api.get(`/v1/webinars/${id}`);
  if (!res.ok) throw new Response(null, { status: res.httpStatus === 403 ? 403 : res.httpStatus === 404 ? 404 : 500 });
  const manages = res.entity.myRole === 1;
  const report = manages && res.entity.phase !== 'upcoming' ? await context.api.get(`/v1/webinars/${id}/attendance`) : null;
  return { webinar: res.entity, report: report?.ok ? report.entity : null, gate: await loadWebinarGate(context.api, user) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  return webinarAction(request, context.api, user, idOr404(params.webinarId));
}

export default function WebinarPage() {
  const { webinar: w, report, gate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { guard, popup } = useReadOnlyGuard('Webinar');
  const refused = result?.verify;
  const [verifyOpen, setVerifyOpen] = useState(!!refused);
  useEffect(() => setVerifyOpen(!!refused), [refused]);
  useEffect(() => void (gate && preloadVerifyModal()), [gate]);
  const onRegister = (event: FormEvent) => {
    if (gate) {
      event.preventDefault();
      setVerifyOpen(true);
      return;
    }
    guard(event);
  };
  const verification = gate ?? refused;
  const staffRole = w.myRole !== null && w.myRole < 4;
  return (
    <Container className="max-w-4xl py-8 sm:py-12">
      {popup}
      <nav aria-label={t('layout.breadcrumb')} className="text-sm text-muted">
        <Link to="/webinar" className="hover:underline">
          {t('webinar.page.back')}
        </Link>
      </nav>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="m-0 text-2xl font-bold text-brand-900">{w.title}</h1>
        <PhaseBadge phase={w.phase} />
      </div>
      <p className="mt-2 text-[15px] text-muted">{w.description}</p>
      {result?.done && (
        <Alert tone="success" className="mt-4">
          {result.done}
        </Alert>
      )}
      {result?.error && !result.verify && !result.fields && (
        <Alert tone="error" className="mt-4">
          {result.error}
        </Alert>
      )}
      {w.recording && (
        <section aria-labelledby="recording-title" className="mt-6">
          <h2 id="recording-title" className="text-lg font-semibold text-brand-900">
            {t('webinar.page.recording')}
          </h2>
          <div className="mt-2">
            <StreamPlayer playback={w.recording} title={w.title} />
          </div>
        </section>
      )}
      <Card className="mt-6">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t('webinar.page.when')}</dt>
            <dd className="font-semibold text-ink">{webinarWhen(w.startsAt)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('webinar.page.speakers')}</dt>
            <dd className="font-semibold text-ink">{w.speakers.join(', ')}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('webinar.page.seats')}</dt>
            <dd className="font-semibold text-ink">{t('webinar.card.seats', { left: w.seatsLeft, capacity: w.capacity })}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('webinar.page.team')}</dt>
            <dd className="text-ink">{w.staff.map((s) => `${s.name} (${t(`webinar.role.${s.role}`)})`).join(', ')}</dd>
          </div>
          {w.myMinutes !== null && (
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted">{t('webinar.page.attended')}</dt>
              <dd className="font-semibold text-ink">{t(w.qualifies ? 'webinar.page.attendedEnough' : 'webinar.page.attendedShort', { minutes: w.myMinutes, required: w.requiredMinutes })}</dd>
            </div>
          )}
        </dl>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {w.myRole === 4 && w.phase === 'live' && <ButtonLink to={webinarLivePath(w.id)}>{t('webinar.page.joinLive')}</ButtonLink>}
          {staffRole && w.phase !== 'past' && <ButtonLink to={presenterPath(w.id)}>{t('webinar.page.presenterView')}</ButtonLink>}
          {w.myRole === null && w.phase !== 'past' && (
            <Form method="post" onSubmit={onRegister}>
              <input type="hidden" name="intent" value="register" />
              <Button type="submit" disabled={busy || w.seatsLeft === 0}>
                {w.seatsLeft === 0 ? t('webinar.page.full') : t('webinar.page.register')}
              </Button>
            </Form>
          )}
          {w.myRole === 4 && w.phase !== 'past' && (
            <>
              <span className="text-sm font-semibold text-brand-800">{t('webinar.page.registered')}</span>
              <Form method="post" onSubmit={guard}>
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                  {t('webinar.page.cancel')}
                </Button>
              </Form>
            </>
          )}
          <ShareButton url={w.path} entity={{ type: 'webinar', id: w.id }} label={t('webinar.share.title')} />
        </div>
      </Card>

      {WEBINAR_CAN.manage(w.myRole) && (
        <>
          <WebinarTeamCard staff={w.staff} busy={busy} mobileError={result?.fields?.mobileNumber} />
          {report && <AttendanceReportCard report={report} />}
          <Card className="mt-6">
            <h2 className="text-lg font-semibold text-brand-900">{t('webinar.host.edit')}</h2>
            <Form method="post" className="mt-3">
              <WebinarForm values={w} fields={result?.fields} busy={busy} submitLabel={t('webinar.host.save')} intent="save" />
            </Form>
          </Card>
        </>
      )}
      {verification && verifyOpen && (
        <LazyVerifyModal verification={verification} open onOpenChange={setVerifyOpen} />
      )}
    </Container>
  );
}
