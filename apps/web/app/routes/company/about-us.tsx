import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { EmailLink } from '../../features/company/contact-details.tsx';
import type { Route } from './+types/about-us';

const TITLE = 'About us';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    `${COMPANY.name} connects patients with verified Ayurvedic doctors and genuine medicines, and gives vaidyas, chemists and distributors trade prices, learning and a community.`,
  );

export default function Page() {
  return (
    <CompanyPage
      title={TITLE}
      lead="We want every family in India to be able to reach a good vaidya and the right Ayurvedic medicine, wherever they live."
    >
      <h2>Why we started {COMPANY.name}</h2>
      <p>
        <em>Nirog</em> means “free from disease”. Ayurveda has kept Indian families healthy for generations, but getting good Ayurvedic care today is
        often hard. Patients do not know which doctor to trust. The medicine a vaidya prescribes may not be available at the nearest shop, or may not
        be genuine. And practitioners spend hours sourcing stock instead of seeing patients.
      </p>
      <p>We built {COMPANY.name} to fix this, for patients and for the people who care for them.</p>

      <h2>What we do</h2>
      <h3>For patients</h3>
      <ul>
        <li>
          <Link to="/ayurveda/doctors">Find verified Ayurvedic doctors</Link> and <Link to="/clinics">clinics</Link> in your city, or consult online
          by video.
        </li>
        <li>
          <Link to="/medicines">Buy genuine classical and proprietary medicines</Link> from licensed manufacturers, delivered to your door with a GST
          invoice.
        </li>
        <li>Save with nirog money, our wallet credit, and with coupons.</li>
        <li>
          Read <Link to="/learn">health blogs</Link> written by Ayurvedic doctors, in English and Hindi.
        </li>
      </ul>
      <h3>For practitioners and the trade</h3>
      <ul>
        <li>Trade prices for verified doctors, clinics, chemists, retailers and distributors, with better prices as your tier rises.</li>
        <li>
          <Link to="/nirogpartner">Nirog Partner</Link>, which lets a doctor order medicines for patients and earn payouts.
        </li>
        <li>A professional feed, quizzes, webinars, a yearly olympiad and video courses.</li>
        <li>Vaidya Tool, an AI assistant that answers practitioners’ questions in Ayurvedic terms.</li>
      </ul>
      <p>
        Read more on our <Link to="/practitioner">page for practitioners</Link>.
      </p>

      <h2>What we believe</h2>
      <ul>
        <li>
          <strong>The vaidya comes first.</strong> Good Ayurveda depends on a doctor who understands your prakriti and your illness. We help you find
          one, and we do not replace them.
        </li>
        <li>
          <strong>Genuine medicines only.</strong> We buy from licensed manufacturers and authorised distributors, and every order comes with a proper
          invoice.
        </li>
        <li>
          <strong>Trust is earned by checking.</strong> We verify the registration and degree of every doctor, and the licences of every chemist and
          distributor who buys from us.
        </li>
        <li>
          <strong>Respect for the classical texts.</strong> Our learning programmes and our AI assistant are built around the classical texts and the
          experience of practising vaidyas.
        </li>
        <li>
          <strong>Your data is yours.</strong> We collect only what we need and protect it as Indian law requires. See our{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </li>
      </ul>

      <h2>Who we are</h2>
      <p>
        {COMPANY.name} is run by {COMPANY.legalName}, a company based in New Delhi. Our team brings together Ayurvedic doctors, pharmacists, engineers
        and customer support staff. For company details, see <Link to="/company">company information</Link>.
      </p>

      <h2>Talk to us</h2>
      <p>
        We would like to hear from you, whether you are a patient with a question, a vaidya who wants to join, or a manufacturer who wants to work
        with us. Write to <EmailLink email={COMPANY.infoEmail} />, or visit our <Link to="/support">support page</Link> for phone numbers and answers
        to common questions.
      </p>
    </CompanyPage>
  );
}
