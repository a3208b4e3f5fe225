import { Star } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import { ratingText } from './care-format.ts';

/** Five stars filled to the average, with the average and count in words for screen readers and people. */
export function RatingStars({ rating, className }: { rating: { average: number | null; count: number }; className?: string }) {
  const value = rating.average ?? 0;
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', className)}>
      <span className="inline-flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((i) => (
          <Star key={i} size={15} className={i <= Math.round(value) ? 'fill-saffron-500 text-saffron-500' : 'text-line'} />
        ))}
      </span>
      <span className="text-muted">{ratingText(rating)}</span>
    </span>
  );
}

/** One review's stars, labelled. */
export function ReviewStars({ value }: { value: number }) {
  return (
    <span className="inline-flex" role="img" aria-label={t('care.review.stars', { value })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} size={14} aria-hidden className={i <= value ? 'fill-saffron-500 text-saffron-500' : 'text-line'} />
      ))}
    </span>
  );
}
