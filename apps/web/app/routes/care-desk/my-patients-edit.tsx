import { ArrowLeft } from 'lucide-react';
import { Link, redirect, useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { deskMe, failure, formValues, withToast } from '../../features/care-desk/desk.server.ts';
import type { FormFailure } from '../../features/care-desk/form-failure.ts';
import { DeskNav, NotProvider } from '../../features/care-desk/desk-ui.tsx';
import { PatientForm } from '../../features/care-desk/patient-ui.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/my-patients-edit';
import { idOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = () => pageMeta(t('desk.patients.editTitle'));

/** Edit a patient's details (spec section 2: /my-patients/edit/{patientId}). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const { me, reason } = await deskMe(context.api);
  if (!me) return { me, reason, patient: null };
  const res = await context.api.get(`/v2/patients/${user.id}/${idOr404(params.patientId)}`);
  if (!res.ok) throw new Response(res.error.error, { status: res.httpStatus === 404 ? 404 : 502 });
  return { me, reason, patient: res.entity };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  const id = idOr404(params.patientId);
  const form = await request.formData();
  const values = formValues(form, ['fullName', 'mobile', 'gender', 'dateOfBirth']);
  const res = await context.api.put(`/v2/patients/${user.id}/${id}`, values);
  if (!res.ok) return failure(res, 'update', { values });
  throw redirect(withToast(`/my-patients/view?patientId=${id}`, 'saved'));
}

export default function EditPatient() {
  const { me, reason, patient } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormFailure | undefined;
  return (
    <Container className="py-6 sm:py-8">
      <DeskNav me={me} />
      {!me || !patient ? (
        <NotProvider reason={reason ?? ''} />
      ) : (
        <Card className="mx-auto max-w-2xl">
          <Link to={`/my-patients/view?patientId=${patient.patientAssociationId}`} className="mb-3 inline-flex items-center gap-1.5 text-[15px] font-medium text-brand-700 underline underline-offset-2">
            <ArrowLeft size={16} aria-hidden /> {patient.fullName}
          </Link>
          <h1 className="mb-4 text-2xl font-bold text-brand-900">{t('desk.patients.editTitle')}</h1>
          <PatientForm intent="update" initial={patient} failure={result} mobileLocked={patient.hasAccount} submitLabel={t('desk.patients.save')} />
        </Card>
      )}
    </Container>
  );
}
