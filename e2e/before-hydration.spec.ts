/**
 * Issue 13, defect 8: a tap before the page has hydrated is not lost. The login steps are plain form posts, so on a
 * slow phone each tap completes before the scripts arrive; and a tap while hydration lands mid-journey still works.
 */
import { expect, test, type Page } from './test.ts';
import { expectLoggedInAs } from './support.ts';
import { signUpFresh } from './checkout-support.ts';

const SCRIPTS = /\.m?js(\?.*)?$/;

/** Holds every script until `release()`: the page stays server-rendered HTML with no React on it. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(SCRIPTS, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const hydrated = (page: Page) => page.evaluate(() => '__reactRouterRouteModules' in window);

test('with no script loaded, Send OTP and then Verify and log in complete as form posts', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login-individual', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Mobile number').fill('9000000001');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill('123456');
  expect(await hydrated(page)).toBe(false);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).not.toHaveURL(/login-individual/);
  expect(await hydrated(page)).toBe(false);
  release();
  await expectLoggedInAs(page, 'Asha');
});

test('on a throttled link, the scripts arriving between the two taps lose neither', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A slow phone link: 400 ms round trips, 50 kB/s.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 51_200, uploadThroughput: 51_200 });
  const release = await holdScripts(page);
  await page.goto('/login-individual', { waitUntil: 'commit' });
  await page.getByLabel('Mobile number').fill('9000000001');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill('123456');
  // The scripts now arrive (slowly) while the user taps Verify.
  release();
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expectLoggedInAs(page, 'Asha');
});

test('issue 15: with no script loaded, the home, doctor list, listing and product pages work by taps (links and GET forms)', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('main').getByRole('link', { name: 'Find a doctor' }).click();
  await expect(page).toHaveURL(/\/ayurveda\/doctors$/);
  // The doctors list's search is a GET form (the header's search, a combobox once hydrated: decision 071); the
  // doctor's name a link.
  const search = page.getByRole('search').getByRole('combobox', { name: 'Search' });
  await search.fill('Vikram');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=Vikram/);
  await page.getByRole('main').getByRole('link', { name: 'Dr. Vikram Joshi', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dr. Vikram Joshi', level: 1 })).toBeVisible();

  // The medicines listing: the search, then a product from the results.
  await page.goto('/medicines/allMedicines', { waitUntil: 'commit' });
  // A combobox once hydrated; until then a plain input of the same GET form.
  const medicines = page.getByRole('search').getByRole('combobox', { name: 'Search' });
  await medicines.fill('abhayarishta');
  await medicines.press('Enter');
  await expect(page).toHaveURL(/search=abhayarishta/);
  await page.getByRole('main').getByRole('link', { name: /Abhayarishta/ }).first().click();
  await expect(page).toHaveURL(/\/medicines\/abhayarishta/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Abhayarishta');
  expect(await hydrated(page)).toBe(false);
  release();
});

test('a form filled before the scripts arrived keeps every field once they do, in a modal too', async ({ page }) => {
  // A new patient, so the address book is theirs alone.
  const mobile = await signUpFresh(page, 'Meera Early', '/myAddress');
  const release = await holdScripts(page);
  // The address form opens in a modal from its URL: server-rendered, open, before any script.
  await page.goto('/myAddress?form=new', { waitUntil: 'domcontentloaded' });
  const d = page.getByRole('dialog', { name: 'Add a new address' });
  await d.getByLabel('Full name').fill('Meera Early');
  await d.getByLabel('House / flat no., building, street').fill('7 Lodhi Road');
  await d.getByLabel('Landmark').fill('Near the garden gate');
  await d.getByLabel('Pincode').fill('110003');
  await d.getByLabel('City').fill('New Delhi');
  await d.getByLabel('State').selectOption({ label: 'Delhi' });
  expect(await hydrated(page)).toBe(false);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The first key pressed after hydration re-renders the form: what was typed before stays.
  await d.getByLabel('Mobile number').fill(mobile);
  await expect(d.getByLabel('Full name')).toHaveValue('Meera Early');
  await expect(d.getByLabel('House / flat no., building, street')).toHaveValue('7 Lodhi Road');
  await expect(d.getByLabel('Landmark')).toHaveValue('Near the garden gate');
  await d.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address added successfully')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('7 Lodhi Road, Near the garden gate');
});
