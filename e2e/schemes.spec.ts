/**
 * Trade schemes and the cash-on-delivery code (issue 21 parts 6 and 7, decision 056): an operator creates "buy 5 get
 * 1 free" on one product in the back office; the demo chemist sees it on the product page, orders 20 packs, gets 4
 * free as a ₹0 line, confirms the cash-on-delivery order above ₹2,000 with the code sent to the mobile (a wrong code
 * places nothing), and finds the free line at ₹0 on the order page and in the GST invoice. The scheme is ended at
 * the end, so no other journey meets it. A finance operator lowers the COD amount in the back office and a patient's
 * small order then needs the code (the amount is put back at the end).
 */
import { expect, test, type Page } from './test.ts';
import { addToCart, ensureAddress, goToPayment, signUpFresh, totalToPay, VYOSHADI } from './checkout-support.ts';
import { lastOutboxId, logInDemo, readOtp } from './support.ts';
import { makeGstin } from '../packages/shared/src/schemas/gstin.ts';

// Both journeys use the demo chemist's one cart.
test.describe.configure({ mode: 'serial' });

const OPERATOR = '9000000009';
const CHEMIST = '9000000006'; // Suresh Gupta, verified chemist; GSTIN 07ABOPG7315L… in the demo GST registry
const PRODUCT = '/medicines/gokshuradi-guggulu-baidyanath';
const NAME = `Gokshuradi 5+1 ${Date.now().toString(36)}`;

/** "2026-11-26T14:05" in India time, `hours` from now (what a datetime-local box takes). */
const indiaLocal = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);

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

/** The demo chemist's cart starts empty (another journey may have left lines in it). */
async function emptyCart(page: Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const me = (await (await page.request.get('/api/v1/users/me')).json()).entity;
  const cart = (await (await page.request.get(`/api/v2/cart/${me.user.id}?platform=1`)).json()).entity;
  for (const line of cart.cartItems) {
    const res = await page.request.post(`/api/v2/cart/${line.packageId}/delete`, { headers: { 'x-csrf-token': csrf, origin: new URL(page.url()).origin }, data: {} });
    expect(res.status()).toBe(200);
  }
}

/** The chemist's checkout needs a billing address with the GSTIN: one is added when the book has none. */
async function chooseGstAddress(page: Page) {
  await expect(page.getByRole('heading', { name: 'Delivery address', level: 1 })).toBeVisible();
  const withGst = page.getByTestId('delivery-choice').filter({ hasText: 'ABOPG7315L' });
  if ((await withGst.count()) === 0) {
    await page.getByRole('link', { name: 'Add a new address' }).first().click();
    const d = page.getByRole('dialog', { name: /address/i });
    await d.getByLabel('Full name').fill('Suresh Gupta');
    await d.getByLabel('Mobile number').fill(CHEMIST);
    await d.getByLabel('House / flat no., building, street').fill('Shop 3, Chandni Chowk Market');
    await d.getByLabel('Pincode').fill('110006');
    await d.getByLabel('City').fill('New Delhi');
    await d.getByLabel('State').selectOption({ label: 'Delhi' });
    await d.getByLabel('Use this as my billing address').check();
    await d.getByLabel('GSTIN').fill(makeGstin('07', 'ABOPG7315L'));
    await d.getByLabel('Legal entity name').fill('Suresh Gupta');
    await d.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address added successfully')).toBeVisible();
  }
  await withGst.first().getByRole('radio').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
}

