/**
 * Issue 13: menus never lead to a page that is not there. Every link on the home page, the header, the footer and the
 * account menus (of a visitor, a listed doctor and an operator) answers without a 404; sections that have not landed
 * have a short noindex page; /support says what works today.
 */
import { expect, test, type Page } from './test.ts';
import { logInDemo } from './support.ts';

async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => h.split('#')[0]).filter((h) => h && !h.startsWith('//') && !h.startsWith('/api/') && h !== '/logout'))];
}

async function expectNoneMissing(page: Page, links: string[]) {
  const broken: string[] = [];
  for (const href of links) {
    const res = await page.request.get(href, { maxRedirects: 5 });
    if (res.status() === 404 || res.status() >= 500) broken.push(`${res.status()} ${href}`);
  }
  expect(broken).toEqual([]);
}

test('a visitor: no link on the home page, header or footer is a 404', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const links = await internalLinks(page);
  for (const section of ['/learn', '/feeds', '/quizzes', '/learning', '/webinar', '/nirogpartner', '/bot', '/treatments', '/services']) expect(links).toContain(section);
  await expectNoneMissing(page, links);
});

test('signed-in menus (a listed doctor, an operator) lead only to pages that exist', async ({ page }) => {
  test.setTimeout(90_000);
  for (const mobile of ['9000001001', '9000000009']) {
    await logInDemo(page, mobile);
    await expectNoneMissing(page, await internalLinks(page));
    await page.context().clearCookies();
  }
});

test('/support promises only what works today', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByText(/support ticket/i)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/myorders');
  await expect(page.getByRole('main').getByRole('link', { name: 'My appointments' })).toHaveAttribute('href', '/my-appointments');
});
