/**
 * Rating a completed appointment on /my-appointments: five stars as native radio inputs (one tab stop, arrow keys
 * move between them, each read as "3 stars"), an optional comment, and a plain POST. Once posted, the card shows the
 * rating instead, so a second review cannot be started.
 */
import { Star } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ReviewStars } from '../care/rating-stars.tsx';
import type { FormFailure } from './form-failure.ts';
import type { AppointmentItem } from '@nirog/shared/schemas/care';

const STARS = [1, 2, 3, 4, 5] as const;
const starName = (n: number) => (n === 1 ? t('desk.review.oneStar') : t('desk.review.stars', { count: n }));

export function ReviewForm({ a, failure }: { a: AppointmentItem; failure: FormFailure | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'review' && navigation.formData?.get('id') === String(a.id);
  const f = failure?.fields ?? {};
  const v = failure?.values ?? {};
  const ids = { rating: `review-${a.id}-rating`, comment: `review-${a.id}-comment`, hint: `review-${a.id}-hint` };
  const otherError = failure && !f.rating && !f.comment ? failure.error : null;
  return (
    <details className="mt-3 rounded-lg border border-brand-200 bg-brand-50/60" open={!!failure}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-brand-800">{t('desk.review.write')}</summary>
      <Form method="post" preventScrollReset className="space-y-3 border-t border-brand-200 p-3">
        <input type="hidden" name="id" value={a.id} />
        <input type="hidden" name="intent" value="review" />
        <fieldset aria-describedby={f.rating ? ids.rating : undefined}>
          <legend className="text-sm font-medium text-ink">{t('desk.review.rating')}</legend>
          {/* A star is filled when it or a star after it is chosen (CSS only, so it works before JavaScript loads). */}
          <div className="mt-1 flex gap-1">
            {STARS.map((n) => (
              <label
                key={n}
                className="cursor-pointer rounded-md p-1 text-line hover:text-saffron-500/70 has-[:checked]:text-saffron-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 [&:has(~label_input:checked)]:text-saffron-500"
              >
                <input type="radio" name="rating" value={n} defaultChecked={v.rating === String(n)} required className="sr-only" />
                <Star size={30} fill="currentColor" strokeWidth={1.5} aria-hidden />
                <span className="sr-only">{starName(n)}</span>
              </label>
            ))}
          </div>
          {f.rating && (
            <p id={ids.rating} className="mt-1 text-sm font-medium text-danger" role="alert">
              {f.rating}
            </p>
          )}
        </fieldset>
        <div className="space-y-1.5">
          <label htmlFor={ids.comment} className="block text-sm font-medium text-ink">
            {t('desk.review.comment')}
          </label>
          <textarea
            id={ids.comment}
            name="comment"
            rows={3}
            maxLength={1000}
            defaultValue={v.comment}
            aria-invalid={f.comment ? true : undefined}
            aria-describedby={[ids.hint, f.comment ? `${ids.comment}-error` : ''].filter(Boolean).join(' ')}
            className="block w-full rounded-lg border border-line bg-white px-3 py-2 text-[15px] focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          />
          <p id={ids.hint} className="text-sm text-muted">
            {t('desk.review.commentHint')}
          </p>
          {f.comment && (
            <p id={`${ids.comment}-error`} className="text-sm font-medium text-danger" role="alert">
              {f.comment}
            </p>
          )}
        </div>
        {otherError && <Alert tone="error">{otherError}</Alert>}
        <Button type="submit" size="sm" disabled={busy}>
          {t('desk.review.submit')}
        </Button>
      </Form>
    </details>
  );
}

/** The patient's own review on the card, once posted. */
export function ReviewShown({ review }: { review: NonNullable<AppointmentItem['review']> }) {
  return (
    <div className="mt-3 rounded-lg border border-line bg-canvas p-3" data-testid="my-review">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-ink">{t('desk.review.yours')}</span>
        <ReviewStars value={review.rating} />
        <span className="text-muted" aria-hidden>
          {t('care.review.stars', { value: review.rating })}
        </span>
      </p>
      {review.comment && <p className="mt-1 text-sm text-ink">{review.comment}</p>}
    </div>
  );
}