test('an operator creates buy 5 get 1 free; a chemist sees it, orders 20 on cash on delivery with the code, and gets 4 free at ₹0', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);

  // The operator reads the pack's SKU on the product page and creates the scheme for chemists.
  const opCtx = await browser.newContext({ baseURL });
  const op = await opCtx.newPage();
  await logInDemo(op, OPERATOR, PRODUCT);
  const sku = (await op.locator('dt', { hasText: /^SKU$/ }).first().locator('xpath=following-sibling::dd[1]').textContent())!.trim();
  await op.goto('/admin/schemes');
  await op.getByRole('link', { name: 'New scheme' }).click();
  await op.getByLabel('Name').fill(NAME);
  await op.getByLabel('Kind').selectOption({ label: 'Buy X get Y free' });
  await op.getByLabel('Applies to').selectOption({ label: 'Product (SKU)' });
  await op.getByLabel('Product: SKU of any of its packs').fill(sku);
  await expect(op.getByRole('checkbox', { name: 'Chemist', exact: true })).toBeChecked();
  await op.getByLabel('Buy (units)').fill('5');
  await op.getByLabel('Get free (units)').fill('1');
  await op.getByLabel(/^Starts/).fill(indiaLocal(-1));
  await op.getByLabel(/^Ends/).fill(indiaLocal(24));
  await op.getByRole('button', { name: 'Save scheme' }).click();
  await expect(op.getByText('Scheme saved. Buyers see it on their next page view.')).toBeVisible();
  await expect(op.getByRole('heading', { name: `Edit scheme ${NAME}` })).toBeVisible();
  const schemePage = op.url();

  // The chemist sees the offer on the product page and adds 20 packs: the cart adds 4 free.
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  await logInDemo(page, CHEMIST, PRODUCT);
  await emptyCart(page);
  await page.reload();
  const offers = page.getByRole('region', { name: 'Schemes for you' });
  await expect(offers).toContainText('Buy 5 get 1 free');
  await addToCart(page, PRODUCT, 20);
  await page.goto('/order/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: 'Gokshuradi Guggulu' });
  await expect(line).toContainText('Scheme: Buy 5 get 1 free');
  await expect(line.getByTestId('cart-free')).toContainText('4 free');
  await page.getByRole('link', { name: 'Proceed to address' }).click();
  await chooseGstAddress(page);

  // Cash on delivery above ₹2,000 asks for the code; without it, or with a wrong one, nothing is placed.
  await page.getByText('Items in this order').click();
  await expect(page.getByTestId('checkout-line').filter({ hasText: 'Free · ₹0' })).toContainText('Qty 4');
  await page.getByLabel('Pay on delivery').check();
  const cod = page.getByTestId('cod-confirmation');
  await expect(cod).toContainText('Cash on delivery orders above ₹2,000 need a code we send to your mobile.');
  const total = (await totalToPay(page).textContent())!;
  await page.getByRole('button', { name: `Place order · ${total}` }).click();
  await expect(page.getByText('Cash on delivery orders above ₹2,000 are confirmed with a code sent to your mobile. Send the code and enter it.')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/payment/);
  await cod.getByRole('button', { name: 'Send code' }).click();
  await expect(cod.getByRole('status')).toContainText('We sent a 6-digit code to ******0006.');
  // Cash on delivery stays chosen after sending the code.
  await expect(page.getByLabel('Pay on delivery')).toBeChecked();
  await page.getByLabel('Confirmation code').fill('000000');
  await page.getByRole('button', { name: `Place order · ${total}` }).click();
  await expect(page.getByText('The OTP you entered is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/payment/);
  await expect(page.getByLabel('Pay on delivery')).toBeChecked();
  await page.getByLabel('Confirmation code').fill('123456'); // the demo accounts' fixed code (README)
  await page.getByRole('button', { name: `Place order · ${total}` }).click();
  await expect(page).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);

  // The order page: 20 paid, 4 free at ₹0 with the scheme named.
  const free = page.getByTestId('order-item').filter({ hasText: '4 free (Buy 5 get 1 free)' });
  await expect(free).toContainText('Free · ₹0');
  await expect(page.getByTestId('order-item').filter({ hasText: 'Scheme: Buy 5 get 1 free' })).toContainText('Qty 20');

  // The GST invoice carries the free line at ₹0 and names the scheme.
  const link = page.getByRole('link', { name: 'Download invoice (PDF)' });
  await expect(link).toBeVisible();
  const res = await page.request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  const text = await pdfText(await res.body());
  expect(text).toContain('4 free (Buy 5 get 1 free)');
  expect(text).toContain('Scheme: Buy 5 get 1 free');

  // The operator ends the scheme: the product page no longer offers it.
  await op.goto(schemePage);
  await op.getByRole('button', { name: 'End scheme now' }).click();
  await expect(op.getByText('Scheme ended. Buyers no longer get it; placed orders keep theirs.')).toBeVisible();
  await page.goto(PRODUCT);
  await expect(page.getByRole('region', { name: 'Schemes for you' })).toHaveCount(0);
});

