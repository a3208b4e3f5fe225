import { useEffect, useState, type FormEvent } from 'react';
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { useReadOnlyGuard } from '../../features/access/use-section-access.tsx';
import { joinAction, loadPartnerGate } from '../../features/partner/partner.server.ts';
import { RatesTable } from '../../features/partner/partner-ui.tsx';
import { currentUser } from '../../lib/session.server.ts';
import type { Route } from './+types/programme';
import { LazyVerifyModal, preloadVerifyModal } from '../../features/verification/lazy-verify-modal.tsx';

export const meta: Route.MetaFunction = () => pageMeta(t('partner.meta.title'), t('partner.meta.description'));

/**
 * Public (spec section 2): /reseller, /reseller/about, /nirogpartner and /about-nirog-partner. What the programme is,
 * how commission works (the rates per tier), who can join, and the join action for a verified practitioner.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [rates, user] = await Promise.all([context.api.get('/pub/v0/reseller/rates'), currentUser(context.api)]);
  const me = user ? await context.api.get('/v0/reseller/me') : null;
  return {
    rates: rates.ok ? rates.entity.items : [],
    signedIn: !!user,
    me: me?.ok ? me.entity : null,
    gate: user ? await loadPartnerGate(context.api, user) : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return joinAction(request, context.api);
}

export default function Programme() {
  const { rates, signedIn, me, gate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const location = useLocation();
  const { guard, popup, readOnly } = useReadOnlyGuard('NirogPartner');
  const [verifyOpen, setVerifyOpen] = useState(!!result?.verify);
  useEffect(() => setVerifyOpen(!!result?.verify), [result?.verify]);
  useEffect(() => void (gate && preloadVerifyModal()), [gate]);
  const onJoin = (event: FormEvent) => {
    if (gate) {
      event.preventDefault();
      setVerifyOpen(true);
      return;
    }
    guard(event);
  };
  const verification = gate ?? result?.verify;
  const steps = [t('partner.about.step1'), t('partner.about.step2'), t('partner.about.step3'), t('partner.about.step4')];
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      {popup}
      <h1 className="m-0 text-2xl font-bold text-brand-900 sm:text-3xl">{t('partner.about.heading')}</h1>
      <p className="mt-3 text-[15px] text-muted">{t('partner.about.intro')}</p>
      <Card className="mt-6">
        {me?.member ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="m-0 font-semibold text-ink">{t('partner.join.member')}</p>
            <ButtonLink to="/reseller/selectPatientAddress">{t('partner.patients.choose')}</ButtonLink>
            <ButtonLink to="/reseller/orders" variant="secondary">
              {t('partner.nav.orders')}
            </ButtonLink>
          </div>
        ) : !signedIn ? (
          <ButtonLink to={`/login-practitioner?redirectTo=${encodeURIComponent(location.pathname)}`}>{t('partner.join.login')}</ButtonLink>
        ) : me === null ? (
          <p className="m-0 text-sm text-muted">{t('partner.join.noAccess')}</p>
        ) : (
          <Form method="post" onSubmit={onJoin} className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
              {t('partner.join.button')}
            </button>
            {(gate || readOnly) && <span className="text-sm text-muted">{t('partner.join.verify')}</span>}
          </Form>
        )}
        {result?.error && !result.verify && (
          <Alert tone="error" className="mt-4">
            {result.error}
          </Alert>
        )}
      </Card>
      <section className="mt-8">
        <h2 className="text-xl font-bold text-brand-900">{t('partner.about.howTitle')}</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-[15px] text-ink">
          {steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>
      <section className="mt-8">
        <h2 className="text-xl font-bold text-brand-900">{t('partner.about.commissionTitle')}</h2>
        <p className="mt-2 text-[15px] text-muted">{t('partner.about.commissionText')}</p>
        <RatesTable rates={rates} mine={me?.member ? me.tier : null} />
      </section>
      <section className="mt-8">
        <h2 className="text-xl font-bold text-brand-900">{t('partner.about.whoTitle')}</h2>
        <p className="mt-2 text-[15px] text-muted">{t('partner.about.who')}</p>
      </section>
      {verification && verifyOpen && (
        <LazyVerifyModal verification={verification} open onOpenChange={setVerifyOpen} />
      )}
    </Container>
  );
}
