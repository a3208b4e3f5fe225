/**
 * Short share links (spec section 3 "Share link parameters: entityType, entityId, userId; create takes parameters,
 * title, description, imageUrl", section 7 "share link create and fetch", section 2 /dl/{shortCode}, section 8 "Link
 * copied to clipboard" and "If share creation fails, the current page URL with parameters is copied instead"): the
 * Share button on a doctor's or clinic's page copies a short link that opens the page and carries the page's preview;
 * each sharer keeps one link per page; an unknown code is the 404 page.
 */
import { expect, test, type Page } from './test.ts';
import { logInDemo } from './support.ts';

const DOCTOR = '/ayurveda/kochi/doctor/dr-anjali-menon';
const CLINIC = '/ayurveda/kochi/clinic/kerala-vaidyashala';
const SHORT_LINK = /^http:\/\/127\.0\.0\.1:\d+\/dl\/([A-Za-z0-9]{8})$/;
const DOCTOR_SHARE = "Copy the link to Dr. Anjali Menon's page";

async function share(page: Page, name: string): Promise<string> {
  await page.getByRole('link', { name }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

async function shareShort(page: Page, name: string): Promise<string> {
  const copied = await share(page, name);
  expect(copied).toMatch(SHORT_LINK);
  return copied;
}

const codeOf = (link: string) => SHORT_LINK.exec(link)![1]!;
const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');

test('Share on a doctor page copies a short link that opens the page and carries its preview', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(DOCTOR);
  await expect(page.getByRole('heading', { name: 'Dr. Anjali Menon', level: 1 })).toBeVisible();
  const link = await shareShort(page, DOCTOR_SHARE);

  const opened = await context.newPage();
  const res = await opened.goto(link);
  expect(res?.status()).toBe(200);
  await expect(opened).toHaveURL(DOCTOR);
  await expect(opened.getByRole('heading', { name: 'Dr. Anjali Menon', level: 1 })).toBeVisible();
  await opened.close();

  // The short link answers with a plain redirect to the page.
  const redirect = await page.request.get(link, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()['location']).toBe(DOCTOR);

  // What the code stands for: the doctor, shared anonymously, with the page's own title and description.
  const fetched = await page.request.get(`/api/pub/v1/share-links/${codeOf(link)}`);
  expect(fetched.status()).toBe(200);
  const entity = (await fetched.json()).entity;
  expect(entity).toMatchObject({ code: codeOf(link), path: DOCTOR, parameters: { entityType: 'doctor', userId: null }, title: await meta(page, 'og:title') });
  expect(entity.parameters.entityId).toEqual(expect.any(Number));
  expect(entity.description).toBe(await meta(page, 'og:description'));
  expect(entity.title).toContain('Anjali Menon');
  // The demo doctor has no photo, so the page names no image and neither does the link.
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
  expect(entity.imageUrl).toBeNull();

  // Shared again, the page keeps its one anonymous link; a signed-in person gets a link of their own, also for good.
  await page.reload();
  expect(await shareShort(page, DOCTOR_SHARE)).toBe(link);
  await logInDemo(page, '9000000001', DOCTOR);
  const mine = await shareShort(page, DOCTOR_SHARE);
  expect(mine).not.toBe(link);
  await page.reload();
  expect(await shareShort(page, DOCTOR_SHARE)).toBe(mine);
  const myRedirect = await page.request.get(mine, { maxRedirects: 0 });
  expect(myRedirect.headers()['location']).toBe(DOCTOR);
  const myEntity = (await (await page.request.get(`/api/pub/v1/share-links/${codeOf(mine)}`)).json()).entity;
  expect(myEntity.parameters).toEqual({ ...entity.parameters, userId: expect.any(Number) });
});

test('Share on a product page copies a short link that opens the product', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const listing = await (await page.request.get('/api/pub/v3/products?limit=1')).json();
  const product = listing.entity.items[0] as { name: string; slug: string };
  await page.goto(`/medicines/${product.slug}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  const link = await shareShort(page, `Copy the link to ${product.name}`);
  const redirect = await page.request.get(link, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()['location']).toBe(`/medicines/${product.slug}`);
  const entity = (await (await page.request.get(`/api/pub/v1/share-links/${codeOf(link)}`)).json()).entity;
  expect(entity).toMatchObject({ path: `/medicines/${product.slug}`, parameters: { entityType: 'medicine', userId: null } });
});

test('Share on a clinic page copies a short link to the clinic', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(CLINIC);
  // A page image on this site goes with the link as a path (the site's own address may be plain http).
  await page.evaluate(() => {
    const image = document.createElement('meta');
    image.setAttribute('property', 'og:image');
    image.content = `${location.origin}/images/clinic.png?v=2`;
    document.head.append(image);
  });
  const link = await shareShort(page, 'Copy the link to the page of Kerala Vaidyashala');
  const redirect = await page.request.get(link, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()['location']).toBe(CLINIC);
  const entity = (await (await page.request.get(`/api/pub/v1/share-links/${codeOf(link)}`)).json()).entity;
  expect(entity).toMatchObject({ path: CLINIC, parameters: { entityType: 'clinic' }, title: await meta(page, 'og:title'), imageUrl: '/images/clinic.png?v=2' });
});

test('if the short link cannot be made, the current page URL with its parameters is copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('**/share-links', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
  await page.goto(`${DOCTOR}?utm_source=test&tab=reviews`);
  const copied = await share(page, DOCTOR_SHARE);
  expect(copied).toBe(page.url());
  expect(new URL(copied).search).toBe('?utm_source=test&tab=reviews');
});

test('an unknown short link is the 404 page', async ({ page }) => {
  const res = await page.goto('/dl/xxxxxxx');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  const wellFormed = await page.goto('/dl/Zz9Zz9Zz');
  expect(wellFormed?.status()).toBe(404);
});

test('without JavaScript the Share button is the page link itself', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(DOCTOR);
  await expect(page.getByRole('link', { name: DOCTOR_SHARE })).toHaveAttribute('href', /\/ayurveda\/kochi\/doctor\/dr-anjali-menon$/);
  await context.close();
});
