import { ArrowRight, HeartPulse, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';

/** The first step of sign-up and login: individual or practitioner. */
export function AudienceChooser({ title, intro, individualTo, practitionerTo }: { title: string; intro: string; individualTo: string; practitionerTo: string }) {
  const options = [
    { to: individualTo, Icon: HeartPulse, title: t('auth.individualCard'), text: t('auth.individualCardText') },
    { to: practitionerTo, Icon: Stethoscope, title: t('auth.practitionerCard'), text: t('auth.practitionerCardText') },
  ];
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {options.map(({ to, Icon, title: heading, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md"
            >
              <Icon size={28} className="text-brand-600" aria-hidden />
              <span className="mt-3 text-lg font-semibold text-brand-900">{heading}</span>
              <span className="mt-1 flex-1 text-[15px] text-muted">{text}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                {t('auth.choose')} <ArrowRight size={16} aria-hidden className="transition group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
