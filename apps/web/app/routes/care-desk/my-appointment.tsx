import { Link, useActionData, useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { AppointmentConfirmation } from '../../features/care/appointment-confirmation.tsx';
import { confirmationAction, loadConfirmation } from '../../features/care/confirmation.server.ts';
import { GatewayForm } from '../../features/orders/gateway-form.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/my-appointment';

export const meta: Route.MetaFunction = () => pageMeta(t('careConfirm.title'));

/** One appointment of the signed-in patient: the confirmation after booking and after paying (decision 044). */
export const loader = ({ context, request, params }: Route.LoaderArgs) => loadConfirmation(context.api, request, params.id);

/** Pay again for a held slot, or cancel (the same calls as the appointment list). */
export const action = ({ context, request, params }: Route.ActionArgs) => confirmationAction(context.api, request, params.id);

export default function MyAppointment() {
  const { appointment, toast } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  // Paying through a POST checkout (Razorpay): a form that submits itself to the gateway.
  if (acted && 'checkout' in acted) return <GatewayForm checkout={acted.checkout} nonce={nonce} />;
  return (
    <Container className="max-w-3xl py-6 sm:py-8">
      <AppointmentConfirmation a={appointment} toast={toast} error={acted && 'error' in acted ? acted.error : undefined} />
      <p className="mt-6 text-[15px]">
        <Link to={`/support?appointmentId=${appointment.id}#need-help`} className="font-medium text-brand-700 underline underline-offset-2">
          {t('support.getHelp.appointment')}
        </Link>
      </p>
    </Container>
  );
}
