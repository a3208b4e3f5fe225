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
import { canonicalOf } from '../../features/catalog/seo.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { verificationWorkingDays } from '../../features/company/policy-values.ts';
import type { Route } from './+types/practitioner';

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(t('legal.practitioner.title'), t('legal.practitioner.description')), ...canonicalOf(matches, '/practitioner')];

type PractitionerKey = Exclude<(typeof PRACTITIONER_USER_TYPES)[number]['key'], 'individual'>;

/** Functions, not constants: the texts are looked up in the reader's language when the page renders. */
const userTypeContent = (): Record<PractitionerKey, { Icon: LucideIcon; text: string; documents: string[] }> => ({
  doctor: {
    Icon: Stethoscope,
    text: t('legal.practitioner.doctor.text'),
    documents: [
      t('legal.practitioner.doctor.doc1'),
      t('legal.practitioner.doctor.doc2'),
    ],
  },
  clinic: {
    Icon: Building,
    text: t('legal.practitioner.clinic.text'),
    documents: [
      t('legal.practitioner.clinic.doc1'),
      t('legal.practitioner.clinic.doc2'),
      t('legal.practitioner.clinic.doc3'),
    ],
  },
  student: {
    Icon: GraduationCap,
    text: t('legal.practitioner.student.text'),
    documents: [t('legal.practitioner.student.doc1')],
  },
  retailer: {
    Icon: Store,
    text: t('legal.practitioner.retailer.text'),
    documents: [t('legal.practitioner.retailer.doc1'), t('legal.practitioner.retailer.doc2')],
  },
  chemist: {
    Icon: Package,
    text: t('legal.practitioner.chemist.text'),
    documents: [t('legal.practitioner.chemist.doc1'), t('legal.practitioner.chemist.doc2'), t('legal.practitioner.chemist.doc3')],
  },
  doctorDistributor: {
    Icon: Truck,
    text: t('legal.practitioner.doctorDistributor.text'),
    documents: [t('legal.practitioner.doctorDistributor.doc1'), t('legal.practitioner.doctorDistributor.doc2')],
  },
  chemistDistributor: {
    Icon: Warehouse,
    text: t('legal.practitioner.chemistDistributor.text'),
    documents: [t('legal.practitioner.chemistDistributor.doc1'), t('legal.practitioner.chemistDistributor.doc2')],
  },
});

const benefits = (): Array<{ Icon: LucideIcon; title: string; text: string }> => [
  { Icon: BadgePercent, title: t('legal.practitioner.benefit.tradePrices'), text: t('legal.practitioner.benefit.tradePricesText') },
  {
    Icon: Handshake,
    title: t('footer.nirogPartner'),
    text: t('legal.practitioner.benefit.partnerText'),
  },
  { Icon: MessagesSquare, title: t('legal.practitioner.benefit.feed'), text: t('legal.practitioner.benefit.feedText') },
  { Icon: Trophy, title: t('legal.practitioner.benefit.learning'), text: t('legal.practitioner.benefit.learningText') },
  { Icon: GraduationCap, title: t('legal.practitioner.benefit.courses'), text: t('legal.practitioner.benefit.coursesText') },
  { Icon: Bot, title: t('footer.vaidyaTool'), text: t('legal.practitioner.benefit.vaidyaToolText') },
];

const tierText = (): Record<(typeof CUSTOMER_TIERS)[number]['key'], string> => ({
  website: t('legal.practitioner.tier.website'),
  iron: t('legal.practitioner.tier.iron'),
  silver: t('legal.practitioner.tier.silver'),
  gold: t('legal.practitioner.tier.gold'),
  diamond: t('legal.practitioner.tier.diamond'),
  platinum: t('legal.practitioner.tier.platinum'),
});

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
  const content = userTypeContent();
  const tiers = tierText();
  return (
    <CompanyPage title={t('legal.practitioner.title')} lead={t('legal.practitioner.lead')}>
      <SignUpButtons />

      <h2>{t('legal.practitioner.whatYouGet')}</h2>
      <ul className="grid list-none gap-4 pl-0 sm:grid-cols-2">
        {benefits().map(({ Icon, title, text }) => (
          <li key={title} className="m-0 flex gap-3 rounded-xl border border-line bg-white p-4">
            <Icon size={22} className="mt-1 shrink-0 text-brand-600" aria-hidden />
            <span>
              <span className="block font-semibold text-brand-900">{title}</span>
              <span className="block text-[15px] leading-6 text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>

      <h2>{t('legal.practitioner.whoCanJoin')}</h2>
      <p>{t('legal.practitioner.whoCanJoinText')}</p>
      <ul className="grid list-none gap-4 pl-0 sm:grid-cols-2">
        {PRACTITIONER_USER_TYPES.map((type) => {
          const { Icon, text, documents } = content[type.key as PractitionerKey];
          return (
            <li key={type.key} className="m-0 flex flex-col rounded-xl border border-line bg-white p-5 shadow-sm">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon size={20} aria-hidden />
              </span>
              <h3 className="mt-3 mb-1">{type.label}</h3>
              <p className="my-0 flex-1 text-[15px] leading-6 text-muted">{text}</p>
              <p className="mt-4 mb-1 text-sm font-semibold text-ink">{t('legal.practitioner.documents')}</p>
              <ul className="my-0 space-y-1 pl-5 text-sm leading-6">
                {documents.map((doc) => (
                  <li key={doc}>{doc}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>

      <h2>{t('legal.practitioner.howVerification')}</h2>
      <p>{t('legal.practitioner.howVerificationText')}</p>
      <ol>
        <li>
          <strong>{t('legal.practitioner.step1Title')}</strong> {t('legal.practitioner.step1')}
        </li>
        <li>
          <strong>{t('legal.practitioner.step2Title')}</strong> {t('legal.practitioner.step2')}
        </li>
        <li>
          <strong>{t('legal.practitioner.step3Title')}</strong>
          {t('legal.practitioner.step3', { days: verificationWorkingDays() })}
        </li>
        <li>
          <strong>{t('legal.practitioner.step4Title')}</strong> {t('legal.practitioner.step4')}
        </li>
      </ol>
      <p className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-[15px]">
        <FileCheck size={20} className="mt-1 shrink-0 text-brand-700" aria-hidden />
        <span>{t('legal.practitioner.gstNote')}</span>
      </p>

      <h2>{t('legal.practitioner.tiers')}</h2>
      <p>{t('legal.practitioner.tiersText')}</p>
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
            <span className="mt-1 block text-sm leading-6 text-muted">{tiers[tier.key]}</span>
          </li>
        ))}
      </ol>

      <h2>{t('legal.practitioner.ready')}</h2>
      <p>
        {t('legal.practitioner.readyText')} <Link to="/support#faqs">{t('legal.practitioner.faqs')}</Link> {t('legal.practitioner.or')}{' '}
        <Link to="/support">{t('legal.practitioner.contactSupport')}</Link>
        {t('legal.practitioner.end')}
      </p>
      <SignUpButtons />
    </CompanyPage>
  );
}
