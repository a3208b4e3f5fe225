import { COMPANY } from '@nirog/shared/constants';
import { EmailLink } from './contact-details.tsx';
import { RETENTION } from './policy-values.ts';

/** The rights and duties of a data principal under the Digital Personal Data Protection Act 2023, shared by both privacy policies. */
export function DataPrincipalRights({ where }: { where: string }) {
  return (
    <>
      <p>Under the Digital Personal Data Protection Act, 2023 you have the right to:</p>
      <ul>
        <li>
          <strong>Know</strong> what personal data we hold about you, how we use it, and who we have shared it with.
        </li>
        <li>
          <strong>Correct and update</strong> data that is wrong, incomplete or out of date.
        </li>
        <li>
          <strong>Erase</strong> your data when it is no longer needed for the purpose you gave it for, unless the law requires us to keep it.
        </li>
        <li>
          <strong>Withdraw your consent</strong> at any time. This does not affect what we did before you withdrew it, but we may no longer be able to
          provide the services that need that data.
        </li>
        <li>
          <strong>Nominate</strong> a person who can exercise these rights for you in case of your death or incapacity.
        </li>
        <li>
          <strong>Complain</strong> to our Grievance Officer, and then to the Data Protection Board of India if you are not satisfied with our answer.
        </li>
      </ul>
      <p>
        You can update most details yourself {where}. For anything else, write to <EmailLink email={COMPANY.grievanceEmail} /> from your registered
        e-mail, or mention your registered mobile number. We may ask you to confirm your identity before we act, and we reply within{' '}
        {RETENTION.rightsResponseDays} days.
      </p>
      <p>The Act also asks you to give us true information, not to impersonate anyone, and not to file false or frivolous complaints.</p>
    </>
  );
}
