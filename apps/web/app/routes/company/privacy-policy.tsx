import { Link } from 'react-router';
import { COMPANY, OTP_TTL_SECONDS, SESSION_MAX_AGE_SECONDS } from '@nirog/shared/constants';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { EmailLink, GrievanceOfficer } from '../../features/company/contact-details.tsx';
import { POLICY_UPDATED, RETENTION } from '../../features/company/policy-values.ts';
import { DataPrincipalRights } from '../../features/company/privacy-rights.tsx';
import type { Route } from './+types/privacy-policy';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = () => pageMeta(t('legal.privacyPolicy.title'), t('legal.privacyPolicy.description', { name: COMPANY.name }));

/** A text that follows an element: a space before it, unless it begins with punctuation (“…</strong>, and …”). */
function after(text: string) {
  return /^[,.:;]/.test(text) ? text : ` ${text}`;
}

/** A list item that begins with a term in bold. */
function Term({ term, text }: { term: MessageKey; text: MessageKey }) {
  return (
    <li>
      <strong>{t(term)}</strong>
      {after(t(text))}
    </li>
  );
}

const SHORT = ['legal.privacyPolicy.short1', 'legal.privacyPolicy.short2', 'legal.privacyPolicy.short3', 'legal.privacyPolicy.short4'] as const;
const EVERYONE = [
  ['legal.privacyPolicy.name', 'legal.privacyPolicy.nameText'],
  ['legal.privacyPolicy.addresses', 'legal.privacyPolicy.addressesText'],
  ['legal.privacyPolicy.orders', 'legal.privacyPolicy.ordersText'],
  ['legal.privacyPolicy.support', 'legal.privacyPolicy.supportText'],
  ['legal.privacyPolicy.technical', 'legal.privacyPolicy.technicalText'],
] as const;
const PRACTITIONERS = [
  ['legal.privacyPolicy.verification', 'legal.privacyPolicy.verificationText'],
  ['legal.privacyPolicy.business', 'legal.privacyPolicy.businessText'],
  ['legal.privacyPolicy.profile', 'legal.privacyPolicy.profileText'],
  ['legal.privacyPolicy.partner', 'legal.privacyPolicy.partnerText'],
  ['legal.privacyPolicy.community', 'legal.privacyPolicy.communityText'],
  ['legal.privacyPolicy.vaidya', 'legal.privacyPolicy.vaidyaText'],
] as const;
const USES = [
  'legal.privacyPolicy.use1',
  'legal.privacyPolicy.use2',
  'legal.privacyPolicy.use3',
  'legal.privacyPolicy.use4',
  'legal.privacyPolicy.use5',
  'legal.privacyPolicy.use6',
  'legal.privacyPolicy.use7',
  'legal.privacyPolicy.use8',
  'legal.privacyPolicy.use9',
  'legal.privacyPolicy.use10',
  'legal.privacyPolicy.use11',
] as const;
const SHARED_WITH = [
  ['legal.privacyPolicy.doctor', 'legal.privacyPolicy.doctorText'],
  ['legal.privacyPolicy.practitioner', 'legal.privacyPolicy.practitionerText'],
  ['legal.privacyPolicy.delivery', 'legal.privacyPolicy.deliveryText'],
  ['legal.privacyPolicy.payment', 'legal.privacyPolicy.paymentText'],
  ['legal.privacyPolicy.providers', 'legal.privacyPolicy.providersText'],
  ['legal.privacyPolicy.government', 'legal.privacyPolicy.governmentText'],
  ['legal.privacyPolicy.buyer', 'legal.privacyPolicy.buyerText'],
] as const;
const PROTECT = ['legal.privacyPolicy.protect1', 'legal.privacyPolicy.protect2'] as const;

