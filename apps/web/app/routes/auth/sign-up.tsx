import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { AudienceChooser } from '../../features/auth/audience-chooser.tsx';
import { authPageLoader } from '../../features/auth/auth-page.server.ts';
import type { Route } from './+types/sign-up';

export const meta: Route.MetaFunction = () => pageMeta(t('auth.signUpTitle'));

export function loader({ context, request }: Route.LoaderArgs) {
  return authPageLoader(context.api, request, 'signup');
}

export default function SignUp() {
  const { redirectTo, referralCode } = useLoaderData<typeof loader>();
  const params = new URLSearchParams({ ...(redirectTo ? { redirectTo } : {}), ...(referralCode ? { ref: referralCode } : {}) }).toString();
  const q = params ? `?${params}` : '';
  return (
    <Container className="py-10 sm:py-16">
      <AudienceChooser title={t('auth.signUpTitle')} intro={t('auth.signUpIntro')} individualTo={`/sign-up-individual${q}`} practitionerTo={`/sign-up-practitioner${q}`} />
    </Container>
  );
}
