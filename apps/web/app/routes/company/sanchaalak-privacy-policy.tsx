import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { EmailLink, GrievanceOfficer } from '../../features/company/contact-details.tsx';
import { POLICY_UPDATED, RETENTION } from '../../features/company/policy-values.ts';
import { DataPrincipalRights } from '../../features/company/privacy-rights.tsx';
import type { Route } from './+types/sanchaalak-privacy-policy';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(t('legal.sanchaalakPrivacyPolicy.title'), t('legal.sanchaalakPrivacyPolicy.description', { name: COMPANY.name }));

export default function Page() {
  return (
    <CompanyPage
      title={t('legal.sanchaalakPrivacyPolicy.title')}
      lead={t('legal.sanchaalakPrivacyPolicy.lead', { name: COMPANY.name })}
      updated={POLICY_UPDATED}
    >
      <h2>{t('legal.sanchaalakPrivacyPolicy.about.title')}</h2>
      <p>
        {t('legal.sanchaalakPrivacyPolicy.about.a', { legalName: COMPANY.legalName, name: COMPANY.name })}
        <Link to="/privacy-policy">{t('legal.sanchaalakPrivacyPolicy.about.link')}</Link>
        {t('legal.sanchaalakPrivacyPolicy.about.b')}
      </p>
      <p>{t('legal.sanchaalakPrivacyPolicy.about.kinds')}</p>
      <ul>
        <li>
          <strong>{t('legal.sanchaalakPrivacyPolicy.about.own.title')}</strong>
          {t('legal.sanchaalakPrivacyPolicy.about.own.text')}
        </li>
        <li>
          <strong>{t('legal.sanchaalakPrivacyPolicy.about.patients.title')}</strong>
          {t('legal.sanchaalakPrivacyPolicy.about.patients.text')}
        </li>
      </ul>

      <h2>{t('legal.sanchaalakPrivacyPolicy.collect.title')}</h2>
      <h3>{t('legal.sanchaalakPrivacyPolicy.collect.you.title')}</h3>
      <ul>
        <li>{t('legal.sanchaalakPrivacyPolicy.collect.you.mobile')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.collect.you.verification')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.collect.you.bank')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.collect.you.activity')}</li>
      </ul>
      <h3>{t('legal.sanchaalakPrivacyPolicy.collect.patients.title')}</h3>
      <ul>
        <li>{t('legal.sanchaalakPrivacyPolicy.collect.patients.details')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.collect.patients.records')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.collect.patients.orders')}</li>
      </ul>
      <h3>{t('legal.sanchaalakPrivacyPolicy.collect.device.title')}</h3>
      <ul>
        <li>{t('legal.sanchaalakPrivacyPolicy.collect.device.model')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.collect.device.token')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.collect.device.crash')}</li>
      </ul>

      <h2>{t('legal.sanchaalakPrivacyPolicy.permissions.title')}</h2>
      <p>{t('legal.sanchaalakPrivacyPolicy.permissions.intro')}</p>
      <ul>
        <li>
          <strong>{t('legal.sanchaalakPrivacyPolicy.permissions.camera.title')}</strong>
          {t('legal.sanchaalakPrivacyPolicy.permissions.camera.text')}
        </li>
        <li>
          <strong>{t('legal.sanchaalakPrivacyPolicy.permissions.calls.title')}</strong>
          {t('legal.sanchaalakPrivacyPolicy.permissions.calls.text')}
        </li>
        <li>
          <strong>{t('legal.sanchaalakPrivacyPolicy.permissions.notifications.title')}</strong>
          {t('legal.sanchaalakPrivacyPolicy.permissions.notifications.text')}
        </li>
      </ul>
      <p>{t('legal.sanchaalakPrivacyPolicy.permissions.never')}</p>

      <h2>{t('legal.sanchaalakPrivacyPolicy.use.title')}</h2>
      <ul>
        <li>{t('legal.sanchaalakPrivacyPolicy.use.manage')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.use.deliver')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.use.payouts')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.use.secure')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.use.support')}</li>
      </ul>
      <p>{t('legal.sanchaalakPrivacyPolicy.use.never')}</p>

      <h2>{t('legal.sanchaalakPrivacyPolicy.duties.title')}</h2>
      <p>{t('legal.sanchaalakPrivacyPolicy.duties.intro')}</p>
      <ul>
        <li>{t('legal.sanchaalakPrivacyPolicy.duties.consent')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.duties.minimum')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.duties.phone')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.duties.requests')}</li>
      </ul>

      <h2>{t('legal.sanchaalakPrivacyPolicy.share.title')}</h2>
      <ul>
        <li>{t('legal.sanchaalakPrivacyPolicy.share.delivery')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.share.payment')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.share.providers')}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.share.authorities')}</li>
      </ul>

      <h2>{t('legal.sanchaalakPrivacyPolicy.retention.title')}</h2>
      <ul>
        <li>{t('legal.sanchaalakPrivacyPolicy.retention.account', { days: RETENTION.afterAccountDeletionDays })}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.retention.records', { years: RETENTION.medicalRecordsYears })}</li>
        <li>{t('legal.sanchaalakPrivacyPolicy.retention.tax', { years: RETENTION.taxRecordsYears })}</li>
      </ul>

      <h2>{t('legal.sanchaalakPrivacyPolicy.security.title')}</h2>
      <p>{t('legal.sanchaalakPrivacyPolicy.security.text')}</p>

      <h2>{t('legal.sanchaalakPrivacyPolicy.rights.title')}</h2>
      <DataPrincipalRights where={t('legal.sanchaalakPrivacyPolicy.rights.where')} />
      <p>
        {t('legal.sanchaalakPrivacyPolicy.rights.patients')}
        <EmailLink email={COMPANY.grievanceEmail} />
        {t('legal.sanchaalakPrivacyPolicy.rights.patientsEnd')}
      </p>

      <h2>{t('legal.sanchaalakPrivacyPolicy.closing.title')}</h2>
      <p>{t('legal.sanchaalakPrivacyPolicy.closing.text')}</p>

      <h2>{t('legal.sanchaalakPrivacyPolicy.contact.title')}</h2>
      <p>{t('legal.sanchaalakPrivacyPolicy.contact.text')}</p>
      <GrievanceOfficer />
    </CompanyPage>
  );
}
