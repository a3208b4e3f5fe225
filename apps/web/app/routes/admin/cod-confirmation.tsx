import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { done, failed, refused, rupees, str, valuesOf } from '../../features/back-office/prices-action.server.ts';
import { paiseToRupees } from '../../features/back-office/price-values.ts';
import { FormMessage, SavedToast, savedToast } from '../../features/back-office/prices-ui.tsx';
import { formatRupees } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/cod-confirmation';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.cod.title')), { name: 'robots', content: 'noindex' }];

/** The amount above which a cash-on-delivery order needs the buyer's code (finance role; issue 21 part 7, decision 056). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  return { setting: await officeGet(context.api, '/v1/admin/cod-confirmation'), toast: savedToast(new URL(request.url)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const form = await request.formData();
  const values = valuesOf(form);
  const abovePaise = rupees(str(form.get('abovePaise')));
  if (abovePaise === null || Number.isNaN(abovePaise)) return failed(values, { abovePaise: t('cod.settings.amountInvalid') });
  const res = await context.api.put('/v1/admin/cod-confirmation', { abovePaise });
  if (!res.ok) return refused(res, values);
  throw done('/admin/cod-confirmation', 'cod-saved');
}

export default function OfficeCodConfirmation() {
  const { setting: s, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <SavedToast message={toast} />
      <OfficeHeader title={t('office.cod.title')} intro={t('office.cod.intro')} />
      <FormMessage error={result?.formError} />
      <Form method="post" className="mt-4 grid max-w-md gap-4">
        <TextField
          label={t('office.cod.amount')}
          name="abovePaise"
          inputMode="decimal"
          required
          defaultValue={result?.values?.abovePaise ?? paiseToRupees(s.abovePaise)}
          error={result?.fieldErrors?.abovePaise}
          hint={`${s.isDefault ? `${t('office.cod.usingDefault')} ` : ''}${t('office.cod.default', { amount: formatRupees(s.defaultPaise) })}`}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {t('office.cod.save')}
          </Button>
        </div>
      </Form>
    </Container>
  );
}
