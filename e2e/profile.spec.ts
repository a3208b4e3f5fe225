import { expect, test, type Page } from './test.ts';
import { lastOutboxId, readEmailCode, logInDemo } from './support.ts';

/** A real 1x1 PNG, so the browser can show it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const FREE_TEXT_MESSAGE = 'Only letters, digits, spaces and ()[]_{}-"\',./$<>@!:?|*~`^+= are allowed.';

const logIn = (page: Page, mobile: string) => logInDemo(page, mobile, '/profile');

test.describe('profile', () => {
  test('a doctor adds, edits and deletes entries in place, verifies an email and uploads a picture', async ({ page }) => {
    // Many edits, an email code and an upload: more than 30 s on a busy CI machine.
    test.setTimeout(60_000);
    await logIn(page, '9000000002');
    await expect(page.getByRole('main').getByText('Dr. Raghav Sharma')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Professional profile' })).toBeVisible();

    // Add an education entry; the year rule shows as the person types, the server agrees.
    const education = page.getByTestId('section-education');
    await education.getByRole('link', { name: 'Add education' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add education' });
    await dialog.getByLabel('Degree').fill('BAMS');
    await dialog.getByLabel('College / institution').fill('Gujarat Ayurved University, Jamnagar');
    await dialog.getByLabel('Year', { exact: true }).fill('1949');
    await dialog.getByLabel('Degree').click();
    const yearMessage = `Enter a year between 1950 and ${new Date().getFullYear()}`;
    await expect(dialog.getByText(yearMessage)).toBeVisible();
    // The server answers with the same message; wait for its answer before typing again.
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/profile')), dialog.getByRole('button', { name: 'Save' }).click()]);
    await expect(page.getByRole('dialog', { name: 'Add education' }).getByText(yearMessage)).toBeVisible();
    dialog = page.getByRole('dialog', { name: 'Add education' });
    await expect(dialog.getByLabel('Degree')).toHaveValue('BAMS');
    await dialog.getByLabel('Year', { exact: true }).fill('2008');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Added to your profile')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(education.getByTestId('profile-entry')).toHaveCount(1);
    await expect(education).toContainText('BAMS');
    await expect(education).toContainText('Gujarat Ayurved University, Jamnagar · 2008');

    // Add a language.
    const languages = page.getByTestId('section-languages');
    await languages.getByRole('link', { name: 'Add languages' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a language' });
    await dialog.getByLabel('Language', { exact: true }).selectOption('Hindi');
    await dialog.getByLabel('Proficiency (optional)').selectOption({ label: 'Native' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Added to your profile')).toBeVisible();
    await expect(languages.getByTestId('profile-entry')).toHaveCount(1);
    await expect(languages).toContainText('Hindi');
    await expect(languages).toContainText('Native');

    // Edit the education entry in place; a character outside the free-text rule is refused by the server.
    await education.getByRole('link', { name: /^Edit BAMS/ }).click();
    dialog = page.getByRole('dialog', { name: 'Edit education' });
    await expect(dialog.getByLabel('Degree')).toHaveValue('BAMS');
    await expect(dialog.getByLabel('Year', { exact: true })).toHaveValue('2008');
    await dialog.getByLabel('Degree').fill('BAMS & MD');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit education' }).getByText(FREE_TEXT_MESSAGE)).toBeVisible();
    dialog = page.getByRole('dialog', { name: 'Edit education' });
    await dialog.getByLabel('Degree').fill('BAMS, MD (Kayachikitsa)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes have been saved')).toBeVisible();
    await expect(education.getByTestId('profile-entry')).toHaveCount(1);
    await expect(education).toContainText('BAMS, MD (Kayachikitsa)');

    // Delete the language.
    await languages.getByRole('button', { name: /^Delete Hindi/ }).click();
    await expect(page.getByText('Deleted from your profile')).toBeVisible();
    await expect(languages.getByTestId('profile-entry')).toHaveCount(0);
    await expect(languages).toContainText('Nothing added yet.');

    // What was saved is there after a reload.
    await page.reload();
    await expect(page.getByTestId('section-education')).toContainText('BAMS, MD (Kayachikitsa)');
    await expect(page.getByTestId('section-languages').getByTestId('profile-entry')).toHaveCount(0);

    // Email: send a code, read it from the outbox, a wrong code is refused, the right one verifies.
    await page.getByRole('link', { name: 'Add email' }).click();
    dialog = page.getByRole('dialog', { name: 'Verify your email' });
    await dialog.getByLabel('Email address').fill('raghav@');
    // The message shows as you type already: wait for the server's refusal before typing the fix, or its late answer
    // (the form shown again with what was sent) could land after it.
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole('dialog', { name: 'Verify your email' }).getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    const before = lastOutboxId();
    await page.getByRole('dialog', { name: 'Verify your email' }).getByLabel('Email address').fill('Raghav.Sharma@example.in');
    await page.getByRole('dialog', { name: 'Verify your email' }).getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('We have emailed you a 6 digit code')).toBeVisible();
    const code = await readEmailCode('raghav.sharma@example.in', before);
    dialog = page.getByRole('dialog', { name: 'Verify your email' });
    await expect(dialog).toContainText('Sent to raghav.sharma@example.in');
    await dialog.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Verify your email' }).getByText('The code you entered is incorrect.')).toBeVisible();
    await page.getByRole('dialog', { name: 'Verify your email' }).getByLabel('Code').fill(code);
    await page.getByRole('dialog', { name: 'Verify your email' }).getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Your email address has been verified')).toBeVisible();
    await expect(page.getByTestId('profile-email')).toContainText('raghav.sharma@example.in');
    await expect(page.getByTestId('email-verified')).toHaveText('Verified');

    // Profile picture: a file that is not a picture is refused; a PNG becomes the picture.
    await page.getByRole('link', { name: 'Add a picture' }).click();
    dialog = page.getByRole('dialog', { name: 'Your profile picture' });
    await dialog.getByLabel('Picture').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are not image bytes') });
    await dialog.getByRole('button', { name: 'Upload picture' }).click();
    await expect(page.getByRole('dialog', { name: 'Your profile picture' }).getByText('Upload a JPEG, PNG or WebP picture.')).toBeVisible();
    await page.getByRole('dialog', { name: 'Your profile picture' }).getByLabel('Picture').setInputFiles({ name: 'raghav.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('dialog', { name: 'Your profile picture' }).getByRole('button', { name: 'Upload picture' }).click();
    await expect(page.getByText('Your profile picture has been updated')).toBeVisible();
    const picture = page.getByRole('img', { name: 'Profile picture of Raghav Sharma' });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(page.getByRole('link', { name: 'Change picture' })).toBeVisible();

    // Personal details: gender is saved; the name stays as it was.
    await page.getByRole('link', { name: 'Edit details' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit your details' });
    await expect(dialog.getByLabel('Full name')).toHaveValue('Raghav Sharma');
    await dialog.getByLabel('Gender').selectOption({ label: 'Male' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your details have been saved')).toBeVisible();
    await expect(page.getByTestId('profile-gender')).toHaveText('Male');
    await expect(page.getByRole('main').getByText('Dr. Raghav Sharma')).toBeVisible();
  });

  test('the forms are plain posts: an entry and a multipart picture upload work with no script on the page', async ({ page, baseURL }) => {
    await logIn(page, '9000000005');
    const post = (url: string, form: Parameters<typeof page.request.post>[1]) => page.request.post(url, { headers: { origin: baseURL! }, ...form });
    const entry = await post('/profile?form=services:new', { form: { intent: 'entry-save', section: 'services', name: 'Home delivery of medicines', description: '' } });
    expect(entry.url()).toMatch(/\/profile\?toast=added#section-services$/);
    expect(await entry.text()).toContain('Home delivery of medicines');
    const picture = await post('/profile?form=picture', { multipart: { intent: 'picture', picture: { name: 'store.png', mimeType: 'image/png', buffer: PNG } } });
    expect(picture.url()).toMatch(/\/profile\?toast=picture$/);
    expect(await picture.text()).toContain('Your profile picture has been updated');
    await page.goto('/profile');
    await expect(page.getByRole('img', { name: 'Profile picture of Kiran Medical Store' })).toBeVisible();
  });

  // Pages send `Referrer-Policy: strict-origin-when-cross-origin`, so plain form posts carry the real Origin.
  test('without JavaScript a practitioner still adds an entry and uploads a picture', async ({ browser, page }) => {
    await logIn(page, '9000000004');
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noJs = await context.newPage();
    try {
      await noJs.goto('/profile');
      await noJs.getByTestId('section-awards').getByRole('link', { name: 'Add awards' }).click();
      // Without JavaScript the dialog has no accessible name yet (Radix links the title in an effect): find it by its heading.
      const dialog = noJs.getByRole('dialog').filter({ hasText: 'Add an award' });
      await dialog.getByLabel('Award', { exact: true }).fill('Best student, Charaka Samhita recitation');
      await dialog.getByLabel('Year', { exact: true }).fill('2023');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(noJs.getByTestId('section-awards')).toContainText('Best student, Charaka Samhita recitation');

      await noJs.getByRole('link', { name: 'Add a picture' }).click();
      const pictureDialog = noJs.getByRole('dialog').filter({ hasText: 'Your profile picture' });
      await pictureDialog.getByLabel('Picture').setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: PNG });
      await pictureDialog.getByRole('button', { name: 'Upload picture' }).click();
      await expect(noJs.getByText('Your profile picture has been updated')).toBeVisible();
      await expect(noJs.getByRole('img', { name: 'Profile picture of Meera Nair' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('an individual sees the basic profile only', async ({ page }) => {
    await page.goto('/login-individual?redirectTo=%2Fprofile');
    await page.getByLabel('Mobile number').fill('9000000001');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main').getByText('Mrs. Asha Verma')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add email' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Professional profile' })).toHaveCount(0);
    await expect(page.getByTestId('section-education')).toHaveCount(0);
  });
});
