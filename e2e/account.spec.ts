import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectLoggedInAs, freshMobile, lastOutboxId, readOtp } from './support.ts';

/** The demo operator's API token (demo mode: 9000000009, OTP 123456). */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const headers = { platform: 'e2e' };
  await request.post('/api/pub/users/sendOtp/mobile', { data: { mobileNumber: '9000000009' }, headers });
  const res = await request.post('/api/pub/users/login/mobile', { data: { mobileNumber: '9000000009', otp: '123456' }, headers });
  expect(res.status()).toBe(200);
  return (await res.json()).entity.token;
}

test('after sign-up the success modal greets the new user; Skip closes it', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/sign-up-individual');
  await page.getByLabel('Full name').fill('Ishaan Mehta');
  await page.getByLabel('Mobile number').fill(mobile);
  const before = lastOutboxId();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  const modal = page.getByRole('dialog', { name: 'Welcome to Nirog, Ishaan!' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Skip' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).not.toHaveURL(/welcome=1/);
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a deactivated user sees the blocking modal until they log out', async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto('/sign-up-individual?redirectTo=%2Fprofile');
  await page.getByLabel('Full name').fill('Tara Singh');
  await page.getByLabel('Mobile number').fill(mobile);
  const before = lastOutboxId();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await page.getByRole('dialog', { name: /Welcome/ }).getByRole('button', { name: 'Close' }).click();
  await expectLoggedInAs(page, 'Tara');

  const token = await operatorToken(request);
  const me = await page.request.get('/api/v1/users/me');
  const userId = (await me.json()).entity.user.id;
  const res = await request.post(`/api/users/deactivate/${userId}`, { headers: { 'access-token': token } });
  expect(res.status()).toBe(200);

  await page.goto('/');
  const blocking = page.getByRole('dialog', { name: 'Your account has been deactivated' });
  await expect(blocking).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(blocking).toBeVisible();
  await blocking.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a server-issued login link logs in once and leaves no token in the address bar', async ({ page, request }) => {
  const token = await operatorToken(request);
  const users = await request.post('/api/pub/users/sendOtp/mobile', { data: { mobileNumber: '9000000004' } });
  expect(users.status()).toBe(200);
  // The demo student's id, from an operator's view of the user list is not needed: log in once to learn it.
  const login = await request.post('/api/pub/users/login/mobile', { data: { mobileNumber: '9000000004', otp: '123456' }, headers: { platform: 'e2e' } });
  const studentId = (await login.json()).entity.user.id;
  const link = await request.post('/api/v1/login-links', { headers: { 'access-token': token }, data: { userId: studentId, path: '/profile' } });
  const { url } = (await link.json()).entity;
  await page.goto(url);
  await expect(page).toHaveURL(/\/profile$/);
  await expectLoggedInAs(page, 'Meera');

  // The same link again, in a fresh browser context: no session.
  const fresh = await page.context().browser()!.newContext();
  const other = await fresh.newPage();
  await other.goto(new URL(url, page.url()).toString());
  await expect(other).toHaveURL(/\/login-individual\?redirectTo=%2Fprofile$/);
  await fresh.close();
});
