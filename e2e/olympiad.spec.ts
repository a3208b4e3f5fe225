/**
 * Issue 23 part 2 (decision 065): a visitor registers for the live olympiad from the modal with an OTP, answers a
 * question and finds themself on today's leaderboard; a chemist registers and sees no success modal (spec section 4).
 */
import { expect, test } from './test.ts';
import { freshMobile, logInDemo, readOtp } from './support.ts';

const CHEMIST = '9000000006';

test('a visitor registers from the modal with an OTP, answers a question and is on the leaderboard', async ({ page }) => {
  test.setTimeout(60_000);
  const mobile = freshMobile();
  await page.goto('/olympiad');
  await expect(page.getByRole('heading', { level: 2, name: 'Nirog Ayurveda Olympiad: Dravyaguna week' })).toBeVisible();
  await expect(page.getByText('Live now', { exact: true })).toBeVisible();
  // The spec's December edition is listed with its schedule line (section 9).
  await expect(page.getByText('December 8, 9AM to December 11, 9PM')).toBeVisible();

  await page.getByRole('link', { name: 'Register' }).click();
  const modal = page.getByRole('dialog', { name: 'Register for the olympiad' });
  await modal.getByLabel('Full name').fill('Tara Olympian');
  await modal.getByLabel('Mobile number').fill(mobile);
  await modal.getByRole('button', { name: 'Send OTP' }).click();
  await modal.getByLabel('OTP').fill(await readOtp(mobile));
  await modal.getByRole('button', { name: 'Register' }).click();

  // The olympiad is live: the modal closes and the page goes on to the top performers, with the success modal.
  await expect(page).toHaveURL(/\/olympiad\/top-performers/);
  const success = page.getByRole('dialog', { name: 'You are registered' });
  await expect(success).toBeVisible();
  await success.getByRole('link', { name: "Answer today's questions" }).click();

  await expect(page.getByText('Day 2: 0 of 3 answered')).toBeVisible();
  await expect(page.getByText('What is the virya (potency) of Amalaki?')).toBeVisible();
  await page.getByLabel('Shita (cold)').check();
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByText(/^Answer recorded in \d+ s\./)).toBeVisible();
  await expect(page.getByText('Day 2: 1 of 3 answered')).toBeVisible();
  await expect(page.getByText('Which rasa is absent in Haritaki?')).toBeVisible();

  await page.getByRole('link', { name: 'Leaderboards' }).click();
  await expect(page).toHaveURL(/\/olympiad\/today-leaderboard/);
  await expect(page.getByRole('table', { name: 'Today' }).getByRole('row', { name: /Tara Olympian \(you\)/ })).toBeVisible();
  await page.getByRole('link', { name: 'All time' }).click();
  await expect(page.getByRole('table', { name: 'All time' }).getByRole('row', { name: /Tara Olympian \(you\)/ })).toBeVisible();
});

test('a chemist registers with their own number and sees no success modal', async ({ page }) => {
  test.setTimeout(45_000);
  await logInDemo(page, CHEMIST, '/olympiad');
  await page.getByRole('link', { name: 'Register' }).click();
  const modal = page.getByRole('dialog', { name: 'Register for the olympiad' });
  await expect(modal.getByLabel('Full name')).toHaveValue('Suresh Gupta');
  await expect(modal.getByLabel('Mobile number')).toHaveValue(CHEMIST);
  await modal.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/olympiad\/top-performers/);
  await expect(page.getByText('You are registered')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
