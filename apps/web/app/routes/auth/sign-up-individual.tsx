import { useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { authAction } from '../../features/auth/auth-action.server.ts';
import { AuthForm } from '../../features/auth/auth-form.tsx';
import { authPageLoader } from '../../features/auth/auth-page.server.ts';
import type { Route } from './+types/sign-up-individual';

export const meta: Route.MetaFunction = () => pageMeta(t('auth.signUpIndividualTitle'));

export function loader({ context, request }: Route.LoaderArgs) {
  return authPageLoader(context.api, request, 'signup');
}

export function action({ context, request }: Route.ActionArgs) {
  return authAction(request, context.api, 'signup', 'individual');
}

export default function Page() {
  const { redirectTo, referralCode } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container className="py-10 sm:py-16">
      <AuthForm mode="signup" audience="individual" title={t('auth.signUpIndividualTitle')} intro={t('auth.individualCardText')} result={result} redirectTo={redirectTo} referralCode={referralCode} />
    </Container>
  );
}
