/**
 * Quizzes (spec section 7: quizzes with offset, limit, user_id, search, sortType; questions; submitAnswer;
 * submitResult; issue 23 part 1, decision 063).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { quizListQuery, submitAnswerBody, submitResultBody } from '@nirog/shared/schemas/quiz';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { QuizService } from './quiz.service.ts';

const tags = ['Quizzes'];
const idParam = z.object({ id: entityIdParam });

export async function quizRoutes(app: FastifyInstance, { quiz }: { quiz: QuizService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/pub/v1/quizzes', {
    schema: { response: responsesOf('GET /pub/v1/quizzes'), tags, summary: 'Published quizzes: offset, limit (default 10), search in title and topic (at most 20 results, spec section 9), sortType newest | popular | difficulty. user_id is accepted and ignored: personal facts come from the session on the quiz page.', querystring: quizListQuery },
  }, async (request) => ok(await quiz.list(request.query)));

  r.get('/v1/quizzes/:id', {
    schema: { response: responsesOf('GET /v1/quizzes/:id'), tags, summary: "A quiz's page: facts, the caller's best result, attempts left and the running attempt; never its questions or answers. Quiz access read or write.", params: idParam },
  }, async (request) => ok(await quiz.get(requireUser(request).user, request.params.id)));

  r.post('/v1/quizzes/:id/attempts', {
    schema: { response: responsesOf('POST /v1/quizzes/:id/attempts'), tags, summary: 'Start an attempt (201), or get the running one (200): one active attempt per person and quiz, at most 3 attempts. Quiz write access and a verified practitioner.', params: idParam },
  }, async (request, reply) => {
    const { attempt, created } = await quiz.start(requireUser(request).user, request.params.id);
    reply.status(created ? 201 : 200);
    return ok(attempt, t(created ? 'quiz.toast.started' : 'quiz.toast.resumed'));
  });

  r.get('/v1/quiz-attempts/:id/questions', {
    schema: { response: responsesOf('GET /v1/quiz-attempts/:id/questions'), tags, summary: "The attempt's questions without correct answers, the caller's answers so far and the remaining seconds (from the stored deadline). Another's attempt: 404.", params: idParam },
  }, async (request) => ok(await quiz.questions(requireUser(request).user, request.params.id)));

  r.post('/v1/quiz-attempts/:id/submitAnswer', {
    schema: { response: responsesOf('POST /v1/quiz-attempts/:id/submitAnswer'), tags, summary: 'Answer one question (again to change it) before the deadline; judged on the server, the verdict is not returned.', params: idParam, body: submitAnswerBody },
  }, async (request) => ok(await quiz.submitAnswer(requireUser(request).user, request.params.id, request.body), t('quiz.toast.saved')));

  r.post('/v1/quiz-attempts/:id/submitResult', {
    schema: { response: responsesOf('POST /v1/quiz-attempts/:id/submitResult'), tags, summary: 'Finish the attempt: the server scores it (the body is empty; a score sent is refused with 400) and answers the result with the right answers, explanations and references.', params: idParam, body: submitResultBody },
  }, async (request) => ok(await quiz.submitResult(requireUser(request).user, request.params.id), t('quiz.toast.submitted')));

  r.get('/v1/quiz-attempts/:id/result', {
    schema: { response: responsesOf('GET /v1/quiz-attempts/:id/result'), tags, summary: "A finished attempt's result (an attempt past its deadline is finished first); a running one: 409.", params: idParam },
  }, async (request) => ok(await quiz.result(requireUser(request).user, request.params.id)));
}
