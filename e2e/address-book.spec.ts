import { expect, test, type Page } from './test.ts';
import { makeGstin } from '../packages/shared/src/schemas/gstin.ts';
import { freshMobile, lastOutboxId, logInDemo, readOtp } from './support.ts';

async function signUpIndividual(page: Page, name: string) {
  const mobile = freshMobile();
  await page.goto('/sign-up-individual?redirectTo=%2FmyAddress');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill(mobile);
  const before = lastOutboxId();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page).toHaveURL(/\/myAddress\?welcome=1$/);
  await page.getByRole('dialog', { name: /Welcome to Nirog/ }).getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/myAddress$/);
}

const loginDemo = (page: Page, mobile: string) => logInDemo(page, mobile, '/myAddress');

const dialog = (page: Page) => page.getByRole('dialog', { name: /address/i });

async function fillAddress(page: Page, a: { name: string; mobile: string; house: string; pincode: string }) {
  const d = dialog(page);
  await d.getByLabel('Full name').fill(a.name);
  await d.getByLabel('Mobile number').fill(a.mobile);
  await d.getByLabel('House / flat no., building, street').fill(a.house);
  await d.getByLabel('Pincode').fill(a.pincode);
}

test.describe('address book', () => {
  test('typed mistakes show the spec messages; fixed, the address saves; default, billing and delete work', async ({ page }) => {
    await signUpIndividual(page, 'Farah Khan');
    await expect(page.getByText('No addresses yet')).toBeVisible();
    await page.getByRole('link', { name: 'Add a new address' }).click();
    const d = dialog(page);
    await expect(d).toBeVisible();

    // Messages appear as the person types (and leaves the field).
    await d.getByLabel('Full name').fill('Farah 2');
    await d.getByLabel('Mobile number').click();
    await expect(d.getByText('Name can only have alphabets.')).toBeVisible();
    await d.getByLabel('Mobile number').fill('98765x');
    await d.getByLabel('Pincode').click();
    await expect(d.getByText('Mobile can only have Numbers.')).toBeVisible();
    await d.getByLabel('Pincode').fill('012345');
    await d.getByLabel('City').click();
    await expect(d.getByText('Enter your Valid 6 digit Pin Code.')).toBeVisible();
    await d.getByLabel('House / flat no., building, street').fill('Flat #4');
    await d.getByLabel('Alternate mobile (optional)').click();
    await expect(d.getByText('Do not use & \\ % # ; in the address')).toBeVisible();

    // Submitting with mistakes: the server says the same, the dialog stays open with what was typed. (Wait for the
    // server's answer: the same messages are on the page already, from the checks as you type.)
    const answered = page.waitForResponse((r) => r.request().method() === 'POST');
    await d.getByRole('button', { name: 'Save address' }).click();
    expect((await answered).status()).toBe(400);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel('Full name')).toHaveValue('Farah 2');
    await expect(dialog(page).getByText('Name can only have alphabets.')).toBeVisible();

    await fillAddress(page, { name: 'Farah Khan', mobile: '9812312312', house: 'B-42, Defence Colony Main', pincode: '110024' });
    // The pincode fills city and state.
    await expect(dialog(page).getByLabel('State')).toHaveValue('7');
    await expect(dialog(page).getByLabel('City')).not.toHaveValue('');
    await dialog(page).getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address added successfully')).toBeVisible();
    await expect(page.getByTestId('address-card')).toHaveCount(1);
    // One address left: delete is disabled.
    await expect(page.getByRole('button', { name: /Delete address/ })).toBeDisabled();
    await expect(page.getByText('Default delivery')).toBeVisible();

    await page.getByRole('link', { name: 'Add a new address' }).click();
    await fillAddress(page, { name: 'Farah Khan', mobile: '9812312312', house: 'Office 7, Nehru Place Tower', pincode: '110019' });
    await expect(dialog(page).getByLabel('State')).toHaveValue('7');
    await dialog(page).getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address added successfully')).toBeVisible();
    await expect(page.getByTestId('address-card')).toHaveCount(2);

    const office = page.getByTestId('address-card').filter({ hasText: 'Nehru Place' });
    await office.getByRole('button', { name: 'Deliver here by default' }).click();
    await expect(page.getByText('Address saved successfully')).toBeVisible();
    await expect(page.getByTestId('address-card').first()).toContainText('Nehru Place');
    await expect(page.getByTestId('address-card').first()).toContainText('Default delivery');
    await office.getByRole('button', { name: 'Use for billing' }).click();
    await expect(page.getByTestId('address-card').filter({ hasText: 'Nehru Place' })).toContainText('Billing');

    await page.getByTestId('address-card').filter({ hasText: 'Defence Colony' }).getByRole('button', { name: /Delete address/ }).click();
    await expect(page.getByText('Address deleted successfully')).toBeVisible();
    await expect(page.getByTestId('address-card')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Delete address/ })).toBeDisabled();
  });

  test('a chemist adds a billing address: a wrong-state GSTIN is refused, the right one is verified', async ({ page }) => {
    await loginDemo(page, '9000000006');
    await page.getByRole('link', { name: 'Add a new address' }).click();
    await fillAddress(page, { name: 'Suresh Gupta', mobile: '9000000006', house: 'Shop 3, Chandni Chowk Market', pincode: '110006' });
    await expect(dialog(page).getByLabel('State')).toHaveValue('7');
    await dialog(page).getByLabel('Use this as my billing address').check();
    await dialog(page).getByRole('button', { name: 'Save address' }).click();
    await expect(dialog(page).getByText('GST is Required')).toBeVisible();

    // A Haryana GSTIN on a Delhi address.
    await dialog(page).getByLabel('GSTIN').fill(makeGstin('06', 'ABOPG7315L'));
    await dialog(page).getByLabel('Legal entity name').fill('Suresh Gupta');
    await dialog(page).getByRole('button', { name: 'Save address' }).click();
    await expect(dialog(page).getByText("State code of GSTIN and address don't match")).toBeVisible();

    const gstin = makeGstin('07', 'ABOPG7315L');
    await dialog(page).getByLabel('GSTIN').fill(gstin);
    await dialog(page).getByLabel('Legal entity name').fill('Someone Else');
    await dialog(page).getByRole('button', { name: 'Save address' }).click();
    await expect(dialog(page).getByText('Legal entity name does not match with the name in GST certificate')).toBeVisible();
    await dialog(page).getByLabel('Legal entity name').fill('Suresh Gupta');
    await dialog(page).getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address added successfully')).toBeVisible();
    const card = page.getByTestId('address-card').filter({ hasText: 'Chandni Chowk' });
    await expect(card).toContainText(gstin);
    await expect(card).toContainText('Verified');
    await expect(card).toContainText('Gupta Chemists');
    await expect(card).toContainText('Billing');
  });

  test('an unserviceable pincode opens its modal', async ({ page }) => {
    await loginDemo(page, '9000000002');
    await page.getByRole('link', { name: 'Add a new address' }).click();
    await dialog(page).getByLabel('Pincode').fill('744101');
    const modal = page.getByRole('dialog', { name: "We don't deliver here yet" });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('We do not deliver to this pincode yet.');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toHaveCount(0);
  });
});

