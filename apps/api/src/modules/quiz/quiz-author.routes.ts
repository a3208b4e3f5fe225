/**
 * Authoring quizzes in the back office (issue 23 part 3, decision 066): question banks, questions, quizzes
 * assembled from them. Role editor (admin passes every role); anyone else 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { archiveBody, bankBody, bankListQuery, publishBody, questionBody, quizBody } from '@nirog/shared/schemas/quiz-author';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireRole } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { QuizAuthorService } from './quiz-author.service.ts';

const tags = ['Quiz authoring'];
const idParam = z.object({ id: entityIdParam });

export async function quizAuthorRoutes(app: FastifyInstance, { author }: { author: QuizAuthorService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const editor = (request: FastifyRequest) => requireRole(request, 'editor').user.id;

  r.get('/v1/admin/quiz-banks', {
    schema: { response: responsesOf('GET /v1/admin/quiz-banks'), tags, summary: 'Question banks (status active | archived | all), last changed first, with their current question counts. Role editor.', querystring: bankListQuery },
  }, async (request) => {
    editor(request);
    return ok(await author.listBanks(request.query.status));
  });

  r.post('/v1/admin/quiz-banks', {
    schema: { response: responsesOf('POST /v1/admin/quiz-banks'), tags, summary: 'Create a question bank. Role editor.', body: bankBody },
  }, async (request, reply) => {
    const bank = await author.createBank(editor(request), request.body);
    reply.status(201);
    return ok(bank, t('quizAuthor.toast.bankCreated'));
  });

  r.get('/v1/admin/quiz-banks/:id', {
    schema: { response: responsesOf('GET /v1/admin/quiz-banks/:id'), tags, summary: 'A bank with its current questions (earlier versions are not listed). Role editor.', params: idParam },
  }, async (request) => {
    editor(request);
    return ok(await author.getBank(request.params.id));
  });

  r.put('/v1/admin/quiz-banks/:id', {
    schema: { response: responsesOf('PUT /v1/admin/quiz-banks/:id'), tags, summary: "Change a bank's title and description. Role editor.", params: idParam, body: bankBody },
  }, async (request) => ok(await author.updateBank(editor(request), request.params.id, request.body), t('quizAuthor.toast.bankSaved')));

  r.post('/v1/admin/quiz-banks/:id/archive', {
    schema: { response: responsesOf('POST /v1/admin/quiz-banks/:id/archive'), tags, summary: 'Archive ({ archived: true }) or restore a bank: new attempts draw nothing from an archived bank; attempts made keep their questions. Role editor.', params: idParam, body: archiveBody },
  }, async (request) => ok(await author.archiveBank(editor(request), request.params.id, request.body.archived), t(request.body.archived ? 'quizAuthor.toast.bankArchived' : 'quizAuthor.toast.bankRestored')));

  r.post('/v1/admin/quiz-banks/:id/questions', {
    schema: { response: responsesOf('POST /v1/admin/quiz-banks/:id/questions'), tags, summary: 'Add a question: single or multiple choice, 2-6 options, explanation, references, difficulty, tags, an optional picture (a stored quiz_image upload of the caller). Role editor.', params: idParam, body: questionBody },
  }, async (request, reply) => {
    const q = await author.addQuestion(editor(request), request.params.id, request.body);
    reply.status(201);
    return ok(q, t('quizAuthor.toast.questionAdded'));
  });

  r.get('/v1/admin/quiz-questions/:id', {
    schema: { response: responsesOf('GET /v1/admin/quiz-questions/:id'), tags, summary: 'One question, with whether attempts have drawn it. Role editor.', params: idParam },
  }, async (request) => {
    editor(request);
    return ok(await author.getQuestion(request.params.id));
  });

  r.put('/v1/admin/quiz-questions/:id', {
    schema: { response: responsesOf('PUT /v1/admin/quiz-questions/:id'), tags, summary: 'Save a question: in place while no attempt has drawn it, otherwise as a new version (versioned: true, a new id); the attempts that used it keep the old one. An earlier version: 409. Role editor.', params: idParam, body: questionBody },
  }, async (request) => {
    const q = await author.updateQuestion(editor(request), request.params.id, request.body);
    return ok(q, q.versioned ? t('quizAuthor.toast.questionVersioned', { version: q.version }) : t('quizAuthor.toast.questionSaved'));
  });

  r.post('/v1/admin/quiz-questions/:id/archive', {
    schema: { response: responsesOf('POST /v1/admin/quiz-questions/:id/archive'), tags, summary: 'Archive or restore a question: no new attempt gets an archived question. Role editor.', params: idParam, body: archiveBody },
  }, async (request) => ok(await author.archiveQuestion(editor(request), request.params.id, request.body.archived), t(request.body.archived ? 'quizAuthor.toast.questionArchived' : 'quizAuthor.toast.questionRestored')));

  r.get('/v1/admin/quizzes', {
    schema: { response: responsesOf('GET /v1/admin/quizzes'), tags, summary: 'Every quiz, published or not, newest first. Role editor.' },
  }, async (request) => {
    editor(request);
    return ok(await author.listQuizzes());
  });

  r.post('/v1/admin/quizzes', {
    schema: { response: responsesOf('POST /v1/admin/quizzes'), tags, summary: 'Create a quiz (not yet published) from the banks: a fixed selection of questions in order, or a random draw of count questions from banks (optionally one difficulty or tag) made per attempt. Role editor.', body: quizBody },
  }, async (request, reply) => {
    const q = await author.createQuiz(editor(request), request.body);
    reply.status(201);
    return ok(q, t('quizAuthor.toast.quizCreated'));
  });

  r.get('/v1/admin/quizzes/:id', {
    schema: { response: responsesOf('GET /v1/admin/quizzes/:id'), tags, summary: 'A quiz with its selection. Role editor.', params: idParam },
  }, async (request) => {
    editor(request);
    return ok(await author.getQuiz(request.params.id));
  });

  r.put('/v1/admin/quizzes/:id', {
    schema: { response: responsesOf('PUT /v1/admin/quizzes/:id'), tags, summary: 'Edit a quiz; attempts already started keep their questions and deadline. Role editor.', params: idParam, body: quizBody },
  }, async (request) => ok(await author.updateQuiz(editor(request), request.params.id, request.body), t('quizAuthor.toast.quizSaved')));

  r.post('/v1/admin/quizzes/:id/publish', {
    schema: { response: responsesOf('POST /v1/admin/quizzes/:id/publish'), tags, summary: 'Publish ({ published: true }: listed on /quizzes; needs at least one question to give) or unpublish. Role editor.', params: idParam, body: publishBody },
  }, async (request) => ok(await author.publish(editor(request), request.params.id, request.body.published), t(request.body.published ? 'quizAuthor.toast.quizPublished' : 'quizAuthor.toast.quizUnpublished')));
}
