import { expect, test } from './test.ts';
import { addToCart, goToPayment, headerCart, lineQuantity, signUpFresh, totalToPay, VYOSHADI } from './checkout-support.ts';

test.describe('checkout at 360 px wide', () => {
  test('a new buyer adds to the cart, changes the quantity and places a cash-on-delivery order on a phone', async ({ page }) => {
    const fits = async (what: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
    };
    await signUpFresh(page, 'Divya Shetty');
    await addToCart(page, VYOSHADI, 1);
    await fits('the product page');
    await headerCart(page).click();
    await expect(page).toHaveURL(/\/order\/cart$/);
    await fits('the cart');
    await page.getByRole('button', { name: 'One more Vyoshadi Vati' }).click();
    await expect(lineQuantity(page, 'Vyoshadi Vati')).toHaveValue('2');
    await expect(headerCart(page)).toHaveAccessibleName('Cart, 2 items');

    await goToPayment(page, 'Divya Shetty');
    await fits('the payment page');
    const total = (await totalToPay(page).textContent())!;
    await page.getByLabel('Pay on delivery').check();
    await page.getByRole('button', { name: `Place order · ${total}` }).click();
    await expect(page).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);
    await expect(page.getByText('Your order is placed. Thank you!')).toBeVisible();
    await fits('the order page');
    await page.goto('/myorders');
    await fits('my orders');
    await expect(page.getByTestId('order-card')).toHaveCount(1);
  });
});
