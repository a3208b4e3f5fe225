import { t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import { Stars } from '../../components/ui/glyph.tsx';
import { ratingText } from './care-format.ts';

/** Five stars filled to the average, with the average and count in words for screen readers and people. */
export function RatingStars({ rating, className }: { rating: { average: number | null; count: number }; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', className)}>
      <Stars value={rating.average ?? 0} className="text-[15px]" />
      <span className="text-muted">{ratingText(rating)}</span>
    </span>
  );
}

/** One review's stars, labelled. */
export function ReviewStars({ value }: { value: number }) {
  return (
    <span className="inline-flex" role="img" aria-label={t('care.review.stars', { value })}>
      <Stars value={value} className="text-sm" />
    </span>
  );
}
