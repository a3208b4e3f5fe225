/**
 * Trade buying and order tracking (issue 19 items 5 and 6, decision 043): a chemist types 40 units of a pack in the
 * quick order grid on a phone and reaches the checkout; a patient has no grid; an operator ships an order in the back
 * office with a courier, and the buyer's order page shows the progress bar, the expected day and the courier's
 * tracking link; cancelling a paid order asks first and names where the refund goes.
 */
import { expect, test, type BrowserContext, type Page } from './test.ts';
import { addToCart, ensureAddress, goToPayment, signUpFresh, totalToPay, VYOSHADI } from './checkout-support.ts';
import { logInDemo, payAtLocalGateway } from './support.ts';

const CHEMIST = '9000000006';
const PATIENT = '9000000001';
const OPERATOR = '9000000009';

async function apiPost(context: BrowserContext, page: Page, path: string, data: object) {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const res = await page.request.post(path, { headers: { 'x-csrf-token': csrf, origin: new URL(page.url()).origin }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).entity;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a chemist orders 40 units of a pack by typing in the quick order grid and reaches the checkout', async ({ page, context }) => {
    test.setTimeout(120_000);
    await logInDemo(page, CHEMIST, '/medicines');
    // The demo chemist's cart starts empty (another run may have left lines in it).
    const me = (await (await page.request.get('/api/v1/users/me')).json()).entity;
    const cart = (await (await page.request.get(`/api/v2/cart/${me.user.id}?platform=1`)).json()).entity;
    for (const line of cart.cartItems) await apiPost(context, page, `/api/v2/cart/${line.packageId}/delete`, {});
    // Linked from the shop for trade buyers.
    await page.getByRole('link', { name: 'Quick order' }).first().click();
    await expect(page.getByRole('heading', { name: 'Quick order', level: 1 })).toBeVisible();
    await page.getByLabel('Search medicines for the quick order').fill('Vyoshadi');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/quick-order\?q=Vyoshadi/);
    const box = page.getByRole('textbox', { name: /^Quantity of Vyoshadi Vati/ }).first();
    await box.fill('40');
    await expect(page.getByText('Lines typed: 1 · Units: 40')).toBeVisible();
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    const report = page.getByTestId('bulk-report');
    await expect(report).toContainText('Added to your cart.');
    await expect(report).toContainText('Lines added: 1.');
    await expect(box).toHaveValue('');
    await expect(page.getByTestId('grid-row').filter({ hasText: 'in your cart' }).first()).toContainText('40 in your cart');

    await report.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL(/\/order\/cart/);
    await page.getByRole('link', { name: 'Proceed to address' }).click();
    await ensureAddress(page, 'Kiran Medical Store');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // Pricing 40 units at checkout is the slowest step on a busy machine.
    await expect(page).toHaveURL(/\/order\/payment/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    // The order's lines: 40 units of the pack, at the chemist's trade price.
    await page.getByText('Items in this order (40)').click();
    await expect(page.getByText('Qty 40').locator('visible=true').first()).toBeVisible();
  });

  test('a patient has no quick order grid and no link to it', async ({ page }) => {
    await logInDemo(page, PATIENT, '/medicines');
    await expect(page.getByRole('link', { name: 'Quick order' })).toHaveCount(0);
    const res = await page.goto('/quick-order');
    expect(res?.status()).toBe(404);
  });
});

