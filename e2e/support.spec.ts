/**
 * Issue 21 parts 2 and 3 (decision 055): a patient raises a ticket on an order (and one on an appointment) with a photo, an operator answers it
 * from the back office, and the patient is told by the bell and reads the answer on the ticket page; a visitor's "Need help" reaches the
 * operators' queue as a call-back.
 */
import { expect, test } from './test.ts';
import { freshMobile, logInDemo, readOtp } from './support.ts';
import { addToCart, goToPayment, signUpFresh, totalToPay, VYOSHADI } from './checkout-support.ts';

const OPERATOR = '9000000009';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test('a patient asks for help with an order, with a photo; the operator replies and the patient reads it', async ({ page, browser }) => {
  // Two people, an order placed, a ticket, the back office and the inbox: a long journey on a busy CI machine.
  test.setTimeout(90_000);
  // A new patient places a cash-on-delivery order; from its page, "Get help with this order" opens the help centre.
  await signUpFresh(page, 'Tara Menon');
  await addToCart(page, VYOSHADI, 1);
  await goToPayment(page, 'Tara Menon');
  const total = (await totalToPay(page).textContent())!;
  await page.getByLabel('Pay on delivery').check();
  await page.getByRole('button', { name: `Place order · ${total}` }).click();
  const orderHeading = await page.getByRole('heading', { level: 1, name: /^Order / }).textContent();
  await page.getByRole('link', { name: 'Get help with this order' }).click();
  await expect(page.getByText(`About: ${orderHeading}`)).toBeVisible();
  await page.getByLabel('Subject').fill('Parcel arrived damaged');
  await page.getByLabel('Describe the problem').fill('The box was crushed and one bottle leaked. Photo attached.');
  await page.getByLabel('Photos (optional)').setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Parcel arrived damaged' })).toBeVisible();
  await expect(page.getByText(/Your ticket T\d{6} is open/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  const ticketPath = new URL(page.url()).pathname;
  const number = (await page.getByText(/Your ticket T\d{6} is open/).textContent())!.match(/T\d{6}/)![0];

  // The operator, in another browser, finds it in the queue and answers; an internal note stays internal.
  const op = await (await browser.newContext()).newPage();
  await logInDemo(op, OPERATOR, '/admin/tickets');
  await op.getByTestId('office-ticket').filter({ hasText: number }).getByRole('link', { name: 'Parcel arrived damaged' }).click();
  await expect(op.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await op.getByRole('textbox', { name: 'Reply to the customer' }).fill('Sorry about that. A replacement is on its way.');
  await op.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(op.getByText('Reply sent.')).toBeVisible();
  await op.getByRole('textbox', { name: 'Reply to the customer' }).fill('Replacement booked from the Delhi warehouse.');
  await op.getByLabel('Internal note (operators only)').check();
  await op.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(op.getByText('Internal note added.')).toBeVisible();

  // The patient's bell rings for the answer (once: the note tells nobody); the inbox's "Open" leads to the ticket.
  await page.goto('/');
  const bell = page.getByTestId('header-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications: \d+ unread$/);
  await bell.click();
  const replies = page.getByRole('listitem', { name: new RegExp(`Reply on your ticket ${number}`) });
  await expect(replies).toHaveCount(1);
  await expect(replies).toContainText('Nirog support replied about "Parcel arrived damaged".');
  await replies.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL((url) => url.pathname === ticketPath);
  // There she reads the answer (not the note), and the ticket waits for her.
  await expect(page.getByText('Sorry about that. A replacement is on its way.')).toBeVisible();
  await expect(page.getByText('Nirog support')).toBeVisible();
  await expect(page.getByText('Replacement booked from the Delhi warehouse.')).toHaveCount(0);
  await expect(page.getByText('Awaiting your reply')).toBeVisible();
});

test('a patient asks for help with an appointment from its page, with a photo; the operator sees it linked', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // A new patient books a video consultation with Dr. Anjali Menon, paid to the doctor afterwards.
  await signUpFresh(page, 'Kavya Rao', '/ayurveda/kochi/doctors');
  await page.getByRole('link', { name: 'Dr. Anjali Menon', exact: true }).click();
  const panel = page.getByTestId('booking-panel');
  await panel.getByRole('navigation', { name: 'Consultation type' }).getByRole('link', { name: /Video/ }).click();
  await panel.getByRole('navigation', { name: 'Date' }).getByRole('link').nth(5).click();
  await expect(page).toHaveURL(/mode=0.*date=\d{4}-\d{2}-\d{2}/);
  await panel.getByRole('group', { name: 'Choose a time (India time)' }).locator('label').last().click();
  await panel.getByRole('radio', { name: 'Pay the doctor directly after the consultation' }).check();
  // A new account has no gender or date of birth yet: the form asks for them (a video prescription needs them).
  await panel.getByRole('button', { name: 'Book appointment' }).click();
  await panel.getByLabel('Patient’s gender').selectOption({ label: 'Female' });
  await panel.getByLabel('Patient’s date of birth').fill('1990-04-12');
  await panel.getByRole('button', { name: 'Book appointment' }).click();
  const done = page.getByTestId('booking-confirmation');
  await expect(done.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
  const appointmentId = Number((await done.locator('dd').last().innerText()).trim());

  // From the appointment's page, "Get help" opens the help centre about it.
  await page.goto(`/my-appointments/${appointmentId}`);
  await page.getByRole('link', { name: 'Get help', exact: true }).click();
  await expect(page.getByText(/^About: Appointment on /)).toBeVisible();
  await page.getByLabel('Subject').fill('Video link not received');
  await page.getByLabel('Describe the problem').fill('I have not received the link for my video consultation. Screenshot attached.');
  await page.getByLabel('Photos (optional)').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Video link not received' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  const number = (await page.getByText(/Your ticket T\d{6} is open/).textContent())!.match(/T\d{6}/)![0];

  // The operator finds it in the queue, about that appointment, with the photo.
  const op = await (await browser.newContext()).newPage();
  await logInDemo(op, OPERATOR, '/admin/tickets');
  await op.getByTestId('office-ticket').filter({ hasText: number }).getByRole('link', { name: 'Video link not received' }).click();
  await expect(op.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(op.locator('dt', { hasText: /^Appointment$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(`#${appointmentId}`);
});

test('a visitor uses "Need help"; the operator sees a call-back ticket with the number', async ({ page, browser }) => {
  const mobile = freshMobile();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Need help' }).click();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Full Name is Required')).toBeVisible();
  await page.getByLabel('Full name').fill('Meera 2');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Email').fill('meera@example.org');
  await page.getByLabel('How can we help?').fill('Do you deliver Ayurvedic medicines to Kochi?');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Name can only have alphabets.')).toBeVisible();
  await page.getByLabel('Full name').fill('Meera Nair');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Successfully sent Otp!')).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile));
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByRole('heading', { name: 'We will call you back' })).toBeVisible();
  const number = (await page.getByText(/Your request number is T\d{6}/).textContent())!.match(/T\d{6}/)![0];

  const op = await (await browser.newContext()).newPage();
  await logInDemo(op, OPERATOR, '/admin/tickets?callback=1');
  const row = op.getByTestId('office-ticket').filter({ hasText: number });
  await expect(row).toContainText('Call back');
  await expect(row).toContainText('Meera Nair');
  await expect(row).toContainText(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
});
