/**
 * Issue 20 parts 2 and 7 (decisions 048, 049): a visitor browses treatments for digestive issues, reads about
 * acidity, follows it to the doctors and a medicine that fit, opens the glossary entry for Pitta and shares it; and
 * every kind of knowledge page is server-rendered with its JSON-LD and canonical address, and without scripts.
 */
import { expect, test } from './test.ts';

test('a visitor goes from treatments to acidity, to doctors and a medicine, then shares the Pitta entry', async ({ page }) => {
  await page.goto('/treatments');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayurvedic treatments' })).toBeVisible();
  await page.getByRole('link', { name: 'Digestive issues', exact: true }).click();
  await expect(page).toHaveURL('/treatments/digestive-issues');
  await expect(page.getByRole('heading', { level: 1, name: 'Digestive issues' })).toBeVisible();

  // Acidity: the Ayurvedic view, when to see a doctor, and where to get help.
  await page.getByRole('link', { name: 'Acidity and heartburn' }).first().click();
  await expect(page).toHaveURL('/treatments/digestive-issues/acidity');
  await expect(page.getByRole('heading', { level: 1, name: 'Acidity and heartburn' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'When to see a doctor' })).toBeVisible();

  // The doctors who fit: the care directory filtered by specialization.
  await page.getByRole('link', { name: 'Doctors in Kayachikitsa' }).click();
  await expect(page).toHaveURL('/ayurveda/doctors?specialization=Kayachikitsa');
  await expect(page.getByTestId('doctor-card').first()).toBeVisible();
  await expect(page.getByTestId('doctor-card').first()).toContainText('Kayachikitsa');

  // Back on acidity, a medicine shown there opens its page.
  await page.goBack();
  const medicine = page.getByRole('region', { name: 'Medicines' }).getByRole('listitem').first().getByRole('link');
  const name = (await medicine.textContent())!.trim();
  await medicine.click();
  await expect(page).toHaveURL(/\/medicines\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  // The glossary entry for Pitta, from the acidity page's words, shared with a short link.
  await page.goBack();
  await page.getByRole('link', { name: /^Pitta/ }).first().click();
  await expect(page).toHaveURL('/ayurveda/glossary/pitta');
  await expect(page.getByRole('heading', { level: 1, name: 'Pitta' })).toBeVisible();
  await page.getByRole('button', { name: 'Get a short link to share this entry' }).click();
  const link = page.getByLabel('Short link to this page');
  await expect(link).toHaveValue(/\/dl\/[A-Za-z0-9]{8}$/);
  const short = new URL(await link.inputValue());

  // Whoever opens the link lands on the entry.
  await page.goto(short.pathname);
  await expect(page).toHaveURL('/ayurveda/glossary/pitta');
});

test('a misspelt search on the glossary finds the entry', async ({ page }) => {
  await page.goto('/ayurveda/glossary');
  await page.getByRole('searchbox', { name: 'Search the glossary, conditions and treatments' }).fill('aswagandha');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Results for “aswagandha”' })).toBeVisible();
  await page.getByRole('region', { name: 'Glossary' }).getByRole('link', { name: /^Ashwagandha/ }).first().click();
  await expect(page).toHaveURL('/ayurveda/glossary/ashwagandha');
});

const PAGES: Array<{ path: string; type: string }> = [
  { path: '/ayurveda/glossary', type: 'DefinedTermSet' },
  { path: '/ayurveda/glossary/pitta', type: 'DefinedTerm' },
  { path: '/treatments', type: 'CollectionPage' },
  { path: '/treatments/digestive-issues', type: 'CollectionPage' },
  { path: '/treatments/digestive-issues/acidity', type: 'MedicalCondition' },
  { path: '/health-conditions', type: 'CollectionPage' },
  { path: '/health-conditions/acidity', type: 'MedicalCondition' },
  { path: '/services', type: 'CollectionPage' },
  { path: '/services/shirodhara', type: 'MedicalTherapy' },
];

test('each kind of page is server-rendered with its JSON-LD, breadcrumbs and canonical address, and no scripts', async ({ request, baseURL }) => {
  for (const { path, type } of PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain(`<link rel="canonical" href="${new URL(path, baseURL).toString()}"/>`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as { '@type': string });
    expect(blocks.map((b) => b['@type']), path).toEqual(expect.arrayContaining([type, 'BreadcrumbList']));
    // A reading page (decision 052): no script but its data.
    expect(html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g) ?? [], path).toEqual([]);
  }
  expect((await request.get('/ayurveda/glossary/no-such-entry')).status()).toBe(404);
  expect((await request.get('/treatments/skin-diseases/acidity')).status()).toBe(404);
});
