/**
 * Issue 24 parts 2-3 (decision 069): a doctor registers for the live demo webinar, joins its live page and asks a
 * question; the presenter (Dr. Vikram Joshi, in a second browser) sees it in the Q&A queue and marks it answered;
 * the participant sees it answered, over the live page's WebSocket.
 */
import { expect, test } from './test.ts';
import { logInDemo } from './support.ts';

const PARTICIPANT = '9000001002'; // Dr. Anjali Menon (README, demo logins)
const PRESENTER = '9000001001'; // Dr. Vikram Joshi presents the live demo webinar
const LIVE = 'Nadi Pariksha in everyday practice';

test('register for the live webinar, ask a question, the presenter marks it answered', async ({ page, browser }) => {
  const question = `Should the pulse be read before food? (${Date.now()})`;

  // The participant finds the live webinar and registers (once: a rerun finds the seat taken already).
  await logInDemo(page, PARTICIPANT, '/webinar');
  await page.getByRole('region', { name: 'Live now' }).getByRole('link', { name: LIVE }).click();
  await expect(page).toHaveURL(/\/webinar\/\d+$/);
  await expect(page.getByRole('heading', { name: LIVE, level: 1 })).toBeVisible();
  const register = page.getByRole('button', { name: 'Register' });
  if (await register.isVisible()) {
    await register.click();
    await expect(page.getByText('You are registered. We will remind you before it starts.')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Join the live webinar' }).click();
  await expect(page).toHaveURL(/\/webinar\/participant\/\d+$/);
  await expect(page.getByTestId('webinar-video')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Connected');
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const mine = page.getByRole('listitem', { name: question });
  await expect(mine).toBeVisible();

  // The presenter, in another browser, opens the presenter view and answers it.
  const presenter = await (await browser.newContext()).newPage();
  await logInDemo(presenter, PRESENTER, '/webinar/presenter');
  await presenter.getByRole('listitem').filter({ hasText: LIVE }).getByRole('link', { name: 'Open the presenter view' }).click();
  await expect(presenter.getByRole('heading', { name: LIVE })).toBeVisible();
  await expect(presenter.getByText('You are the Presenter')).toBeVisible();
  const queued = presenter.getByRole('listitem', { name: question });
  await expect(queued).toBeVisible();
  await queued.getByRole('button', { name: 'Mark answered' }).click();
  await expect(queued.getByText('Answered', { exact: true })).toBeVisible();

  // The participant sees it answered without reloading, and has no button to answer questions.
  await expect(mine.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark answered' })).toHaveCount(0);
  await presenter.context().close();
});
