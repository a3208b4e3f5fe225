import { expect, request as apiRequest, test, type APIRequestContext } from './test.ts';
import { expectLoggedInAs, freshMobile, lastOutboxId, readOtp } from './support.ts';

/**
 * An API client's token for a demo account (demo mode, OTP 123456), logged in from a context of its own so that no
 * session cookie rides along (a cookie-authenticated write would rightly need the CSRF token).
 */
async function apiLogin(baseURL: string, mobileNumber: string): Promise<{ token: string; userId: number; api: APIRequestContext }> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { platform: 'e2e' } });
  await api.post('/api/pub/users/sendOtp/mobile', { data: { mobileNumber } });
  const res = await api.post('/api/pub/users/login/mobile', { data: { mobileNumber, otp: '123456' } });
  expect(res.status()).toBe(200);
  const entity = (await res.json()).entity;
  await api.dispose();
  const clean = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { platform: 'e2e', 'access-token': entity.token } });
  return { token: entity.token, userId: entity.user.id, api: clean };
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

test('a deactivated user sees the blocking modal until they log out', async ({ page, baseURL }) => {
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

  const operator = await apiLogin(baseURL!, '9000000009');
  const me = await page.request.get('/api/v1/users/me');
  const userId = (await me.json()).entity.user.id;
  const res = await operator.api.post(`/api/users/deactivate/${userId}`, { data: { reason: 'Testing the blocking modal' } });
  expect(res.status()).toBe(200);
  await operator.api.dispose();

  await page.goto('/');
  const blocking = page.getByRole('dialog', { name: 'Your account has been deactivated' });
  await expect(blocking).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(blocking).toBeVisible();
  await blocking.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a server-issued login link logs in once and leaves no token in the address bar', async ({ page, baseURL }) => {
  const operator = await apiLogin(baseURL!, '9000000009');
  const student = await apiLogin(baseURL!, '9000000004');
  await student.api.dispose();
  const link = await operator.api.post('/api/v1/login-links', { data: { userId: student.userId, path: '/profile' } });
  expect(link.status()).toBe(200);
  const { url } = (await link.json()).entity;
  await operator.api.dispose();
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

test('the access map: a read-only Medicine user gets the alert popup on an action; "none" sends them home', async ({ page, baseURL }) => {
  const operator = await apiLogin(baseURL!, '9000000009');
  const retailer = await apiLogin(baseURL!, '9000000005');
  await retailer.api.dispose();
  const setMedicine = async (level: 1 | 2 | 3) =>
    expect((await operator.api.put(`/api/v1/users/user-access/${retailer.userId}`, { data: { section: 'Medicine', level } })).status()).toBe(200);
  try {
    await setMedicine(2);
    await page.goto('/login-practitioner?redirectTo=%2Fmedicines');
    await page.getByLabel('Mobile number').fill('9000000005');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expectLoggedInAs(page, 'Kiran');
    await page.goto('/medicines/allMedicines?search=triphala');
    await page.locator('main a[href^="/medicines/"]').filter({ hasText: /Triphala/ }).first().click();
    await page.getByRole('button', { name: /bookmark/i }).first().click();
    const popup = page.getByRole('dialog', { name: 'View only' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('can view Medicine but not take part');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toHaveCount(0);

    await setMedicine(3);
    await page.goto('/medicines');
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await setMedicine(1);
    await operator.api.dispose();
  }
});
