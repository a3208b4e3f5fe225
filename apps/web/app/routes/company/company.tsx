import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { CompanyAddress, ContactList, EmailLink, GrievanceOfficer } from '../../features/company/contact-details.tsx';
import type { Route } from './+types/company';

const TITLE = 'Company information';

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, `Legal name, registered office, business and contact details of ${COMPANY.legalName}, the company that runs ${COMPANY.name}.`);

export default function Page() {
  return (
    <CompanyPage title={TITLE} lead={`${COMPANY.name} is an online Ayurveda platform run by ${COMPANY.legalName}.`}>
      <h2>At a glance</h2>
      <dl className="my-4 divide-y divide-line rounded-xl border border-line bg-white">
        {[
          { term: 'Legal name', detail: COMPANY.legalName },
          { term: 'Brand', detail: COMPANY.name },
          { term: 'Type of company', detail: 'Private limited company incorporated in India' },
          { term: 'Registered office', detail: <CompanyAddress /> },
          {
            term: 'Business',
            detail: 'Online marketplace and supplier of Ayurvedic medicines; platform for Ayurvedic consultations and professional learning',
          },
          { term: 'GSTIN', detail: 'Printed on every tax invoice we issue' },
        ].map(({ term, detail }) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4 sm:px-5">
            <dt className="font-semibold text-brand-900">{term}</dt>
            <dd className="m-0">{detail}</dd>
          </div>
        ))}
      </dl>

      <h2>What we do</h2>
      <p>
        {COMPANY.name} helps patients find Ayurvedic doctors and clinics, consult them in person or by video, and buy genuine Ayurvedic medicines
        online. It also supplies medicines at trade prices to verified practitioners and businesses, and offers them a professional community with a
        feed, quizzes, webinars, an olympiad, courses and an AI assistant.
      </p>
      <p>We sell only medicines made by licensed manufacturers, and we verify the credentials of every doctor and trade buyer on the platform.</p>

      <h2>How we sell</h2>
      <p>We work through three channels:</p>
      <ul>
        <li>
          <strong>B2B (business to business).</strong> Verified doctors, clinics, chemists, retailers and distributors buy medicines from us at trade
          prices set by their customer tier, with GST invoices and, for approved accounts, postpaid payment by NEFT.
        </li>
        <li>
          <strong>B2B2C (business to business to consumer).</strong> Through the <Link to="/nirogpartner">Nirog Partner</Link> programme a
          practitioner orders medicines for a patient, we deliver them to the patient, and the practitioner earns a payout recorded in their ledger.
        </li>
        <li>
          <strong>D2C (direct to consumer).</strong> Patients and families buy medicines and book consultations directly on our website and app,
          paying online or by cash on delivery.
        </li>
      </ul>

      <h2>Contact</h2>
      <p>
        For general questions write to <EmailLink email={COMPANY.infoEmail} />. For help with an order, appointment or account, contact customer
        support:
      </p>
      <ContactList />
      <p>
        More ways to reach us and answers to common questions are on the <Link to="/support">support page</Link>.
      </p>

      <h2>Grievance officer</h2>
      <p>
        If you have a complaint about a product, a service, the content on our platform or the way we handle your personal data, and our support team
        has not resolved it, please write to our Grievance Officer:
      </p>
      <GrievanceOfficer />

      <h2>Policies</h2>
      <ul>
        {[
          { to: '/terms-of-service', label: t('footer.terms') },
          { to: '/privacy-policy', label: t('footer.privacy') },
          { to: '/cancellation-policy', label: t('footer.cancellation') },
          { to: '/refunds-returns-policy', label: t('footer.refunds') },
          { to: '/sanchaalak/privacy-policy', label: 'Sanchaalak app privacy policy' },
        ].map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </CompanyPage>
  );
}
