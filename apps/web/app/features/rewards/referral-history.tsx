import type { ReferralSummary } from '@nirog/shared/schemas/rewards';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import { formatDate, formatRupees } from '../../lib/format.ts';

const TONE: Record<ReferralSummary['items'][number]['state'], string> = {
  signedUp: 'bg-brand-50 text-brand-800',
  ordered: 'bg-amber-50 text-amber-800',
  rewarded: 'bg-green-50 text-green-800',
  notEligible: 'bg-gray-100 text-gray-700',
};

/** The people who signed up with the link, newest first, each with where their reward stands. */
export function ReferralHistory({ items }: { items: ReferralSummary['items'] }) {
  if (items.length === 0) return <p className="mt-3 text-muted">{t('rewardsUi.referral.empty')}</p>;
  return (
    <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white" aria-label={t('rewardsUi.referral.historyTitle')}>
      {items.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3" aria-labelledby={`referral-${r.id}`}>
          <div className="min-w-0">
            <p id={`referral-${r.id}`} className="truncate font-medium">
              {r.name}
            </p>
            <p className="text-sm text-muted">
              {t('rewardsUi.referral.joined', { date: formatDate(r.signedUpAt) })}
              {r.rewardPaise !== null && r.rewardedAt && <> · {t('rewardsUi.referral.rewardedOn', { amount: formatRupees(r.rewardPaise), date: formatDate(r.rewardedAt) })}</>}
            </p>
          </div>
          <span className={cn('rounded-full px-3 py-1 text-sm font-medium', TONE[r.state])}>{t(`rewardsUi.referral.state.${r.state}` as MessageKey)}</span>
        </li>
      ))}
    </ul>
  );
}
