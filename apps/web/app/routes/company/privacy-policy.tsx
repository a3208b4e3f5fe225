import { Link } from 'react-router';
import { COMPANY, OTP_TTL_SECONDS, SESSION_MAX_AGE_SECONDS } from '@nirog/shared/constants';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { EmailLink, GrievanceOfficer } from '../../features/company/contact-details.tsx';
import { POLICY_UPDATED, RETENTION } from '../../features/company/policy-values.ts';
import { DataPrincipalRights } from '../../features/company/privacy-rights.tsx';
import type { Route } from './+types/privacy-policy';

const TITLE = 'Privacy policy';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    `How ${COMPANY.name} collects, uses, shares and protects your personal data, including health information, under the Digital Personal Data Protection Act, 2023.`,
  );

export default function Page() {
  const sessionDays = Math.round(SESSION_MAX_AGE_SECONDS / 86_400);
  return (
    <CompanyPage
      title={TITLE}
      lead="What personal data we collect, why we collect it, who we share it with and the choices you have."
      updated={POLICY_UPDATED}
    >
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
        <p className="mt-0 font-semibold text-brand-900">In short</p>
        <ul className="mb-0">
          <li>We collect only what we need to run your account, your consultations and your orders.</li>
          <li>Your health information is shared only with the doctors you consult and the people needed to care for you or deliver your order.</li>
          <li>We do not sell your personal data.</li>
          <li>You can see, correct or delete your data, and withdraw your consent, at any time.</li>
        </ul>
      </div>

      <h2>1. Who we are and what this policy covers</h2>
      <p>
        {COMPANY.name} is run by {COMPANY.legalName} (“{COMPANY.name}”, “we”, “us”). This policy applies when you use our website and mobile apps as a
        patient or caregiver, a practitioner, a student, a trade buyer or a visitor. For the purposes of the Digital Personal Data Protection Act,
        2023 (the “DPDP Act”), we are the Data Fiduciary for the personal data described here.
      </p>
      <p>
        Our companion app for practitioners and partners has its own policy: see the{' '}
        <Link to="/sanchaalak/privacy-policy">Sanchaalak privacy policy</Link>.
      </p>

      <h2>2. What we collect</h2>
      <h3>Everyone</h3>
      <ul>
        <li>
          <strong>Mobile number.</strong> You log in with it. We send a one-time password (OTP) by SMS, valid for {Math.round(OTP_TTL_SECONDS / 60)}{' '}
          minutes.
        </li>
        <li>
          <strong>Name and salutation</strong>, and, if you give them, your e-mail address, gender and profile photo.
        </li>
        <li>
          <strong>Addresses</strong> for delivery and billing: contact person, phone and alternate phone number, house and street, landmark, city,
          state and pin code.
        </li>
        <li>
          <strong>Orders and payments:</strong> what you buy, how much you pay, your payment method and the reference number from our payment partner.
          We never see or store your full card number, CVV or UPI PIN.
        </li>
        <li>
          <strong>Support requests</strong>: the tickets, chat messages and e-mails you send us and notes of phone calls.
        </li>
        <li>
          <strong>Technical data</strong>: IP address, device and browser type, the pages you open and actions such as adding to cart or applying a
          coupon.
        </li>
      </ul>
      <h3>Patients and caregivers</h3>
      <ul>
        <li>
          <strong>Health information</strong> you or your doctor share in a consultation: symptoms, medical history, reports, photos, prescriptions
          and the doctor’s notes.
        </li>
        <li>Details of family members you add so that you can book consultations and order medicines for them.</li>
      </ul>
      <h3>Practitioners and trade users</h3>
      <ul>
        <li>
          <strong>Verification documents</strong>: for doctors, the registration certificate and degree; for students, the college identity card; for
          chemists, PAN or GST certificate and drug licence; for retailers and distributors, their trade documents.
        </li>
        <li>
          <strong>Business details</strong>: GSTIN, legal entity name and trade name. We check the GSTIN against the government’s GST records.
        </li>
        <li>
          <strong>Professional profile</strong> you choose to publish: qualifications, experience, specialisations, clinic details, services, awards
          and memberships.
        </li>
        <li>
          <strong>Nirog Partner details</strong>: bank account number and IFSC or UPI ID for payouts, payout and ledger records, and the patients and
          orders you manage.
        </li>
        <li>
          <strong>Community and learning activity</strong>: posts, comments, likes, quiz answers and scores, webinar attendance, course progress,
          olympiad registration and certificates.
        </li>
        <li>
          <strong>Vaidya Tool</strong>: the questions you ask the AI assistant and the feedback you give on its answers.
        </li>
      </ul>

      <h2>3. Why we use it</h2>
      <ul>
        <li>To create your account, log you in and keep it secure.</li>
        <li>To verify practitioners and trade buyers, apply trade prices and customer tiers, and check GST details.</li>
        <li>To book and run consultations, and to give your doctor the information they need to treat you.</li>
        <li>To process orders and payments, deliver medicines, issue GST invoices, and handle cancellations, returns and refunds.</li>
        <li>To run nirog money, coupons, referrals, schemes and rewards.</li>
        <li>To run Nirog Partner: orders for patients, payouts, the ledger and tax deducted at source.</li>
        <li>To run the feed, quizzes, webinars, the olympiad, courses and certificates.</li>
        <li>To answer your support requests and grievances.</li>
        <li>
          To send you updates about your orders, appointments and account by SMS, e-mail or app notification. We send offers and news only if you
          agree, and you can stop them at any time.
        </li>
        <li>To prevent fraud and misuse, and to meet our duties under tax, drug and other Indian laws.</li>
        <li>To understand how the platform is used, in aggregated form, and make it better.</li>
      </ul>
      <p>
        We process your data with your consent, which you give when you sign up or use a feature, or for the “legitimate uses” that the DPDP Act
        allows, such as a purpose for which you have given us the data yourself, complying with the law or a court order, or responding to a medical
        emergency.
      </p>

      <h2>4. Who we share it with</h2>
      <ul>
        <li>
          <strong>The doctor or clinic you consult</strong> receives your name, contact details, age, gender and the health information you share for
          that consultation.
        </li>
        <li>
          <strong>Your practitioner</strong>, when they order medicines for you through Nirog Partner, sees the order and its delivery status.
        </li>
        <li>
          <strong>Delivery partners</strong> receive your name, address and phone number to deliver your order.
        </li>
        <li>
          <strong>Payment partners</strong> (RBI-regulated payment aggregators and banks) process your payments and our payouts.
        </li>
        <li>
          <strong>Service providers</strong> who work for us under contract: cloud hosting, SMS and e-mail delivery, customer chat and analytics. They
          may use your data only to provide their service to us.
        </li>
        <li>
          <strong>Government authorities</strong>, when the law requires it.
        </li>
        <li>
          <strong>A buyer or successor</strong>, if our business is merged or sold, who must keep protecting your data as this policy says.
        </li>
      </ul>
      <p>
        Some information is public by design: a practitioner’s or clinic’s profile, posts on the professional feed, and names on quiz and olympiad
        leaderboards. We never sell personal data and never share it with others for their own advertising.
      </p>
      <p>Where a service provider processes data outside India, we do so only as the DPDP Act permits and under contracts that protect it.</p>

      <h2>5. Cookies</h2>
      <p>We use a small number of cookies:</p>
      <ul>
        <li>a session cookie that keeps you logged in for up to {sessionDays} days;</li>
        <li>a security cookie that protects forms against misuse by other websites;</li>
        <li>cookies that help us measure how the platform is used.</li>
      </ul>
      <p>
        The customer chat widget, when shown, is provided by a service provider and may set its own cookies. You can clear or block cookies in your
        browser, but you will then need to log in again and some features may not work.
      </p>

      <h2>6. How long we keep it</h2>
      <ul>
        <li>
          Account and profile data: while your account is open. After you close it, we delete or anonymise it within{' '}
          {RETENTION.afterAccountDeletionDays} days, except for the records below.
        </li>
        <li>Orders, invoices and payment records: as long as tax and company law require, currently up to {RETENTION.taxRecordsYears} years.</li>
        <li>
          Consultation records and prescriptions: at least {RETENTION.medicalRecordsYears} years from your last consultation, as rules on medical
          records require.
        </li>
        <li>
          Verification documents: while your account is open and for {RETENTION.verificationDocsAfterClosureYears} year after you close it, to settle
          any dispute.
        </li>
        <li>Support tickets and grievances: {RETENTION.supportTicketsYears} years.</li>
      </ul>

      <h2>7. How we protect it</h2>
      <ul>
        <li>All traffic between you and us is encrypted (HTTPS).</li>
        <li>Only staff who need your data for their work can see it, and their access is logged.</li>
        <li>You log in with an OTP, and sessions end after {sessionDays} days.</li>
        <li>Card and UPI payments are handled entirely by our payment partners.</li>
      </ul>
      <p>
        If a personal data breach happens, we will inform you and the Data Protection Board of India as the DPDP Act requires, and tell you what you
        can do to protect yourself.
      </p>

      <h2>8. Your rights</h2>
      <DataPrincipalRights where="from your profile and address book" />

      <h2>9. Children</h2>
      <p>
        You must be 18 or older to open an account. A parent or guardian may add a child as a family member to book consultations or order medicines,
        and gives consent on the child’s behalf. We do not track children’s behaviour or show them targeted advertising.
      </p>

      <h2>10. Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top of this page. If the change is significant, we will tell you by SMS, e-mail or a
        notice on the platform before it takes effect.
      </p>

      <h2>11. Contact and grievances</h2>
      <p>
        For questions about this policy or your data, write to <EmailLink email={COMPANY.grievanceEmail} />. Our Grievance Officer handles privacy
        complaints:
      </p>
      <GrievanceOfficer />
      <p>If you are not satisfied with our answer, you can complain to the Data Protection Board of India.</p>
    </CompanyPage>
  );
}
