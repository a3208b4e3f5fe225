import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { USER_TYPES } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { TRADE_POINT_USER_TYPES } from '@nirog/shared/rewards';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { done, failed, refused, rupees, str, valuesOf, whole } from '../../features/back-office/prices-action.server.ts';
import { paiseToRupees } from '../../features/back-office/price-values.ts';
import { FormMessage, SavedToast, savedToast } from '../../features/back-office/prices-ui.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/rewards';

export const meta: Route.MetaFunction = () => [...pageMeta(t('rewardsUi.admin.title')), { name: 'robots', content: 'noindex' }];

const typeLabel = (code: number) => USER_TYPES.find((u) => u.code === code)?.label ?? String(code);

/** Referral rewards and reward points settings (marketing role; decision 057). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  return { settings: await officeGet(context.api, '/v1/admin/rewards/settings'), toast: savedToast(new URL(request.url)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const form = await request.formData();
  const values = valuesOf(form);
  const fieldErrors: Record<string, string> = {};
  const money = (name: string) => {
    const v = rupees(str(form.get(name)));
    if (v === null || Number.isNaN(v)) fieldErrors[name] = t('rewards.settings.amountInvalid');
    return v ?? 0;
  };
  const body = {
    referrerRewardPaise: money('referrerRewardPaise'),
    referredRewardPaise: money('referredRewardPaise'),
    earnPaisePerPoint: Object.fromEntries(TRADE_POINT_USER_TYPES.map((u) => [String(u), money(`earn-${u}`)])) as Record<'2' | '3' | '4' | '5' | '6' | '7' | '8', number>,
    pointValuePaise: money('pointValuePaise'),
    minRedeemPoints: whole(str(form.get('minRedeemPoints'))) ?? Number.NaN,
  };
  if (Number.isNaN(body.minRedeemPoints)) fieldErrors.minRedeemPoints = t('rewards.settings.minInvalid');
  if (Object.keys(fieldErrors).length) return failed(values, fieldErrors);
  const res = await context.api.put('/v1/admin/rewards/settings', body);
  if (!res.ok) return refused(res, values, (p) => p.replace(/^earnPaisePerPoint\.(\d)$/, 'earn-$1'));
  throw done('/admin/rewards', 'rewards-saved');
}

export default function OfficeRewards() {
  const { settings: s, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const e = result?.fieldErrors ?? {};
  const v = (name: string, paise: number) => result?.values?.[name] ?? paiseToRupees(paise);
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <SavedToast message={toast} />
      <OfficeHeader title={t('rewardsUi.admin.title')} intro={t('rewardsUi.admin.intro')} />
      <FormMessage error={result?.formError} />
      <Form method="post" className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-2">
        <TextField label={t('rewardsUi.admin.referrer')} name="referrerRewardPaise" inputMode="decimal" required defaultValue={v('referrerRewardPaise', s.referrerRewardPaise)} error={e.referrerRewardPaise} />
        <TextField label={t('rewardsUi.admin.referred')} name="referredRewardPaise" inputMode="decimal" required defaultValue={v('referredRewardPaise', s.referredRewardPaise)} error={e.referredRewardPaise} />
        <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-brand-900">{t('rewardsUi.admin.earnTitle')}</legend>
          {TRADE_POINT_USER_TYPES.map((u) => (
            <TextField
              key={u}
              label={t('rewardsUi.admin.earnField', { type: typeLabel(u) })}
              name={`earn-${u}`}
              inputMode="decimal"
              required
              defaultValue={v(`earn-${u}`, s.earnPaisePerPoint[String(u)] ?? 0)}
              error={e[`earn-${u}`]}
            />
          ))}
        </fieldset>
        <TextField label={t('rewardsUi.admin.pointValue')} name="pointValuePaise" inputMode="decimal" required defaultValue={v('pointValuePaise', s.pointValuePaise)} error={e.pointValuePaise} />
        <TextField
          label={t('rewardsUi.admin.minRedeem')}
          name="minRedeemPoints"
          inputMode="numeric"
          required
          defaultValue={result?.values?.minRedeemPoints ?? String(s.minRedeemPoints)}
          error={e.minRedeemPoints}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {t('rewardsUi.admin.save')}
          </Button>
        </div>
      </Form>
    </Container>
  );
}
