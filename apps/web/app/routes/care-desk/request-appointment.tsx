import { CheckCircle2 } from 'lucide-react';
import { useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { requestAction, type RequestActionData } from '../../features/care-desk/request-action.server.ts';
import { RequestForm, type RequestDoctor } from '../../features/care-desk/request-form.tsx';
import { currentUser } from '../../lib/session.server.ts';
import type { Route } from './+types/request-appointment';

export const meta: Route.MetaFunction = () => pageMeta(t('desk.form.title'), t('desk.form.metaDescription'));

/** Public (spec section 2): a visitor or a patient asks for an appointment; `?doctorId=` addresses one doctor. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await currentUser(context.api);
  const doctorId = Number(url.searchParams.get('doctorId'));
  let doctor: RequestDoctor | null = null;
  if (Number.isInteger(doctorId) && doctorId > 0) {
    const res = await context.api.get(`/pub/v2/doctors/${doctorId}`);
    if (res.ok) doctor = { id: res.entity.id, displayName: res.entity.displayName, modes: res.entity.modes, path: res.entity.path, city: res.entity.city };
  }
  return {
    sent: url.searchParams.get('sent') === '1',
    doctor,
    defaults: { fullName: user?.fullName ?? '', mobileNumber: user?.mobileNumber ?? '' },
    partner: !!user && user.userType !== 1,
    ownMobile: user?.mobileNumber ?? null,
    signedIn: !!user,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return requestAction(request, context.api, await currentUser(context.api));
}

export default function RequestAppointment() {
  const { sent, doctor, defaults, partner, ownMobile, signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as RequestActionData | undefined;
  return (
    <Container className="py-8 sm:py-12">
      {sent ? (
        <Card className="mx-auto max-w-xl text-center">
          <CheckCircle2 size={40} className="mx-auto text-brand-600" aria-hidden />
          <h1 className="mt-3 text-2xl font-bold text-brand-900">{t('desk.request.sent')}</h1>
          <p className="mt-2 text-[15px] text-muted">{doctor ? t('desk.form.sentDoctor', { doctor: doctor.displayName }) : t('desk.form.sentLead')}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            {signedIn && <ButtonLink to="/my-appointments">{t('desk.form.seeMine')}</ButtonLink>}
            <ButtonLink to={doctor ? doctor.path : '/ayurveda/doctors'} variant="secondary">
              {doctor ? t('desk.form.backToDoctor') : t('desk.form.findDoctors')}
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <RequestForm result={result} doctor={doctor} defaults={defaults} partner={partner} ownMobile={ownMobile} />
      )}
    </Container>
  );
}
