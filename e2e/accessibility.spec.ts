/**
 * Issue 15, part 5: every page type passes axe-core's WCAG 2.2 AA rules with no serious or critical violation
 * (decision 025). One login per role, then the pages that role sees; two pages again in Hindi. Soft expectations, so
 * one run lists every page's violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test.ts';
import { ABHAYARISHTA, addToCart, ensureAddress, logInDemo, signUpFresh } from './checkout-support.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DOCTOR = '/ayurveda/new-delhi/doctor/dr-vikram-joshi';

/** Runs axe on the page as it is now; a serious or critical violation fails the test with what and where. */
async function expectAccessible(page: Page, what: string) {
  // Only the violations are collected (not the passes): the run is several times faster.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).options({ resultTypes: ['violations'] }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 4).map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n')}`);
  expect.soft(bad, `${what} (${page.url()})`).toEqual([]);
}

test('public pages: home, listing, product, doctors, doctor page', async ({ page }) => {
  // Five axe scans of long pages (the home page now carries deals, doctors and top sellers, issue 19): a time budget.
  test.setTimeout(90_000);
  for (const [what, path] of [
    ['home', '/'],
    ['medicines listing', '/medicines/allMedicines'],
    ['product page', ABHAYARISHTA],
    ['doctors list', '/ayurveda/new-delhi/doctors'],
    ['doctor page', DOCTOR],
  ] as const) {
    await page.goto(path);
    await expectAccessible(page, what);
  }
  // Reduced motion asked for: no transitions (a button of the doctor page, as everywhere).
  const button = page.getByTestId('booking-panel').getByRole('button', { name: 'Log in to book' });
  await expect(button).not.toHaveCSS('transition-duration', '0s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(button).toHaveCSS('transition-duration', '1e-05s');
});

test('a refused form; the home and doctor pages in Hindi', async ({ page, context }) => {
  // Three axe scans, two of them long pages: the default 30 s is too little on a busy machine.
  test.setTimeout(60_000);
  // The errors are on the page, announced and tied to their fields.
  await page.goto('/login-individual');
  const mobile = page.getByLabel('Mobile number');
  await mobile.fill('12345');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const error = page.getByRole('alert').filter({ hasText: /mobile/i });
  await expect(error).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription((await error.innerText()).trim());
  await expectAccessible(page, 'login with an error');

  await context.addCookies([{ name: 'lang', value: 'hi', url: page.url() }]);
  for (const [what, path] of [
    ['home in Hindi', '/'],
    ['doctor page in Hindi', DOCTOR],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectAccessible(page, what);
  }
});

test('a patient: cart, checkout steps, order page, my orders, booking a doctor, profile', async ({ page }) => {
  // Nine pages, each scanned by axe: ~27 s on a quiet machine, so the default 30 s leaves no room for a busy one.
  test.setTimeout(90_000);
  await signUpFresh(page, 'Meera Pillai');
  await addToCart(page, ABHAYARISHTA, 1);
  await page.goto('/order/cart');
  await expectAccessible(page, 'cart');
  await page.getByRole('link', { name: 'Proceed to address' }).click();
  await ensureAddress(page, 'Meera Pillai');
  await expectAccessible(page, 'checkout: address');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expectAccessible(page, 'checkout: payment');
  await page.getByLabel('Pay on delivery').check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/myorders\/\d+/);
  await expectAccessible(page, 'order page');
  await page.goto('/myorders');
  await expectAccessible(page, 'my orders');
  await page.goto('/profile');
  await expectAccessible(page, 'profile');

  // Booking: the doctor page with a slot chosen shows the booking form.
  await page.goto(DOCTOR);
  const panel = page.getByTestId('booking-panel');
  await panel.getByRole('group', { name: 'Choose a time (India time)' }).locator('label').first().click();
  await expect(panel.getByRole('button', { name: 'Book appointment' })).toBeVisible();
  await expectAccessible(page, 'booking form');
});

test('the back office: dashboard, orders and the verification queue', async ({ page }) => {
  await logInDemo(page, '9000000009', '/admin');
  await expect(page.getByTestId('chart-orders').locator('canvas').first()).toBeVisible();
  await expectAccessible(page, 'back office: dashboard');
  await page.goto('/admin/orders');
  await expectAccessible(page, 'back office: orders');
  await page.goto('/admin/verifications');
  await expectAccessible(page, 'back office: verification queue');
});
