/** Shared pieces of the Nirog Partner pages (issue 25, decision 070): the area's tabs and the rates table. */
import { NavLink } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ResellerTier } from '@nirog/shared/partner';
import { cn } from '../../components/ui/cn.ts';

const TABS = [
  { to: '/reseller/selectPatientAddress', label: () => t('partner.nav.patients') },
  { to: '/reseller/medicines', label: () => t('partner.nav.medicines') },
  { to: '/reseller/cart', label: () => t('partner.nav.cart') },
  { to: '/reseller/orders', label: () => t('partner.nav.orders') },
  // Issue 25 parts 6-7 (decision 072): what the partner earned, and where it is paid.
  { to: '/reseller/earnings', label: () => t('partner.nav.earnings') },
  { to: '/reseller/bankdetails', label: () => t('partner.nav.bank') },
];

export function PartnerNav() {
  return (
    <nav aria-label={t('partner.about.heading')} className="-mx-1 mb-5 flex gap-1 overflow-x-auto border-b border-line">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) => cn('whitespace-nowrap px-3 py-2 text-sm font-semibold', isActive ? 'border-b-2 border-brand-700 text-brand-900' : 'text-muted hover:text-ink')}
        >
          {tab.label()}
        </NavLink>
      ))}
    </nav>
  );
}

export function tierLabel(tier: ResellerTier | number): string {
  switch (tier) {
    case 0:
      return t('partner.tier.retail');
    case 1:
      return t('partner.tier.website');
    case 2:
      return t('partner.tier.iron');
    case 3:
      return t('partner.tier.silver');
    case 4:
      return t('partner.tier.gold');
    case 5:
      return t('partner.tier.diamond');
    default:
      return t('partner.tier.platinum');
  }
}

export const percent = (bp: number) => `${(bp / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

export function RatesTable({ rates, mine }: { rates: Array<{ tier: number; discountBp: number; commissionBp: number }>; mine: number | null }) {
  return (
    <table className="mt-3 w-full text-left text-sm">
      <thead>
        <tr className="border-b border-line text-muted">
          <th className="py-2 pr-2 font-medium">{t('partner.about.tier')}</th>
          <th className="py-2 pr-2 font-medium">{t('partner.about.discount')}</th>
          <th className="py-2 font-medium">{t('partner.about.commission')}</th>
        </tr>
      </thead>
      <tbody>
        {rates
          .filter((r) => r.tier > 0)
          .map((r) => (
            <tr key={r.tier} className={cn('border-b border-line', mine === r.tier && 'bg-brand-50 font-semibold')}>
              <td className="py-2 pr-2">{tierLabel(r.tier)}</td>
              <td className="py-2 pr-2">{percent(r.discountBp)}</td>
              <td className="py-2">{percent(r.commissionBp)}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
