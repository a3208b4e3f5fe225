/**
 * Issue 18 parts 4-5: marketing creates a coupon in the back office, a buyer uses it at checkout, and the coupon's
 * usage in the list and on its page counts the order; a catalog manager edits a trade discount in the one table.
 */
import { expect, test, type Page } from './test.ts';
import { addToCart, goToPayment, signUpFresh, totalToPay, VYOSHADI } from './checkout-support.ts';
import { logInDemo } from './support.ts';

const OPERATOR = '9000000009'; // demo admin (README, demo logins)

/** A datetime-local value in India time, `hours` from now. */
const ist = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString().slice(0, 16);
const toast = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).last();

test('marketing creates a coupon, a buyer applies it at checkout, and its usage shows the order', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const code = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;

  // The operator creates a flat ₹40 coupon for everyone; a window ending before it starts is refused first.
  const op = await (await browser.newContext({ baseURL })).newPage();
  await logInDemo(op, OPERATOR, '/admin/coupons');
  await op.getByRole('link', { name: 'New coupon' }).click();
  await expect(op.getByRole('heading', { name: 'New coupon', level: 1 })).toBeVisible();
  await op.getByLabel('Code', { exact: true }).fill(code);
  await op.getByLabel('Title').fill('Forty off');
  await op.getByLabel('Description').fill('Flat forty rupees off any order');
  await op.getByLabel('Kind').selectOption({ label: 'Flat amount (₹)' });
  await op.getByLabel('Value (₹ or %)').fill('40');
  await op.getByLabel('Starts (India time)').fill(ist(-1));
  await op.getByLabel('Ends (India time)').fill(ist(-2));
  await op.getByRole('button', { name: 'Create' }).click();
  await expect(op.getByText('The end must be after the start.')).toBeVisible();
  await op.getByLabel('Ends (India time)').fill(ist(24 * 7));
  await op.getByRole('button', { name: 'Create' }).click();
  await expect(op.getByRole('heading', { name: `Coupon ${code}`, level: 1 })).toBeVisible();
  await expect(toast(op)).toContainText('Coupon created.');

  // A buyer sees it on the payment page and applies it.
  const buyer = await (await browser.newContext({ baseURL })).newPage();
  await signUpFresh(buyer, 'Kavita Menon');
  await addToCart(buyer, VYOSHADI, 1);
  await goToPayment(buyer, 'Kavita Menon');
  await buyer.getByTestId('coupons').getByTestId('coupon').filter({ hasText: code }).getByRole('button', { name: `Apply ${code}` }).click();
  await expect(buyer.getByTestId('applied-coupon')).toContainText(`Coupon ${code} applied`);
  await expect(buyer.getByTestId('price-breakdown')).toContainText(`Coupon ${code}`);
  const total = (await totalToPay(buyer).textContent())!;
  await buyer.getByLabel('Pay on delivery').check();
  await buyer.getByRole('button', { name: `Place order · ${total}` }).click();
  await expect(buyer).toHaveURL(/\/myorders\/\d+/);

  // The list and the coupon's page count the order: used once, by one person, ₹40 given.
  await op.goto(`/admin/coupons?q=${code}`);
  const row = op.getByRole('row').filter({ has: op.getByRole('link', { name: code }) });
  await expect(row).toContainText('₹40');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await row.getByRole('link', { name: code }).click();
  const usage = op.getByRole('region', { name: 'Usage' });
  await expect(usage).toContainText('Times used1');
  await expect(usage).toContainText('People1');
  await expect(usage).toContainText('Discount given₹40');
  await expect(op.getByRole('region', { name: 'History' })).toContainText('create');
});

test('a catalog manager edits a trade discount in the one table; a value out of range is refused', async ({ page }) => {
  await logInDemo(page, OPERATOR, '/admin/prices');
  await expect(page.getByRole('heading', { name: 'Trade prices', level: 1 })).toBeVisible();
  const cell = page.getByLabel('Chemist, Gold: discount %');
  await cell.fill('95');
  await page.getByRole('button', { name: 'Save discounts' }).click();
  await expect(page.getByText('Enter 0 to 90 (up to two decimals), or leave it empty.')).toBeVisible();
  await page.getByLabel('Chemist, Gold: discount %').fill('27.5');
  await page.getByRole('button', { name: 'Save discounts' }).click();
  await expect(toast(page)).toContainText('Trade discounts saved.');
  await page.reload();
  await expect(page.getByLabel('Chemist, Gold: discount %')).toHaveValue('27.5');
  await expect(page.getByRole('region', { name: 'History' }).first()).toContainText('6:3');
});
