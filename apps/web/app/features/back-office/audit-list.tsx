/**
 * The audit trail as a list (/admin/audit, decision 033) and as a record's history panel (`AuditTrail`, on a record's
 * page: a product, a coupon, a user...). Both read GET /v1/admin/audit, which shows each role only its kinds of record.
 */
import { AUDIT_ENTITY_KINDS, isAuditEntity, type AuditEntity } from '@nirog/shared/codes/audit';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import type { AuditEntryView } from '@nirog/shared/schemas/audit';
import { formatDateTime } from '../../lib/format.ts';
import { defineList } from './office-list.ts';

const ENTITY_LABELS: Record<AuditEntity, MessageKey> = {
  product: 'office.audit.entity.product',
  brand: 'office.audit.entity.brand',
  category: 'office.audit.entity.category',
  trade_discount: 'office.audit.entity.trade_discount',
  stock: 'office.audit.entity.stock',
  deal: 'office.audit.entity.deal',
  offer: 'office.audit.entity.offer',
  coupon: 'office.audit.entity.coupon',
  scheme: 'office.audit.entity.scheme',
  user: 'office.audit.entity.user',
  verification: 'office.audit.entity.verification',
  order: 'office.audit.entity.order',
  return: 'office.audit.entity.return',
  payment: 'office.audit.entity.payment',
  credit: 'office.audit.entity.credit',
  wallet: 'office.audit.entity.wallet',
  earnings: 'payouts.audit.earnings',
  payout: 'payouts.audit.payout',
  payout_settings: 'payouts.audit.settings',
  operator: 'office.audit.entity.operator',
  setting: 'office.audit.entity.setting',
  job: 'office.audit.entity.job',
  article: 'articles.audit.entity',
  quiz_bank: 'quizAuthor.audit.bank',
  quiz_question: 'quizAuthor.audit.question',
  quiz: 'quizAuthor.audit.quiz',
  ticket: 'support.office.ticket',
  feed_post: 'feeds.audit.post',
  feed_comment: 'feeds.audit.comment',
  feed_member: 'feeds.audit.member',
  certificate: 'office.audit.entity.certificate',
};
export const entityLabel = (e: AuditEntity) => t(ENTITY_LABELS[e]);

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? t('office.audit.none') : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** "price: 12500 → 11000; stock: 4 → 9" */
export const changesText = (e: AuditEntryView) =>
  e.changes.map((c) => t('office.audit.change', { field: c.field, before: shown(c.before), after: shown(c.after) })).join('; ');

export const auditList = defineList<AuditEntryView>({
  id: 'audit',
  path: '/admin/audit',
  role: 'admin',
  sorts: ['at'],
  defaultSort: 'at',
  defaultDir: 'desc',
  filters: ['entity', 'actorId'],
  pageSize: 50,
  apiPath: (p, skip, limit) => {
    const q = new URLSearchParams({ skip: String(skip), limit: String(limit) });
    if (p.filters.entity && isAuditEntity(p.filters.entity)) q.set('entity', p.filters.entity);
    if (p.filters.entity && p.q) q.set('entityId', p.q);
    if (/^\d+$/.test(p.filters.actorId ?? '')) q.set('actorId', p.filters.actorId!);
    return `/v1/admin/audit?${q}`;
  },
  columns: [
    { key: 'at', label: 'office.audit.when', nowrap: true, value: (e) => e.at, cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time> },
    { key: 'who', label: 'office.audit.who', value: (e) => e.actorName ?? t('office.audit.system') },
    { key: 'kind', label: 'office.audit.kind', value: (e) => entityLabel(e.entity) },
    { key: 'id', label: 'office.audit.record', value: (e) => e.entityId },
    { key: 'action', label: 'office.audit.action', value: (e) => e.action },
    { key: 'changes', label: 'office.audit.changes', value: changesText, cell: (e) => <span className="break-words">{changesText(e)}</span> },
    { key: 'reason', label: 'office.audit.reason', value: (e) => e.reason, wide: true },
  ],
});

export const AUDIT_KINDS: readonly AuditEntity[] = AUDIT_ENTITY_KINDS;

/** A record's history: newest first, who, when, what changed. */
export function AuditTrail({ entries, headingId = 'audit-trail' }: { entries: AuditEntryView[]; headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        {t('office.audit.recordTitle')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('office.audit.empty')}</p>
      ) : (
        <ol className="mt-2 divide-y divide-line rounded-xl border border-line bg-white text-sm">
          {entries.map((e) => (
            <li key={e.id} className="px-3 py-2">
              <p className="text-muted">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {e.actorName ?? t('office.audit.system')} · <span className="font-medium text-ink">{e.action}</span>
              </p>
              <p className="mt-0.5 break-words">{changesText(e)}</p>
              {e.reason && <p className="mt-0.5 text-muted">{t('office.audit.reason')}: {e.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
