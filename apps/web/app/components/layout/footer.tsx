import { Mail, MapPin, Phone } from 'lucide-react';
import { FacebookIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from '../ui/social-icons.tsx';
import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import type { LoginKind } from '@nirog/shared/codes/tables';
import { currentLocale, t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';
import { Container } from '../ui/card.tsx';
import { LanguageSwitch } from './language-switch.tsx';

interface FooterLink {
  to: string;
  label: MessageKey;
  /** Login kinds that do not see this link. */
  hiddenFor?: LoginKind[];
}

/** Footer links of spec section 2; FAQs are hidden for chemists, chemist distributors and retailers. */
export const FOOTER_COLUMNS: Array<{ title: MessageKey; links: FooterLink[] }> = [
  {
    title: 'footer.company',
    links: [
      { to: '/about-us', label: 'footer.about' },
      { to: '/support#faqs', label: 'footer.faqs', hiddenFor: ['chemist'] },
      { to: '/privacy-policy', label: 'footer.privacy' },
      { to: '/terms-of-service', label: 'footer.terms' },
      { to: '/cancellation-policy', label: 'footer.cancellation' },
      { to: '/refunds-returns-policy', label: 'footer.refunds' },
      { to: '/support', label: 'footer.support' },
      { to: '/support#need-help', label: 'support.needHelp.footer' },
    ],
  },
  {
    title: 'footer.offerings',
    links: [
      { to: '/ayurveda/doctors', label: 'footer.findDoctors' },
      { to: '/clinics', label: 'footer.findClinics' },
      { to: '/medicines', label: 'footer.buyMedicines' },
      { to: '/treatments', label: 'footer.treatments' },
      { to: '/services', label: 'footer.services' },
    ],
  },
  {
    title: 'footer.resources',
    links: [
      { to: '/blogs/en', label: 'footer.healthBlogs' },
      { to: '/nirogpartner', label: 'footer.nirogPartner' },
      { to: '/bot', label: 'footer.vaidyaTool' },
      { to: '/feeds', label: 'footer.feed' },
      { to: '/learning', label: 'footer.learning' },
      { to: '/webinar', label: 'footer.webinar' },
      { to: '/quizzes', label: 'footer.quiz' },
    ],
  },
];

const SOCIAL = [
  { href: COMPANY.social.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: COMPANY.social.twitter, label: 'Twitter', Icon: TwitterIcon },
  { href: COMPANY.social.linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
  { href: COMPANY.social.youtube, label: 'YouTube', Icon: YoutubeIcon },
];

export function Footer({ loginKind }: { loginKind: LoginKind }) {
  return (
    <footer className="mt-16 border-t border-line bg-brand-900 text-brand-50" data-login-kind={loginKind}>
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.title} aria-label={t(col.title)}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t(col.title)}</h2>
            <ul className="mt-4 space-y-2.5 text-[15px]">
              {col.links
                .filter((l) => !l.hiddenFor?.includes(loginKind))
                .map((l) => (
                  <li key={l.to}>
                    <Link to={l.to === '/blogs/en' && currentLocale() === 'hi' ? '/blogs/hi' : addressIn(currentLocale(), l.to)} className="text-brand-100 hover:text-white hover:underline">
                      {t(l.label)}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.contact')}</h2>
          <address className="mt-4 space-y-3 text-[15px] text-brand-100 not-italic">
            <p className="flex gap-2">
              <MapPin size={18} className="mt-0.5 shrink-0" aria-hidden />
              <span>
                {COMPANY.legalName}
                {COMPANY.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone size={18} className="mt-0.5 shrink-0" aria-hidden />
              <a href={COMPANY.phoneHref} className="hover:text-white hover:underline">
                {COMPANY.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail size={18} className="mt-0.5 shrink-0" aria-hidden />
              <a href={`mailto:${COMPANY.infoEmail}`} className="hover:text-white hover:underline">
                {COMPANY.infoEmail}
              </a>
            </p>
          </address>
          <ul className="mt-5 flex gap-3" aria-label={t('layout.socialMedia')}>
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={label}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-brand-50 hover:bg-brand-700"
                >
                  <Icon size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-brand-800">
        <Container className="flex flex-col gap-2 py-4 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.rights', { year: new Date().getFullYear(), company: COMPANY.legalName })}</p>
          <LanguageSwitch variant="list" />
        </Container>
      </div>
    </footer>
  );
}
