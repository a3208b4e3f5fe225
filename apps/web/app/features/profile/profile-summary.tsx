import { BadgeCheck, Camera, CircleAlert, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { labelOf } from '@nirog/shared/codes/code-table';
import { GENDERS, SALUTATIONS, USER_TYPES, type SalutationCode, type UserTypeCode } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { formatDate, formatMobile } from '../../lib/format.ts';
import type { ProfileView } from './profile-types.ts';

export function displayName(p: Pick<ProfileView, 'salutation' | 'fullName'>) {
  return `${p.salutation ? `${labelOf(SALUTATIONS, p.salutation as SalutationCode)} ` : ''}${p.fullName}`;
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '')).toUpperCase();
}

/** The picture, or the person's initials when there is none. */
export function Avatar({ profile, size = 'lg' }: { profile: ProfileView; size?: 'lg' | 'md' }) {
  const box = size === 'lg' ? 'h-20 w-20 text-2xl sm:h-24 sm:w-24' : 'h-16 w-16 text-xl';
  if (profile.profilePicUrl) {
    return (
      <img
        src={profile.profilePicUrl}
        alt={t('profileDetails.pictureAlt', { name: profile.fullName })}
        width={96}
        height={96}
        className={`${box} shrink-0 rounded-full border border-line object-cover`}
        data-testid="profile-picture"
      />
    );
  }
  return (
    <span className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`} aria-hidden>
      {initials(profile.fullName)}
    </span>
  );
}

/** Who the person is: picture, name, account type, and the personal details with their edit links. */
export function ProfileSummary({ profile }: { profile: ProfileView }) {
  const rows: Array<{ label: string; value: ReactNode; testId: string }> = [
    { label: t('profile.mobile'), value: formatMobile(profile.mobileNumber), testId: 'profile-mobile' },
    {
      label: t('profileEmail.label'),
      testId: 'profile-email',
      value: <EmailValue profile={profile} />,
    },
    {
      label: t('profileDetails.gender'),
      value: profile.gender ? labelOf(GENDERS, profile.gender as (typeof GENDERS)[number]['code']) : <span className="text-muted">{t('profileDetails.notSet')}</span>,
      testId: 'profile-gender',
    },
    { label: t('profile.memberSince'), value: formatDate(profile.createdAt), testId: 'profile-member-since' },
  ];
  return (
    <section aria-labelledby="profile-name">
      <div className="flex items-center gap-4">
        <Avatar profile={profile} />
        <div className="min-w-0">
          <h2 id="profile-name" className="text-xl font-bold break-words text-brand-900" data-testid="profile-name">
            {displayName(profile)}
          </h2>
          <p className="mt-0.5 text-sm text-muted" data-testid="profile-user-type">
            {labelOf(USER_TYPES, profile.userType as UserTypeCode)}
          </p>
          <Link to="/profile?form=picture" preventScrollReset className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            <Camera size={16} aria-hidden /> {profile.profilePicUrl ? t('profileDetails.pictureChange') : t('profileDetails.pictureAdd')}
          </Link>
        </div>
      </div>
      <dl className="mt-5 divide-y divide-line border-t border-line">
        {rows.map((r) => (
          <div key={r.testId} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 py-2.5 text-[15px]">
            <dt className="text-sm text-muted">{r.label}</dt>
            <dd className="min-w-0 font-medium break-words" data-testid={r.testId}>
              {r.value}
            </dd>
          </div>
        ))}
      </dl>
      <Link to="/profile?form=details" preventScrollReset className={buttonClass('secondary', 'sm', 'mt-3')}>
        <Pencil size={16} aria-hidden /> {t('profileDetails.edit')}
      </Link>
    </section>
  );
}

function EmailValue({ profile }: { profile: ProfileView }) {
  const link = 'text-sm font-medium text-brand-700 hover:underline';
  if (!profile.email) {
    return (
      <span className="flex flex-wrap items-center gap-x-2">
        <span className="font-normal text-muted">{t('profileDetails.notSet')}</span>
        <Link to="/profile?form=email" preventScrollReset className={link}>
          {t('profileEmail.add')}
        </Link>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-0.5">
      <span className="[overflow-wrap:anywhere]">{profile.email}</span>
      <span className="flex flex-wrap items-center gap-x-2">
        {profile.emailVerified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800" data-testid="email-verified">
            <BadgeCheck size={14} aria-hidden /> {t('profileEmail.verified')}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-medium text-saffron-700">
            <CircleAlert size={14} aria-hidden /> {t('profileEmail.unverified')}
          </span>
        )}
        <Link to={profile.emailVerified ? '/profile?form=email&change=1' : '/profile?form=email'} preventScrollReset className={link}>
          {profile.emailVerified ? t('profileEmail.change') : t('profileEmail.verifyNow')}
        </Link>
      </span>
    </span>
  );
}
