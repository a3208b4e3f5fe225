import { useActionData, useLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { ReschedulePanel } from '../../features/care-desk/reschedule-panel.tsx';
import { loadReschedule, rescheduleAction } from '../../features/care-desk/reschedule.server.ts';
import type { Route } from './+types/my-appointments-reschedule';

export const meta: Route.MetaFunction = () => pageMeta(t('desk.resched.title'));

/** A patient moves a booked appointment to another free slot of the same doctor, mode and clinic. */
export const loader = ({ context, request, params }: Route.LoaderArgs) => loadReschedule(context.api, request, params.id);

export const action = ({ context, request, params }: Route.ActionArgs) => rescheduleAction(context.api, request, params.id);

/** A refused move (someone just took the slot) changes the free slots: they are read again, unlike after other errors. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export default function RescheduleAppointment() {
  const state = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container className="py-6 sm:py-8">
      <ReschedulePanel state={state} result={result} />
    </Container>
  );
}
