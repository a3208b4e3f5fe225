import {
  ArrowRight,
  BadgeCheck,
  BadgePercent,
  Bot,
  GraduationCap,
  Handshake,
  Lock,
  MapPin,
  MessagesSquare,
  Newspaper,
  Pill,
  ReceiptIndianRupee,
  ShieldCheck,
  Stethoscope,
  Trophy,
  Video,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../components/layout/page-title.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { Container } from '../components/ui/card.tsx';
import { showsVerificationPrompt } from '@nirog/shared/schemas/verification';
import { loadVerification } from '../features/verification/verification-status.server.ts';
import { VerificationPrompt } from '../features/verification/verify-modal.tsx';
import { currentUser } from '../lib/session.server.ts';
import { originOf } from '../features/catalog/catalog-loaders.server.ts';
import { languageLinks } from '../features/catalog/seo.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    'Ayurvedic doctors, clinics and genuine medicines online',
    'Consult verified Ayurvedic doctors by video or in clinic and buy genuine Ayurvedic medicines with doorstep delivery. Trade prices and tools for practitioners.',
  ),
  ...(data ? languageLinks(`${data.origin}/`).links : []),
];

interface Offering {
  Icon: LucideIcon;
  title: string;
  text: string;
  to: string;
  cta: string;
}

const PATIENT_OFFERINGS: Offering[] = [
  {
    Icon: Stethoscope,
    title: 'Find an Ayurvedic doctor',
    text: 'Search verified vaidyas by city and speciality. See their qualifications, experience and consultation fee before you book.',
    to: '/ayurveda/doctors',
    cta: 'Find doctors',
  },
  {
    Icon: MapPin,
    title: 'Clinics in your city',
    text: 'Find Ayurvedic clinics near you, with their address, timings and the doctors who practise there.',
    to: '/clinics',
    cta: 'Find clinics',
  },
  {
    Icon: Video,
    title: 'Consult by video',
    text: 'Talk to a doctor from home on your phone. You get your prescription online and can order the medicines straight away.',
    to: '/ayurveda/doctors',
    cta: 'Book a video consultation',
  },
  {
    Icon: Pill,
    title: 'Genuine medicines, delivered',
    text: 'Classical formulations and proprietary medicines from licensed manufacturers, delivered to your door across India.',
    to: '/medicines',
    cta: 'Buy medicines',
  },
  {
    Icon: Wallet,
    title: 'nirog money and coupons',
    text: 'Earn nirog money, our wallet credit, and use it with coupons to pay less on your medicines and consultations.',
    to: '/offers',
    cta: 'See offers',
  },
  {
    Icon: Newspaper,
    title: 'Health blogs',
    text: 'Read simple articles by Ayurvedic doctors on diet, daily routine, seasons and common health problems, in English and Hindi.',
    to: '/learn',
    cta: 'Read the blogs',
  },
];

const PRACTITIONER_OFFERINGS: Offering[] = [
  {
    Icon: BadgePercent,
    title: 'Trade prices by tier',
    text: 'Verified doctors, clinics, chemists, retailers and distributors buy at trade prices. Your tier, from Iron to Platinum, sets your price.',
    to: '/practitioner',
    cta: 'How tiers work',
  },
  {
    Icon: Handshake,
    title: 'Nirog Partner',
    text: 'Prescribe and order for your patients. We deliver to them, and you earn payouts that you can follow in your own ledger.',
    to: '/nirogpartner',
    cta: 'About Nirog Partner',
  },
  {
    Icon: MessagesSquare,
    title: 'Professional feed',
    text: 'Share cases and clinical experience, ask questions and follow vaidyas whose work you respect.',
    to: '/feeds',
    cta: 'Open the feed',
  },
  {
    Icon: Trophy,
    title: 'Quizzes, webinars and the olympiad',
    text: 'Test your knowledge, attend live webinars with senior vaidyas and compete in the yearly Ayurveda olympiad. Earn certificates.',
    to: '/quizzes',
    cta: 'Try a quiz',
  },
  {
    Icon: GraduationCap,
    title: 'Courses',
    text: 'Short video courses on classical texts, formulations and clinical practice that you can follow at your own pace.',
    to: '/learning',
    cta: 'Browse courses',
  },
  {
    Icon: Bot,
    title: 'Vaidya Tool',
    text: 'An AI assistant for practitioners that answers in Ayurvedic terms, with formulations, classical references and related discussions.',
    to: '/bot',
    cta: 'Ask Vaidya Tool',
  },
];

const STEPS = [
  {
    title: 'Sign up with your mobile number',
    text: 'No password to remember. We send a one-time password (OTP) by SMS each time you log in.',
  },
  {
    title: 'Consult a doctor or choose your medicines',
    text: 'Book a video or in-clinic consultation, or order the medicines your vaidya has prescribed.',
  },
  {
    title: 'Get your medicines at home',
    text: 'Pay online or with cash on delivery, use nirog money and coupons, and receive a GST invoice with every order.',
  },
];

const TRUST: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  { Icon: BadgeCheck, title: 'Verified practitioners', text: 'We check every doctor’s registration and degree.' },
  { Icon: ShieldCheck, title: 'Genuine medicines', text: 'Sourced only from licensed manufacturers.' },
  { Icon: ReceiptIndianRupee, title: 'GST invoice', text: 'A proper tax invoice with every order.' },
  { Icon: Lock, title: 'Secure payments', text: 'UPI, cards and net banking through RBI-regulated partners.' },
];

