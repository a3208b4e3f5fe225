/** The "Write a review" form of a completed appointment on /my-appointments: one rating (1-5) and a comment. */
import { redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient } from '../../lib/api-client.ts';
import { failure, str, withToast } from './desk.server.ts';

export async function reviewAction(form: FormData, api: ApiClient, page: string) {
  const id = Number(str(form.get('id')));
  const rating = str(form.get('rating'));
  // The API keeps a comment on one line: line breaks typed in the box become spaces.
  const comment = str(form.get('comment')).replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const values = { rating, comment };
  if (!/^[1-5]$/.test(rating)) {
    return failure({ ok: false, httpStatus: 400, error: { code: 'validation_failed', error: t('care.review.ratingRange'), fields: { rating: t('care.review.ratingRange') } } }, 'review', { id, values });
  }
  const res = await api.post(`/v3/appointments/${id}/review`, comment ? { rating: Number(rating), comment } : { rating: Number(rating) });
  if (!res.ok) return failure(res, 'review', { id, values });
  throw redirect(withToast(page, 'reviewed'));
}
