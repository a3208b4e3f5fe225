/**
 * Issue 23 part 1 (decision 063): a verified doctor finds a quiz, starts it, reloads in the middle and carries on
 * with the same clock, submits, and reads the result with the right answers, explanations and references.
 */
import { expect, test } from './test.ts';
import { logInDemo } from './support.ts';

const DOCTOR = '9000001001';

const seconds = (text: string | null) => {
  const [m, s] = (text ?? '').split(':').map(Number);
  return m! * 60 + s!;
};

test('a doctor takes a quiz, reloads mid-way and carries on, and sees the result with explanations', async ({ page }) => {
  test.setTimeout(60_000);
  await logInDemo(page, DOCTOR, '/quizzes');
  await page.getByLabel('Search quizzes').fill('Nadi');
  await page.getByRole('button', { name: 'Search' }).click();
  // The quiz is on the first page too: chosen from the search's answer, not from the page the search is leaving.
  await expect(page.getByText('1 quiz', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Nadi Pariksha: reading the pulse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nadi Pariksha: reading the pulse' })).toBeVisible();
  await page.getByRole('button', { name: /^(Start quiz|Resume quiz)$/ }).or(page.getByRole('link', { name: 'Resume quiz' })).click();

  // Question 1 and 2 answered, then the page is reloaded: the attempt goes on at question 3 with the same deadline.
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await page.getByLabel('Sharangadhara Samhita').check();
  await page.getByRole('button', { name: 'Save and next' }).click();
  await expect(page.getByText('Question 2 of 6')).toBeVisible();
  await page.getByLabel('At the root of the thumb, on the wrist').check();
  await page.getByRole('button', { name: 'Save and next' }).click();
  await expect(page.getByText('Question 3 of 6')).toBeVisible();
  const before = seconds(await page.getByTestId('time-left').textContent());
  await page.goto(new URL(page.url()).pathname + new URL(page.url()).search.replace(/&q=\d+/, ''));
  await expect(page.getByText('Question 3 of 6')).toBeVisible();
  await expect(page.getByText('2 of 6 answered')).toBeVisible();
  const after = seconds(await page.getByTestId('time-left').textContent());
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 30);
  await page.getByLabel('A snake or a leech').check();
  await page.getByRole('button', { name: 'Save and next' }).click();
  // The fourth answered wrongly on purpose. (Each answer is saved before the next page shows: waited for, so the
  // submit below never cuts a save short.)
  await expect(page.getByText('Question 4 of 6')).toBeVisible();
  await page.getByLabel('A crow').check();
  await page.getByRole('button', { name: 'Save and next' }).click();
  await expect(page.getByText('Question 5 of 6')).toBeVisible();
  await expect(page.getByText('4 of 6 answered')).toBeVisible();

  await page.getByRole('button', { name: 'Submit quiz' }).click();
  await expect(page.getByText('You scored 3 of 6 (50%)')).toBeVisible();
  const fourth = page.getByRole('listitem').filter({ hasText: 'The Kapha pulse moves like:' });
  await expect(fourth.getByText('Wrong')).toBeVisible();
  await expect(fourth.getByText('A swan or a pigeon')).toBeVisible();
  await expect(fourth.getByText(/slow, steady, gliding pulse/)).toBeVisible();
  await expect(fourth.getByText('Sharangadhara Samhita, Purva Khanda 3.3')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Retake quiz/ })).toBeVisible();
});

test('a doctor whose verification is pending gets the verify modal instead of an attempt', async ({ page }) => {
  await logInDemo(page, '9000000002', '/quizzes');
  await page.getByRole('link', { name: 'Tridosha: qualities, seats and subtypes' }).click();
  await page.getByRole('button', { name: 'Start quiz' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your profile' })).toBeVisible();
  await expect(page).toHaveURL(/\/quizzes\/\d+$/);
});
