import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { CompanyAddress, ContactList, EmailLink, GrievanceOfficer } from '../../features/company/contact-details.tsx';
import type { Route } from './+types/company';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(t('legal.company.title'), t('legal.company.description', { legalName: COMPANY.legalName, name: COMPANY.name }));

export default function Page() {
  return (
    <CompanyPage title={t('legal.company.title')} lead={t('legal.company.lead', { name: COMPANY.name, legalName: COMPANY.legalName })}>
      <h2>{t('legal.company.atAGlance')}</h2>
      <dl className="my-4 divide-y divide-line rounded-xl border border-line bg-white">
        {[
          { term: t('legal.company.legalName'), detail: COMPANY.legalName },
          { term: t('legal.company.brand'), detail: COMPANY.name },
          { term: t('legal.company.type'), detail: t('legal.company.typeDetail') },
          { term: t('legal.company.office'), detail: <CompanyAddress /> },
          {
            term: t('legal.company.business'),
            detail: t('legal.company.businessDetail'),
          },
          { term: 'GSTIN', detail: t('legal.company.gstinDetail') },
        ].map(({ term, detail }) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4 sm:px-5">
            <dt className="font-semibold text-brand-900">{term}</dt>
            <dd className="m-0">{detail}</dd>
          </div>
        ))}
      </dl>

      <h2>{t('legal.company.whatWeDo')}</h2>
      <p>{t('legal.company.whatWeDo1', { name: COMPANY.name })}</p>
      <p>{t('legal.company.whatWeDo2')}</p>

      <h2>{t('legal.company.howWeSell')}</h2>
      <p>{t('legal.company.channels')}</p>
      <ul>
        <li>
          <strong>{t('legal.company.b2bTitle')}</strong> {t('legal.company.b2b')}
        </li>
        <li>
          <strong>{t('legal.company.b2b2cTitle')}</strong> {t('legal.company.b2b2cBefore')} <Link to="/nirogpartner">{t('legal.company.b2b2cLink')}</Link>{' '}
          {t('legal.company.b2b2cAfter')}
        </li>
        <li>
          <strong>{t('legal.company.d2cTitle')}</strong> {t('legal.company.d2c')}
        </li>
      </ul>

      <h2>{t('legal.company.contact')}</h2>
      <p>
        {t('legal.company.contactGeneral')} <EmailLink email={COMPANY.infoEmail} />
        {t('legal.company.contactSupport')}
      </p>
      <ContactList />
      <p>
        {t('legal.company.moreWaysBefore')} <Link to="/support">{t('legal.company.moreWaysLink')}</Link>
        {t('legal.company.moreWaysAfter')}
      </p>

      <h2>{t('legal.company.grievance')}</h2>
      <p>{t('legal.company.grievanceText')}</p>
      <GrievanceOfficer />

      <h2>{t('legal.company.policies')}</h2>
      <ul>
        {[
          { to: '/terms-of-service', label: t('footer.terms') },
          { to: '/privacy-policy', label: t('footer.privacy') },
          { to: '/cancellation-policy', label: t('footer.cancellation') },
          { to: '/refunds-returns-policy', label: t('footer.refunds') },
          { to: '/sanchaalak/privacy-policy', label: t('legal.company.sanchaalakPrivacy') },
        ].map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </CompanyPage>
  );
}
