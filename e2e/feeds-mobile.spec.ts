/** Issue 22 at 360 px: the feed, a post and the composer fit the phone (no sideways scrolling), buttons stay reachable. */
import { expect, test } from './test.ts';
import { logInDemo } from './support.ts';

test.use({ viewport: { width: 360, height: 740 } });

const overflowOf = (page: import('./test.ts').Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the feed, its composer and a post fit a 360 px phone', async ({ page }) => {
  await page.goto('/feeds');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await overflowOf(page), '/feeds scrolls sideways for a visitor').toBeLessThanOrEqual(0);

  await logInDemo(page, '9000001001', '/feeds');
  await expect(page.getByRole('form', { name: 'Share with colleagues' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Trending' })).toBeVisible();
  expect(await overflowOf(page), '/feeds scrolls sideways for a doctor').toBeLessThanOrEqual(0);
  await page.getByRole('article').first().getByRole('link', { name: /comments$/ }).click();
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  expect(await overflowOf(page), 'a post scrolls sideways').toBeLessThanOrEqual(0);
});
