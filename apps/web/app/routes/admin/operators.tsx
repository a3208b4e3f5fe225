import { useCallback } from 'react';
import { useActionData, useLoaderData, useNavigate } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { AddOperatorForm, OperatorCard } from '../../features/back-office/operator-card.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { auditOf } from '../../features/back-office/office-list.server.ts';
import { officeGet } from '../../features/back-office/office.server.ts';
import { operatorAction, userToast } from '../../features/back-office/user-action.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/operators';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.operators.title')), { name: 'robots', content: 'noindex' }];

/** The admin gives each operator only the roles they need (issue 18 part 1); every change is in each one's history. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await requireUser(context.api, request);
  const { items } = await officeGet(context.api, '/v1/admin/operators');
  const histories = await Promise.all(items.map((o) => auditOf(context.api, 'operator', o.userId)));
  const url = new URL(request.url);
  return { operators: items.map((o, i) => ({ operator: o, history: histories[i] })), meId: me.id, toast: userToast(url), here: url.pathname };
}

export async function action({ context, request }: Route.ActionArgs) {
  return operatorAction(request, context.api);
}

export default function OperatorsPage() {
  const { operators, meId, toast, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.operators.title')} intro={t('office.operators.intro')}>
        <p className="text-sm text-muted">{t('office.users.count', { count: operators.length })}</p>
      </OfficeHeader>
      <div className="mt-4">
        <AddOperatorForm result={result} />
      </div>
      <h2 className="mt-6 text-lg font-semibold text-brand-900">{t('office.operators.list')}</h2>
      <ul className="mt-2 space-y-3">
        {operators.map(({ operator, history }) => (
          <OperatorCard key={operator.userId} operator={operator} history={history} result={result} self={operator.userId === meId} />
        ))}
      </ul>
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
