import { Clock, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { CourseSummary, EnrolmentFacts } from '@nirog/shared/schemas/learning';
import { Card } from '../../components/ui/card.tsx';
import { formatDate, formatRupees } from '../../lib/format.ts';

export function PriceBadge({ pricePaise }: { pricePaise: number }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${pricePaise === 0 ? 'bg-brand-50 text-brand-800' : 'bg-saffron-100 text-saffron-700'}`}>
      {pricePaise === 0 ? t('learning.card.free') : formatRupees(pricePaise)}
    </span>
  );
}

export const minutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** One course in the library: category, title, price, topics and length; with the caller's progress when enrolled. */
export function CourseCard({ course, enrolment }: { course: CourseSummary; enrolment?: EnrolmentFacts }) {
  const headingId = `course-${course.id}-title`;
  return (
    <Card className="flex h-full flex-col" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted">{course.categoryTitle}</span>
        <PriceBadge pricePaise={course.pricePaise} />
      </div>
      <h3 id={headingId} className="mt-2 text-lg font-bold text-brand-900">
        <Link to={course.path} className="hover:underline">
          {course.title}
        </Link>
      </h3>
      <p className="mt-1 flex-1 text-sm text-muted">{course.summary}</p>
      <p className="mt-3 flex flex-wrap gap-4 text-sm text-ink">
        <span className="inline-flex items-center gap-1">
          <ListChecks size={16} aria-hidden /> {course.topicCount === 1 ? t('learning.card.topicsOne') : t('learning.card.topics', { count: course.topicCount })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock size={16} aria-hidden /> {t('learning.card.minutes', { minutes: minutesOf(course.totalSeconds) })}
        </span>
      </p>
      {enrolment && (
        <p className="mt-2 text-sm font-semibold text-brand-800">
          {enrolment.completedAt ? t('learning.card.completed', { date: formatDate(enrolment.completedAt) }) : t('learning.card.progress', { watched: enrolment.watchedVideos, total: enrolment.totalVideos })}
        </p>
      )}
    </Card>
  );
}
