import { Clock, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { QuizSummary } from '@nirog/shared/schemas/quiz';
import { Card } from '../../components/ui/card.tsx';

export function DifficultyBadge({ level }: { level: number }) {
  const tone = level === 1 ? 'bg-brand-50 text-brand-800' : level === 2 ? 'bg-saffron-100 text-saffron-700' : 'bg-danger-50 text-danger';
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{t(`quiz.difficulty.${level}` as 'quiz.difficulty.1')}</span>;
}

/** One quiz in the list: topic, title, difficulty, questions and time; the title links to its page. */
export function QuizCard({ quiz }: { quiz: QuizSummary }) {
  const headingId = `quiz-${quiz.id}-title`;
  return (
    <Card className="flex h-full flex-col" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted">{quiz.topic}</span>
        <DifficultyBadge level={quiz.difficulty} />
      </div>
      <h2 id={headingId} className="mt-2 text-lg font-bold text-brand-900">
        <Link to={quiz.path} className="hover:underline">
          {quiz.title}
        </Link>
      </h2>
      <p className="mt-1 flex-1 text-sm text-muted">{quiz.description}</p>
      <p className="mt-3 flex flex-wrap gap-4 text-sm text-ink">
        <span className="inline-flex items-center gap-1">
          <ListChecks size={16} aria-hidden /> {t('quiz.card.questions', { count: quiz.questionCount })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock size={16} aria-hidden /> {t('quiz.card.minutes', { minutes: Math.round(quiz.timeLimitSeconds / 60) })}
        </span>
      </p>
    </Card>
  );
}