test('the order page tracks an order an operator shipped; cancelling a paid order asks first and names the refund destination', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const buyerCtx = await browser.newContext({ baseURL });
  const buyer = await buyerCtx.newPage();
  await signUpFresh(buyer, 'Nisha Kapoor');

  // Order 1, paid on delivery: the operator ships it from the back office with a courier and an expected day.
  await addToCart(buyer, VYOSHADI, 1);
  await goToPayment(buyer, 'Nisha Kapoor');
  let total = (await totalToPay(buyer).textContent())!;
  await buyer.getByLabel('Pay on delivery').check();
  await buyer.getByRole('button', { name: `Place order · ${total}` }).click();
  await expect(buyer).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);
  const shippedId = Number(new URL(buyer.url()).pathname.split('/').pop());
  const progress = buyer.getByTestId('order-progress');
  await expect(progress.locator('[data-step="placed"]')).toHaveAttribute('data-done', '1');
  await expect(progress.locator('[data-step="shipped"]')).toHaveAttribute('data-done', '0');
  await expect(buyer.getByTestId('expected-delivery')).toContainText('Expected delivery by');

  const opCtx = await browser.newContext({ baseURL });
  const op = await opCtx.newPage();
  await logInDemo(op, OPERATOR, '/admin/orders');
  for (const body of [{ to: 'approved' }, { to: 'packed' }]) await apiPost(opCtx, op, `/api/v1/admin/orders/${shippedId}/status`, body);
  await op.goto(`/admin/orders/${shippedId}`);
  const ship = op.locator('form#ship');
  await ship.getByLabel('Courier', { exact: true }).fill('Delhivery');
  await ship.getByLabel('AWB number').fill('DLV40404040');
  const day = new Date(Date.now() + 4 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  await ship.getByLabel('Expected delivery').fill(day);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(op.getByTestId('shipment')).toContainText('DLV40404040');

  await buyer.goto(`/myorders/${shippedId}`);
  for (const step of ['placed', 'approved', 'packed', 'shipped']) await expect(progress.locator(`[data-step="${step}"]`)).toHaveAttribute('data-done', '1');
  await expect(progress.locator('[data-step="delivered"]')).toHaveAttribute('data-done', '0');
  const expected = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(`${day}T12:00:00+05:30`));
  await expect(buyer.getByTestId('expected-delivery')).toHaveText(`Expected delivery by ${expected}`);
  const link = buyer.getByTestId('courier-tracking-link');
  await expect(link).toHaveText('Track with Delhivery (AWB DLV40404040)');
  await expect(link).toHaveAttribute('href', 'https://www.delhivery.com/track/package/DLV40404040');
  // A shipped order can no longer be cancelled.
  await expect(buyer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // Order 2, paid online: cancelling asks first and says the money goes back to the original payment method.
  await addToCart(buyer, VYOSHADI, 1);
  await goToPayment(buyer, 'Nisha Kapoor');
  total = (await totalToPay(buyer).textContent())!;
  await buyer.getByLabel('Pay online now').check();
  await buyer.getByRole('button', { name: `Place order · ${total}` }).click();
  await payAtLocalGateway(buyer);
  await expect(buyer).toHaveURL(/\/myorders\/\d+\?toast=paymentReceived$/);
  const paidId = Number(new URL(buyer.url()).pathname.split('/').pop());
  await buyer.getByLabel('Reason').selectOption('Ordered by mistake');
  await buyer.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = buyer.getByTestId('cancel-confirm');
  await expect(confirm.getByRole('heading', { name: /^Cancel order .+\?$/ })).toBeVisible();
  await expect(buyer.getByTestId('refund-destination')).toHaveText(`The ${total} you paid will be refunded to your original payment method (the card, UPI or bank account you paid with).`);
  // "No" changes nothing.
  await confirm.getByRole('link', { name: 'No, keep my order' }).click();
  await expect(buyer.getByTestId('cancel-confirm')).toHaveCount(0);
  expect((await (await buyer.request.get(`/api/v3/orders/${paidId}`)).json()).entity.status).toBe('placed');
  await buyer.getByLabel('Reason').selectOption('Ordered by mistake');
  await buyer.getByRole('button', { name: 'Cancel order' }).click();
  await buyer.getByRole('button', { name: 'Yes, cancel this order' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/myorders/${paidId}\\?toast=cancelled$`));
  await expect(buyer.getByTestId('order-cancelled')).toBeVisible();
  await expect(buyer.getByText('Original payment method').first()).toBeVisible();

  // Order again from the list puts the pack back in the cart.
  await buyer.goto('/myorders');
  await buyer.getByRole('button', { name: /^Order again: put the packs of order/ }).first().click();
  await expect(buyer.getByTestId('bulk-report')).toContainText('Added to your cart.');
});
