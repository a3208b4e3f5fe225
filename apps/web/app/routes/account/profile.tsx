import { LogOut } from 'lucide-react';
import { Form, useLoaderData } from 'react-router';
import { labelOf } from '@nirog/shared/codes/code-table';
import { SALUTATIONS, USER_TYPES, type SalutationCode, type UserTypeCode } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { formatDate, formatMobile } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => pageMeta(t('profile.title'));

export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await requireUser(context.api, request) };
}

export default function Profile() {
  const { user } = useLoaderData<typeof loader>();
  const salutation = user.salutation ? `${labelOf(SALUTATIONS, user.salutation as SalutationCode)} ` : '';
  const rows: Array<[string, string]> = [
    [t('profile.name'), `${salutation}${user.fullName}`],
    [t('profile.mobile'), formatMobile(user.mobileNumber)],
    [t('profile.userType'), labelOf(USER_TYPES, user.userType as UserTypeCode)],
    [t('profile.memberSince'), formatDate(user.createdAt)],
  ];
  return (
    <Container className="py-10">
      <Card className="mx-auto max-w-xl">
        <h1 className="text-2xl font-bold text-brand-900">{t('profile.title')}</h1>
        <dl className="mt-6 divide-y divide-line">
          {rows.map(([k, v]) => (
            <div key={k} className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-3">
              <dt className="text-sm text-muted">{k}</dt>
              <dd className="text-[15px] font-medium sm:col-span-2" data-testid={`profile-${k}`}>
                {v}
              </dd>
            </div>
          ))}
        </dl>
        <Form method="post" action="/logout" className="mt-6 flex flex-wrap items-center gap-3 border-t border-line pt-6">
          <Button type="submit" variant="secondary">
            <LogOut size={18} aria-hidden /> {t('nav.logout')}
          </Button>
          <p className="text-sm text-muted">{t('profile.logoutHint')}</p>
        </Form>
      </Card>
    </Container>
  );
}