test('without JavaScript, the payment page sends the code, refuses a wrong one and places the order with the right one', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  // Logged in and the cart filled with scripts on; the payment step itself with scripts off.
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  await logInDemo(page, CHEMIST, PRODUCT);
  await emptyCart(page);
  await addToCart(page, PRODUCT, 20);
  await page.goto('/order/cart');
  await page.getByRole('link', { name: 'Proceed to address' }).click();
  await chooseGstAddress(page);
  const plain = await browser.newContext({ baseURL, storageState: await ctx.storageState(), javaScriptEnabled: false });
  const p = await plain.newPage();
  await p.goto('/order/payment');
  await p.getByLabel('Pay on delivery').check();
  const cod = p.getByTestId('cod-confirmation');
  await cod.getByRole('button', { name: 'Send code' }).click();
  await expect(cod).toContainText('We sent a 6-digit code to ******0006.');
  await expect(p.getByLabel('Pay on delivery')).toBeChecked();
  await p.getByLabel('Confirmation code').fill('999999');
  await p.getByRole('button', { name: /^Place order/ }).click();
  await expect(p.getByText('The OTP you entered is incorrect.')).toBeVisible();
  await expect(p).toHaveURL(/\/order\/payment/);
  await expect(p.getByLabel('Pay on delivery')).toBeChecked();
  await p.getByLabel('Confirmation code').fill('123456');
  await p.getByRole('button', { name: /^Place order/ }).click();
  await expect(p).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);
});

test('a finance operator lowers the cash-on-delivery amount to ₹100: a patient’s small COD order then needs the code', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const op = await (await browser.newContext({ baseURL })).newPage();
  await logInDemo(op, OPERATOR, '/admin/cod-confirmation');
  const amount = op.getByLabel('Ask for a code above (₹)');
  await expect(amount).toHaveValue('2000');
  const setTo = async (rupees: string) => {
    await amount.fill(rupees);
    await op.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(op.getByText('Cash on delivery confirmation amount saved.')).toBeVisible();
    await expect(amount).toHaveValue(rupees);
  };
  // Not an amount: the rule's words, and nothing saved.
  await amount.fill('two thousand');
  await op.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(op.getByText('Enter an amount in rupees of 0 or more (at most ₹10,00,000).')).toBeVisible();
  await op.goto('/admin/cod-confirmation');
  await expect(amount).toHaveValue('2000');
  await setTo('100');
  try {
    // A new patient's one-pack order, far below ₹2,000, now asks for the code on cash on delivery.
    const page = await (await browser.newContext({ baseURL })).newPage();
    const mobile = await signUpFresh(page, 'Ila Sharma');
    await addToCart(page, VYOSHADI, 1);
    await goToPayment(page, 'Ila Sharma');
    const total = (await totalToPay(page).textContent())!;
    await page.getByLabel('Pay on delivery').check();
    const cod = page.getByTestId('cod-confirmation');
    await expect(cod).toContainText('Cash on delivery orders above ₹100 need a code we send to your mobile.');
    const before = lastOutboxId();
    await cod.getByRole('button', { name: 'Send code' }).click();
    await expect(cod.getByRole('status')).toContainText('We sent a 6-digit code to');
    await page.getByLabel('Confirmation code').fill(await readOtp(mobile, before));
    await page.getByRole('button', { name: `Place order · ${total}` }).click();
    await expect(page).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);
  } finally {
    // Back to the server's amount, so no other journey meets ₹100; the audit trail has both changes.
    await op.goto('/admin/cod-confirmation');
    await setTo('2000');
  }
  await op.goto('/admin/audit');
  await expect(op.getByRole('row').filter({ hasText: 'Setting' }).first()).toBeVisible();
});
