/** Helpers of the checkout and order journeys (e2e/checkout*.spec.ts, e2e/orders*.spec.ts). */
import { expect, type Page } from '@playwright/test';
import { freshMobile, lastOutboxId, logInDemo, readOtp } from './support.ts';

/** Medicines of the demo catalog that are in stock (Baidyanath: nirog money applies to them). */
export const ABHAYARISHTA = '/medicines/abhayarishta-baidyanath';
export const VYOSHADI = '/medicines/vyoshadi-vati-baidyanath';

/** ₹1,234.50 as the pages print it (Indian grouping, paise only when there are some). */
export const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: paise % 100 === 0 ? 0 : 2 }).format(paise / 100);

/** Signs up a new individual (₹100 welcome nirog money) and lands on `to`. State of one test never meets another's. */
export async function signUpFresh(page: Page, name: string, to = '/medicines') {
  const mobile = freshMobile();
  await page.goto(`/sign-up-individual?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill(mobile);
  const before = lastOutboxId();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await page.getByRole('dialog', { name: /Welcome to Nirog/ }).getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL((u) => u.pathname === to.split('?')[0]);
  return mobile;
}

export { logInDemo };

/** On a product page: type the quantity and add the shown pack to the cart. */
export async function addToCart(page: Page, productPath: string, quantity = 1) {
  await page.goto(productPath);
  const panel = page.getByRole('complementary', { name: 'Price and availability' });
  await panel.getByLabel('Quantity').fill(String(quantity));
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
}

export const headerCart = (page: Page) => page.getByRole('banner').getByTestId('header-cart');

/** A cart line's quantity box (typed quantities, issue 19 item 5). */
export const lineQuantity = (page: Page, name: string) => page.getByRole('spinbutton', { name: `Quantity of ${name}` });

/** On /order/address: adds an address in the inline form when the user has none. */
/** A Delhi address (pincode 110003 unless given; the city and state are typed for Delhi). */
export async function ensureAddress(page: Page, name: string, pincode = '110003') {
  await expect(page.getByRole('heading', { name: 'Delivery address', level: 1 })).toBeVisible();
  if ((await page.getByTestId('delivery-choice').count()) > 0) return;
  await page.getByRole('link', { name: 'Add a new address' }).click();
  const d = page.getByRole('dialog', { name: /address/i });
  await d.getByLabel('Full name').fill(name);
  await d.getByLabel('Mobile number').fill('9812312312');
  await d.getByLabel('House / flat no., building, street').fill('14 Lodhi Road, Block C');
  await d.getByLabel('Pincode').fill(pincode);
  // Typed in full (the pincode lookup fills the same when it answers first).
  await d.getByLabel('City').fill('New Delhi');
  await d.getByLabel('State').selectOption({ label: 'Delhi' });
  await d.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address added successfully')).toBeVisible();
  await expect(page.getByTestId('delivery-choice')).toHaveCount(1);
}

/** From the cart through the address step to the payment page. */
export async function goToPayment(page: Page, name: string) {
  await page.goto('/order/cart');
  await page.getByRole('link', { name: 'Proceed to address' }).click();
  await ensureAddress(page, name);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/order\/payment/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
}

export const priceDetails = (page: Page) => page.getByTestId('price-breakdown');
/** The "Total to pay" row's amount. */
export const totalToPay = (page: Page) => priceDetails(page).locator('div', { hasText: 'Total to pay' }).locator('dd');
