/**
 * Report a post or a comment (issue 22 part 6): a reason from the list and optional words under the free-text rule
 * (spec section 5), behind a disclosure so it costs nothing until opened. A plain form post with `intent=report`;
 * the page's action hands it to `reportAction` (report-action.server.ts), which answers `{ intent, notice, error,
 * fields }` for this form to show.
 */
import { Flag } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { REPORT_NOTE_MAX, REPORT_REASON_KEYS, type ReportTarget } from './report-reasons.ts';

export interface ReportResult {
  intent: string;
  target?: string;
  notice: string | null;
  error: string | null;
  fields: Record<string, string>;
}

export function ReportForm({ target, id, result }: { target: ReportTarget; id: number; result?: ReportResult | null }) {
  const key = `${target}:${id}`;
  const mine = result?.intent === 'report' && result.target === key ? result : null;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'report' && navigation.formData.get('targetId') === String(id);
  const title = target === 'post' ? t('feedPeople.report.post') : t('feedPeople.report.comment');
  if (mine?.notice) return <Alert tone="success">{mine.notice}</Alert>;
  return (
    <details className="group rounded-lg border border-line bg-white text-sm" open={!!mine}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-1.5 px-3 font-medium text-muted hover:text-brand-800">
        <Flag size={15} aria-hidden /> {title}
      </summary>
      <Form method="post" preventScrollReset className="space-y-3 border-t border-line p-3" aria-label={title}>
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="targetType" value={target} />
        <input type="hidden" name="targetId" value={id} />
        {mine?.error && <Alert tone="error">{mine.error}</Alert>}
        <fieldset className="space-y-1.5">
          <legend className="mb-1 text-[15px] font-medium text-ink">{t('feedPeople.report.reason')}</legend>
          {REPORT_REASON_KEYS.map(([reason, label]) => (
            <label key={reason} className="flex min-h-9 items-center gap-2">
              <input type="radio" name="reason" value={reason} required className="h-4 w-4 accent-brand-700" />
              {t(label)}
            </label>
          ))}
          {mine?.fields.reason && <p className="m-0 text-sm text-danger">{mine.fields.reason}</p>}
        </fieldset>
        <TextAreaField label={t('feedPeople.report.details')} name="note" rows={2} maxLength={REPORT_NOTE_MAX} error={mine?.fields.note} />
        <Button type="submit" variant="danger" size="sm" disabled={busy}>
          {t('feedPeople.report.send')}
        </Button>
      </Form>
    </details>
  );
}
