import { expect, test } from './test.ts';
import { expectLoggedInAs, logInDemo } from './support.ts';

test.describe('at 360 px wide', () => {
  test('pages fit the screen and the menu opens by keyboard', async ({ page }) => {
    for (const path of ['/', '/sign-up', '/sign-up-practitioner', '/login-individual', '/about-us', '/support', '/no-such-page', '/medicines', '/medicines/mahanarayan-tel-baidyanath']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.goto('/');
    const menu = page.getByRole('banner').locator('summary[aria-label="Menu"]');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Medicines' })).toBeVisible();
  });

  test('a demo doctor logs in on a phone and reaches the profile', async ({ page }) => {
    await logInDemo(page, '9000000002', '/profile');
    await expectLoggedInAs(page, 'Raghav');
    await expect(page.getByRole('main').getByText('Dr. Raghav Sharma')).toBeVisible();
  });
});
