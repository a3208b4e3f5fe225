/** The back office's list of trade schemes (decision 056), defined once for its page and its CSV export. */
import { Link } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import type { SchemeView } from '@nirog/shared/schemas/schemes';
import { formatDateTime } from '../../lib/format.ts';
import { defineList } from './office-list.ts';

const STATE_LABELS: Record<SchemeView['state'], MessageKey> = { live: 'office.schemes.stateLive', upcoming: 'office.schemes.stateUpcoming', ended: 'office.schemes.stateEnded' };
const SCOPE_LABELS: Record<SchemeView['scope'], MessageKey> = { brand: 'office.schemes.scopeBrand', product: 'office.schemes.scopeProduct', category: 'office.schemes.scopeCategory' };
export const schemeState = (s: Pick<SchemeView, 'state'>) => t(STATE_LABELS[s.state]);
export const schemeScope = (s: Pick<SchemeView, 'scope' | 'scopeName'>) => `${t(SCOPE_LABELS[s.scope])}: ${s.scopeName}`;

export const schemeList = defineList<SchemeView>({
  id: 'schemes',
  path: '/admin/schemes',
  role: 'marketing',
  sorts: ['id'],
  defaultSort: 'id',
  defaultDir: 'desc',
  filters: ['state'],
  pageSize: 25,
  apiPath: (p, skip, limit) => `/v1/admin/schemes?${new URLSearchParams({ skip: String(skip), limit: String(limit), ...(p.filters.state ? { state: p.filters.state } : {}) })}`,
  columns: [
    { key: 'name', label: 'office.schemes.name', value: (s) => s.name, cell: (s) => <Link to={`/admin/schemes/${s.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">{s.name}</Link> },
    { key: 'offer', label: 'office.schemes.offer', value: (s) => s.text },
    { key: 'scope', label: 'office.schemes.scope', value: schemeScope, wide: true },
    { key: 'state', label: 'office.schemes.state', value: schemeState },
    { key: 'window', label: 'office.schemes.window', value: (s) => `${formatDateTime(s.startsAt)} – ${formatDateTime(s.endsAt)}`, wide: true },
  ],
});
