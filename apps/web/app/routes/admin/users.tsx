import { useLoaderData } from 'react-router';
import { USER_TYPES, VERIFICATION_STATUS } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { DataTable } from '../../features/back-office/data-table.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { userTypeLabel } from '../../features/back-office/code-labels.ts';
import { usersList, verificationLabel } from '../../features/back-office/users-list.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.users.title')), { name: 'robots', content: 'noindex' }];

/** Support finds an account by mobile, name or email (issue 18 part 6). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  return loadList(context.api, usersList, new URL(request.url));
}

const selectClass = 'h-11 w-full rounded-lg border border-line bg-white px-3 text-[15px] sm:h-10';

export default function UsersPage() {
  const { items, total, params } = useLoaderData<typeof loader>();
  const f = params.filters;
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.users.title')} intro={t('office.users.intro')} />
      <DataTable
        list={usersList}
        params={params}
        rows={items}
        total={total}
        rowKey={(u) => u.id}
        caption={t('office.users.title')}
        searchLabel="office.users.search"
        empty={t('office.users.empty')}
        filters={
          <>
            <label className="basis-40">
              <span className="mb-1 block text-sm font-medium text-ink">{t('office.users.type')}</span>
              <select name="userType" defaultValue={f.userType ?? ''} className={selectClass}>
                <option value="">{t('office.table.all')}</option>
                {USER_TYPES.map((u) => (
                  <option key={u.code} value={u.code}>
                    {userTypeLabel(u.code)}
                  </option>
                ))}
              </select>
            </label>
            <label className="basis-36">
              <span className="mb-1 block text-sm font-medium text-ink">{t('office.users.status')}</span>
              <select name="status" defaultValue={f.status ?? ''} className={selectClass}>
                <option value="">{t('office.table.all')}</option>
                <option value="active">{t('office.users.active')}</option>
                <option value="deactivated">{t('office.users.deactivated')}</option>
              </select>
            </label>
            <label className="basis-44">
              <span className="mb-1 block text-sm font-medium text-ink">{t('office.users.verification')}</span>
              <select name="verification" defaultValue={f.verification ?? ''} className={selectClass}>
                <option value="">{t('office.table.all')}</option>
                {VERIFICATION_STATUS.map((s) => (
                  <option key={s.code} value={s.code}>
                    {verificationLabel(s.code)}
                  </option>
                ))}
              </select>
            </label>
          </>
        }
      />
    </Container>
  );
}
