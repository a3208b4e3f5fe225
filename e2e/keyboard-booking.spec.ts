/**
 * Issue 15, part 5: booking a doctor with the keyboard alone (Tab, Enter, Space, arrows), focus visible at every step
 * and landing where the person expects; a modal keeps focus inside and gives it back to what opened it.
 */
import { expect, test, type Locator, type Page } from './test.ts';
import { signUpFresh } from './checkout-support.ts';

/** Presses Tab until `target` has focus (at most `max` times), as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} never had focus after ${max} Tab presses`);
}

/** The design system's focus ring: a solid outline on the focused element (or on what draws it, for hidden radios). */
async function expectFocusRing(el: Locator) {
  await expect(el).toHaveCSS('outline-style', 'solid');
}

test('a patient books an in-clinic consultation with the keyboard only', async ({ page }) => {
  await signUpFresh(page, 'Farhan Qureshi', '/ayurveda/new-delhi/doctors');
  await page.goto('/ayurveda/new-delhi/doctors');

  // The first Tab stop is the skip link; Enter moves on to the page's content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  const doctor = page.getByRole('main').getByRole('link', { name: 'Dr. Vikram Joshi', exact: true });
  await tabTo(page, doctor);
  await expectFocusRing(doctor);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ayurveda/new-delhi/doctor/dr-vikram-joshi');

  // In the booking panel: the in-clinic consultation, a date, then the first free time.
  const panel = page.getByTestId('booking-panel');
  const inClinic = panel.getByRole('navigation', { name: 'Consultation type' }).getByRole('link', { name: /In-clinic/ });
  await tabTo(page, inClinic, 100);
  await page.keyboard.press('Enter');
  await expect(inClinic).toHaveAttribute('aria-current', 'true');
  await expect(inClinic).toBeFocused();
  // A date with at least two free times (late in the day, today may have only one left): its link names the count.
  const dates = panel.getByRole('navigation', { name: 'Date' }).getByRole('link');
  const labels = await dates.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? ''));
  const roomy = labels.findIndex((label) => Number(/, (\d+) free slots$/.exec(label)?.[1] ?? 0) >= 2);
  expect(roomy).toBeGreaterThanOrEqual(0);
  await tabTo(page, dates.nth(roomy));
  await page.keyboard.press('Enter');
  await expect(dates.nth(roomy)).toHaveAttribute('aria-current', 'date');
  await expect(dates.nth(roomy)).toBeFocused();
  const times = panel.getByRole('group', { name: 'Choose a time (India time)' }).getByRole('radio');
  await tabTo(page, times.first());
  await expectFocusRing(times.first().locator('xpath=following-sibling::span'));
  // Arrows move through a radio group and choose; Space chooses the focused one.
  await page.keyboard.press('ArrowRight');
  await expect(times.nth(1)).toBeFocused();
  await expect(times.nth(1)).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(times.first()).toBeChecked();

  // Paying at the clinic: an arrow away from "Pay online now".
  const online = panel.getByRole('radio', { name: /Pay online now/ });
  await tabTo(page, online);
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('radio', { name: 'Pay at the clinic' })).toBeChecked();
  const book = panel.getByRole('button', { name: 'Book appointment' });
  await tabTo(page, book);
  await expectFocusRing(book);
  await page.keyboard.press('Enter');

  // Focus lands on the confirmation, which a screen reader reads out.
  const done = page.getByTestId('booking-confirmation');
  await expect(done.getByRole('heading', { name: 'Appointment booked' })).toBeFocused();
  await expect(done).toContainText('Farhan Qureshi');
  await expect(done).toContainText('Pay at the clinic');

  // A modal: focus moves in, Tab stays inside, Escape closes it and focus goes back to the link that opened it.
  await page.goto('/profile');
  const edit = page.getByRole('link', { name: 'Edit details' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit your details' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});
