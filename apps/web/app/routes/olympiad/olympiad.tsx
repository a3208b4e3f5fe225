import { useEffect, useState } from 'react';
import { Link, useActionData, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { OLYMPIAD_RULES, istMoment, olympiadPagePath, olympiadResultPath, type OlympiadStatus } from '@nirog/shared/olympiad';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { BoardTabs, LeaderboardTable } from '../../features/olympiad/leaderboard-table.tsx';
import { olympiadPageLoader, registerAction } from '../../features/olympiad/olympiad.server.ts';
import { RegisterModal } from '../../features/olympiad/register-modal.tsx';
import type { Route } from './+types/olympiad';

export const meta: Route.MetaFunction = () => pageMeta(t('olympiad.meta.title'), t('olympiad.meta.description'));

const STATUS_LABELS: Record<OlympiadStatus, MessageKey> = { upcoming: 'olympiad.page.status.upcoming', live: 'olympiad.page.status.live', ended: 'olympiad.page.status.ended' };

/** Public (spec section 2): /olympiad and its boards; `?edition=` picks an edition, else the one running or next. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return olympiadPageLoader(context.api, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return registerAction(context.api, request);
}

export default function OlympiadPage() {
  const { edition, board, leaderboard, ended, editions, user, registerOpen, registered } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(registerOpen || !!state);
  // Each navigation (the three boards share this component, so it stays mounted) sets the modals from the URL again:
  // a registration that went on to the top performers closes the modal.
  useEffect(() => setOpen(registerOpen || !!state), [registerOpen, state, location.key]);
  const [success, setSuccess] = useState(registered);
  useEffect(() => setSuccess(registered), [registered, location.key]);
  const live = edition?.status === 'live';
  // Live boards: asked again every few seconds while the page is in view and no modal is open.
  useEffect(() => {
    if (!live || open || success) return;
    const id = window.setInterval(() => document.visibilityState === 'visible' && revalidator.state === 'idle' && void revalidator.revalidate(), OLYMPIAD_RULES.pollSeconds * 1000);
    return () => window.clearInterval(id);
  }, [live, open, success, revalidator]);
  const withoutParams = (...names: string[]) => {
    const params = new URLSearchParams(location.search);
    for (const n of names) params.delete(n);
    return `${location.pathname}${params.size ? `?${params}` : ''}`;
  };
  const close = (next: boolean) => {
    setOpen(next);
    if (!next && registerOpen) navigate(withoutParams('register'), { replace: true, preventScrollReset: true });
  };
  const registerHref = `${withoutParams('register', 'registered')}${withoutParams('register', 'registered').includes('?') ? '&' : '?'}register=1${edition && !location.search.includes('edition=') ? `&edition=${edition.id}` : ''}`;
  const me = edition?.me?.participantId ?? null;
  return (
    <Container className="max-w-4xl py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('olympiad.page.heading')}</h1>
      {!edition ? (
        <p className="mt-4 text-[15px] text-muted">{t('olympiad.page.none')}</p>
      ) : (
        <>
          <Card className="mt-5">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="m-0 text-xl font-semibold text-ink">{edition.title}</h2>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${live ? 'bg-brand-700 text-white' : 'bg-canvas text-muted'}`}>{t(STATUS_LABELS[edition.status])}</span>
            </div>
            <p className="mt-2 text-[15px] text-muted">{edition.description}</p>
            <dl className="mt-4 grid gap-3 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-muted">{t('olympiad.page.schedule')}</dt>
                <dd className="font-semibold text-ink">{edition.scheduleText}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t('olympiad.page.days')}</dt>
                <dd className="font-semibold text-ink">{edition.days.length}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t('olympiad.page.participants')}</dt>
                <dd className="font-semibold text-ink">{edition.participants}</dd>
              </div>
            </dl>
            <ul className="mt-3 list-none space-y-1 p-0 text-sm text-muted">
              {edition.days.map((d) => (
                <li key={d.id}>{t('olympiad.page.dayLine', { day: d.dayNumber, opens: istMoment(d.opensAt), closes: istMoment(d.closesAt) })}</li>
              ))}
            </ul>
            <div className="mt-5 flex flex-wrap items-center gap-3">
              {edition.status !== 'ended' && !edition.me?.registered && (
                <ButtonLink to={registerHref} preventScrollReset onClick={(e) => (e.preventDefault(), setOpen(true))}>
                  {t('olympiad.page.register')}
                </ButtonLink>
              )}
              {edition.me?.registered && edition.status !== 'ended' && <p className="m-0 text-sm font-semibold text-brand-800">{t('olympiad.page.registered')}</p>}
              {edition.me?.registered && live && <ButtonLink to={olympiadPagePath(edition.id)}>{t('olympiad.page.play')}</ButtonLink>}
              {edition.me?.registered && (
                <ButtonLink to={olympiadResultPath(edition.id)} variant="secondary">
                  {t('olympiad.page.result')}
                </ButtonLink>
              )}
            </div>
          </Card>

          <section className="mt-8" aria-labelledby="boards-heading">
            <h2 id="boards-heading" className="text-lg font-semibold text-ink">
              {t('olympiad.page.boards')}
            </h2>
            {ended ? (
              <Alert className="mt-3">{ended}</Alert>
            ) : (
              <>
                <BoardTabs board={board} editionId={edition.id} />
                {leaderboard && <LeaderboardTable board={board} rows={leaderboard.items} dayNumber={leaderboard.dayNumber} me={me} />}
                {live && <p className="mt-3 text-xs text-muted">{t('olympiad.page.live', { seconds: OLYMPIAD_RULES.pollSeconds })}</p>}
              </>
            )}
          </section>

          <RegisterModal open={open} onOpenChange={close} editionId={edition.id} user={user} state={state} loginHref={`/login-practitioner?redirectTo=${encodeURIComponent(`/olympiad?edition=${edition.id}&register=1`)}`} />
          <Modal open={success} onOpenChange={(next) => (setSuccess(next), next || navigate(withoutParams('registered'), { replace: true, preventScrollReset: true }))} title={t('olympiad.success.title')}>
            <p className="mt-3 text-[15px] text-ink">{live ? t('olympiad.success.live') : t('olympiad.success.upcoming', { when: edition.scheduleText })}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              {live && <ButtonLink to={olympiadPagePath(edition.id)}>{t('olympiad.page.play')}</ButtonLink>}
              <Button variant="secondary" onClick={() => (setSuccess(false), navigate(withoutParams('registered'), { replace: true, preventScrollReset: true }))}>
                {t('olympiad.success.ok')}
              </Button>
            </div>
          </Modal>
        </>
      )}

      {editions.length > 1 && (
        <section className="mt-10" aria-labelledby="editions-heading">
          <h2 id="editions-heading" className="text-lg font-semibold text-ink">
            {t('olympiad.page.editions')}
          </h2>
          <ul className="mt-3 list-none space-y-2 p-0">
            {editions.map((e) => (
              <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-line bg-white px-4 py-3">
                <span>
                  <span className="font-semibold text-ink">{e.title}</span> <span className="text-sm text-muted">· {e.scheduleText} · {t(STATUS_LABELS[e.status])}</span>
                </span>
                {e.id !== edition?.id && (
                  <Link to={`/olympiad?edition=${e.id}`} className="text-sm font-semibold text-brand-800 underline">
                    {t('olympiad.page.open')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
