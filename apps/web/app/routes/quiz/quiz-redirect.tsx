import { redirect } from 'react-router';
import { quizPath } from '@nirog/shared/quiz';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/quiz-redirect';

/**
 * The `/quiz/{quiz}` variants (spec section 2, protected): `/quiz/12`, `/quiz/dravyaguna-basics-12` and anything
 * below them open the quiz's page, where the person starts, resumes or sees their last result.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = /(?:^|-)(\d{1,9})$/.exec(params.quiz ?? '')?.[1];
  if (!id || Number(id) < 1) throw new Response(null, { status: 404 });
  throw redirect(quizPath(Number(id)), 301);
}
