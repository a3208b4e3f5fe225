import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { GrievanceOfficer } from '../../features/company/contact-details.tsx';
import { POLICY_UPDATED } from '../../features/company/policy-values.ts';
import type { Route } from './+types/terms-of-service';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(t('legal.termsOfService.title'), t('legal.termsOfService.metaDescription', { name: COMPANY.name }));

export default function Page() {
  return (
    <CompanyPage title={t('legal.termsOfService.title')} lead={t('legal.termsOfService.lead', { name: COMPANY.name })} updated={POLICY_UPDATED}>
      <div className="rounded-xl border border-saffron-500/40 bg-saffron-100 p-4 sm:p-5">
        <p className="my-0 font-semibold text-saffron-700">{t('legal.termsOfService.emergency.title', { name: COMPANY.name })}</p>
        <p className="mt-1 mb-0">
          {t('legal.termsOfService.emergency.callBefore')} <a href="tel:112">112</a> {t('legal.termsOfService.emergency.callAfter')}
        </p>
      </div>

      <h2>{t('legal.termsOfService.about.title')}</h2>
      <p>
        {t('legal.termsOfService.about.text', {
          legalName: COMPANY.legalName,
          name: COMPANY.name,
        })}{' '}
        <Link to="/privacy-policy">{t('legal.termsOfService.about.privacy')}</Link>,{' '}
        <Link to="/cancellation-policy">{t('legal.termsOfService.about.cancellation')}</Link> {t('legal.termsOfService.about.and')}{' '}
        <Link to="/refunds-returns-policy">{t('legal.termsOfService.about.refunds')}</Link>
        {t('legal.termsOfService.about.end')}
      </p>

      <h2>{t('legal.termsOfService.account.title')}</h2>
      <ul>
        <li>{t('legal.termsOfService.account.age')}</li>
        <li>{t('legal.termsOfService.account.mobile')}</li>
        <li>{t('legal.termsOfService.account.details')}</li>
        <li>{t('legal.termsOfService.account.responsible')}</li>
      </ul>

      <h2>{t('legal.termsOfService.trade.title')}</h2>
      <ul>
        <li>
          {t('legal.termsOfService.trade.type')} <Link to="/practitioner">{t('legal.termsOfService.trade.typeLink')}</Link>
          {t('legal.termsOfService.trade.typeEnd')}
        </li>
        <li>{t('legal.termsOfService.trade.verified')}</li>
        <li>{t('legal.termsOfService.trade.tiers')}</li>
        <li>{t('legal.termsOfService.trade.use')}</li>
        <li>{t('legal.termsOfService.trade.gst')}</li>
        <li>{t('legal.termsOfService.trade.suspend')}</li>
      </ul>

      <h2>{t('legal.termsOfService.consultations.title')}</h2>
      <ul>
        <li>
          {t('legal.termsOfService.consultations.doctors', {
            name: COMPANY.name,
          })}
        </li>
        <li>{t('legal.termsOfService.consultations.telemedicine')}</li>
        <li>{t('legal.termsOfService.consultations.inPerson')}</li>
        <li>{t('legal.termsOfService.consultations.tell')}</li>
        <li>
          {t('legal.termsOfService.consultations.fees')} <Link to="/cancellation-policy">{t('legal.termsOfService.consultations.feesLink')}</Link>
          {t('legal.termsOfService.consultations.feesEnd')}
        </li>
      </ul>

      <h2>{t('legal.termsOfService.orders.title')}</h2>
      <ul>
        <li>{t('legal.termsOfService.orders.licensed')}</li>
        <li>{t('legal.termsOfService.orders.general')}</li>
        <li>{t('legal.termsOfService.orders.scheduleE1')}</li>
        <li>{t('legal.termsOfService.orders.prices')}</li>
        <li>
          {t('legal.termsOfService.orders.confirmed')} <Link to="/cancellation-policy">{t('legal.termsOfService.orders.confirmedLink')}</Link>
          {t('legal.termsOfService.orders.confirmedEnd')}
        </li>
        <li>{t('legal.termsOfService.orders.invoice')}</li>
      </ul>

      <h2>{t('legal.termsOfService.payments.title')}</h2>
      <ul>
        <li>{t('legal.termsOfService.payments.online')}</li>
        <li>{t('legal.termsOfService.payments.postpaid')}</li>
        <li>{t('legal.termsOfService.payments.noCard')}</li>
      </ul>

      <h2>{t('legal.termsOfService.money.title')}</h2>
      <ul>
        <li>{t('legal.termsOfService.money.what')}</li>
        <li>{t('legal.termsOfService.money.limit')}</li>
        <li>{t('legal.termsOfService.money.coupons')}</li>
        <li>{t('legal.termsOfService.money.leave')}</li>
        <li>{t('legal.termsOfService.money.fraud')}</li>
      </ul>

      <h2>{t('legal.termsOfService.partner.title')}</h2>
      <p>{t('legal.termsOfService.partner.intro')}</p>
      <ul>
        <li>{t('legal.termsOfService.partner.consent')}</li>
        <li>{t('legal.termsOfService.partner.judgement')}</li>
        <li>{t('legal.termsOfService.partner.payouts')}</li>
        <li>{t('legal.termsOfService.partner.reversed')}</li>
      </ul>

      <h2>{t('legal.termsOfService.community.title')}</h2>
      <ul>
        <li>{t('legal.termsOfService.community.purpose')}</li>
        <li>{t('legal.termsOfService.community.patients')}</li>
        <li>{t('legal.termsOfService.community.claims')}</li>
        <li>{t('legal.termsOfService.community.ownership')}</li>
        <li>{t('legal.termsOfService.community.remove')}</li>
        <li>{t('legal.termsOfService.community.fair')}</li>
      </ul>

      <h2>{t('legal.termsOfService.vaidya.title')}</h2>
      <ul>
        <li>{t('legal.termsOfService.vaidya.ai')}</li>
        <li>{t('legal.termsOfService.vaidya.judgement')}</li>
        <li>{t('legal.termsOfService.vaidya.identify')}</li>
        <li>{t('legal.termsOfService.vaidya.feedback')}</li>
      </ul>

      <h2>{t('legal.termsOfService.mustNot.title')}</h2>
      <ul>
        <li>{t('legal.termsOfService.mustNot.accounts')}</li>
        <li>{t('legal.termsOfService.mustNot.copy')}</li>
        <li>{t('legal.termsOfService.mustNot.systems')}</li>
        <li>{t('legal.termsOfService.mustNot.resell')}</li>
        <li>{t('legal.termsOfService.mustNot.false')}</li>
      </ul>

      <h2>{t('legal.termsOfService.content.title')}</h2>
      <p>{t('legal.termsOfService.content.text', { name: COMPANY.name })}</p>

      <h2>{t('legal.termsOfService.closing.title')}</h2>
      <p>{t('legal.termsOfService.closing.text')}</p>

      <h2>{t('legal.termsOfService.responsibility.title')}</h2>
      <p>{t('legal.termsOfService.responsibility.text')}</p>

      <h2>{t('legal.termsOfService.changes.title')}</h2>
      <p>{t('legal.termsOfService.changes.text')}</p>

      <h2>{t('legal.termsOfService.law.title')}</h2>
      <p>{t('legal.termsOfService.law.text')}</p>

      <h2>{t('legal.termsOfService.grievances.title')}</h2>
      <p>
        {t('legal.termsOfService.grievances.before')} <Link to="/support">{t('legal.termsOfService.grievances.support')}</Link>
        {t('legal.termsOfService.grievances.after')}
      </p>
      <GrievanceOfficer />
    </CompanyPage>
  );
}
