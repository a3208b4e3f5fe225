/**
 * Issue 17, part 2: a public page's first-load JavaScript (every script and modulepreload its HTML names: chunks and
 * their message files) stays within its budget, in English and in Hindi. Bytes, not time, so this can be a test; the
 * figures and the budgets are printed by `npm run bench` (bench/first-load.ts).
 */
import { FIRST_LOAD_BUDGET_KB, firstLoadBytes } from '../bench/first-load.ts';
import { expect, test } from './test.ts';

test('each public page ships no more JavaScript than its budget, in either language', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const rows = await firstLoadBytes(baseURL!, Object.keys(FIRST_LOAD_BUDGET_KB));
  expect(rows).toHaveLength(2 * Object.keys(FIRST_LOAD_BUDGET_KB).length);
  const over = rows.filter((r) => r.gzipKB > FIRST_LOAD_BUDGET_KB[r.page]).map((r) => `${r.lang} ${r.page}: ${r.gzipKB} KB > ${FIRST_LOAD_BUDGET_KB[r.page]} KB`);
  expect(over).toEqual([]);
});

test('a page loads its messages in its own language only, never a whole catalogue', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/hi/medicines');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const messageFiles = requested.filter((p) => p.startsWith('/assets/m/'));
  expect(messageFiles.length).toBeGreaterThan(0);
  expect(messageFiles.every((p) => p.startsWith('/assets/m/hi/'))).toBe(true);
  // The largest message file is a small part of the 2,900-key catalogue.
  const sizes = await Promise.all(messageFiles.map(async (p) => (await page.request.get(p)).body().then((b) => b.length)));
  expect(Math.max(...sizes)).toBeLessThan(40_000);
});

test('the import map comes before every module the page preloads or runs, in both languages', async ({ request }) => {
  for (const lang of ['en', 'hi']) {
    const html = await (await request.get('/medicines', { headers: { cookie: `lang=${lang}` } })).text();
    const map = html.indexOf('<script type="importmap"');
    expect(map).toBeGreaterThan(0);
    expect(html.slice(map, html.indexOf('</script>', map))).toContain(`"nirog-messages/":"/assets/m/${lang}/"`);
    const firstModule = Math.min(...[html.indexOf('rel="modulepreload"'), html.indexOf('type="module"')].filter((i) => i >= 0));
    expect(map).toBeLessThan(firstModule);
    // The page's message files are preloaded beside its chunks (decision 031), found from the build's record.
    expect(html, `${lang}: message files preloaded`).toMatch(new RegExp(`<link rel="modulepreload" href="/assets/m/${lang}/[\\w-]+\\.js"`));
  }
});

test('a reading page is sent without scripts and its menu and links still work (decision 052)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  // The phone menu is a <details>: it opens with no script, and its links are plain links.
  await page.getByLabel('Menu').click();
  await page.getByRole('link', { name: 'Medicines' }).first().click();
  await expect(page).toHaveURL(/\/medicines$/);
  // The next page is a normal one: it has its scripts again.
  expect(await page.locator('script[type="module"]').count()).toBeGreaterThan(0);
});
