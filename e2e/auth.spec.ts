import { expect, test } from './test.ts';
import { expectLoggedInAs, freshMobile, lastOutboxId, logOut, readOtp } from './support.ts';

test.describe('sign-up and login by OTP', () => {
  test('an individual signs up, logs out and logs in again', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/sign-up');
    await page.getByRole('link', { name: /patient or caregiver/ }).click();
    await expect(page).toHaveURL(/\/sign-up-individual$/);

    // Spec field messages first.
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Full Name is Required')).toBeVisible();
    await expect(page.getByText('Enter your 10 digit mobile number')).toBeVisible();
    await page.getByLabel('Full name').fill('Kavya Iyer');
    await page.getByLabel('Mobile number').fill('98765abcde');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Mobile can only have Numbers.')).toBeVisible();

    let before = lastOutboxId();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Successfully sent Otp!')).toBeVisible();
    await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
    await page.getByRole('button', { name: 'Verify and create account' }).click();
    await expect(page).toHaveURL(/\/\?welcome=1$/);
    await expect(page.getByRole('dialog', { name: 'Welcome to Nirog, Kavya!' })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Kavya Iyer')).toBeVisible();
    await expect(page.getByRole('main').getByText('Individual')).toBeVisible();

    await logOut(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login-individual\?redirectTo=%2Fprofile$/);

    before = lastOutboxId();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).fill('000000' === (await readOtp(mobile, before)) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(page.getByText('The OTP you entered is incorrect.')).toBeVisible();
    await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    // Back to the protected page that sent them to login.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main').getByText('Kavya Iyer')).toBeVisible();
  });

  test('a chemist signs up as a practitioner; the footer has no FAQs for a chemist but has them for an individual', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/sign-up-practitioner');
    await page.getByLabel('I am a').selectOption({ label: 'Chemist' });
    await page.getByLabel('Salutation').selectOption({ label: 'Mr.' });
    await page.getByLabel('Full name').fill('Ramesh Patel');
    await page.getByLabel('Mobile number').fill(mobile);
    const before = lastOutboxId();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
    await page.getByRole('button', { name: 'Verify and create account' }).click();
    await page.getByRole('dialog', { name: 'Welcome to Nirog, Ramesh!' }).getByRole('button', { name: 'Skip' }).click();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'FAQs' })).toHaveCount(0);
    await page.goto('/profile');
    await expect(page.getByRole('main').getByText('Chemist', { exact: true })).toBeVisible();
    await expect(page.getByText('Mr. Ramesh Patel')).toBeVisible();

    await logOut(page);
    // Visitors and individuals see the FAQs link.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toBeVisible();
  });

  test('a demo individual logs in with the fixed demo OTP and sees FAQs in the footer', async ({ page }) => {
    await page.goto('/login-individual');
    await page.getByLabel('Mobile number').fill('9000000001');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expectLoggedInAs(page, 'Asha');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toBeVisible();
  });

  test('a logged-in user opening /sign-up goes to /medicines', async ({ page }) => {
    await page.goto('/login-practitioner');
    await page.getByLabel('Mobile number').fill('9000000006');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expectLoggedInAs(page, 'Suresh');
    await page.goto('/sign-up');
    await expect(page).toHaveURL(/\/medicines$/);
  });

  test('logging in with a new number moves on to sign-up and creates the account', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/login-individual');
    await page.getByLabel('Mobile number').fill(mobile);
    const before = lastOutboxId();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('This number has no account yet.')).toBeVisible();
    await page.getByLabel('Full name').fill('Neha Joshi');
    await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
    await page.getByRole('button', { name: 'Verify and create account' }).click();
    await page.getByRole('dialog', { name: 'Welcome to Nirog, Neha!' }).getByRole('button', { name: 'Close' }).click();
    await expectLoggedInAs(page, 'Neha');
  });
});

test.describe('routes', () => {
  test('an unknown path shows the 404 page with status 404', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a protected path without a session goes to login first', async ({ page }) => {
    await page.goto('/myAddress');
    await expect(page).toHaveURL(/\/login-individual\?redirectTo=%2FmyAddress$/);
  });

  test('a cross-site form post is refused', async ({ request }) => {
    const res = await request.post('/logout', { headers: { origin: 'https://evil.example' }, form: {} });
    expect(res.status()).toBe(403);
  });
});
