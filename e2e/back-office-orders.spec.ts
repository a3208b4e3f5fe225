/**
 * The back office (issue 7 part 7): an operator moves a buyer's cash-on-delivery order through the pipeline from
 * /admin/orders (approve, pack, ship with courier and AWB, deliver), and handles the buyer's return from
 * /admin/returns (approve, receive, refund to nirog money). Buyers never see the back office.
 */
import { expect, test, type BrowserContext, type Page } from './test.ts';
import { addToCart, goToPayment, rupees, signUpFresh, totalToPay, VYOSHADI } from './checkout-support.ts';
import { logInDemo } from './support.ts';

const OPERATOR = '9000000009';

/** A state-changing API call from the browser's session, as the site's own pages make them (CSRF header + Origin). */
async function apiPost(context: BrowserContext, page: Page, path: string, data: object) {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  return page.request.post(path, { headers: { 'x-csrf-token': csrf, origin: new URL(page.url()).origin }, data });
}

const toast = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).last();

test('an operator ships and delivers an order from /admin/orders, then approves, receives and refunds its return', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);

  // The buyer: a new individual orders two Vyoshadi Vati, cash on delivery, through the checkout pages.
  const buyerCtx = await browser.newContext({ baseURL });
  const buyer = await buyerCtx.newPage();
  await signUpFresh(buyer, 'Nandini Rao');
  await addToCart(buyer, VYOSHADI, 2);
  await goToPayment(buyer, 'Nandini Rao');
  const total = (await totalToPay(buyer).textContent())!;
  await buyer.getByLabel('Pay on delivery').check();
  await buyer.getByRole('button', { name: `Place order · ${total}` }).click();
  await expect(buyer).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);
  const orderId = Number(new URL(buyer.url()).pathname.split('/').pop());
  const mine = (await (await buyer.request.get(`/api/v3/orders/${orderId}`)).json()).entity as {
    orderNumber: string;
    hashedId: string;
    items: Array<{ id: number; quantity: number }>;
  };
  const { orderNumber, hashedId } = mine;

  // The back office is not there for a buyer, not even for their own order.
  expect((await buyer.goto('/admin/orders'))?.status()).toBe(404);
  expect((await buyer.goto(`/admin/orders/${orderId}`))?.status()).toBe(404);
  expect((await buyer.goto('/admin/returns'))?.status()).toBe(404);
  expect((await buyer.goto('/admin/payments'))?.status()).toBe(404);

  // The operator opens the pipeline: the new order waits under "Order placed".
  const opCtx = await browser.newContext({ baseURL });
  const op = await opCtx.newPage();
  await logInDemo(op, OPERATOR, '/admin/orders');
  await expect(op.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await op.getByRole('navigation', { name: 'Orders by state' }).getByRole('link', { name: /^Order placed/ }).click();
  await expect(op).toHaveURL(/\/admin\/orders\?status=placed$/);
  const row = op.getByTestId('office-order').filter({ hasText: orderNumber }).filter({ visible: true });
  await expect(row).toContainText('Nandini Rao');
  await expect(row).toContainText('Cash on delivery');
  await expect(row).toContainText(total);
  await expect(row).toContainText('Pay on delivery');

  // A second operator's tab still shows the order as placed.
  const stale = await opCtx.newPage();
  await stale.goto('/admin/orders?status=placed');

  await row.getByRole('button', { name: `Approve ${orderNumber}` }).click();
  await expect(toast(op)).toContainText(`${orderNumber} is now “Order confirmed”`);
  await expect(op.getByTestId('office-order').filter({ hasText: orderNumber })).toHaveCount(0);

  // Approving again from the stale tab is refused with the API's reason; nothing changes.
  await stale.getByRole('button', { name: `Approve ${orderNumber}` }).click();
  await expect(stale.getByRole('alert').filter({ hasText: 'cannot move to' })).toContainText('An order that is "Order confirmed" cannot move to "Order confirmed".');
  await stale.close();

  await op.getByRole('navigation', { name: 'Orders by state' }).getByRole('link', { name: /^Order confirmed/ }).click();
  await op.getByTestId('office-order').filter({ hasText: orderNumber }).filter({ visible: true }).getByRole('button', { name: `Mark packed ${orderNumber}` }).click();
  await expect(toast(op)).toContainText(`${orderNumber} is now “Packed”`);

  // Shipping needs the courier and the AWB number: the order's page has the form.
  await op.getByRole('navigation', { name: 'Orders by state' }).getByRole('link', { name: /^Packed/ }).click();
  await op.getByTestId('office-order').filter({ hasText: orderNumber }).filter({ visible: true }).getByRole('link', { name: `Ship ${orderNumber}` }).click();
  await expect(op).toHaveURL(new RegExp(`/admin/orders/${orderId}#ship$`));
  await expect(op.getByRole('heading', { name: orderNumber, level: 1 })).toBeVisible();
  await expect(op.getByTestId('order-items')).toContainText('Vyoshadi Vati');
  await expect(op.getByTestId('order-amounts')).toContainText(total);
  // Only the next step is offered.
  const nextStep = op.getByRole('region', { name: 'Next step' });
  await expect(nextStep.getByRole('button', { name: /^Approve|^Mark packed|^Mark delivered/ })).toHaveCount(0);
  await nextStep.getByLabel('Courier').fill('Delhivery');
  await nextStep.getByLabel('AWB number').fill('12');
  await nextStep.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(nextStep.getByText('Enter the AWB number: 6 to 40 letters, digits or -.')).toBeVisible();
  await expect(nextStep.getByLabel('Courier')).toHaveValue('Delhivery');
  await nextStep.getByLabel('AWB number').fill('DLV7788990011');
  await nextStep.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(toast(op)).toContainText(`${orderNumber} is now “Shipped”`);
  await expect(op.getByTestId('order-status')).toHaveText('Shipped');
  await expect(op.getByTestId('shipment')).toContainText('DLV7788990011');
  await expect(op.getByTestId('order-timeline')).toContainText('Shipped by Delhivery, AWB DLV7788990011');

  // Delivered from the sheet's "Shipped" tab.
  await op.getByRole('link', { name: 'Back to orders' }).click();
  await op.getByRole('navigation', { name: 'Orders by state' }).getByRole('link', { name: /^Shipped/ }).click();
  await op.getByTestId('office-order').filter({ hasText: orderNumber }).filter({ visible: true }).getByRole('button', { name: `Mark delivered ${orderNumber}` }).click();
  await expect(toast(op)).toContainText(`${orderNumber} is now “Delivered”`);
  await op.getByRole('navigation', { name: 'Orders by state' }).getByRole('link', { name: /^Delivered/ }).click();
  const delivered = op.getByTestId('office-order').filter({ hasText: orderNumber }).filter({ visible: true });
  await expect(delivered).toContainText('Delivered');
  // The courier collected the cash.
  await expect(delivered).toContainText('Paid');

  // Anyone with the tracking link sees it delivered (no session needed).
  const tracked = (await (await request.get(`/api/v3/order/${hashedId}/track`)).json()).entity;
  expect(tracked.status).toBe('delivered');
  expect(tracked.shipment).toMatchObject({ courier: 'Delhivery', awb: 'DLV7788990011' });
  expect(tracked.timeline.map((e: { event: string }) => e.event)).toEqual(['placed', 'approved', 'packed', 'shipped', 'delivered']);

  // The buyer returns one of the two packs through the API, refunded to nirog money (the order was cash on delivery).
  const asked = await apiPost(buyerCtx, buyer, '/api/v1/orders/return', {
    orderId,
    type: 'partialReturn',
    items: [{ orderItemId: mine.items[0].id, quantity: 1 }],
    reason: 'One bottle arrived with a broken seal',
    refundTo: 'nirog_money',
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const ret = (await asked.json()).entity as { id: number; amountPaise: number };
  expect(ret.amountPaise).toBeGreaterThan(0);

  // /admin/returns: the request waits under "Requested"; a rejection needs a reason.
  await op.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Returns' }).click();
  await expect(op).toHaveURL(/\/admin\/returns$/);
  const card = () => op.getByTestId('office-return').filter({ hasText: orderNumber });
  await expect(card()).toContainText('Partial return');
  await expect(card()).toContainText('One bottle arrived with a broken seal');
  await expect(card()).toContainText('Vyoshadi Vati');
  await expect(card()).toContainText(rupees(ret.amountPaise));
  await card().getByRole('button', { name: `Reject the return of ${orderNumber}` }).click();
  await expect(card().getByText('Give the reason for rejecting the return.')).toBeVisible();
  await card().getByRole('button', { name: `Approve the return of ${orderNumber}` }).click();
  await expect(toast(op)).toContainText(`Return for ${orderNumber} approved.`);
  await expect(card()).toHaveCount(0);

  await op.getByRole('navigation', { name: 'Returns by state' }).getByRole('link', { name: 'Approved' }).click();
  await card().getByRole('button', { name: `Mark the return of ${orderNumber} received` }).click();
  await expect(toast(op)).toContainText(`Return for ${orderNumber} received`);

  await op.getByRole('navigation', { name: 'Returns by state' }).getByRole('link', { name: 'Received' }).click();
  const refund = card().getByRole('button', { name: `Refund the return of ${orderNumber}` });
  await expect(refund).toHaveText(`Refund ${rupees(ret.amountPaise)}`);
  await refund.click();
  await expect(toast(op)).toContainText(`Return for ${orderNumber} refunded.`);

  await op.getByRole('navigation', { name: 'Returns by state' }).getByRole('link', { name: 'Refunded' }).click();
  await expect(card()).toContainText('Refunded');
  await expect(card().getByTestId('refund-list')).toContainText(`${rupees(ret.amountPaise)} to nirog money`);
  await expect(card().getByTestId('refund-list')).toContainText('Done');

  // The order's page shows the whole story.
  await card().getByRole('link', { name: orderNumber }).click();
  await expect(op.getByTestId('order-status')).toHaveText('Refunded');
  await expect(op.getByRole('region', { name: 'Next step' })).toContainText('Nothing for the warehouse to do');
  await expect(op.getByTestId('order-timeline')).toContainText('Return received');
  await expect(op.getByTestId('order-timeline')).toContainText('Refund processed');
  await expect(op.getByTestId('order-items')).toContainText('Returned: 1');

  // The buyer has the refund in nirog money (₹100 welcome reward + the refund).
  await buyer.goto('/nirogmoney');
  await expect(buyer.getByTestId('wallet-balance')).toHaveText(rupees(10_000 + ret.amountPaise));

  await buyerCtx.close();
  await opCtx.close();
});

test('the operator confirms a NEFT transfer and sets a trade buyer’s credit limit from /admin/payments', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const opCtx = await browser.newContext({ baseURL });
  const op = await opCtx.newPage();
  await logInDemo(op, OPERATOR, '/admin/payments');
  await expect(op.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();

  // The demo chemist (9000000006) gets a limit; look them up by user id.
  const chemistCtx = await browser.newContext({ baseURL });
  const chemist = await chemistCtx.newPage();
  await logInDemo(chemist, '9000000006', '/profile');
  const chemistId = (await (await chemist.request.get('/api/v1/users/me')).json()).entity.user.id as number;

  await op.getByLabel('User id').fill('abc');
  await op.getByRole('button', { name: 'Look up' }).click();
  await expect(op.getByText('Enter a user id (a number).')).toBeVisible();
  await op.getByLabel('User id').fill(String(chemistId));
  await op.getByRole('button', { name: 'Look up' }).click();
  await expect(op).toHaveURL(new RegExp(`/admin/payments\\?user=${chemistId}$`));
  await expect(op.getByTestId('buyer-summary')).toContainText('Suresh Gupta');
  await expect(op.getByTestId('buyer-summary')).toContainText('Chemist');
  await op.getByLabel('New credit limit').fill('12x');
  await op.getByRole('button', { name: 'Set limit' }).click();
  await expect(op.getByText('Enter the limit in rupees, up to ₹10,00,00,000 (e.g. 50000).')).toBeVisible();
  await op.getByLabel('New credit limit').fill('75,000');
  await op.getByRole('button', { name: 'Set limit' }).click();
  await expect(op.getByTestId('credit-result')).toHaveText('Credit limit ₹75,000: ₹0 used by unpaid orders, ₹75,000 available.');
  const credit = (await (await chemist.request.get('/api/v1/credit')).json()).entity;
  expect(credit).toMatchObject({ limitPaise: 75_000_00, usedPaise: 0, eligible: true });

  // The chemist orders on postpaid through the API and reports the NEFT transfer.
  const csrf = (await chemistCtx.cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const headers = { 'x-csrf-token': csrf, origin: new URL(chemist.url()).origin };
  const products = (await (await chemist.request.get('/api/pub/v3/products?search=vyoshadi&limit=1')).json()).entity.items;
  expect((await chemist.request.post('/api/v2/cart', { headers, data: { packageId: products[0].packages[0].id, quantity: 1 } })).ok()).toBe(true);
  const addresses = (await (await chemist.request.get('/api/v1/address')).json()).entity.items as Array<{ id: number; gst: string | null }>;
  let addressId = addresses.find((a) => a.gst)?.id;
  if (!addressId) {
    const added = await chemist.request.post('/api/v1/address', {
      headers,
      data: { contact_person_name: 'Suresh Gupta', contact_person_phone: '9812300006', address: 'Shop 4, Karol Bagh Market', pin_code: '110005', city: 'New Delhi', state: 7, gst: '07ABOPG7315L1ZC', legalEntityName: 'Suresh Gupta', tradeName: 'Gupta Chemists' },
    });
    expect(added.status(), await added.text()).toBe(201);
    addressId = (await added.json()).entity.id as number;
  }
  const billing = (await (await chemist.request.put('/api/v1/checkout', { headers, data: { deliveryAddressId: addressId, billingAddressId: addressId } })).json()).entity;
  const placed = await chemist.request.post('/api/v3/orders', {
    headers: { ...headers, 'idempotency-key': `office-e2e-${Date.now()}` },
    data: { paymentMethod: 4, deliveryAddressId: addressId, billingAddressId: addressId, expectedTotalPaise: billing.totalPaise },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).entity.order as { id: number; orderNumber: string; totalPaise: number };
  const utr = `SBIN${String(Date.now()).slice(-12)}`;
  const reported = await chemist.request.post(`/api/v1/orders/${order.id}/neft`, { headers, data: { utr, amountPaise: order.totalPaise, paidOn: new Date().toISOString().slice(0, 10) } });
  expect(reported.status(), await reported.text()).toBe(201);

  // While the order is unpaid it uses credit: the limit cannot go below that; the refusal shows beside the form.
  await op.goto(`/admin/payments?user=${chemistId}`);
  await op.getByLabel('New credit limit').fill('1');
  await op.getByRole('button', { name: 'Set limit' }).click();
  await expect(op.getByText(`The limit cannot be below what unpaid orders use (${rupees(order.totalPaise)}).`)).toBeVisible();
  await expect(op.getByLabel('New credit limit')).toHaveValue('1');

  // The transfer waits on /admin/payments; confirming it pays the order and frees the credit.
  await op.goto(`/admin/payments?user=${chemistId}`);
  const transfer = op.getByTestId('neft-transfer').filter({ hasText: order.orderNumber });
  await expect(transfer).toContainText(utr);
  await expect(transfer).toContainText(rupees(order.totalPaise));
  await transfer.getByRole('button', { name: `Confirm the NEFT payment for ${order.orderNumber}` }).click();
  await expect(toast(op)).toContainText(`NEFT payment for ${order.orderNumber} confirmed; the order is paid.`);
  await expect(op.getByTestId('neft-transfer').filter({ hasText: order.orderNumber })).toHaveCount(0);
  await op.goto(`/admin/orders/${order.id}`);
  await expect(op.getByTestId('payment-status-text')).toHaveText('Paid');
  await expect(op.getByTestId('order-timeline')).toContainText(`NEFT UTR ${utr}`);
  expect((await (await chemist.request.get('/api/v1/credit')).json()).entity).toMatchObject({ limitPaise: 75_000_00, usedPaise: 0 });

  await chemistCtx.close();
  await opCtx.close();
});
