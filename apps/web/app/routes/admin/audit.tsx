import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { AUDIT_KINDS, auditList, entityLabel } from '../../features/back-office/audit-list.tsx';
import { DataTable, FilterSelect } from '../../features/back-office/data-table.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.audit.title')), { name: 'robots', content: 'noindex' }];

/** Every back-office change the operator's roles may read, newest first; by kind of record, record id or operator. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  return loadList(context.api, auditList, new URL(request.url));
}

export default function AuditPage() {
  const { items, total, params } = useLoaderData<typeof loader>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.audit.title')} intro={t('office.audit.intro')} />
      <DataTable
        list={auditList}
        params={params}
        rows={items}
        total={total}
        rowKey={(e) => e.id}
        caption={t('office.audit.title')}
        searchLabel="office.audit.search"
        empty={t('office.audit.empty')}
        filters={
          <FilterSelect
            list={auditList}
            name="entity"
            label={t('office.audit.kind')}
            value={params.filters.entity}
            options={AUDIT_KINDS.map((k) => ({ value: k, label: entityLabel(k) }))}
          />
        }
      />
    </Container>
  );
}
