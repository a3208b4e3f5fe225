/**
 * After the order, as the buyer lives it (issue 7): place an order, an operator ships and delivers it, the buyer
 * follows the timeline, downloads the GST invoice (its text is read from the PDF), returns one item and sees the
 * refund in nirog money and the GST credit note for it. Cancel before shipping is the second journey.
 */
import { expect, test, type BrowserContext, type Page } from './test.ts';
import { addToCart, goToPayment, signUpFresh, totalToPay, VYOSHADI } from './checkout-support.ts';
import { logInDemo } from './support.ts';

const OPERATOR = '9000000009';

async function apiPost(context: BrowserContext, page: Page, path: string, data: object) {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const res = await page.request.post(path, { headers: { 'x-csrf-token': csrf, origin: new URL(page.url()).origin }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).entity;
}

async function placeCodOrder(page: Page, name: string, quantity: number) {
  await signUpFresh(page, name);
  await addToCart(page, VYOSHADI, quantity);
  await goToPayment(page, name);
  const total = (await totalToPay(page).textContent())!;
  await page.getByLabel('Pay on delivery').check();
  await page.getByRole('button', { name: `Place order · ${total}` }).click();
  await expect(page).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n');
}

test('delivered, invoiced, partly returned and refunded to nirog money', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const buyerCtx = await browser.newContext({ baseURL });
  const buyer = await buyerCtx.newPage();
  const orderId = await placeCodOrder(buyer, 'Meera Iyer', 2);

  const opCtx = await browser.newContext({ baseURL });
  const op = await opCtx.newPage();
  await logInDemo(op, OPERATOR, '/admin/orders');
  for (const body of [{ to: 'approved' }, { to: 'packed' }, { to: 'shipped', courier: 'India Post', awb: 'EK123456789IN' }, { to: 'delivered' }]) {
    await apiPost(opCtx, op, `/api/v1/admin/orders/${orderId}/status`, body);
  }

  // The buyer follows the timeline and the shipment.
  await buyer.goto(`/myorders/${orderId}`);
  await expect(buyer.getByText('Shipped by India Post, AWB EK123456789IN', { exact: false }).first()).toBeVisible();
  for (const step of ['Order confirmed', 'Packed', 'Shipped', 'Delivered']) await expect(buyer.getByText(step, { exact: true }).first()).toBeVisible();

  // The GST invoice: a PDF whose text carries the tax split of a Delhi buyer served from Delhi.
  const link = buyer.getByRole('link', { name: 'Download invoice (PDF)' });
  await expect(link).toBeVisible();
  const res = await buyer.request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const text = await pdfText(await res.body());
  expect(text).toMatch(/Tax Invoice/i);
  expect(text).toContain('Meera Iyer');
  expect(text).toMatch(/CGST/);
  expect(text).toMatch(/SGST/);
  expect(text).toMatch(/Rupees .* Only/);

  // Return one of the two.
  const before = (await (await buyer.request.get('/api/v1/nirogmoney')).json()).entity.balancePaise as number;
  const item = (await (await buyer.request.get(`/api/v3/orders/${orderId}`)).json()).entity.items[0] as { id: number };
  await buyer.getByLabel(/Vyoshadi/).selectOption('1');
  await buyer.getByLabel('Nirog money (at once)').check();
  await buyer.getByLabel('Reason').fill('One strip was damaged in transit');
  await buyer.getByRole('button', { name: 'Request return' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/myorders/${orderId}\\?toast=returnRequested$`));
  await expect(buyer.getByText('Return requested. We will confirm the pickup by SMS.')).toBeVisible();

  const returns = (await (await op.request.get('/api/v1/admin/returns?status=requested')).json()).entity.items as Array<{ id: number; orderId: number; items: Array<{ orderItemId: number; quantity: number }> }>;
  const ret = returns.find((r) => r.orderId === orderId)!;
  expect(ret.items).toEqual([expect.objectContaining({ orderItemId: item.id, quantity: 1 })]);
  await apiPost(opCtx, op, `/api/v1/admin/returns/${ret.id}/approve`, {});
  await apiPost(opCtx, op, `/api/v1/admin/returns/${ret.id}/receive`, {});
  const refunded = await apiPost(opCtx, op, '/api/orders/refund', { returnId: ret.id });

  // The refund is in the buyer's nirog money, and on the order.
  await buyer.goto('/nirogmoney');
  await expect(buyer.getByText('Refund', { exact: false }).first()).toBeVisible();
  const after = (await (await buyer.request.get('/api/v1/nirogmoney')).json()).entity.balancePaise as number;
  expect(after - before).toBe(refunded.amountPaise);
  await buyer.goto(`/myorders/${orderId}`);
  await expect(buyer.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  await expect(buyer.getByText(/refunded \d/).first()).toBeVisible();

  // The goods came back: a GST credit note against the invoice, offered beside it, for the buyer and the operator.
  const notes = buyer.getByTestId('credit-notes');
  await expect(notes.getByText(/^Credit note CN07\/\d{4}\/\d{6}$/)).toBeVisible();
  const cnLink = notes.getByRole('link', { name: /^Download credit note CN07\// });
  const cnRes = await buyer.request.get((await cnLink.getAttribute('href'))!);
  expect(cnRes.status()).toBe(200);
  const cnText = await pdfText(await cnRes.body());
  expect(cnText).toContain('Credit Note');
  expect(cnText).toMatch(/Against invoice\s+NA07\/\d{4}\/\d{6} of \d{2} \w{3} \d{4}/);
  expect(cnText).toContain('Goods returned (One strip was damaged in transit)');
  await op.goto(`/admin/orders/${orderId}`);
  const documents = op.getByTestId('tax-documents');
  await expect(documents.getByText(/^Tax invoice NA07\//)).toBeVisible();
  await expect(documents.getByRole('link', { name: /^Download credit note CN07\// })).toBeVisible();
});

test('cancel before shipping, from the order page', async ({ page }) => {
  test.setTimeout(120_000);
  const orderId = await placeCodOrder(page, 'Kabir Sethi', 1);
  await page.getByLabel('Reason').selectOption('Found it cheaper elsewhere');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  // It asks first (decision 043): nothing was paid on delivery, so nothing to refund.
  await expect(page.getByTestId('refund-destination')).toHaveText('This is a cash on delivery order and nothing has been paid, so there is nothing to refund.');
  await page.getByRole('button', { name: 'Yes, cancel this order' }).click();
  await expect(page).toHaveURL(new RegExp(`/myorders/${orderId}\\?toast=cancelled$`));
  await expect(page.getByText('Your order is cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const order = (await (await page.request.get(`/api/v3/orders/${orderId}`)).json()).entity;
  expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'Found it cheaper elsewhere' });

  // My orders filtered by state (a plain GET form).
  await page.goto('/myorders');
  await page.getByLabel('Order state').selectOption('cancelled');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/myorders\?status=cancelled/);
  await expect(page.getByText(order.orderNumber)).toBeVisible();
  await page.getByLabel('Order state').selectOption('delivered');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(order.orderNumber)).toHaveCount(0);
});