/** A card whose heading link covers the whole card (one tab stop, one clear link name). */
function OfferingCard({ item }: { item: Offering }) {
  const { Icon } = item;
  return (
    <li className="group relative flex flex-col rounded-xl border border-line bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md has-[:focus-visible]:border-brand-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
      <div className="flex items-center gap-3 sm:block">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon size={22} aria-hidden />
        </span>
        <h3 className="text-lg leading-snug font-semibold text-brand-900 sm:mt-4">
          <Link to={item.to} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
            {item.title}
          </Link>
        </h3>
      </div>
      <p className="mt-2 flex-1 text-[15px] leading-6 text-muted sm:mt-1">{item.text}</p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700" aria-hidden>
        {item.cta} <ArrowRight size={16} className="transition group-hover:translate-x-0.5" />
      </span>
    </li>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas">
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">{t('app.tagline')}</p>
          <h1 id="hero-title" className="mt-3 text-3xl leading-tight font-bold text-brand-900 sm:text-4xl lg:text-5xl">
            Trusted Ayurvedic doctors and genuine medicines, in one place
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">
            Consult a verified vaidya by video or in a clinic near you, then get the medicines you were prescribed delivered to your door.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/ayurveda/doctors" size="lg">
              <Stethoscope size={20} aria-hidden />
              Find a doctor
            </ButtonLink>
            <ButtonLink to="/medicines" size="lg" variant="secondary">
              <Pill size={20} aria-hidden />
              Buy medicines
            </ButtonLink>
          </div>
          <p className="mt-6 text-[15px] text-muted">
            Doctor, clinic, chemist or distributor?{' '}
            <Link
              to="/practitioner"
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              See what we offer practitioners <ArrowRight size={16} aria-hidden />
            </Link>
          </p>
        </div>
        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          <h2 className="text-base font-semibold text-brand-900">With Nirog you can</h2>
          <ul className="mt-4 space-y-4">
            {[
              { Icon: Video, text: 'Consult an Ayurvedic doctor by video from anywhere in India' },
              { Icon: MapPin, text: 'Book an in-clinic visit with a vaidya in your city' },
              { Icon: Pill, text: 'Order classical and proprietary medicines with doorstep delivery' },
              { Icon: Wallet, text: 'Pay less with nirog money and coupons' },
            ].map(({ Icon, text }) => (
              <li key={text} className="flex gap-3 text-[15px] leading-6">
                <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-saffron-700">
                  <Icon size={18} aria-hidden />
                </span>
                <span className="pt-1.5">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

function TrustStrip() {
  return (
    <section aria-labelledby="trust-title" className="border-b border-line bg-white">
      <Container className="py-8">
        <h2 id="trust-title" className="sr-only">
          Why you can trust Nirog
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon size={26} className="mt-0.5 shrink-0 text-brand-600" aria-hidden />
              <div>
                <p className="font-semibold text-brand-900">{title}</p>
                <p className="text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function SectionHeading({ id, eyebrow, title, text }: { id: string; eyebrow: string; title: string; text: string }) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 text-[17px] leading-7 text-muted">{text}</p>
    </div>
  );
}

function ForPatients() {
  return (
    <section aria-labelledby="patients-title" className="py-14 sm:py-20">
      <Container>
        <SectionHeading
          id="patients-title"
          eyebrow="For patients and families"
          title="Care that starts with the right vaidya"
          text="Whether it is acidity that keeps coming back, joint pain or a skin problem, find an Ayurvedic doctor you can trust and follow the treatment without running from shop to shop."
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PATIENT_OFFERINGS.map((item) => (
            <OfferingCard key={item.title} item={item} />
          ))}
        </ul>
      </Container>
    </section>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y border-line bg-white py-14 sm:py-20">
      <Container>
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="Three steps from first question to medicine at home"
          text="It takes a couple of minutes to get started, and you can do it all from your phone."
        />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-4 md:flex-col">
              <span
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-brand-900">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-[15px] leading-6 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/sign-up-individual">{t('auth.signUpIndividualTitle')}</ButtonLink>
          <ButtonLink to="/login" variant="secondary">
            {t('nav.login')}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}

function ForPractitioners() {
  return (
    <section aria-labelledby="practitioners-title" className="py-14 sm:py-20">
      <Container>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="practitioners-title"
            eyebrow="For practitioners and the trade"
            title="Grow your practice and your business"
            text="Doctors, clinics and students, chemists, retailers and distributors: buy at trade prices once you are verified, serve your patients through Nirog Partner, and keep learning with a community of vaidyas."
          />
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <ButtonLink to="/sign-up-practitioner">{t('auth.signUpPractitionerTitle')}</ButtonLink>
            <ButtonLink to="/practitioner" variant="secondary">
              Learn more
            </ButtonLink>
          </div>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PRACTITIONER_OFFERINGS.map((item) => (
            <OfferingCard key={item.title} item={item} />
          ))}
        </ul>
        <p className="mt-8 text-[15px] text-muted">
          Already registered?{' '}
          <Link to="/login-practitioner" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {t('auth.loginAsPractitioner')}
          </Link>
        </p>
      </Container>
    </section>
  );
}

/** Spec section 6: a doctor with verification status 0 sees the prompt to verify on the home page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await currentUser(context.api);
  return { verification: user?.userType === 2 ? await loadVerification(context.api, user) : null, origin: originOf(request) };
}

export default function Home() {
  const { verification } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <>
      {params.get('deleted') === '1' && (
        <Container className="pt-4">
          <Alert tone="success">{t('privacy.deleted')}</Alert>
        </Container>
      )}
      {verification && showsVerificationPrompt(verification.userType, verification.status) && (
        <Container className="pt-4">
          <VerificationPrompt verification={verification} />
        </Container>
      )}
      <Hero />
      <TrustStrip />
      <ForPatients />
      <HowItWorks />
      <ForPractitioners />
    </>
  );
}
