import { redirect } from 'react-router';
import { safeRedirect } from '../route-access.ts';
import type { Route } from './+types/signup-modal';

/** Records the signup-success modal's Skip or close (analytics) and returns to the page. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const name = form.get('name') === 'signup_modal_close' ? 'signup_modal_close' : 'signup_modal_skip';
  if (context.api.hasSession()) await context.api.post('/v1/analytics/events', { name });
  // A redirect serves both the no-JavaScript form post and the fetcher (which follows it without a reload).
  throw redirect(safeRedirect(form.get('back'), '/'));
}

export function loader() {
  throw redirect('/');
}
