/**
 * The back office's home (issue 18 part 9): the admin opens /admin from the header's "Back office" link and sees
 * today's figures; a buyer's new order shows in them; the orders card leads to the order list, where a search by the
 * order number finds it; the 30-day charts are drawn after the page hydrates. Buyers get the 404 page.
 */
import { expect, test, type Page } from './test.ts';
import { addToCart, goToPayment, signUpFresh, totalToPay, VYOSHADI } from './checkout-support.ts';
import { logInDemo } from './support.ts';

const ADMIN = '9000000009';

/** The "today" number on a figure card. */
async function todayOf(page: Page, figure: string) {
  const card = page.getByRole('region', { name: 'Today and this week' }).getByRole('link', { name: new RegExp(`^${figure}`) });
  const text = (await card.textContent()) ?? '';
  return Number(/([\d,]+)\s*Today/.exec(text)?.[1].replace(/,/g, '') ?? NaN);
}

test('the admin reads the dashboard, sees a new order counted and follows the card to it', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);

  // The admin starts from the header's "Back office" link.
  const adminCtx = await browser.newContext({ baseURL });
  const admin = await adminCtx.newPage();
  await logInDemo(admin, ADMIN, '/');
  await admin.getByRole('banner').locator('summary').filter({ hasText: 'Account' }).click();
  await admin.getByRole('link', { name: 'Back office' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const figures = admin.getByRole('region', { name: 'Today and this week' });
  for (const name of ['Orders', 'Revenue', 'Refunds', 'Sign-ups']) await expect(figures.getByText(name, { exact: true })).toBeVisible();
  const waiting = admin.getByRole('region', { name: 'Waiting now' });
  for (const name of ['Verifications waiting', 'Low on stock', 'Failed jobs']) await expect(waiting.getByText(name, { exact: true })).toBeVisible();
  const before = await todayOf(admin, 'Orders');
  expect(before).toBeGreaterThanOrEqual(0);

  // The charts are drawn once the page has hydrated; the same days are in a table.
  await expect(admin.getByTestId('chart-orders').locator('canvas').first()).toBeVisible();
  await expect(admin.getByTestId('chart-revenuePaise').locator('canvas').first()).toBeVisible();
  await admin.getByText('The days as a table').click();
  await expect(admin.getByRole('table', { name: 'Last 30 days' }).getByRole('row')).toHaveCount(31);

  // A buyer places a cash-on-delivery order; the back office is not for them.
  const buyerCtx = await browser.newContext({ baseURL });
  const buyer = await buyerCtx.newPage();
  await signUpFresh(buyer, 'Lalita Joshi');
  expect((await buyer.goto('/admin'))?.status()).toBe(404);
  await addToCart(buyer, VYOSHADI, 1);
  await goToPayment(buyer, 'Lalita Joshi');
  const total = (await totalToPay(buyer).textContent())!;
  await buyer.getByLabel('Pay on delivery').check();
  await buyer.getByRole('button', { name: `Place order · ${total}` }).click();
  await expect(buyer).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);
  const orderId = Number(new URL(buyer.url()).pathname.split('/').pop());
  const { orderNumber } = (await (await buyer.request.get(`/api/v3/orders/${orderId}`)).json()).entity as { orderNumber: string };

  // The dashboard counts it today.
  await admin.reload();
  expect(await todayOf(admin, 'Orders')).toBeGreaterThan(before);

  // The orders card opens the order list; a search by the order number finds it.
  await figures.getByRole('link', { name: /^Orders/ }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await admin.getByRole('searchbox', { name: 'Order number, buyer mobile or name' }).fill(orderNumber);
  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders\\?q=${orderNumber}$`));
  const rows = admin.getByTestId('office-order');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Lalita Joshi');
  await expect(rows).toContainText(total);
  await expect(admin.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/admin/export/orders?q=${orderNumber}`);

  await buyerCtx.close();
  await adminCtx.close();
});
