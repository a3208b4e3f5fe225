/**
 * Issue 25's whole loop (decision 076): a partner doctor adds a patient and orders for them; the patient pays through
 * the link in a second browser context (cash on delivery); an operator marks the order delivered; the commission is
 * pending in the doctor's ledger, becomes available when the order settles (its return window closed: the product is
 * made non-returnable in the back office first, then the operator settles it from the partners' page, as the
 * settlement job would at its next pass); the doctor requests a payout and the operator approves it.
 */
import { expect, test, type BrowserContext, type Page } from './test.ts';
import { addPartnerPatient, freshMobile, lastOutboxId, logInDemo, readOtp, readPaymentLink } from './support.ts';

const PARTNER = '9100001003'; // a demo partner with verified payout details past their hold (README, demo logins)
const OPERATOR = '9000000009';
const PRODUCT = 'Mahanarayana Tailam';

async function apiPost(context: BrowserContext, page: Page, url: string, data: object) {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const res = await page.request.post(url, { headers: { 'x-csrf-token': csrf, origin: new URL(page.url()).origin }, data });
  expect(res.status(), await res.text()).toBe(200);
}

/** Sets the product's return window in the back office's product form; answers what it was. */
async function setReturnWindow(op: Page, productId: number, days: number) {
  await op.goto(`/admin/products/${productId}`);
  const field = op.getByLabel('Return window (days)');
  const was = Number(await field.inputValue());
  await field.fill(String(days));
  await op.getByRole('button', { name: 'Save product' }).click();
  await expect(op.getByText('Product saved.')).toBeVisible();
  return was;
}

test('a doctor orders for a patient, the patient pays by the link, delivered, commission pending then available, paid out', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const mobile = freshMobile();

  // The operator makes the product non-returnable, so this order's return window closes on delivery.
  const opCtx = await browser.newContext({ baseURL });
  const op = await opCtx.newPage();
  await logInDemo(op, OPERATOR, '/admin');
  const found = (await (await op.request.get(`/api/pub/v3/products?search=${encodeURIComponent(PRODUCT)}`)).json()).entity.items as Array<{ id: number; name: string }>;
  const productId = found.find((p) => p.name === PRODUCT)!.id;
  const windowWas = await setReturnWindow(op, productId, 0);
  try {
    // The doctor (already a partner) adds a patient with an address and orders for them.
    await logInDemo(page, PARTNER, '/reseller/selectPatientAddress');
    await addPartnerPatient(page, { name: 'Farida Khan', mobile, street: 'Flat 7, Hauz Khas Village', pincode: '110016' });
    await page.getByLabel('Search medicines').fill('mahanarayana');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^Add: ${PRODUCT}`) }).first().click();
    await expect(page.getByText('1 in cart')).toBeVisible();
    await page.getByRole('navigation', { name: 'Nirog Partner' }).getByRole('link', { name: 'Cart' }).click();
    // Five bottles: a commission above the ₹100 payout minimum.
    await page.getByLabel('Quantity').fill('5');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(/× 5 =/)).toBeVisible();
    await page.getByLabel('Diagnosis').fill('Sandhivata (osteoarthritis of the knee)');
    const before = lastOutboxId();
    await page.getByRole('button', { name: 'Send payment link' }).click();
    await expect(page.getByText('Payment link sent to the patient by SMS.')).toBeVisible();
    // Newest first: this order is the first of Farida's (an earlier run may have left another).
    const order = page.getByRole('listitem').filter({ hasText: 'Farida Khan' }).filter({ hasText: mobile.slice(-4) }).first();
    const commission = (await order.getByText(/Commission: ₹/).textContent())!.match(/Commission: (₹[\d,.]+)/)![1]!;
    const link = await readPaymentLink(mobile, before);

    // The patient, on their own phone: signs up with the number the doctor entered and pays on delivery.
    const phone = await browser.newContext({ baseURL });
    const patient = await phone.newPage();
    await patient.goto(`/sign-up-individual?redirectTo=${encodeURIComponent(link)}`);
    await patient.getByLabel('Full name').fill('Farida Khan');
    await patient.getByLabel('Mobile number').fill(mobile);
    const otpAfter = lastOutboxId();
    await patient.getByRole('button', { name: 'Send OTP' }).click();
    await patient.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, otpAfter));
    await patient.getByRole('button', { name: 'Verify and create account' }).click();
    await patient.getByRole('dialog', { name: /Welcome to Nirog/ }).getByRole('button', { name: 'Skip' }).click();
    await expect(patient.getByText('Sandhivata (osteoarthritis of the knee)')).toBeVisible();
    // On a slow phone the tap comes before the page's scripts: the plain form post places the order all the same
    // (the page's referrer policy once made that post `Origin: null`, refused as from another site).
    await patient.route('**/assets/**/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await patient.goto(link, { waitUntil: 'commit' });
    await patient.getByRole('button', { name: 'Cash on delivery' }).click();
    await expect(patient.getByText('Your order is placed.')).toBeVisible();
    const orderId = Number((await patient.getByRole('link', { name: 'View your order' }).getAttribute('href'))!.match(/\/myorders\/(\d+)/)![1]);
    // A patient has no earnings area: it leads to the programme's page.
    await patient.goto('/reseller/earnings');
    await expect(patient).toHaveURL(/\/reseller$/);
    await phone.close();

    // The operator takes it through the pipeline to delivered.
    for (const body of [{ to: 'approved' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: `DL${orderId}00001` }, { to: 'delivered' }]) {
      await apiPost(opCtx, op, `/api/v1/admin/orders/${orderId}/status`, body);
    }

    // The doctor's ledger: the commission is earned, pending.
    await page.goto('/reseller/earnings');
    const ledger = page.getByRole('region', { name: 'Ledger' });
    const earned = ledger.getByRole('listitem').filter({ hasText: 'Earned · Partner order' }).filter({ hasText: commission }).first();
    await expect(earned).toContainText('Pending');

    // The operator settles it from the partners' page (its return window closed on delivery).
    await op.goto(`/admin/partners?q=${PARTNER}`);
    await op.getByRole('link', { name: 'Show orders' }).first().click();
    const card = op.getByRole('listitem').filter({ has: op.locator(`a[href="/admin/orders/${orderId}"]`) });
    await expect(card).toContainText(`In the ledger: pending ${commission}`);
    await card.getByRole('button', { name: 'Settle now' }).click();
    await expect(op.getByText('Order settled: the commission on the kept medicines is available to the partner.')).toBeVisible();

    // Available now: the doctor asks for a payout of everything available.
    await page.reload();
    await expect(ledger.getByRole('listitem').filter({ hasText: 'Made available · Partner order' }).filter({ hasText: commission }).first()).toBeVisible();
    await expect(earned).toContainText('Available');
    await page.getByRole('button', { name: /^Request payout of ₹/ }).click();
    await expect(page.getByText('Payout requested.')).toBeVisible();
    const payouts = page.getByRole('region', { name: 'Payouts' });
    await expect(payouts.getByText('Requested').first()).toBeVisible();
    await expect(payouts.getByText(/TDS ₹[\d,.]+ \(\d+%, 194H\)/).first()).toBeVisible();

    // The operator approves it.
    await op.goto('/admin/payouts?status=requested');
    const request = op.getByRole('listitem').filter({ hasText: '+91 91000 01003' }).first();
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(op.getByText('Payout approved.')).toBeVisible();
    await page.reload();
    await expect(payouts.getByText('Approved').first()).toBeVisible();
  } finally {
    await setReturnWindow(op, productId, windowWas);
    await opCtx.close();
  }
});
