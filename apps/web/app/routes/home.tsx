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
import { currentLocale, t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';
import { pageMeta } from '../components/layout/page-title.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { Container } from '../components/ui/card.tsx';
import { showsVerificationPrompt } from '@nirog/shared/verification-rules';
import { loadVerification } from '../features/verification/verification-status.server.ts';
import { VerificationPrompt } from '../features/verification/verification-prompt.tsx';
import { currentUser } from '../lib/session.server.ts';
import { originOf } from '../features/catalog/catalog-loaders.server.ts';
import { languageLinks } from '../features/catalog/seo.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(t('home.meta.title'), t('home.meta.description')),
  ...(data ? languageLinks(`${data.origin}/`).links : []),
];

interface Offering {
  Icon: LucideIcon;
  title: MessageKey;
  text: MessageKey;
  to: string;
  cta: MessageKey;
}

const PATIENT_OFFERINGS: Offering[] = [
  {
    Icon: Stethoscope,
    title: 'home.offer.doctors.title',
    text: 'home.offer.doctors.text',
    to: '/ayurveda/doctors',
    cta: 'home.offer.doctors.cta',
  },
  {
    Icon: MapPin,
    title: 'home.offer.clinics.title',
    text: 'home.offer.clinics.text',
    to: '/clinics',
    cta: 'home.offer.clinics.cta',
  },
  {
    Icon: Video,
    title: 'home.offer.video.title',
    text: 'home.offer.video.text',
    to: '/ayurveda/doctors',
    cta: 'home.offer.video.cta',
  },
  {
    Icon: Pill,
    title: 'home.offer.medicines.title',
    text: 'home.offer.medicines.text',
    to: '/medicines',
    cta: 'home.offer.medicines.cta',
  },
  {
    Icon: Wallet,
    title: 'home.offer.money.title',
    text: 'home.offer.money.text',
    to: '/offers',
    cta: 'home.offer.money.cta',
  },
  {
    Icon: Newspaper,
    title: 'home.offer.blogs.title',
    text: 'home.offer.blogs.text',
    to: '/learn',
    cta: 'home.offer.blogs.cta',
  },
];

const PRACTITIONER_OFFERINGS: Offering[] = [
  {
    Icon: BadgePercent,
    title: 'home.offer.tiers.title',
    text: 'home.offer.tiers.text',
    to: '/practitioner',
    cta: 'home.offer.tiers.cta',
  },
  {
    Icon: Handshake,
    title: 'home.offer.partner.title',
    text: 'home.offer.partner.text',
    to: '/nirogpartner',
    cta: 'home.offer.partner.cta',
  },
  {
    Icon: MessagesSquare,
    title: 'home.offer.feed.title',
    text: 'home.offer.feed.text',
    to: '/feeds',
    cta: 'home.offer.feed.cta',
  },
  {
    Icon: Trophy,
    title: 'home.offer.quizzes.title',
    text: 'home.offer.quizzes.text',
    to: '/quizzes',
    cta: 'home.offer.quizzes.cta',
  },
  {
    Icon: GraduationCap,
    title: 'home.offer.courses.title',
    text: 'home.offer.courses.text',
    to: '/learning',
    cta: 'home.offer.courses.cta',
  },
  {
    Icon: Bot,
    title: 'home.offer.vaidyaTool.title',
    text: 'home.offer.vaidyaTool.text',
    to: '/bot',
    cta: 'home.offer.vaidyaTool.cta',
  },
];

const STEPS: Array<{ title: MessageKey; text: MessageKey }> = [
  { title: 'home.how.signUp.title', text: 'home.how.signUp.text' },
  { title: 'home.how.consult.title', text: 'home.how.consult.text' },
  { title: 'home.how.delivery.title', text: 'home.how.delivery.text' },
];

const TRUST: Array<{ Icon: LucideIcon; title: MessageKey; text: MessageKey }> = [
  { Icon: BadgeCheck, title: 'home.trust.verified.title', text: 'home.trust.verified.text' },
  { Icon: ShieldCheck, title: 'home.trust.genuine.title', text: 'home.trust.genuine.text' },
  { Icon: ReceiptIndianRupee, title: 'home.trust.invoice.title', text: 'home.trust.invoice.text' },
  { Icon: Lock, title: 'home.trust.payments.title', text: 'home.trust.payments.text' },
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
          <Link to={addressIn(currentLocale(), item.to)} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
            {t(item.title)}
          </Link>
        </h3>
      </div>
      <p className="mt-2 flex-1 text-[15px] leading-6 text-muted sm:mt-1">{t(item.text)}</p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700" aria-hidden>
        {t(item.cta)} <ArrowRight size={16} className="transition group-hover:translate-x-0.5" />
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
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">
            {t('home.hero.text')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={addressIn(currentLocale(), '/ayurveda/doctors')} size="lg">
              <Stethoscope size={20} aria-hidden />
              {t('home.hero.findDoctor')}
            </ButtonLink>
            <ButtonLink to={addressIn(currentLocale(), '/medicines')} size="lg" variant="secondary">
              <Pill size={20} aria-hidden />
              {t('home.hero.buyMedicines')}
            </ButtonLink>
          </div>
          <p className="mt-6 text-[15px] text-muted">
            {t('home.hero.practitionerQuestion')}{' '}
            <Link
              to="/practitioner"
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t('home.hero.practitionerLink')} <ArrowRight size={16} aria-hidden />
            </Link>
          </p>
        </div>
        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          <h2 className="text-base font-semibold text-brand-900">{t('home.hero.withNirog')}</h2>
          <ul className="mt-4 space-y-4">
            {[
              { Icon: Video, text: t('home.hero.point.video') },
              { Icon: MapPin, text: t('home.hero.point.clinic') },
              { Icon: Pill, text: t('home.hero.point.medicines') },
              { Icon: Wallet, text: t('home.hero.point.money') },
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
          {t('home.trust.title')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon size={26} className="mt-0.5 shrink-0 text-brand-600" aria-hidden />
              <div>
                <p className="font-semibold text-brand-900">{t(title)}</p>
                <p className="text-sm text-muted">{t(text)}</p>
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
          eyebrow={t('home.patients.eyebrow')}
          title={t('home.patients.title')}
          text={t('home.patients.text')}
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
          eyebrow={t('home.how.eyebrow')}
          title={t('home.how.title')}
          text={t('home.how.text')}
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
                  <span className="sr-only">{t('home.how.step', { number: i + 1 })} </span>
                  {t(step.title)}
                </h3>
                <p className="mt-1 text-[15px] leading-6 text-muted">{t(step.text)}</p>
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
            eyebrow={t('home.practitioners.eyebrow')}
            title={t('home.practitioners.title')}
            text={t('home.practitioners.text')}
          />
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <ButtonLink to="/sign-up-practitioner">{t('auth.signUpPractitionerTitle')}</ButtonLink>
            <ButtonLink to="/practitioner" variant="secondary">
              {t('home.practitioners.learnMore')}
            </ButtonLink>
          </div>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PRACTITIONER_OFFERINGS.map((item) => (
            <OfferingCard key={item.title} item={item} />
          ))}
        </ul>
        <p className="mt-8 text-[15px] text-muted">
          {t('home.practitioners.registered')}{' '}
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
