import { redirect } from 'react-router';
import { referralSignUpPath } from '@nirog/shared/rewards';
import type { Route } from './+types/referral-link';

/** /r/{code}: a referral link lands on sign-up with the code kept (decision 057). */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(referralSignUpPath(params.code.slice(0, 20)), 302);
}

