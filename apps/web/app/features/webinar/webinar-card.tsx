import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { WebinarSummary } from '@nirog/shared/schemas/webinar';
import { Card } from '../../components/ui/card.tsx';
import { formatDateTime } from '../../lib/format.ts';

export function PhaseBadge({ phase }: { phase: WebinarSummary['phase'] }) {
  const tone = phase === 'live' ? 'bg-danger text-white' : phase === 'upcoming' ? 'bg-brand-50 text-brand-800' : 'bg-surface text-muted';
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{t(`webinar.phase.${phase}`)}</span>;
}

/** "27 Nov 2026, 6:30 pm (India time)". */
export const webinarWhen = (iso: string) => t('webinar.time.ist', { time: formatDateTime(iso) });

/** One webinar in a list: phase, title, speakers, time and seats; the title links to its page. */
export function WebinarCard({ webinar: w }: { webinar: WebinarSummary }) {
  const headingId = `webinar-${w.id}-title`;
  return (
    <Card className="flex h-full flex-col" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <PhaseBadge phase={w.phase} />
        {w.phase === 'past' && w.hasRecording && <span className="text-xs font-semibold text-brand-700">{t('webinar.card.recording')}</span>}
      </div>
      <h3 id={headingId} className="mt-2 text-lg font-bold text-brand-900">
        <Link to={w.path} className="hover:underline">
          {w.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-ink">{w.speakers.join(', ')}</p>
      <p className="mt-1 flex-1 text-sm text-muted">{webinarWhen(w.startsAt)}</p>
      {w.phase !== 'past' && <p className="mt-2 text-sm text-ink">{t('webinar.card.seats', { left: w.seatsLeft, capacity: w.capacity })}</p>}
    </Card>
  );
}
