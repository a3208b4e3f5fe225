/** The attendance report (decision 069): each attendee's first join, last leave, minutes and the certificate rule. */
import { t } from '@nirog/shared/messages/catalogue';
import type { AttendanceReport } from '@nirog/shared/schemas/webinar';
import { Card } from '../../components/ui/card.tsx';
import { formatDateTime } from '../../lib/format.ts';

export function AttendanceReportCard({ report }: { report: AttendanceReport }) {
  return (
    <Card className="mt-6">
      <h2 className="text-lg font-semibold text-brand-900">{t('webinar.report.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('webinar.report.summary', { registered: report.registered, attended: report.attended, qualified: report.qualified, required: report.requiredMinutes })}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-muted">
              <th className="py-1 pr-3">{t('webinar.report.name')}</th>
              <th className="py-1 pr-3">{t('webinar.report.joined')}</th>
              <th className="py-1 pr-3">{t('webinar.report.left')}</th>
              <th className="py-1 pr-3">{t('webinar.report.minutes')}</th>
              <th className="py-1">{t('webinar.report.certificate')}</th>
            </tr>
          </thead>
          <tbody>
            {report.items.map((r) => (
              <tr key={r.userId} className="border-t border-line">
                <td className="py-1 pr-3">{r.name}</td>
                <td className="py-1 pr-3">{formatDateTime(r.firstJoinedAt)}</td>
                <td className="py-1 pr-3">{r.lastLeftAt ? formatDateTime(r.lastLeftAt) : t('webinar.report.stillHere')}</td>
                <td className="py-1 pr-3">{r.minutes}</td>
                <td className="py-1">{r.qualifies ? t('webinar.report.yes') : t('webinar.report.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
