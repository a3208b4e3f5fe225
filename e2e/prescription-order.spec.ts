/**
 * Prescription-only medicines (issue 13, item 10): a patient's cart with such a medicine asks for a prescription on
 * the payment page; the patient uploads a photo of theirs and places the order; the pharmacist (an operator) finds it
 * under "Prescriptions to check", opens it, accepts it, and only then approves the order.
 */
import { expect, test } from './test.ts';
import { addToCart, goToPayment, signUpFresh, totalToPay } from './checkout-support.ts';
import { logInDemo } from './support.ts';

const OPERATOR = '9000000009';
/** Baidyanath's Arogyavardhini Vati: a rasa preparation, sold only on a doctor's prescription. */
const AROGYAVARDHINI = '/medicines/arogyavardhini-vati-baidyanath';
/** A small PNG, as a phone's photo of a prescription would arrive (the API reads the type from the bytes). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a patient uploads a prescription for an Rx medicine; the pharmacist accepts it before the order is approved', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const buyerCtx = await browser.newContext({ baseURL });
  const buyer = await buyerCtx.newPage();
  await signUpFresh(buyer, 'Savitri Mishra');
  await addToCart(buyer, AROGYAVARDHINI, 1);
  // The cart says so before checkout.
  await buyer.goto('/order/cart');
  await expect(buyer.getByTestId('cart-line').filter({ hasText: 'Arogyavardhini Vati' })).toContainText('Prescription');
  await goToPayment(buyer, 'Savitri Mishra');

  // The payment page asks for the prescription; the order cannot be placed yet.
  const rx = buyer.getByTestId('prescription');
  await expect(rx.getByRole('heading', { name: 'Prescription' })).toBeVisible();
  await expect(rx).toContainText('Arogyavardhini Vati: sold only on a doctor’s prescription.');
  await expect(buyer.getByText('Add a prescription for Arogyavardhini Vati to place this order.')).toBeVisible();
  await expect(buyer.getByRole('button', { name: /^Place order/ })).toBeDisabled();

  // Upload a photo of it.
  await rx.getByLabel('Upload a prescription').setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PHOTO });
  await rx.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(buyer.getByRole('status').filter({ hasText: 'Prescription added to your order.' })).toBeVisible();
  await expect(rx.getByTestId('attached-prescription')).toHaveText('Using the prescription you uploaded: prescription.png.');
  await expect(buyer.getByText('Add a prescription for Arogyavardhini Vati to place this order.')).toHaveCount(0);

  const total = (await totalToPay(buyer).textContent())!;
  await buyer.getByLabel('Pay on delivery').check();
  await buyer.getByRole('button', { name: `Place order · ${total}` }).click();
  await expect(buyer).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);
  await expect(buyer.getByTestId('order-prescription')).toContainText('Our pharmacist is checking your prescription. We confirm your order after that.');
  await expect(buyer.getByTestId('order-prescription').getByRole('link', { name: 'View prescription' })).toBeVisible();
  const orderNumber = (await buyer.getByRole('heading', { level: 1 }).textContent())!.replace(/^Order\s*/, '').trim();

  // The pharmacist: the order waits under "Prescriptions to check".
  const opCtx = await browser.newContext({ baseURL });
  const op = await opCtx.newPage();
  await logInDemo(op, OPERATOR, '/admin/orders');
  await op.getByTestId('tab-rx').click();
  await expect(op).toHaveURL(/\/admin\/orders\?rx=pending$/);
  const row = op.getByTestId('office-order').filter({ hasText: orderNumber }).filter({ visible: true });
  await expect(row).toContainText('Prescription: To check');
  await row.getByRole('link', { name: orderNumber }).first().click();

  const review = op.getByTestId('prescription-review');
  await expect(review).toContainText('Uploaded by the buyer (prescription.png).');
  const file = await op.request.get((await review.getByRole('link', { name: 'Open the prescription' }).getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');

  // Approving the order first is refused with the reason.
  await op.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'Approve' }).click();
  await expect(op.getByText('Check the prescription before approving this order.')).toBeVisible();

  await review.getByRole('button', { name: 'Accept prescription' }).click();
  await expect(op.getByRole('status').filter({ hasText: `The prescription of ${orderNumber} is accepted` })).toBeVisible();
  await expect(op.getByTestId('prescription-review')).toContainText('Prescription: Accepted');
  await op.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'Approve' }).click();
  await expect(op.getByTestId('order-status')).toContainText('Order confirmed');

  // The buyer sees the check done.
  await buyer.reload();
  await expect(buyer.getByTestId('order-prescription')).toContainText('Your prescription was checked by our pharmacist.');
  await buyerCtx.close();
  await opCtx.close();
});
