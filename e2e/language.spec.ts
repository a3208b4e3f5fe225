/**
 * Issue 15: a reader switches the site to Hindi once (footer or header); every page is then served in Hindi with
 * <html lang="hi">, works after hydration in Hindi, and English pages never download the Hindi messages. A public page
 * has a Hindi address (/hi/...), where the switch leads.
 */
import { expect, test } from './test.ts';

test('switching to Hindi and back keeps the choice across pages; English pages do not load the Hindi messages', async ({ page }) => {
  const scripts: string[] = [];
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
    if (r.resourceType() === 'font') fonts.push(r.url());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Medicines' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const englishScripts = [...scripts];
  // The Devanagari font is for Devanagari text only: an English page never downloads it.
  expect(fonts.filter((u) => u.includes('devanagari'))).toEqual([]);

  // The footer's switch: हिन्दी.
  await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).click();
  // The home page has a Hindi address: the switch goes there; it names the English one for search engines.
  await expect(page).toHaveURL((u) => u.pathname === '/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'दवाएँ' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Medicines' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');

  // After hydration a client-side navigation stays in Hindi.
  await nav.getByRole('link', { name: 'दवाएँ' }).click();
  // A Hindi reader's header leads to the pages' Hindi addresses.
  await expect(page).toHaveURL(/\/hi\/medicines$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('banner').getByRole('link', { name: 'डॉक्टर खोजें' })).toBeVisible();
  // A full load of another page remembers the choice.
  await page.goto('/ayurveda/doctors');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('banner').getByRole('link', { name: 'डॉक्टर खोजें' })).toBeVisible();
  // Each chunk's messages come in the page's language (decision 031): Hindi files on Hindi pages, never on English ones.
  const hindiPageScripts = scripts.filter((u) => !englishScripts.includes(u));
  expect(hindiPageScripts.some((u) => u.includes('/assets/m/hi/'))).toBe(true);
  expect(englishScripts.some((u) => u.includes('/assets/m/en/'))).toBe(true);
  expect(englishScripts.some((u) => u.includes('/assets/m/hi/'))).toBe(false);

  // Back to English from the footer.
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/ayurveda\/doctors$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Find doctors' })).toBeVisible();
});

test('links inside Hindi pages lead to Hindi addresses: product and doctor cards, filters and pagination', async ({ page }) => {
  await page.goto('/hi/medicines/allMedicines');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const card = page.locator('article').first().getByRole('link').first();
  await expect(card).toHaveAttribute('href', /^\/hi\/medicines\/[\w-]+$/);
  // The header's search and the listing's filters search at the Hindi address.
  await expect(page.getByRole('search')).toHaveAttribute('action', '/hi/medicines/allMedicines');
  await expect(page.locator('form[method="get"]:not([role])').first()).toHaveAttribute('action', '/hi/medicines/allMedicines');
  // After hydration, following the card stays at Hindi addresses.
  await card.click();
  await expect(page).toHaveURL(/\/hi\/medicines\/[\w-]+(\?.*)?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto('/hi/ayurveda/doctors');
  await expect(page.getByTestId('doctor-card').first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/hi\/ayurved/);
  // A Hindi address also set the cookie; without it, the English page's links stay English.
  await page.context().clearCookies();
  await page.goto('/medicines/allMedicines');
  await expect(page.locator('article').first().getByRole('link').first()).toHaveAttribute('href', /^\/medicines\/[\w-]+$/);
});

test('the switch goes back only to a page of this site', async ({ request }) => {
  const res = await request.post('/language', { form: { lang: 'hi', redirectTo: '//evil.example/x' }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  // The home page instead, at its Hindi address.
  expect(res.headers().location).toBe('/hi');
  expect(res.headers()['set-cookie']).toContain('lang=hi');
});
