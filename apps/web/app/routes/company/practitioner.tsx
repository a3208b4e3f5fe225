import {
  BadgePercent,
  Bot,
  Building,
  FileCheck,
  GraduationCap,
  Handshake,
  MessagesSquare,
  Package,
  Stethoscope,
  Store,
  Trophy,
  Truck,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { CUSTOMER_TIERS, PRACTITIONER_USER_TYPES } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { VERIFICATION_WORKING_DAYS } from '../../features/company/policy-values.ts';
import type { Route } from './+types/practitioner';

const TITLE = 'For practitioners and the trade';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Trade prices for verified Ayurvedic doctors, clinics, chemists, retailers and distributors, plus Nirog Partner, learning and the Vaidya Tool AI assistant.',
  );

type PractitionerKey = Exclude<(typeof PRACTITIONER_USER_TYPES)[number]['key'], 'individual'>;

const USER_TYPE_CONTENT: Record<PractitionerKey, { Icon: LucideIcon; text: string; documents: string[] }> = {
  doctor: {
    Icon: Stethoscope,
    text: 'Registered Ayurvedic doctors (vaidyas). Buy medicines at trade prices, run your online profile and appointments, prescribe through Nirog Partner, and join the feed, webinars and olympiad.',
    documents: [
      'Registration certificate from the central register or your State Board of Indian Medicine',
      'Degree certificate (BAMS, or MD/MS Ayurveda)',
    ],
  },
  clinic: {
    Icon: Building,
    text: 'Ayurvedic clinics and hospitals. List your clinic and its doctors so patients in your city can find you, take appointment requests and stock your dispensary at trade prices.',
    documents: [
      'Clinic registration or establishment certificate',
      'Registration certificate of the doctor in charge',
      'GST certificate, if registered',
    ],
  },
  student: {
    Icon: GraduationCap,
    text: 'BAMS and postgraduate Ayurveda students. Learn with courses, quizzes and webinars, take part in the olympiad and follow senior vaidyas on the feed.',
    documents: ['College identity card for the current academic year'],
  },
  retailer: {
    Icon: Store,
    text: 'Shops and stores that sell Ayurvedic medicines and wellness products. Buy at trade prices with GST invoices so you can claim input tax credit.',
    documents: ['GST certificate, with the legal name matching your billing details', 'Shop and establishment registration or trade licence'],
  },
  chemist: {
    Icon: Package,
    text: 'Pharmacies and medical stores. Order genuine Ayurvedic medicines from many brands in one place, at trade prices, with GST invoices.',
    documents: ['PAN card or GST certificate of the business', 'Drug licence of the store', 'GSTIN on your billing address (required for chemists)'],
  },
  doctorDistributor: {
    Icon: Truck,
    text: 'Distributors who supply Ayurvedic doctors and clinics. Buy in bulk at distributor prices and grow your network of practitioners.',
    documents: ['GST certificate', 'Drug licence or trade licence, as applicable in your state'],
  },
  chemistDistributor: {
    Icon: Warehouse,
    text: 'Distributors who supply chemists and retailers. Buy in bulk at distributor prices with GST invoices and postpaid (NEFT) payment for approved accounts.',
    documents: ['GST certificate (required, with the legal name matching your billing details)', 'Wholesale drug licence'],
  },
};

const BENEFITS: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  { Icon: BadgePercent, title: 'Trade prices', text: 'Better prices than retail once you are verified, improving with your tier.' },
  {
    Icon: Handshake,
    title: 'Nirog Partner',
    text: 'Order for your patients, have the medicines delivered to them and earn payouts, with a ledger of every entry.',
  },
  { Icon: MessagesSquare, title: 'Professional feed', text: 'Discuss cases and share experience with other vaidyas.' },
  { Icon: Trophy, title: 'Quizzes, webinars and the olympiad', text: 'Keep learning, compete and earn certificates.' },
  { Icon: GraduationCap, title: 'Courses', text: 'Video courses on classical texts and clinical practice.' },
  { Icon: Bot, title: 'Vaidya Tool', text: 'An AI assistant that answers in Ayurvedic terms, with formulations and classical references.' },
];

const TIER_TEXT: Record<(typeof CUSTOMER_TIERS)[number]['key'], string> = {
  website: 'The starting tier. You see the prices shown on the website until your account is verified and reviewed.',
  iron: 'The first trade tier, for newly verified accounts.',
  silver: 'Better trade prices for accounts that buy regularly.',
  gold: 'Higher discounts for established buyers.',
  diamond: 'For large practices, pharmacies and distributors with high, steady purchases.',
  platinum: 'The best prices we offer, for our largest partners.',
};

