import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { PointsSummary } from '@nirog/shared/schemas/rewards';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime, formatRupees } from '../../lib/format.ts';
import type { PointsActionData } from './points-action.server.ts';

/** A trade buyer's reward points on the wallet page: balance, rules, the redeem form and the history. */
export function PointsCard({ points, result, formKey }: { points: PointsSummary; result: PointsActionData | undefined; formKey: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'redeemPoints';
  const headingId = useId();
  const canRedeem = points.pointValuePaise > 0 && points.balance >= points.minRedeemPoints;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('rewardsUi.points.title')}
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-[1fr_2fr]">
        <Card>
          <p className="text-3xl font-bold text-brand-900" data-testid="points-balance">
            {t('rewardsUi.points.balance', { points: points.balance })}
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
            {points.earnPaisePerPoint > 0 && <li>{t('rewardsUi.points.earnRule', { amount: formatRupees(points.earnPaisePerPoint) })}</li>}
            {points.pointValuePaise > 0 && <li>{t('rewardsUi.points.redeemRule', { value: formatRupees(points.pointValuePaise), min: points.minRedeemPoints })}</li>}
          </ul>
        </Card>
        <Card>
          {result?.ok && result.message && (
            <Alert tone="success" className="mb-3">
              {result.message}
            </Alert>
          )}
          <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
            <input type="hidden" name="idempotencyKey" value={formKey} />
            <TextField
              className="min-w-40 flex-1"
              label={t('rewardsUi.points.redeemField')}
              name="points"
              inputMode="numeric"
              pattern="[0-9]*"
              defaultValue={String(points.minRedeemPoints)}
              error={result?.ok === false ? result.fieldErrors.points : undefined}
              disabled={!canRedeem}
              required
            />
            <Button type="submit" name="intent" value="redeemPoints" disabled={!canRedeem || busy}>
              {t('rewardsUi.points.redeemButton')}
            </Button>
          </Form>
        </Card>
      </div>
      <h3 className="mt-6 text-lg font-semibold">{t('rewardsUi.points.historyTitle')}</h3>
      {points.history.items.length === 0 ? (
        <p className="mt-2 text-muted">{t('rewardsUi.points.empty')}</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full text-left text-[15px]">
            <thead className="bg-brand-50 text-sm text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">{t('wallet.page.date')}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t('wallet.page.details')}</th>
                <th scope="col" className="px-4 py-2 text-right font-medium">{t('rewardsUi.points.points')}</th>
                <th scope="col" className="px-4 py-2 text-right font-medium">{t('wallet.page.balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {points.history.items.map((item) => (
                <tr key={item.id} className="border-t border-line">
                  <td className="whitespace-nowrap px-4 py-3 align-top">{formatDateTime(item.createdAt)}</td>
                  <td className="px-4 py-3 align-top">{item.description}</td>
                  <td className={cn('whitespace-nowrap px-4 py-3 text-right align-top font-medium', item.points > 0 ? 'text-brand-700' : 'text-danger')}>
                    {item.points > 0 ? '+' : '−'}
                    {Math.abs(item.points)}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-right align-top">{item.balanceAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

