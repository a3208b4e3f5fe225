/**
 * The verification queue as a back-office list (decision 033): submissions by status (under review by default),
 * oldest first, searched by name, mobile or email, narrowed by user type, exported as CSV.
 */
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ReviewItem } from '@nirog/shared/schemas/verification';
import { ButtonLink } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { describeRegistration } from '../verification/registration-details.ts';
import { apiListQuery, defineList } from './office-list.ts';

const summary = (item: ReviewItem) =>
  describeRegistration(item.kind, item.registration)
    .map((d) => d.value)
    .join(' · ');

export const verificationList = defineList<ReviewItem>({
  id: 'verifications',
  path: '/admin/verifications',
  role: 'support',
  sorts: ['submitted', 'name'],
  defaultSort: 'submitted',
  defaultDir: 'asc',
  filters: ['userType'],
  pageSize: 25,
  apiPath: (p, skip, limit) => `/v1/admin/verifications?status=2&${apiListQuery(p, skip, limit)}`,
  columns: [
    {
      key: 'name',
      label: 'admin.verifications.name',
      sort: 'name',
      value: (i) => i.fullName,
      cell: (i) => (
        <>
          <Link to={`/admin/verifications/${i.userId}`} className="font-medium text-brand-800 hover:underline">
            {i.fullName}
          </Link>
          <div className="text-xs text-muted">{i.mobile}</div>
        </>
      ),
    },
    { key: 'mobile', label: 'admin.verifications.mobile', value: (i) => i.mobile, csvOnly: true },
    { key: 'type', label: 'admin.verifications.type', value: (i) => i.userTypeLabel, nowrap: true },
    { key: 'submitted', label: 'admin.verifications.submitted', sort: 'submitted', nowrap: true, value: (i) => i.submittedAt, cell: (i) => (i.submittedAt ? formatDateTime(i.submittedAt) : '-') },
    {
      key: 'details',
      label: 'admin.verifications.details',
      wide: true,
      value: summary,
      cell: (i) => (
        <>
          {summary(i)}
          <div className="mt-0.5 flex items-center gap-1 text-xs text-muted">
            <FileText size={12} aria-hidden /> {i.documents.map((d) => d.label).join(', ')}
          </div>
        </>
      ),
    },
    { key: 'documents', label: 'admin.verifications.documents', value: (i) => i.documents.map((d) => d.label).join(', '), csvOnly: true },
    {
      key: 'open',
      label: 'admin.verifications.open',
      screenOnly: true,
      value: () => null,
      cell: (i) => (
        <ButtonLink to={`/admin/verifications/${i.userId}`} size="sm" variant="secondary" aria-label={`${t('admin.verifications.open')} ${i.fullName}`}>
          {t('admin.verifications.open')}
        </ButtonLink>
      ),
    },
  ],
});
