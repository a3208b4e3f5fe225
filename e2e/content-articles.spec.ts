/**
 * Issue 20 parts 1, 4, 5 and 7 (decisions 046, 047): an editor writes an article with a picture in the rich-text
 * editor, saves a draft, schedules it (invisible until its time), publishes it, and writes and links its Hindi
 * translation; a visitor finds it through the search bar of the content pages, reads it (translation link, picture,
 * JSON-LD) and shares it with a short link.
 */
import sharp from 'sharp';
import { expect, test } from './test.ts';
import { logInDemo } from './support.ts';

const EDITOR = '9000000009'; // the demo operator (admin holds the editor role)

/** India time, as the desk's datetime-local field takes it, `hours` from now. */
const indiaTimeIn = (hours: number) => new Date(Date.now() + hours * 3600_000 + 330 * 60_000).toISOString().slice(0, 16);

test('an editor writes, schedules, publishes and translates an article; a visitor finds it by search and shares it', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36).slice(-5);
  const title = `Jeera water and digestion ${tag}`;
  const slug = `jeera-water-and-digestion-${tag}`;

  // The desk: a new article, typed in the rich-text editor (loaded on demand), with bold text and a picture.
  await logInDemo(page, EDITOR, '/admin/articles');
  await page.getByRole('link', { name: 'New article' }).click();
  await page.getByLabel('Media type').selectOption('blogs');
  await page.getByLabel('Language', { exact: true }).selectOption('en');
  await page.getByLabel('Category', { exact: true }).selectOption('digestion');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByLabel('Summary', { exact: true }).fill('How cumin seeds are used in Indian kitchens after heavy meals, and when to see a doctor.');
  const editor = page.getByTestId('rich-text-editor').locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Jeera (cumin) water is a common kitchen habit after a heavy meal. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('It is not a treatment.');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('See a doctor if bloating lasts.');
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7a9a3b' } }).jpeg().toBuffer();
  await page.getByLabel('Describe the picture (alt text)', { exact: true }).fill('A glass of jeera water');
  await page.getByLabel('Insert picture').setInputFiles({ name: 'jeera.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(editor.getByRole('img', { name: 'A glass of jeera water' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Article saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Draft' })).toBeVisible();
  const englishId = /\/admin\/articles\/(\d+)/.exec(page.url())![1]!;
  const path = `/blogs/en/digestion/${slug}`;

  // Scheduled for tomorrow: readers do not see it yet.
  await page.getByLabel('Publish at (India time)').fill(indiaTimeIn(24));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Article scheduled')).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);

  // Published now instead.
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Article published')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Published' })).toBeVisible();

  // The Hindi translation, linked to the English one (both ways), then published.
  await page.goto('/admin/articles/new');
  await page.getByLabel('Language', { exact: true }).selectOption('hi');
  await page.getByLabel('Category', { exact: true }).selectOption('digestion');
  await page.getByLabel('Title', { exact: true }).fill(`जीरा पानी और पाचन ${tag}`);
  await page.getByLabel('Address (slug)').fill(`jeera-pani-aur-pachan-${tag}`);
  await page.getByLabel('Summary', { exact: true }).fill('भारी भोजन के बाद जीरे के पानी का चलन, और कब डॉक्टर से मिलें।');
  await editor.click();
  await page.keyboard.type('जीरा पानी रसोई की एक आम आदत है। यह इलाज नहीं है।');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Article saved')).toBeVisible();
  await page.getByLabel('Translation (id of the article in the other language)').fill(englishId);
  await page.getByRole('button', { name: 'Link translation' }).click();
  await expect(page.getByText('Translation updated')).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Article published')).toBeVisible();

  // A visitor finds it with the search bar of a content page and opens it.
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const visitor = await context.newPage();
  await visitor.goto('/blogs/en');
  await visitor.getByPlaceholder('Search health articles').fill(`jeera ${tag}`);
  await visitor.getByPlaceholder('Search health articles').press('Enter');
  await expect(visitor).toHaveURL(/\/content\/search\?search=/);
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(path);
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.locator('.article-body img[alt="A glass of jeera water"]')).toHaveAttribute('src', /^\/api\/images\/articles\/[0-9a-f-]{36}\/\d+\.webp$/);
  await expect(visitor.locator('.article-body strong')).toHaveText('It is not a treatment.');
  expect(await visitor.locator('script[type="application/ld+json"]').first().textContent()).toContain('"@type":"Article"');
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  await expect(visitor.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', new RegExp(`/blogs/hi/digestion/jeera-pani-aur-pachan-${tag}$`));

  // Its Hindi twin links back.
  await visitor.getByRole('link', { name: 'Read this in हिन्दी' }).click();
  await expect(visitor.getByRole('link', { name: 'Read this in English' })).toHaveAttribute('href', path);
  await visitor.goBack();
  for (const width of [360, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.screenshot({ path: testInfo.outputPath(`article-${width}.png`), fullPage: true });
  }

  // Shared with a short link that opens the article.
  // A reading page: no script but its own few lines (decision 052), yet Share copies a short link.
  expect(await visitor.locator('script[type="module"]').count()).toBe(0);
  await visitor.getByRole('button', { name: 'Share this article' }).click();
  await expect(visitor.getByText('Link copied to clipboard')).toBeVisible();
  const link = await visitor.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/dl\/[A-Za-z0-9]{8}$/);
  const opened = await context.newPage();
  await opened.goto(link);
  await expect(opened).toHaveURL(path);
  await context.close();
});

test('a video article plays only when asked: its picture and a play link first, the player after the press', async ({ page }) => {
  const videoHost: string[] = [];
  await page.route(/youtube|ytimg/, (route) => {
    videoHost.push(route.request().url());
    return route.abort();
  });
  await page.goto('/videos/en/digestion/doctor-explains-bloating');
  await expect(page.getByRole('heading', { level: 1, name: 'A doctor explains bloating after meals' })).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"@type":"VideoObject"');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/videos\/en\/digestion\/doctor-explains-bloating$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  // The author is a listed doctor: the byline links the doctor's page.
  await expect(page.getByRole('link', { name: /^By Dr\. / })).toHaveAttribute('href', /^\/ayurveda\/[a-z-]+\/doctor\//);
  expect(videoHost).toEqual([]);
  await page.getByRole('link', { name: 'Play video: A doctor explains bloating after meals' }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
});

test('a photo article shows its gallery; listings page per media type, language and topic', async ({ page }) => {
  await page.goto('/photos/en/diet-nutrition/a-balanced-ayurvedic-thali');
  await expect(page.getByRole('region', { name: 'Photo gallery' }).getByRole('img')).toHaveCount(4);
  await page.goto('/news/hi');
  await expect(page.getByRole('heading', { level: 1, name: /News/ })).toBeVisible();
  await page.getByRole('link', { name: 'Digestion', exact: true }).click();
  await expect(page).toHaveURL('/news/hi/digestion');
  await expect(page.getByRole('link', { name: 'बरसात में पेट के संक्रमण बढ़ते हैं: आसान सावधानियाँ' })).toBeVisible();
});
