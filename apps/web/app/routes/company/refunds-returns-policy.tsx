import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { RETURN_TYPES } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { EmailLink, PhoneLink } from '../../features/company/contact-details.tsx';
import { dayRange, ORDERS, POLICY_UPDATED, REFUNDS } from '../../features/company/policy-values.ts';
import type { Route } from './+types/refunds-returns-policy';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(t('legal.refundsReturnsPolicy.title'), t('legal.refundsReturnsPolicy.metaDescription', { name: COMPANY.name }));

const RETURN_TYPE_TEXT = {
  fullReturn: {
    label: 'legal.refundsReturnsPolicy.type.fullReturn',
    text: 'legal.refundsReturnsPolicy.type.fullReturn.text',
  },
  partialReturn: {
    label: 'legal.refundsReturnsPolicy.type.partialReturn',
    text: 'legal.refundsReturnsPolicy.type.partialReturn.text',
  },
} as const satisfies Record<(typeof RETURN_TYPES)[number]['key'], { label: string; text: string }>;

export default function Page() {
  return (
    <CompanyPage title={t('legal.refundsReturnsPolicy.title')} lead={t('legal.refundsReturnsPolicy.lead')} updated={POLICY_UPDATED}>
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
        <p className="mt-0 font-semibold text-brand-900">{t('legal.refundsReturnsPolicy.short.title')}</p>
        <ul className="mb-0">
          <li>
            {t('legal.refundsReturnsPolicy.short.window', {
              days: ORDERS.returnWindowDays,
            })}
          </li>
          <li>
            {t('legal.refundsReturnsPolicy.short.damage', {
              hours: ORDERS.damageReportHours,
            })}
          </li>
          <li>{t('legal.refundsReturnsPolicy.short.opened')}</li>
          <li>{t('legal.refundsReturnsPolicy.short.refunds')}</li>
        </ul>
      </div>

      <h2>{t('legal.refundsReturnsPolicy.window.title')}</h2>
      <p>
        {t('legal.refundsReturnsPolicy.window.before')}{' '}
        <strong>
          {t('legal.refundsReturnsPolicy.window.days', {
            days: ORDERS.returnWindowDays,
          })}
        </strong>
        {t('legal.refundsReturnsPolicy.window.middle')} <strong>{t('legal.refundsReturnsPolicy.window.return')}</strong>{' '}
        {t('legal.refundsReturnsPolicy.window.after')}
      </p>

      <h2>{t('legal.refundsReturnsPolicy.types.title')}</h2>
      <p>{t('legal.refundsReturnsPolicy.types.intro')}</p>
      <ul>
        {RETURN_TYPES.map((type) => (
          <li key={type.key}>
            <strong>{t(RETURN_TYPE_TEXT[type.key].label)}.</strong> {t(RETURN_TYPE_TEXT[type.key].text)}
          </li>
        ))}
      </ul>

      <h2>{t('legal.refundsReturnsPolicy.can.title')}</h2>
      <ul>
        <li>{t('legal.refundsReturnsPolicy.can.damaged')}</li>
        <li>{t('legal.refundsReturnsPolicy.can.wrong')}</li>
        <li>{t('legal.refundsReturnsPolicy.can.expired')}</li>
        <li>{t('legal.refundsReturnsPolicy.can.quality')}</li>
        <li>{t('legal.refundsReturnsPolicy.can.unopened')}</li>
      </ul>
      <p>
        {t('legal.refundsReturnsPolicy.can.reportBefore')}{' '}
        <strong>
          {t('legal.refundsReturnsPolicy.can.reportHours', {
            hours: ORDERS.damageReportHours,
          })}
        </strong>{' '}
        {t('legal.refundsReturnsPolicy.can.reportAfter')}
      </p>

      <h2>{t('legal.refundsReturnsPolicy.cannot.title')}</h2>
      <p>{t('legal.refundsReturnsPolicy.cannot.intro')}</p>
      <ul>
        <li>{t('legal.refundsReturnsPolicy.cannot.oils')}</li>
        <li>{t('legal.refundsReturnsPolicy.cannot.liquids')}</li>
        <li>{t('legal.refundsReturnsPolicy.cannot.solids')}</li>
        <li>{t('legal.refundsReturnsPolicy.cannot.personalCare')}</li>
        <li>{t('legal.refundsReturnsPolicy.cannot.unpackaged')}</li>
        <li>{t('legal.refundsReturnsPolicy.cannot.marked')}</li>
      </ul>
      <p>{t('legal.refundsReturnsPolicy.cannot.exceptions')}</p>

      <h2>{t('legal.refundsReturnsPolicy.how.title')}</h2>
      <ol>
        <li>
          {t('legal.refundsReturnsPolicy.how.openBefore')} <strong>{t('legal.refundsReturnsPolicy.how.myOrders')}</strong>
          {t('legal.refundsReturnsPolicy.how.openMiddle')} <strong>{t('legal.refundsReturnsPolicy.how.return')}</strong>
          {t('legal.refundsReturnsPolicy.how.openAfter')}
        </li>
        <li>{t('legal.refundsReturnsPolicy.how.choose')}</li>
        <li>{t('legal.refundsReturnsPolicy.how.photos')}</li>
        <li>{t('legal.refundsReturnsPolicy.how.pack')}</li>
        <li>{t('legal.refundsReturnsPolicy.how.check')}</li>
      </ol>

      <h2>{t('legal.refundsReturnsPolicy.refunds.title')}</h2>
      <p>
        {t('legal.refundsReturnsPolicy.refunds.startBefore')}{' '}
        <strong>
          {t('legal.refundsReturnsPolicy.refunds.startDays', {
            days: REFUNDS.initiateWorkingDays,
          })}
        </strong>{' '}
        {t('legal.refundsReturnsPolicy.refunds.startAfter')}
      </p>
      <h3>{t('legal.refundsReturnsPolicy.where.title')}</h3>
      <ul>
        <li>
          <strong>{t('legal.refundsReturnsPolicy.where.online')}</strong>{' '}
          {t('legal.refundsReturnsPolicy.where.onlineText', {
            upiDays: dayRange(REFUNDS.upiWorkingDays),
            cardDays: dayRange(REFUNDS.cardWorkingDays),
          })}
        </li>
        <li>
          <strong>{t('legal.refundsReturnsPolicy.where.cod')}</strong> {t('legal.refundsReturnsPolicy.where.codText')}
        </li>
        <li>
          <strong>{t('legal.refundsReturnsPolicy.where.nirogMoney')}</strong>{' '}
          {t('legal.refundsReturnsPolicy.where.nirogMoneyText', {
            hours: REFUNDS.nirogMoneyHours,
          })}
        </li>
        <li>
          <strong>{t('legal.refundsReturnsPolicy.where.trade')}</strong> {t('legal.refundsReturnsPolicy.where.tradeText')}
        </li>
      </ul>
      <h3>{t('legal.refundsReturnsPolicy.amount.title')}</h3>
      <ul>
        <li>{t('legal.refundsReturnsPolicy.amount.full')}</li>
        <li>{t('legal.refundsReturnsPolicy.amount.partial')}</li>
        <li>{t('legal.refundsReturnsPolicy.amount.nirogMoney')}</li>
        <li>{t('legal.refundsReturnsPolicy.amount.coupons')}</li>
      </ul>

      <h2>{t('legal.refundsReturnsPolicy.appointments.title')}</h2>
      <p>
        {t('legal.refundsReturnsPolicy.appointments.before')}{' '}
        <Link to="/cancellation-policy">{t('legal.refundsReturnsPolicy.appointments.link')}</Link>
        {t('legal.refundsReturnsPolicy.appointments.after')}
      </p>

      <h2>{t('legal.refundsReturnsPolicy.wrong.title')}</h2>
      <p>
        {t('legal.refundsReturnsPolicy.wrong.call')} <PhoneLink /> {t('legal.refundsReturnsPolicy.wrong.write')}{' '}
        <EmailLink email={COMPANY.supportEmail} /> {t('legal.refundsReturnsPolicy.wrong.orderNumber')} <EmailLink email={COMPANY.grievanceEmail} />
        {t('legal.refundsReturnsPolicy.wrong.end')}
      </p>
    </CompanyPage>
  );
}