function SignUpButtons() {
  return (
    <div className="my-6 flex flex-col gap-3 sm:flex-row">
      <ButtonLink to="/sign-up-practitioner" className="no-underline">
        {t('auth.signUpPractitionerTitle')}
      </ButtonLink>
      <ButtonLink to="/login-practitioner" variant="secondary" className="no-underline">
        {t('auth.loginAsPractitioner')}
      </ButtonLink>
    </div>
  );
}

export default function Page() {
  return (
    <CompanyPage
      title={TITLE}
      lead="Nirog brings Ayurvedic doctors, clinics, students, chemists, retailers and distributors together with genuine medicines at trade prices, a way to serve patients online and a community to learn from."
    >
      <SignUpButtons />

      <h2>What you get</h2>
      <ul className="grid list-none gap-4 pl-0 sm:grid-cols-2">
        {BENEFITS.map(({ Icon, title, text }) => (
          <li key={title} className="m-0 flex gap-3 rounded-xl border border-line bg-white p-4">
            <Icon size={22} className="mt-1 shrink-0 text-brand-600" aria-hidden />
            <span>
              <span className="block font-semibold text-brand-900">{title}</span>
              <span className="block text-[15px] leading-6 text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>

      <h2>Who can join</h2>
      <p>
        Choose the account type that describes you when you sign up. It decides the prices you see, the documents we ask for and the tools you get.
      </p>
      <ul className="grid list-none gap-4 pl-0 sm:grid-cols-2">
        {PRACTITIONER_USER_TYPES.map((type) => {
          const content = USER_TYPE_CONTENT[type.key as PractitionerKey];
          const { Icon } = content;
          return (
            <li key={type.key} className="m-0 flex flex-col rounded-xl border border-line bg-white p-5 shadow-sm">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon size={20} aria-hidden />
              </span>
              <h3 className="mt-3 mb-1">{type.label}</h3>
              <p className="my-0 flex-1 text-[15px] leading-6 text-muted">{content.text}</p>
              <p className="mt-4 mb-1 text-sm font-semibold text-ink">Documents for verification</p>
              <ul className="my-0 space-y-1 pl-5 text-sm leading-6">
                {content.documents.map((doc) => (
                  <li key={doc}>{doc}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>

      <h2>How verification works</h2>
      <p>
        We verify every practitioner and trade account before it can order at trade prices. This keeps prescription-grade medicines with the people
        who are allowed to handle them, and it is why patients can trust the doctors they find on Nirog.
      </p>
      <ol>
        <li>
          <strong>Sign up</strong> with your mobile number and choose your account type. You log in with an OTP, so there is no password to remember.
        </li>
        <li>
          <strong>Upload your documents</strong> from your profile. Clear photos or PDFs of the originals are enough.
        </li>
        <li>
          <strong>We review them</strong>, usually within {VERIFICATION_WORKING_DAYS} working days. While we check, your profile shows “under review”.
        </li>
        <li>
          <strong>You are verified</strong> and can place orders at trade prices. If we cannot approve your documents, we tell you why and you can
          upload them again.
        </li>
      </ol>
      <p className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-[15px]">
        <FileCheck size={20} className="mt-1 shrink-0 text-brand-700" aria-hidden />
        <span>
          Trade users who bill with a GSTIN must enter the legal entity name exactly as it appears on the GST certificate, and the first two digits of
          the GSTIN must match the state of the billing address. GST is required for chemists and chemist distributors.
        </span>
      </p>

      <h2>Customer tiers</h2>
      <p>
        Every trade account has a tier. Your tier sets the trade price you see on each medicine, and it is shown in your cart. We review tiers
        regularly based on your purchases, so the more you buy through Nirog, the better your prices become.
      </p>
      <ol className="grid list-none gap-3 pl-0 sm:grid-cols-2 lg:grid-cols-3">
        {CUSTOMER_TIERS.map((tier, i) => (
          <li key={tier.key} className="m-0 rounded-xl border border-line bg-white p-4">
            <span className="flex items-center gap-2">
              <span
                className="inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-saffron-100 px-2 text-sm font-bold text-saffron-700"
                aria-hidden
              >
                {i + 1}
              </span>
              <span className="font-semibold text-brand-900">{tier.label}</span>
            </span>
            <span className="mt-1 block text-sm leading-6 text-muted">{TIER_TEXT[tier.key]}</span>
          </li>
        ))}
      </ol>

      <h2>Ready to join?</h2>
      <p>
        Sign up takes a couple of minutes. Have your documents ready to upload and you can start ordering as soon as you are verified. Questions
        first? See our <Link to="/support#faqs">FAQs</Link> or <Link to="/support">contact support</Link>.
      </p>
      <SignUpButtons />
    </CompanyPage>
  );
}
