import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { GrievanceOfficer } from '../../features/company/contact-details.tsx';
import { POLICY_UPDATED } from '../../features/company/policy-values.ts';
import type { Route } from './+types/terms-of-service';

const TITLE = 'Terms of service';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    `The terms for using ${COMPANY.name}: accounts, consultations, medicine orders, payments, nirog money, Nirog Partner, community content and the Vaidya Tool.`,
  );

export default function Page() {
  return (
    <CompanyPage title={TITLE} lead={`The rules for using ${COMPANY.name}, written as plainly as we can.`} updated={POLICY_UPDATED}>
      <div className="rounded-xl border border-saffron-500/40 bg-saffron-100 p-4 sm:p-5">
        <p className="my-0 font-semibold text-saffron-700">In a medical emergency, do not use {COMPANY.name}.</p>
        <p className="mt-1 mb-0">
          Call <a href="tel:112">112</a> or go to the nearest hospital. Our consultations are not meant for emergencies.
        </p>
      </div>

      <h2>1. About these terms</h2>
      <p>
        These terms are an agreement between you and {COMPANY.legalName} (“{COMPANY.name}”, “we”, “us”). They apply when you use our website, our apps
        (including the Sanchaalak app) and our services. By creating an account or placing an order, you accept them, together with our{' '}
        <Link to="/privacy-policy">privacy policy</Link>, <Link to="/cancellation-policy">cancellation policy</Link> and{' '}
        <Link to="/refunds-returns-policy">refunds and returns policy</Link>.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be 18 or older to open an account. A parent or guardian may use their account to book care or buy medicines for a child.</li>
        <li>One account belongs to one mobile number. You log in with a one-time password (OTP) sent by SMS; never share it with anyone.</li>
        <li>Give us true and complete details, and keep them up to date.</li>
        <li>You are responsible for what is done through your account. Tell us at once if you think someone else has used it.</li>
      </ul>

      <h2>3. Practitioner and trade accounts</h2>
      <ul>
        <li>
          Doctors, clinics, students, chemists, retailers and distributors must choose the correct account type and upload the documents we ask for.
          See <Link to="/practitioner">how verification works</Link>.
        </li>
        <li>You can place orders at trade prices only after your account is verified.</li>
        <li>
          Trade prices depend on your customer tier. We set and review tiers, and may change them based on your purchases and our commercial terms.
        </li>
        <li>
          Medicines bought at trade prices are for use in your practice or for resale under the licences you hold. You are responsible for storing,
          dispensing and selling them as the law requires.
        </li>
        <li>
          Where you bill with a GSTIN, the legal entity name must match the GST certificate. GST is required for chemists and chemist distributors.
        </li>
        <li>We may suspend trade prices or the account if documents expire, turn out to be false, or a licence is cancelled.</li>
      </ul>

      <h2>4. Consultations</h2>
      <ul>
        <li>
          Doctors on {COMPANY.name} are independent, registered practitioners. They, not {COMPANY.name}, are responsible for their medical advice and
          prescriptions. We check their registration and degree before they can take consultations.
        </li>
        <li>Video consultations follow the telemedicine guidelines that apply to Ayurvedic practitioners in India.</li>
        <li>A doctor may decide that your problem needs an in-person examination, tests or emergency care, and advise you accordingly.</li>
        <li>Tell your doctor about all your illnesses, allergies and the medicines you take, including allopathic ones.</li>
        <li>
          Consultation fees are set by the doctor or clinic and shown before you book. Cancellations and refunds follow our{' '}
          <Link to="/cancellation-policy">cancellation policy</Link>.
        </li>
      </ul>

      <h2>5. Medicines and orders</h2>
      <ul>
        <li>
          We sell only medicines made by licensed manufacturers. Product descriptions, ingredients and directions come from the manufacturer and the
          label; read the label before use.
        </li>
        <li>
          Information on the platform is general. It does not replace the advice of a qualified doctor, especially for children, pregnant or
          breastfeeding women, and people with long-term illnesses.
        </li>
        <li>
          Some classical medicines contain ingredients listed in Schedule E(1) of the Drugs and Cosmetics Rules, 1945, and must be taken only under
          medical supervision. We may ask for a prescription before we ship them.
        </li>
        <li>Prices include GST unless shown otherwise. Delivery charges, if any, are shown before you pay.</li>
        <li>
          An order is confirmed when we send you the confirmation. We may cancel it in the cases listed in our{' '}
          <Link to="/cancellation-policy">cancellation policy</Link>, and we refund anything you paid.
        </li>
        <li>Every order comes with a GST invoice.</li>
      </ul>

      <h2>6. Payments</h2>
      <ul>
        <li>You can pay online (UPI, cards, net banking or wallets) through our payment partners, or by cash on delivery where it is offered.</li>
        <li>Approved trade accounts may buy on postpaid terms and pay by NEFT by the due date shown on the invoice.</li>
        <li>We do not store your card number or UPI PIN.</li>
      </ul>

      <h2>7. nirog money and coupons</h2>
      <ul>
        <li>
          nirog money is wallet credit that you earn through offers, referrals, rewards and refunds. It has no cash value, cannot be withdrawn or
          transferred, and may have an expiry date, which is shown in your account.
        </li>
        <li>
          There may be a limit on how much nirog money can be used on one order; your cart shows it. Some brands do not accept nirog money, and your
          cart tells you when this applies.
        </li>
        <li>Coupons have their own conditions, such as a minimum order value, a validity period or eligible products, shown with the coupon.</li>
        <li>If you leave the payment page before you finish paying, the coupon or nirog money applied to that order may be lost.</li>
        <li>We may cancel nirog money or coupons obtained through fraud, multiple accounts or misuse.</li>
      </ul>

      <h2>8. Nirog Partner</h2>
      <p>Verified practitioners can join Nirog Partner to order medicines for their patients. When you use it, you also agree that:</p>
      <ul>
        <li>you have your patient’s consent to share their details with us and to order for them;</li>
        <li>you prescribe in your own professional judgement and within your registration;</li>
        <li>
          payouts are calculated as shown in the partner area, recorded in your ledger and paid to the bank account or UPI ID you have verified, after
          any tax deducted at source;
        </li>
        <li>payouts on orders that are cancelled or returned are reversed.</li>
      </ul>

      <h2>9. Community, learning and events</h2>
      <ul>
        <li>
          The feed, comments, quizzes, webinars, olympiad and courses are for learning and professional discussion. Be respectful, and post only what
          you have the right to share.
        </li>
        <li>
          Never post anything that could identify a patient without their written consent. Remove names, faces, phone numbers and reports before you
          share a case.
        </li>
        <li>
          Do not make claims of magical or guaranteed cures, or advertise medicines in ways the Drugs and Magic Remedies (Objectionable
          Advertisements) Act, 1954 forbids.
        </li>
        <li>You keep ownership of what you post, and give us permission to show it on the platform and in our communications about the platform.</li>
        <li>We may remove content or suspend accounts that break these rules. Report anything inappropriate to our Grievance Officer.</li>
        <li>In quizzes and the olympiad, play fairly. We may disqualify entries that use unfair means. Leaderboards show your name and score.</li>
      </ul>

      <h2>10. Vaidya Tool (AI assistant)</h2>
      <ul>
        <li>Vaidya Tool is meant for practitioners. Its answers are generated by artificial intelligence and can be incomplete or wrong.</li>
        <li>It does not replace your clinical judgement. Check its answers against the classical texts and your own examination of the patient.</li>
        <li>Do not enter a patient’s name, phone number or other details that could identify them.</li>
        <li>Your feedback on answers helps us improve it.</li>
      </ul>

      <h2>11. Things you must not do</h2>
      <ul>
        <li>Use another person’s account or mobile number, or create accounts to collect offers more than once.</li>
        <li>Copy large parts of the platform, or use bots or scrapers to collect data from it.</li>
        <li>Try to break into, overload or interfere with our systems.</li>
        <li>Resell medicines without the licences the law requires.</li>
        <li>Upload false documents or pretend to be a registered practitioner.</li>
      </ul>

      <h2>12. Our content</h2>
      <p>
        The {COMPANY.name} name and logo, our articles, courses, quizzes and the design of the platform belong to us or to those who licensed them to
        us. You may use them only to use the platform for yourself.
      </p>

      <h2>13. Suspension and closing your account</h2>
      <p>
        You can ask us to close your account at any time. We may suspend or deactivate an account that breaks these terms or the law, and we will tell
        you why unless the law stops us. Orders already shipped will be delivered, and refunds due to you will be paid.
      </p>

      <h2>14. Our responsibility</h2>
      <p>
        We work hard to keep the platform available and accurate, but we cannot promise it will always be free of errors or interruptions. To the
        extent the law allows, we are not responsible for indirect losses, and our total responsibility for any claim is limited to the amount you
        paid us for the order or consultation concerned. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.
      </p>

      <h2>15. Changes to these terms</h2>
      <p>
        We may update these terms as our services and the law change. We will show the new date at the top and, for significant changes, tell you
        before they take effect. If you keep using the platform after that, the new terms apply.
      </p>

      <h2>16. Law and disputes</h2>
      <p>
        These terms are governed by the laws of India. If we cannot resolve a dispute together, the courts at New Delhi have jurisdiction, without
        affecting your right to approach a consumer commission.
      </p>

      <h2>17. Grievances</h2>
      <p>
        For help with an order or account, please first contact <Link to="/support">customer support</Link>. If your complaint is not resolved, or it
        is about content on the platform, write to our Grievance Officer:
      </p>
      <GrievanceOfficer />
    </CompanyPage>
  );
}
