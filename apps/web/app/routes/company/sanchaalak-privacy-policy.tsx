import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { EmailLink, GrievanceOfficer } from '../../features/company/contact-details.tsx';
import { POLICY_UPDATED, RETENTION } from '../../features/company/policy-values.ts';
import { DataPrincipalRights } from '../../features/company/privacy-rights.tsx';
import type { Route } from './+types/sanchaalak-privacy-policy';

const TITLE = 'Sanchaalak privacy policy';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    `How the Sanchaalak app by ${COMPANY.name} handles the personal data of practitioners, partners and their patients under the Digital Personal Data Protection Act, 2023.`,
  );

export default function Page() {
  return (
    <CompanyPage
      title={TITLE}
      lead={`Sanchaalak is ${COMPANY.name}’s companion app for practitioners and Nirog Partners to manage patients, orders, appointments and payouts. This policy explains how it handles personal data.`}
      updated={POLICY_UPDATED}
    >
      <h2>1. About this policy</h2>
      <p>
        The Sanchaalak app is provided by {COMPANY.legalName} (“{COMPANY.name}”, “we”, “us”). This policy covers the app only. Your use of the{' '}
        {COMPANY.name} website and patient app is covered by our main <Link to="/privacy-policy">privacy policy</Link>, and many of its terms apply
        here too.
      </p>
      <p>Sanchaalak handles two kinds of personal data, and our role is different for each:</p>
      <ul>
        <li>
          <strong>Your own data</strong> as a practitioner or partner. For this data we are the Data Fiduciary under the Digital Personal Data
          Protection Act, 2023 (the “DPDP Act”).
        </li>
        <li>
          <strong>Your patients’ data</strong> that you enter or manage in the app. You decide why and how it is used in your practice; we process it
          on your behalf to provide the app, and to deliver the orders and appointments you create.
        </li>
      </ul>

      <h2>2. What the app collects</h2>
      <h3>About you</h3>
      <ul>
        <li>Your mobile number (you log in with an OTP), name, account type and profile.</li>
        <li>Verification documents and business details such as GSTIN and legal entity name, as described on our website.</li>
        <li>
          Bank account number and IFSC, or UPI ID, for payouts. We check that the account is valid before the first payout, for example with a small
          test deposit.
        </li>
        <li>Your orders, appointments, payouts and ledger entries.</li>
      </ul>
      <h3>About your patients</h3>
      <ul>
        <li>Name, mobile number, age, gender and delivery address.</li>
        <li>Prescriptions, consultation notes, medical records and reports you add or the patient shares with you.</li>
        <li>Orders placed for the patient and appointments booked with you.</li>
      </ul>
      <h3>About your device</h3>
      <ul>
        <li>Device model, operating system, app version and language.</li>
        <li>A notification token so that we can send you alerts about new orders, appointment requests and payouts.</li>
        <li>Crash reports and basic usage data, so that we can fix problems.</li>
      </ul>

      <h2>3. Permissions the app asks for</h2>
      <p>The app asks for a permission only when you use the feature that needs it. You can turn each one off in your phone’s settings.</p>
      <ul>
        <li>
          <strong>Camera and photos:</strong> to photograph or upload prescriptions, reports and verification documents.
        </li>
        <li>
          <strong>Microphone and camera during calls:</strong> for video consultations with patients.
        </li>
        <li>
          <strong>Notifications:</strong> for alerts about orders, appointments and payouts.
        </li>
      </ul>
      <p>The app does not read your contacts, SMS messages or call logs, and does not track your location in the background.</p>

      <h2>4. How we use the data</h2>
      <ul>
        <li>To let you manage patients, prescriptions, orders and appointments.</li>
        <li>To deliver medicines you order for patients and to send them order updates.</li>
        <li>
          To calculate your payouts, pay them to your bank account or UPI ID, deduct tax at source where the law requires, and keep your ledger.
        </li>
        <li>To verify your account, prevent fraud and keep the app secure.</li>
        <li>To provide support and fix problems.</li>
      </ul>
      <p>We do not use your patients’ data to market to them on our own account, and we never sell it.</p>

      <h2>5. Your responsibilities towards your patients</h2>
      <p>When you add a patient’s details to Sanchaalak, you confirm that:</p>
      <ul>
        <li>the patient has agreed to you recording their details and using them to order medicines or book appointments for them;</li>
        <li>you add only what is needed for their care;</li>
        <li>you keep your phone locked and do not share your login with anyone;</li>
        <li>you pass on to us any request from a patient to see, correct or delete their data that you cannot handle yourself.</li>
      </ul>

      <h2>6. Who we share data with</h2>
      <ul>
        <li>Delivery partners, who receive the patient’s name, address and phone number.</li>
        <li>Payment partners and banks, to make your payouts.</li>
        <li>Service providers for hosting, notifications, SMS and crash reporting, who may use the data only to provide their service to us.</li>
        <li>Government authorities, when the law requires it.</li>
      </ul>

      <h2>7. How long we keep it</h2>
      <ul>
        <li>
          Your account data: while your account is open, and deleted or anonymised within {RETENTION.afterAccountDeletionDays} days after you close
          it.
        </li>
        <li>
          Patient records, prescriptions and notes: at least {RETENTION.medicalRecordsYears} years from the patient’s last consultation or order, as
          rules on medical records require, unless you ask us to hand them over to you earlier.
        </li>
        <li>
          Orders, invoices, payouts and ledger entries: as long as tax and company law require, currently up to {RETENTION.taxRecordsYears} years.
        </li>
      </ul>

      <h2>8. Security</h2>
      <p>
        Data is encrypted between the app and our servers. Only staff who need it for their work can see it. If a personal data breach happens, we
        will inform you, the affected patients where required, and the Data Protection Board of India, as the DPDP Act requires.
      </p>

      <h2>9. Your rights</h2>
      <DataPrincipalRights where="in the app’s profile and bank details screens" />
      <p>
        Patients whose data you manage have the same rights. They may contact you or write to us directly at{' '}
        <EmailLink email={COMPANY.grievanceEmail} />.
      </p>

      <h2>10. Closing your account</h2>
      <p>
        You can ask us to close your Sanchaalak account at any time. We first settle any payouts due to you. Records that the law requires us to keep
        are kept for the periods above; everything else is deleted.
      </p>

      <h2>11. Changes and contact</h2>
      <p>
        When we change this policy we update the date at the top and notify you in the app if the change is significant. For questions or complaints,
        contact our Grievance Officer:
      </p>
      <GrievanceOfficer />
    </CompanyPage>
  );
}