export default function Page() {
  const sessionDays = Math.round(SESSION_MAX_AGE_SECONDS / 86_400);
  return (
    <CompanyPage title={t('legal.privacyPolicy.title')} lead={t('legal.privacyPolicy.lead')} updated={POLICY_UPDATED}>
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
        <p className="mt-0 font-semibold text-brand-900">{t('legal.privacyPolicy.inShort')}</p>
        <ul className="mb-0">
          {SHORT.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </div>

      <h2>{t('legal.privacyPolicy.h1')}</h2>
      <p>
        {t('legal.privacyPolicy.who', {
          name: COMPANY.name,
          legalName: COMPANY.legalName,
        })}
      </p>
      <p>
        {t('legal.privacyPolicy.companion')} <Link to="/sanchaalak/privacy-policy">{t('legal.privacyPolicy.companionLink')}</Link>.
      </p>

      <h2>{t('legal.privacyPolicy.h2')}</h2>
      <h3>{t('legal.privacyPolicy.everyone')}</h3>
      <ul>
        <li>
          <strong>{t('legal.privacyPolicy.mobile')}</strong>{' '}
          {t('legal.privacyPolicy.mobileText', {
            minutes: Math.round(OTP_TTL_SECONDS / 60),
          })}
        </li>
        {EVERYONE.map(([term, text]) => (
          <Term key={term} term={term} text={text} />
        ))}
      </ul>
      <h3>{t('legal.privacyPolicy.patients')}</h3>
      <ul>
        <Term term="legal.privacyPolicy.health" text="legal.privacyPolicy.healthText" />
        <li>{t('legal.privacyPolicy.family')}</li>
      </ul>
      <h3>{t('legal.privacyPolicy.practitioners')}</h3>
      <ul>
        {PRACTITIONERS.map(([term, text]) => (
          <Term key={term} term={term} text={text} />
        ))}
      </ul>

      <h2>{t('legal.privacyPolicy.h3')}</h2>
      <ul>
        {USES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>{t('legal.privacyPolicy.basis')}</p>

      <h2>{t('legal.privacyPolicy.h4')}</h2>
      <ul>
        {SHARED_WITH.map(([term, text]) => (
          <Term key={term} term={term} text={text} />
        ))}
      </ul>
      <p>{t('legal.privacyPolicy.public')}</p>
      <p>{t('legal.privacyPolicy.abroad')}</p>

      <h2>{t('legal.privacyPolicy.h5')}</h2>
      <p>{t('legal.privacyPolicy.cookiesIntro')}</p>
      <ul>
        <li>{t('legal.privacyPolicy.cookie1', { days: sessionDays })}</li>
        <li>{t('legal.privacyPolicy.cookie2')}</li>
        <li>{t('legal.privacyPolicy.cookie3')}</li>
      </ul>
      <p>{t('legal.privacyPolicy.chatCookies')}</p>

      <h2>{t('legal.privacyPolicy.h6')}</h2>
      <ul>
        <li>
          {t('legal.privacyPolicy.keepAccount', {
            days: RETENTION.afterAccountDeletionDays,
          })}
        </li>
        <li>
          {t('legal.privacyPolicy.keepOrders', {
            years: RETENTION.taxRecordsYears,
          })}
        </li>
        <li>
          {t('legal.privacyPolicy.keepMedical', {
            years: RETENTION.medicalRecordsYears,
          })}
        </li>
        <li>
          {t('legal.privacyPolicy.keepVerification', {
            years: RETENTION.verificationDocsAfterClosureYears,
          })}
        </li>
        <li>
          {t('legal.privacyPolicy.keepSupport', {
            years: RETENTION.supportTicketsYears,
          })}
        </li>
      </ul>

      <h2>{t('legal.privacyPolicy.h7')}</h2>
      <ul>
        {PROTECT.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
        <li>{t('legal.privacyPolicy.protect3', { days: sessionDays })}</li>
        <li>{t('legal.privacyPolicy.protect4')}</li>
      </ul>
      <p>{t('legal.privacyPolicy.breach')}</p>

      <h2>{t('legal.privacyPolicy.h8')}</h2>
      <DataPrincipalRights where={t('legal.privacyPolicy.rightsWhere')} />

      <h2>{t('legal.privacyPolicy.h9')}</h2>
      <p>{t('legal.privacyPolicy.children')}</p>

      <h2>{t('legal.privacyPolicy.h10')}</h2>
      <p>{t('legal.privacyPolicy.changes')}</p>

      <h2>{t('legal.privacyPolicy.h11')}</h2>
      <p>
        {t('legal.privacyPolicy.contactBefore')} <EmailLink email={COMPANY.grievanceEmail} />
        {after(t('legal.privacyPolicy.contactAfter'))}
      </p>
      <GrievanceOfficer />
      <p>{t('legal.privacyPolicy.board')}</p>
    </CompanyPage>
  );
}
