/** Issue 19 items 1 and 4 at 360 px (decision 041): product pictures everywhere a product is listed, and search. */
import { expect, test, type Locator, type Page } from './test.ts';
import { addToCart, goToPayment, signUpFresh, totalToPay, VYOSHADI } from './checkout-support.ts';

/** Every picture in `scope` has a width and height (its box is reserved) and, scrolled to, loads a real image. */
async function picturesLoad(page: Page, scope: Locator, what: string, min = 1) {
  const imgs = scope.locator('img');
  // Counted once the page shows them (a navigation may have changed the address before its rows are drawn).
  if (min > 0) await expect(imgs.first(), `${what}: pictures`).toBeAttached();
  const n = await imgs.count();
  expect(n, `${what}: pictures`).toBeGreaterThanOrEqual(min);
  for (let i = 0; i < n; i++) {
    const img = imgs.nth(i);
    await expect(img, `${what} ${i}`).toHaveAttribute('width', /^\d+$/);
    await expect(img, `${what} ${i}`).toHaveAttribute('height', /^\d+$/);
    await expect(img).toHaveAttribute('srcset', /160w/);
    // Cards a phone does not show (a strip's desktop-only part) keep their box but are not scrolled to.
    if (!(await img.isVisible())) continue;
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth), { message: `${what} ${i} loads` }).toBeGreaterThan(0);
  }
}

test.describe('product pictures at 360 px', () => {
  test('every product card of the shop has a picture of its own, with its size set', async ({ page }) => {
    await page.goto('/medicines');
    const cards = page.locator('article').filter({ has: page.locator('h2 a, h3 a') });
    const count = await cards.count();
    expect(count).toBeGreaterThan(4);
    await picturesLoad(page, cards, 'shop card', count);
    // Each card's own picture (not one shared placeholder), lazily loaded below the fold.
    const pairs = await cards.evaluateAll((els) => els.map((e) => [e.querySelector('h2 a, h3 a')!.getAttribute('href'), e.querySelector('img')!.getAttribute('src')]));
    const srcOf = new Map(pairs.map(([href, src]) => [href, src]));
    // A product listed in two strips shows the same picture in both; two products never share one.
    expect(pairs.every(([href, src]) => srcOf.get(href) === src)).toBe(true);
    expect(new Set(srcOf.values()).size).toBe(srcOf.size);
    await expect(cards.locator('img').last()).toHaveAttribute('loading', 'lazy');
    // The search results list them the same way.
    await page.goto('/medicines/allMedicines?search=triphala');
    await picturesLoad(page, page.locator('article'), 'result card', 5);
  });

  test('the product page shows its picture at once; cart, checkout and order rows show thumbnails', async ({ page }) => {
    // Sign-up, cart, checkout and an order, each page's pictures loaded (a fresh demo draws them on first request).
    test.setTimeout(60_000);
    await signUpFresh(page, 'Meera Pillai');
    await page.goto(VYOSHADI);
    const main = page.locator('img[fetchpriority="high"]');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveCount(1);
    await picturesLoad(page, page.locator('picture').filter({ has: main }), 'product page');

    await addToCart(page, VYOSHADI, 1);
    await page.goto('/order/cart');
    await picturesLoad(page, page.getByTestId('cart-line'), 'cart row');

    await goToPayment(page, 'Meera Pillai');
    await page.getByText(/^Items in this order \(/).click();
    await picturesLoad(page, page.getByTestId('checkout-line'), 'checkout row');
    const total = (await totalToPay(page).textContent())!;
    await page.getByLabel('Pay on delivery').check();
    await page.getByRole('button', { name: `Place order · ${total}` }).click();
    await expect(page).toHaveURL(/\/myorders\/\d+/);
    await picturesLoad(page, page.getByTestId('order-item'), 'order row');
  });
});

test.describe('search at 360 px', () => {
  test('a misspelt search offers the right spelling, and the suggestions close when it is sent', async ({ page }) => {
    await page.goto('/medicines');
    const field = page.getByRole('combobox', { name: 'Search' });
    const list = page.getByRole('listbox');
    await field.fill('aswagandha');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option').first()).toContainText(/As(h)?wagandha/);
    await field.press('Enter');
    await expect(page).toHaveURL(/search=aswagandha/);
    await expect(page.getByRole('heading', { name: /28 results for “aswagandha”/ })).toBeVisible();
    await expect(list).toBeHidden();
    // Nothing reopens it once the results are there.
    await page.waitForTimeout(600);
    await expect(list).toBeHidden();
    await expect(page.locator('article').first()).toContainText('Ashwagandha');

    const didYouMean = page.getByTestId('did-you-mean');
    await expect(didYouMean).toContainText('Did you mean ashwagandha?');
    await didYouMean.getByRole('link', { name: 'ashwagandha' }).click();
    await expect(page).toHaveURL(/search=ashwagandha/);
    await expect(page.getByRole('heading', { name: /28 results for “ashwagandha”/ })).toBeVisible();
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0);

    // Sent with the button while suggestions are on their way: they never open over the results.
    await field.fill('triphla');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=triphla/);
    await page.waitForTimeout(600);
    await expect(list).toBeHidden();
    await expect(page.getByTestId('did-you-mean')).toContainText('triphala');
  });
});
