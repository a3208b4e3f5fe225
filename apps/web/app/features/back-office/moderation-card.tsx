/**
 * One reported post or comment in /admin/moderation (decision 062): what was reported, by whom and why, and the
 * moderator's choices as plain form posts to the page's action (hide with the reason the author is told, restore,
 * dismiss, feature, block the author). The API audits each action and tells the author.
 */
import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS } from '../feed-people/report-reasons.ts';
import type { ModerationItem } from '../feed-people/moderation-types.ts';

export interface ModerationResult {
  key: string;
  notice: string | null;
  error: string | null;
  fields: Record<string, string>;
}

const chip = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function ModerationCard({ item, result }: { item: ModerationItem; result?: ModerationResult | null }) {
  const key = `${item.kind}:${item.id}`;
  const mine = result?.key === key ? result : null;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('key') === key;
  const headingId = `report-${item.kind}-${item.id}`;
  const hidden = (name: string, value: string | number) => <input type="hidden" name={name} value={value} />;
  return (
    <li className="rounded-xl border border-line bg-white p-4 shadow-sm" aria-labelledby={headingId} data-testid="moderation-item">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="m-0 text-base font-semibold text-ink">
          {item.kind === 'post' ? t('feedPeople.mod.post') : t('feedPeople.mod.comment')} {t('feedPeople.mod.by', { name: item.authorName })}
        </h2>
        {item.hidden && <span className={`${chip} bg-red-100 text-red-900`}>{t('feedPeople.mod.hiddenBadge')}</span>}
        {item.featured && <span className={`${chip} bg-brand-100 text-brand-900`}>{t('feedPeople.mod.featured')}</span>}
        {item.authorBlocked && <span className={`${chip} bg-amber-100 text-amber-900`}>{t('feedPeople.mod.blocked')}</span>}
        <span className={`${chip} bg-canvas text-ink`}>{t('feedPeople.mod.reports', { count: item.reportCount })}</span>
      </div>
      <p className="mt-2 mb-0 line-clamp-4 text-[15px] whitespace-pre-line [overflow-wrap:anywhere]">{item.preview}</p>
      <p className="mt-1 mb-0 text-sm">
        <Link to={`/feeds/${item.feedId}`} className="text-brand-700 underline underline-offset-2">
          {t('feedPeople.mod.openPost')}
        </Link>
        <span className="text-muted"> · {formatDateTime(item.lastReportedAt)}</span>
      </p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-medium text-muted">{t('feedPeople.mod.reasons')}</dt>
        <dd className="m-0">{item.reasons.map((r) => `${t(REPORT_REASON_LABELS[r.reason])} (${r.count})`).join(', ')}</dd>
        <dt className="font-medium text-muted">{t('feedPeople.mod.reportedBy')}</dt>
        <dd className="m-0 [overflow-wrap:anywhere]">
          {item.reporters.map((r) => (r.note ? `${r.name}: "${r.note}"` : r.name)).join('; ')}
        </dd>
      </dl>
      {mine?.notice && <Alert tone="success" className="mt-3">{mine.notice}</Alert>}
      {mine?.error && <Alert tone="error" className="mt-3">{mine.error}</Alert>}
      <div className="mt-3 space-y-3 border-t border-line pt-3">
        {!item.hidden ? (
          <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
            {hidden('key', key)}
            {hidden('kind', item.kind)}
            {hidden('id', item.id)}
            {hidden('reportIds', item.openReportIds.join(','))}
            <TextField label={t('feedPeople.mod.note')} name="note" maxLength={REPORT_NOTE_MAX} className="min-w-0 flex-1 sm:min-w-72" error={mine?.fields.note} defaultValue={item.reasons[0] ? t(REPORT_REASON_LABELS[item.reasons[0].reason]) : ''} />
            <Button type="submit" name="intent" value="hide" variant="danger" disabled={busy}>
              {t('feedPeople.mod.hide')}
            </Button>
          </Form>
        ) : null}
        <Form method="post" preventScrollReset className="flex flex-wrap gap-2">
          {hidden('key', key)}
          {hidden('kind', item.kind)}
          {hidden('id', item.id)}
          {hidden('authorId', item.authorId)}
          {hidden('reportIds', item.openReportIds.join(','))}
          {item.hidden && (
            <Button type="submit" name="intent" value="restore" variant="secondary" size="sm" disabled={busy}>
              {t('feedPeople.mod.restore')}
            </Button>
          )}
          {item.openReportIds.length > 0 && (
            <Button type="submit" name="intent" value="dismiss" variant="secondary" size="sm" disabled={busy}>
              {t('feedPeople.mod.dismiss')}
            </Button>
          )}
          {item.kind === 'post' && item.featured !== null && (
            <Button type="submit" name="intent" value={item.featured ? 'unfeature' : 'feature'} variant="secondary" size="sm" disabled={busy}>
              {item.featured ? t('feedPeople.mod.unfeature') : t('feedPeople.mod.feature')}
            </Button>
          )}
          <Button type="submit" name="intent" value={item.authorBlocked ? 'unblock' : 'block'} variant="secondary" size="sm" disabled={busy}>
            {item.authorBlocked ? t('feedPeople.mod.unblock') : t('feedPeople.mod.block')}
          </Button>
        </Form>
      </div>
    </li>
  );
}
