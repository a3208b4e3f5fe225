import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { AudienceChooser } from '../../features/auth/audience-chooser.tsx';
import { authPageLoader } from '../../features/auth/auth-page.server.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => pageMeta(t('auth.loginTitle'));

export function loader({ context, request }: Route.LoaderArgs) {
  return authPageLoader(context.api, request, 'login');
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const q = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  return (
    <Container className="py-10 sm:py-16">
      <AudienceChooser title={t('auth.loginTitle')} intro={t('auth.loginChoose')} individualTo={`/login-individual${q}`} practitionerTo={`/login-practitioner${q}`} />
    </Container>
  );
}
