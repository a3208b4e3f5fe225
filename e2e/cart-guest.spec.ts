/**
 * Issue 19 items 2, 5, 11 and 13 at 360 px: a visitor's cart (before hydration too) survives login; a trade buyer
 * types 40 in the cart; no toast covers the primary button; an unverified practitioner gets the verify modal on
 * "Add to cart", before checkout.
 */
import { expect, test, type Locator, type Page } from './test.ts';
import { ABHAYARISHTA, addToCart, headerCart, lineQuantity, rupees, signUpFresh, VYOSHADI } from './checkout-support.ts';
import { logInDemo, readOtp, lastOutboxId } from './support.ts';

test.use({ viewport: { width: 360, height: 740 } });

const SCRIPTS = /\.m?js(\?.*)?$/;
const panel = (page: Page) => page.getByRole('complementary', { name: 'Price and availability' });

async function box(l: Locator) {
  const b = await l.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("a visitor's cart, filled before the scripts load, survives login and joins the account's cart", async ({ page, browser }) => {
  // Two journeys in one (an account made in another tab, then the visitor's): about twice one page journey's time.
  test.setTimeout(60_000);
  // An account that already has one Abhayarishta in its cart.
  const other = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const mobile = await signUpFresh(other, 'Guest Merge');
  await addToCart(other, ABHAYARISHTA, 1);
  await other.close();

  // A visitor, no script loaded: "Add to cart" is a form post that comes back to the product, at the buy panel.
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(SCRIPTS, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  await page.goto(ABHAYARISHTA, { waitUntil: 'domcontentloaded' });
  await panel(page).getByLabel('Quantity').fill('2');
  await panel(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/medicines\/abhayarishta-baidyanath\?pack=\d+#add-to-cart$/);
  await expect(panel(page).getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(false);
  // The buy panel is in view after the post (the page came back to it, not to the top).
  await expect(panel(page).getByRole('button', { name: 'Add to cart' })).toBeInViewport();
  release();
  await page.unroute(SCRIPTS);

  // With scripts: another pack, the page stays where it was.
  await page.goto(VYOSHADI);
  await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
  await panel(page).getByLabel('Quantity').fill('1');
  await panel(page).getByRole('button', { name: 'Add to cart' }).scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await panel(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: 'Added to your cart. Items in your cart: 3.' })).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(4);
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 3 items');

  // The visitor's cart page: the lines, and checkout asks for a login that comes back here.
  await headerCart(page).click();
  await expect(page).toHaveURL(/\/order\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.getByRole('link', { name: 'Log in to check out' }).click();
  await expect(page).toHaveURL(/\/login-individual\?redirectTo=%2Forder%2Fcart$/);
  await page.getByLabel('Mobile number').fill(mobile);
  const sent = lastOutboxId();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, sent));
  await page.getByRole('button', { name: 'Verify and log in' }).click();

  // Back on the cart, logged in: 1 + 2 Abhayarishta and the Vyoshadi Vati.
  await expect(page).toHaveURL(/\/order\/cart$/);
  await expect(page.getByRole('link', { name: 'Proceed to address' })).toBeVisible();
  await expect(lineQuantity(page, 'Abhayarishta')).toHaveValue('3');
  await expect(lineQuantity(page, 'Vyoshadi Vati')).toHaveValue('1');
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 4 items');
  // Without the session, this browser has no guest cart left (the merge cleared its cookie).
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('nirog_guest_cart');
  await page.context().clearCookies({ name: 'AUTH' });
  await page.goto('/order/cart');
  await expect(page.getByRole('heading', { name: 'Log in to see your cart' })).toBeVisible();
});

test('a trade buyer types 40 in the cart; the toast never covers the primary button; one remove control per row', async ({ page }) => {
  await logInDemo(page, '9000000006', '/medicines');
  await addToCart(page, ABHAYARISHTA, 1);
  await page.goto('/order/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: 'Abhayarishta' });
  const priced = (await line.getByText(/ each$/).textContent())!.match(/₹([\d,.]+) each$/)!;
  const each = Math.round(Number(priced[1].replace(/,/g, '')) * 100);
  await lineQuantity(page, 'Abhayarishta').fill('40');
  await lineQuantity(page, 'Abhayarishta').press('Enter');
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Cart updated');
  await expect(lineQuantity(page, 'Abhayarishta')).toHaveValue('40');
  await expect(line).toContainText(rupees(40 * each));
  // One remove control per row: the − button does not remove (it is off at one unit).
  await expect(line.getByRole('button', { name: /^Remove / })).toHaveCount(1);

  const primary = page.getByRole('link', { name: 'Proceed to address' });
  const toastBox = await box(toast.getByRole('status'));
  // On a phone the toast is at the top, under the header.
  expect(toastBox.y).toBeLessThan(200);
  expect(overlaps(toastBox, await box(primary)), 'toast over the primary button').toBe(false);
  // The same after the + button, with the primary button scrolled into view.
  await primary.scrollIntoViewIfNeeded();
  await line.getByRole('button', { name: 'One more Abhayarishta' }).click();
  await expect(lineQuantity(page, 'Abhayarishta')).toHaveValue('41');
  await expect(toast).toContainText('Cart updated');
  expect(overlaps(await box(toast.getByRole('status')), await box(primary)), 'toast over the primary button, scrolled').toBe(false);
  // More than the line's cap (stock, the per-order limit) is refused in words, and the line keeps its quantity.
  await lineQuantity(page, 'Abhayarishta').fill('500');
  await line.getByRole('button', { name: 'Update the quantity of Abhayarishta' }).click();
  await expect(line.getByRole('alert')).toContainText(/Only \d+ left in stock\./);
  await expect(line).toContainText(rupees(41 * each));
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 41 items');
});

test('on a desktop the toast sits clear of the summary and its primary button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpFresh(page, 'Toast Desk');
  await addToCart(page, VYOSHADI, 1);
  await page.goto('/order/cart');
  await page.getByRole('button', { name: 'One more Vyoshadi Vati' }).click();
  const toast = page.getByTestId('toast').getByRole('status');
  await expect(toast).toContainText('Cart updated');
  expect(overlaps(await box(toast), await box(page.getByRole('link', { name: 'Proceed to address' })))).toBe(false);
});

test('an unverified doctor gets the verify modal on "Add to cart", and nothing is added', async ({ page }) => {
  await logInDemo(page, '9000000002', '/medicines');
  await page.goto(VYOSHADI);
  const count = await headerCart(page).getAttribute('aria-label');
  await panel(page).getByRole('button', { name: 'Add to cart' }).click();
  const modal = page.getByRole('dialog', { name: 'Verify your profile' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('verify-modal')).toHaveAttribute('data-kind', 'pending');
  await expect(modal).toContainText('You need to be verified user in order to place orders.');
  await expect(modal.getByRole('link', { name: 'Upload documents' })).toHaveAttribute('href', '/profile-verification');
  await modal.getByRole('button', { name: 'Later' }).click();
  await expect(modal).toBeHidden();
  await expect(headerCart(page)).toHaveAttribute('aria-label', count!);
});
