/**
 * Issue 23 part 3 (decision 066): an operator builds a question bank with two questions in the back office,
 * assembles a quiz from it, publishes it, and a verified doctor finds it on /quizzes and starts it.
 */
import { expect, test } from './test.ts';
import { logInDemo } from './support.ts';

const OPERATOR = '9000000009';
const DOCTOR = '9000001001';

test('an operator authors a bank and a quiz, publishes it, and a doctor starts it', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const bankTitle = `Agni bank ${stamp}`;
  const quizTitle = `Agni and digestion ${stamp}`;

  const opCtx = await browser.newContext({ baseURL });
  const op = await opCtx.newPage();
  await logInDemo(op, OPERATOR, '/admin/quiz-banks');
  await op.getByLabel('Bank title').fill(bankTitle);
  await op.getByRole('button', { name: 'Create bank' }).click();
  await expect(op.getByRole('heading', { level: 1, name: bankTitle })).toBeVisible();

  // A single-choice question; the catalogue's message when the correct option is missing.
  await op.getByRole('link', { name: 'Add question' }).click();
  await expect(op.getByRole('heading', { level: 1, name: 'New question' })).toBeVisible();
  await op.getByRole('textbox', { name: 'Question', exact: true }).fill('How many kinds of agni does Charaka count in all?');
  await op.getByLabel('Option 1', { exact: true }).fill('Thirteen');
  await op.getByLabel('Option 2', { exact: true }).fill('Seven');
  await op.getByLabel('Explanation').fill('One jatharagni, five bhutagnis and seven dhatvagnis: thirteen agnis in all.');
  await op.getByLabel('References (one per line, at most 5)').fill('Charaka Samhita, Chikitsasthana 15');
  await op.getByRole('button', { name: 'Save question' }).click();
  await expect(op.getByText('Mark at least one correct option.')).toBeVisible();
  await op.getByLabel('Correct: Option 1').check();
  await op.getByRole('button', { name: 'Save question' }).click();
  await expect(op.getByText('Question added.')).toBeVisible();

  // A multiple-choice question.
  await op.getByRole('link', { name: 'Add question' }).click();
  await op.getByLabel('Kind').selectOption('multiple');
  await op.getByRole('textbox', { name: 'Question', exact: true }).fill('Which are signs of balanced agni (samagni)?');
  await op.getByLabel('Option 1', { exact: true }).fill('Timely hunger');
  await op.getByLabel('Option 2', { exact: true }).fill('Easy digestion');
  await op.getByLabel('Option 3', { exact: true }).fill('Heaviness after meals');
  await op.getByLabel('Correct: Option 1').check();
  await op.getByLabel('Correct: Option 2').check();
  await op.getByLabel('Explanation').fill('Samagni digests food in time without discomfort; heaviness points to mandagni.');
  await op.getByLabel('Tags (comma separated)').fill('agni, digestion');
  await op.getByRole('button', { name: 'Save question' }).click();
  await expect(op.getByText('Question added.')).toBeVisible();
  await expect(op.getByRole('row')).toHaveCount(3);

  // The quiz: a fixed selection of both questions, then published.
  await op.goto('/admin/quizzes/new');
  await op.getByLabel('Title').fill(quizTitle);
  await op.getByLabel('Topic').fill('Agni');
  await op.getByLabel('Description').fill('Two questions on agni and how it shows itself.');
  await op.getByLabel('Time limit (minutes)').fill('5');
  await op.getByLabel('Fixed selection: the questions ticked below, in this order').check();
  await op.getByLabel(/How many kinds of agni does Charaka count/).check();
  await op.getByLabel(/Which are signs of balanced agni/).check();
  await op.getByRole('button', { name: 'Create quiz' }).click();
  await expect(op.getByText('Quiz created. Publish it when it is ready.')).toBeVisible();
  await op.getByRole('button', { name: 'Publish' }).click();
  await expect(op.getByText('Quiz published: it is listed on /quizzes.')).toBeVisible();
  await opCtx.close();

  // A verified doctor finds it on /quizzes and starts it.
  const docCtx = await browser.newContext({ baseURL });
  const doc = await docCtx.newPage();
  await logInDemo(doc, DOCTOR, '/quizzes');
  await doc.getByLabel('Search quizzes').fill(stamp);
  await doc.getByRole('button', { name: 'Search' }).click();
  await expect(doc.getByText('1 quiz', { exact: true })).toBeVisible();
  await doc.getByRole('link', { name: quizTitle }).click();
  await doc.getByRole('button', { name: 'Start quiz' }).click();
  await expect(doc.getByText('Question 1 of 2')).toBeVisible();
  await expect(doc.getByText('How many kinds of agni does Charaka count in all?')).toBeVisible();
  await docCtx.close();
});
