import { expect, request as apiRequest, test, type Page } from './test.ts';
import { addToCart, goToPayment, logInDemo, signUpFresh, totalToPay, VYOSHADI } from './checkout-support.ts';
import { payAtLocalGateway } from './support.ts';

/** Places an order for what is in the cart and returns to the caller on the page the order lands on. */
async function placeOrder(page: Page, name: string, method: 'Pay on delivery' | 'Pay online now' | 'Postpaid (NEFT)') {
  await goToPayment(page, name);
  const total = (await totalToPay(page).textContent())!;
  await page.getByLabel(method).check();
  await page.getByRole('button', { name: `Place order · ${total}` }).click();
  return total;
}

const orderIdIn = (page: Page) => Number(new URL(page.url()).pathname.split('/')[2]);

test.describe('my orders', () => {
  test('visitors: /myorders asks for login; an order page shows a login prompt that comes back', async ({ page }) => {
    await page.goto('/myorders');
    await expect(page).toHaveURL(/\/login-individual\?redirectTo=%2Fmyorders$/);
    await page.goto('/myorders/1');
    await expect(page.getByRole('heading', { name: 'Log in to see this order' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login-individual?redirectTo=%2Fmyorders%2F1');
    await page.goto('/myorders/prepaidpayment');
    await expect(page.getByRole('heading', { name: 'Log in to see your orders' })).toBeVisible();
  });

  test("a failed online payment can be paid later from unpaid orders; someone else's order is a 404; the tracking link shows no personal details", async ({ page, browser }) => {
    // Two sign-ups, an order, two gateway visits and the tracking page: more than the default 30 s on a busy CI machine.
    test.setTimeout(60_000);
    await signUpFresh(page, 'Lakshmi Iyer');
    await addToCart(page, VYOSHADI, 1);
    const total = await placeOrder(page, 'Lakshmi Iyer', 'Pay online now');

    // At the local gateway the payment fails: back on the order with the toast, the order can still be paid.
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page).toHaveURL(/\/myorders\/\d+\?toast=paymentFailed$/);
    await expect(page.getByText('The payment did not go through.')).toBeVisible();
    await expect(page.getByTestId('payment-status').first()).toHaveText('Payment failed');
    await expect(page.getByRole('button', { name: `Pay ${total} now` })).toBeVisible();
    const orderId = orderIdIn(page);

    await page.goto('/myorders');
    await page.getByRole('link', { name: 'Unpaid online orders' }).click();
    const unpaid = page.getByTestId('unpaid-order');
    await expect(unpaid).toHaveCount(1);
    await unpaid.getByRole('button', { name: `Pay ${total}` }).click();
    await payAtLocalGateway(page);
    await expect(page).toHaveURL(new RegExp(`/myorders/${orderId}\\?toast=paymentReceived$`));
    await expect(page.getByTestId('payment-status').first()).toHaveText('Paid');
    await page.goto('/myorders/prepaidpayment');
    await expect(page.getByText('No orders are waiting for online payment.')).toBeVisible();

    // The order's public tracking id, as order messages link it.
    const res = await page.request.get(`/api/v3/orders/${orderId}`);
    const { hashedId, orderNumber } = (await res.json()).entity as { hashedId: string; orderNumber: string };

    const other = await browser.newContext();
    const stranger = await other.newPage();
    await signUpFresh(stranger, 'Omkar Joshi');
    const notFound = await stranger.goto(`/myorders/${orderId}`);
    expect(notFound?.status()).toBe(404);
    await other.clearCookies();
    await stranger.goto(`/myorders/${hashedId}`);
    await expect(stranger.getByRole('heading', { name: `Tracking order ${orderNumber}` })).toBeVisible();
    await expect(stranger.getByTestId('order-timeline')).toContainText('Payment received');
    await expect(stranger.getByRole('main')).not.toContainText('Lakshmi');
    await expect(stranger.getByRole('main')).toContainText('110003');
    await other.close();
  });

  test('a trade buyer with credit places a postpaid order, sees the NEFT details and reports the transfer', async ({ page, baseURL }) => {
    // An operator gives the verified retailer (demo 9000000005) a credit limit.
    const login = async (mobileNumber: string) => {
      const api = await apiRequest.newContext({ baseURL });
      await api.post('/api/pub/users/sendOtp/mobile', { data: { mobileNumber } });
      const entity = (await (await api.post('/api/pub/users/login/mobile', { data: { mobileNumber, otp: '123456' } })).json()).entity;
      await api.dispose();
      return { userId: entity.user.id as number, api: await apiRequest.newContext({ baseURL, extraHTTPHeaders: { 'access-token': entity.token } }) };
    };
    const operator = await login('9000000009');
    const retailer = await login('9000000005');
    expect((await operator.api.put(`/api/v1/admin/credit/${retailer.userId}`, { data: { limitPaise: 5_000_000 } })).status()).toBe(200);

    await logInDemo(page, '9000000005', '/medicines');
    await addToCart(page, VYOSHADI, 3);
    const total = await placeOrder(page, 'Ravi Kumar', 'Postpaid (NEFT)');
    await expect(page).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);
    await expect(page.getByTestId('payment-status').first()).toHaveText('Payment due');
    await page.getByRole('link', { name: 'Pay by NEFT' }).click();

    await expect(page).toHaveURL(/\/myorders\/\d+\/postpaidpayment$/);
    await expect(page.getByTestId('neft-account')).toContainText('SBIN0005943');
    await expect(page.getByText('Your credit')).toBeVisible();
    await expect(page.getByRole('button', { name: `Pay ${total} now` })).toBeVisible();
    // A wrong UTR is refused with the API's message; a right one is recorded.
    await page.getByLabel('UTR number').fill('12');
    await page.getByRole('button', { name: 'Report transfer' }).click();
    await expect(page.getByText('Enter the 12 to 22 character UTR number from your bank.')).toBeVisible();
    await page.getByLabel('UTR number').fill(`SBIN${Date.now()}`);
    await page.getByRole('button', { name: 'Report transfer' }).click();
    await expect(page).toHaveURL(/\/myorders\/\d+\?toast=neftReported$/);
    await expect(page.getByText('Thank you. We will confirm your NEFT transfer within one working day.')).toBeVisible();
    await expect(page.getByTestId('order-timeline')).toContainText('NEFT transfer reported');
    await operator.api.dispose();
    await retailer.api.dispose();
  });
});