test('a doctor updates the clinic pincode from the pincode-only modal', async ({ page }) => {
  await logInDemo(page, '9000000002', '/profile');
  await page.getByRole('link', { name: 'Update pincode' }).click();
  const modal = page.getByRole('dialog', { name: 'Update your clinic pincode' });
  await modal.getByLabel('Pincode').fill('01234');
  await modal.getByLabel('City').click();
  await expect(modal.getByText('Enter your Valid 6 digit Pin Code.')).toBeVisible();
  await modal.getByLabel('Pincode').fill('411001');
  await expect(modal.getByLabel('State')).toHaveValue('27');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address saved successfully')).toBeVisible();
  await expect(page.getByTestId('practice-location')).toContainText('Maharashtra 411001');
});

test('choosing a saved address on a product page reloads it for that pincode', async ({ page, context }) => {
  await signUpIndividual(page, 'Dev Anand');
  // Two addresses through the API, as the address book would save them (cookie session + CSRF token).
  const csrf = (await context.cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const origin = new URL(page.url()).origin;
  for (const a of [
    { address: 'Flat 9, Jor Bagh Lane Two', pin_code: '110003', city: 'New Delhi', state: 7 },
    { address: 'House 4, Koramangala Block 5', pin_code: '560095', city: 'Bengaluru', state: 29 },
  ]) {
    const res = await page.request.post('/api/v1/address', {
      headers: { 'x-csrf-token': csrf, origin },
      data: { contact_person_name: 'Dev Anand', contact_person_phone: '9812300000', ...a },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/medicines/allMedicines?search=triphala');
  await page.locator('main a[href^="/medicines/"]').filter({ hasText: /Triphala/ }).first().click();
  const picker = page.getByLabel('Deliver to', { exact: true });
  await expect(picker).toHaveValue('110003');
  await picker.selectOption({ label: 'Dev Anand, Bengaluru 560095' });
  await expect(page).toHaveURL(/pincode=560095/);
  await expect(page.getByLabel('Deliver to', { exact: true })).toHaveValue('560095');
});
