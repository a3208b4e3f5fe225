/**
 * Issue 19 items 3 and 10: the home page starts with the task (search first, health concerns, deals, doctors near a
 * pincode, top sellers; a logged-in user's own orders and appointment, no sign-up buttons), and a login with no page
 * to return to lands each role on its own home; the back office has its own layout.
 */
import { expect, test, type Page } from './test.ts';
import { logInDemo } from './support.ts';
import { ABHAYARISHTA, addToCart, ensureAddress, signUpFresh } from './checkout-support.ts';

const PATIENT = '9000000001'; // Asha Verma
const CHEMIST = '9000000006';
const OPERATOR = '9000000009';
const LISTED_DOCTOR = '9000001001'; // Dr. Vikram Joshi

/** Logs in from the login page as someone who typed its address: no page to return to. */
async function logInDirectly(page: Page, mobile: string) {
  await page.goto('/login-practitioner');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a visitor starts with the search box, then concerns, deals, doctors near a pincode and top sellers', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    const search = main.getByRole('search').getByRole('searchbox');
    // The search box is the first thing: within the first screen, above every other section.
    const box = (await search.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(740);
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 4)).toEqual(['Shop by health concern', 'Deals of the day', 'Ayurvedic doctors', 'Top sellers']);
    await expect(main.getByRole('link', { name: /Digestive care/ })).toBeVisible();

    // Doctors near the pincode the visitor types, nearest first (Bandra West, Mumbai).
    await main.getByLabel('Your pincode').fill('400050');
    await main.getByRole('button', { name: 'Show doctors' }).click();
    await expect(page).toHaveURL(/[?&]pincode=400050/);
    await expect(main.getByRole('heading', { name: 'Ayurvedic doctors near Mumbai' })).toBeVisible();
    await expect(main.getByTestId('home-doctors').getByTestId('doctor-card').first()).toContainText('Mumbai');

    // A pincode that is not six digits gets the spec's words, and the best-reviewed doctors still show.
    await main.getByLabel('Your pincode').fill('12');
    await main.getByRole('button', { name: 'Show doctors' }).click();
    await expect(main.getByRole('alert')).toHaveText('Enter your Valid 6 digit Pin Code.');
    await expect(main.getByTestId('home-doctors').getByTestId('doctor-card').first()).toBeVisible();

    // Searching from the home page lands on the results.
    await search.fill('triphala');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/medicines\/allMedicines\?search=triphala/);

    // Sign-up buttons are for visitors.
    await page.goto('/');
    await expect(main.getByRole('link', { name: 'Sign up as a practitioner' })).toBeVisible();
  });

  test('a logged-in patient sees their orders and next appointment, and no sign-up buttons', async ({ page }) => {
    await logInDemo(page, PATIENT, '/');
    const main = page.getByRole('main');
    await expect(main.getByText('Namaste, Asha')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your next appointment' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your recent orders' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Sign up/ })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  });
});

test('a buyer orders again from the home page', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpFresh(page, 'Ravi Kumar');
  await addToCart(page, ABHAYARISHTA, 1);
  await page.goto('/order/cart');
  await page.getByRole('link', { name: 'Proceed to address' }).click();
  await ensureAddress(page, 'Ravi Kumar');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Pay on delivery').check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/myorders\/\d+/);

  await page.goto('/');
  const orders = page.getByTestId('home-orders');
  await expect(orders).toContainText('Abhayarishta');
  await orders.getByRole('button', { name: /^Order again: put the packs of order/ }).click();
  await expect(page).toHaveURL(/\/myorders$/);
  await expect(page.getByTestId('bulk-report')).toContainText('Added to your cart.');
});

test('a login with no page to return to lands each role on its own home; a page asked for still wins', async ({ browser }) => {
  const landing = async (mobile: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logInDirectly(page, mobile);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    return { page, context, path: new URL(page.url()).pathname };
  };

  const patient = await landing(PATIENT);
  expect(patient.path).toBe('/');
  await patient.context.close();

  const chemist = await landing(CHEMIST);
  expect(chemist.path).toBe('/medicines');
  await chemist.context.close();

  const doctor = await landing(LISTED_DOCTOR);
  expect(doctor.path).toBe('/my-appointments');
  await expect(doctor.page.getByRole('heading', { level: 1 })).toHaveText('My appointments');
  await doctor.context.close();

  // The operator lands in the back office, which has its own header and no shop header, search or footer.
  const operator = await landing(OPERATOR);
  expect(operator.path).toBe('/admin');
  await expect(operator.page.getByTestId('office-header')).toBeVisible();
  await expect(operator.page.getByRole('contentinfo')).toHaveCount(0);
  await expect(operator.page.getByRole('banner').getByRole('link', { name: 'Medicines' })).toHaveCount(0);
  await operator.page.getByRole('banner').getByRole('link', { name: 'Go to the site' }).click();
  await expect(operator.page).toHaveURL((u) => u.pathname === '/');
  await expect(operator.page.getByRole('contentinfo')).toBeVisible();
  await operator.context.close();

  // The return-to-the-intended-page rule wins over the role home.
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInDemo(page, OPERATOR, '/myorders');
  await expect(page).toHaveURL(/\/myorders$/);
  await context.close();
});
