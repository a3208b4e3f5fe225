/**
 * Issue 18 part 2 (decision 034): the catalog manager adds a product with a pack and a photo, publishes it, and a
 * visitor finds it on its public page with the picture in WebP and JPEG at every width; then stocks it from the stock
 * list (part 3), and a patient buys it (the issue's end-to-end test).
 */
import sharp from 'sharp';
import { expect, test } from './test.ts';
import { addToCart, goToPayment, signUpFresh, totalToPay } from './checkout-support.ts';
import { logInDemo } from './support.ts';

const OPERATOR = '9000000009'; // the demo operator (admin holds the catalog role)

test('the admin adds a product with a pack and a photo, it shows on its page with the picture, the admin stocks it and a patient buys it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const name = `Punarnava Mandur ${tag}`;
  await logInDemo(page, OPERATOR, '/admin/products');
  await page.getByRole('link', { name: 'Add a product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();

  // A price above the MRP is refused on its field and nothing is saved.
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Brand', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Form', { exact: true }).selectOption('vati');
  await page.getByLabel('Composition', { exact: true }).fill('Punarnava | Boerhavia diffusa | root | 2 parts\nMandur bhasma');
  await page.getByLabel('Uses', { exact: true }).fill('Swelling, anaemia and sluggish liver');
  await page.getByLabel('Dosage', { exact: true }).fill('1-2 tablets twice a day after food');
  await page.getByLabel('Contraindications', { exact: true }).fill('Pregnancy');
  await page.getByLabel('Description', { exact: true }).fill('A classical iron preparation with punarnava.');
  await page.getByLabel('Pack label', { exact: true }).fill('40 tablets');
  await page.getByLabel('SKU', { exact: true }).fill(`PM-${tag}`);
  await page.getByLabel('MRP (₹)').fill('150');
  await page.getByLabel('Price (₹)').fill('180');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('The price cannot be more than the MRP.')).toBeVisible();
  await page.getByLabel('Price (₹)').fill('135');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created. It is live on the shop.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();

  // A photo with its alt text: uploaded with a progress bar, resized by the server, shown back in the list.
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8d6e63' } }).jpeg().toBuffer();
  await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'punarnava.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('Alt text').last().fill(`${name}, bottle of 40 tablets`);
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByRole('img', { name: `${name}, bottle of 40 tablets` })).toBeVisible();

  // Hidden, then published again: each is a plain form and recorded in the history.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Product hidden from the shop.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Product published.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('publish');
  await expect(history).toContainText('image.add');

  // A visitor sees it on its page, the picture sized in the HTML and offered in WebP at every width.
  const visitor = await (await browser.newContext()).newPage();
  const found = await visitor.request.get(`/api/pub/v3/products?search=${encodeURIComponent(name)}`);
  const slug = (await found.json()).entity.items[0].slug as string;
  await visitor.goto(`/medicines/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  const img = visitor.getByRole('img', { name: `${name}, bottle of 40 tablets` });
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute('width', '224');
  await expect(img).toHaveAttribute('height', '224');
  const webp = await visitor.locator('picture source[type="image/webp"]').first().getAttribute('srcset');
  expect(webp).toMatch(/160\.webp 160w, .*320\.webp 320w, .*640\.webp 640w, .*1024\.webp 1024w/);
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await expect(visitor.getByText('₹135').first()).toBeVisible();
  // Nothing in stock yet: it cannot be bought.
  await expect(visitor.getByRole('complementary', { name: 'Price and availability' }).getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

  // The manager stocks 25 in every warehouse from the stock list, with a reason.
  await page.goto(`/admin/stock?q=${encodeURIComponent(`PM-${tag}`)}`);
  const forms = page.getByRole('form', { name: new RegExp(`^Set count: ${name} 40 tablets, `) });
  const warehouses = await forms.count();
  expect(warehouses).toBeGreaterThan(0);
  for (let i = 0; i < warehouses; i++) {
    const form = page.getByRole('form', { name: new RegExp(`^Set count: ${name} 40 tablets, `) }).nth(i);
    await form.getByLabel('New count').fill('25');
    await form.getByLabel('Reason').fill('Opening stock');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('form', { name: new RegExp(`^Set count: ${name} 40 tablets, `) }).nth(i).getByLabel('New count')).toHaveValue('25');
  }

  // A patient buys two, cash on delivery.
  const patientCtx = await browser.newContext();
  const patient = await patientCtx.newPage();
  await signUpFresh(patient, 'Leela Menon');
  await addToCart(patient, `/medicines/${slug}`, 2);
  await goToPayment(patient, 'Leela Menon');
  await expect(totalToPay(patient)).toContainText('₹');
  await patient.getByLabel('Pay on delivery').check();
  await patient.getByRole('button', { name: /^Place order · / }).click();
  await expect(patient).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);
  await expect(patient.getByText(name).first()).toBeVisible();

  // The two units left one warehouse's stock: 25 + 25 ... less 2 in all.
  await page.reload();
  const counts = await page.getByRole('form', { name: new RegExp(`^Set count: ${name} 40 tablets, `) }).getByLabel('New count').evaluateAll((els) => els.map((e) => Number((e as HTMLInputElement).value)));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(25 * warehouses - 2);
  await patientCtx.close();
});

test('the product list filters by category, as the API counts them', async ({ page }) => {
  await logInDemo(page, OPERATOR, '/admin/products');
  const all = Number((await page.getByText(/^1-\d+ of \d+$/).first().innerText()).split(' of ')[1]);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Hair care · Shop by health concern' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]category=\d+/);
  const category = new URL(page.url()).searchParams.get('category');
  const api = await (await page.request.get(`/api/v1/admin/products?category=${category}&limit=1`)).json();
  expect(api.entity.total).toBeGreaterThan(0);
  expect(api.entity.total).toBeLessThan(all);
  await expect(page.getByText(new RegExp(`^1-\\d+ of ${api.entity.total}$`)).first()).toBeVisible();
});
