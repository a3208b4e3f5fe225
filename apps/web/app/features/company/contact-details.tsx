import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { COMPANY } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { GRIEVANCE, supportHours } from './policy-values.ts';

/** The company's postal address, one line per row. */
export function CompanyAddress({ className }: { className?: string }) {
  return (
    <address className={className ?? 'not-italic'}>
      {COMPANY.legalName}
      {COMPANY.addressLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

export function PhoneLink() {
  return (
    <a href={COMPANY.phoneHref} className="whitespace-nowrap">
      {COMPANY.phone}
    </a>
  );
}

/** Address, phone, e-mail and hours as an icon list (used on the support and company pages). */
export function ContactList({ email = COMPANY.supportEmail, showHours = true }: { email?: string; showHours?: boolean }) {
  const row = 'flex gap-3';
  const icon = 'mt-1 shrink-0 text-brand-600';
  return (
    <ul className="my-4 list-none space-y-3 pl-0">
      <li className={row}>
        <Phone size={18} className={icon} aria-hidden />
        <span>
          <span className="sr-only">{t('company.phoneLabel')} </span>
          <PhoneLink />
        </span>
      </li>
      <li className={row}>
        <Mail size={18} className={icon} aria-hidden />
        <span>
          <span className="sr-only">{t('company.emailLabel')} </span>
          <EmailLink email={email} />
        </span>
      </li>
      {showHours && (
        <li className={row}>
          <Clock size={18} className={icon} aria-hidden />
          <span>{supportHours()}</span>
        </li>
      )}
      <li className={row}>
        <MapPin size={18} className={icon} aria-hidden />
        <CompanyAddress />
      </li>
    </ul>
  );
}

/**
 * The grievance officer's contact block. Indian law (IT Rules 2021, Consumer Protection (E-Commerce) Rules 2020 and
 * the Digital Personal Data Protection Act 2023) requires it on the policies.
 */
export function GrievanceOfficer() {
  return (
    <div className="my-4 rounded-xl border border-line bg-white p-4 sm:p-5">
      <p className="mt-0 mb-2 font-semibold text-brand-900">{t('company.grievanceOfficer')}</p>
      <CompanyAddress />
      <p className="my-2">
        {t('company.emailLabel')} <EmailLink email={COMPANY.grievanceEmail} />
        <br />
        {t('company.phoneLabel')} <PhoneLink /> ({supportHours()})
      </p>
      <p className="mt-2 mb-0 text-sm text-muted">
        {t('company.grievanceTimes', { hours: GRIEVANCE.acknowledgeHours, days: GRIEVANCE.resolveDays })}
      </p>
    </div>
  );
}
