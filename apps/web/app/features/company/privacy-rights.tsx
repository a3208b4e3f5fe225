import { COMPANY } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { EmailLink } from './contact-details.tsx';
import { RETENTION } from './policy-values.ts';

const RIGHTS = [
  ['legal.privacyRights.know', 'legal.privacyRights.knowText'],
  ['legal.privacyRights.correct', 'legal.privacyRights.correctText'],
  ['legal.privacyRights.erase', 'legal.privacyRights.eraseText'],
  ['legal.privacyRights.withdraw', 'legal.privacyRights.withdrawText'],
  ['legal.privacyRights.nominate', 'legal.privacyRights.nominateText'],
  ['legal.privacyRights.complain', 'legal.privacyRights.complainText'],
] as const;

/**
 * The rights and duties of a data principal under the Digital Personal Data Protection Act 2023, shared by both privacy
 * policies. `where` is already in the reader's language (the caller passes a t() text).
 */
export function DataPrincipalRights({ where }: { where: string }) {
  return (
    <>
      <p>{t('legal.privacyRights.intro')}</p>
      <ul>
        {RIGHTS.map(([name, text]) => (
          <li key={name}>
            <strong>{t(name)}</strong> {t(text)}
          </li>
        ))}
      </ul>
      <p>
        {t('legal.privacyRights.contactBefore', { where })} <EmailLink email={COMPANY.grievanceEmail} />{' '}
        {t('legal.privacyRights.contactAfter', { days: RETENTION.rightsResponseDays })}
      </p>
      <p>{t('legal.privacyRights.duties')}</p>
    </>
  );
}
