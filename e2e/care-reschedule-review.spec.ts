/**
 * Issue 8, part 5 on the web: a patient moves a booked video consultation to another free slot from My appointments
 * (the old slot is offered again), and rates a consultation once it is completed. The completed consultation comes
 * about the way it does for real users: the patient asks a doctor for an appointment, the doctor accepts it for the
 * five-minute mark that has just begun, and marks it completed once it has started.
 */
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { logInDemo } from './support.ts';

const PATIENT = '9000000004'; // Meera Nair (README, demo logins)
const ANJALI = '9000001002'; // Dr. Anjali Menon, Kochi
const VIKRAM = '9000001001'; // Dr. Vikram Joshi, New Delhi
const MINUTE = 60_000;

const indiaDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
/** "9 Jan 2030, 6:15 pm": how the pages write a time (lib/format.ts formatDateTime). */
const shown = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** "6:15 PM": how the slot grids write a time. */
const formatTime = (iso: string) => {
  const ist = new Date(new Date(iso).getTime() + 330 * MINUTE);
  const h = ist.getUTCHours();
  return `${h % 12 || 12}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

async function freeSlots(request: APIRequestContext, doctorId: number, date: string): Promise<string[]> {
  const res = await request.get(`/api/pub/v3/appointment/slots?doctorId=${doctorId}&from=${date}&days=1&mode=0`);
  expect(res.ok()).toBe(true);
  return (await res.json()).entity.days[0].slots.map((s: { startsAt: string }) => s.startsAt);
}

test('a patient reschedules a video consultation with Dr. Anjali Menon from My appointments', async ({ page }) => {
  await logInDemo(page, PATIENT, '/ayurveda/kochi/doctors');
  await page.getByRole('link', { name: 'Dr. Anjali Menon', exact: true }).click();
  await expect(page).toHaveURL(/\/ayurveda\/kochi\/doctor\/[a-z0-9-]+$/);
  const doctorPath = new URL(page.url()).pathname;

  // A video slot two days ahead, paid to the doctor after the consultation.
  const panel = page.getByTestId('booking-panel');
  await panel.getByRole('navigation', { name: 'Consultation type' }).getByRole('link', { name: /Video/ }).click();
  await panel.getByRole('navigation', { name: 'Date' }).getByRole('link').nth(2).click();
  await expect(page).toHaveURL(/mode=0.*date=\d{4}-\d{2}-\d{2}/);
  await panel.getByRole('group', { name: 'Choose a time (India time)' }).locator('label').first().click();
  await panel.getByRole('radio', { name: 'Pay the doctor directly after the consultation' }).check();
  await panel.getByRole('button', { name: 'Book appointment' }).click();
  const done = page.getByTestId('booking-confirmation');
  await expect(done.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
  const oldId = Number((await done.locator('dd').last().innerText()).trim());
  const old = (await (await page.request.get(`/api/v3/appointments/${oldId}`)).json()).entity;
  expect(old).toMatchObject({ status: 'booked', mode: 0, payment: 'clinic', canReschedule: true });
  const doctorId = old.doctor.id as number;
  expect(await freeSlots(page.request, doctorId, indiaDate(new Date(old.startsAt)))).not.toContain(old.startsAt);

  // My appointments: the booking offers "Reschedule", which opens the same date strip and slot grid.
  await page.goto('/my-appointments');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dr. Anjali Menon' }) }).filter({ hasText: shown(old.startsAt) });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(`/my-appointments/reschedule/${oldId}`);
  await expect(page.getByRole('heading', { name: 'Reschedule appointment', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-time')).toContainText(shown(old.startsAt));
  await expect(page.getByTestId('reschedule-rules')).toContainText('Free cancellation until 4 hours before the appointment; you can reschedule until 4 hours before.');

  // Another day (chosen in the URL), and a time on it.
  const picker = page.getByTestId('reschedule-panel');
  const dates = picker.getByRole('navigation', { name: 'Date' }).getByRole('link');
  await dates.nth(3).click();
  await expect(page).toHaveURL(new RegExp(`/my-appointments/reschedule/${oldId}\\?date=\\d{4}-\\d{2}-\\d{2}$`));
  await expect(dates.nth(3)).toHaveAttribute('aria-current', 'date');
  const times = picker.getByRole('group', { name: 'Choose a time (India time)' });
  const taken = (await times.getByRole('radio').nth(0).getAttribute('value'))!;
  await times.locator('label').nth(0).click();
  await expect(times.getByRole('radio').nth(0)).toBeChecked();

  // Meanwhile that time is booked in another tab: confirming it is refused on the form, in the API's words.
  const other = await page.context().newPage();
  await other.goto(`${doctorPath}?mode=0&date=${indiaDate(new Date(taken))}&slot=${encodeURIComponent(taken)}#book`);
  const otherPanel = other.getByTestId('booking-panel');
  await expect(otherPanel.getByRole('radio', { name: formatTime(taken) })).toBeChecked();
  await otherPanel.getByRole('radio', { name: 'Pay the doctor directly after the consultation' }).check();
  await otherPanel.getByRole('button', { name: 'Book appointment' }).click();
  const otherDone = other.getByTestId('booking-confirmation');
  await expect(otherDone.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
  await picker.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(picker.getByRole('alert')).toHaveText('This slot is not available. Please pick another.');
  await expect(page).toHaveURL(new RegExp(`/my-appointments/reschedule/${oldId}\\?date=`));
  await expect(times.getByRole('radio', { name: formatTime(taken) })).toHaveCount(0);
  // That booking is cancelled again in its tab.
  await otherDone.getByText('Cancel this appointment').click();
  await otherDone.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(otherDone.getByText('Appointment cancelled', { exact: true })).toBeVisible();
  await other.close();

  // Another time on the same day goes through.
  const slot = times.getByRole('radio').nth(1);
  const newStartsAt = (await slot.getAttribute('value'))!;
  expect([old.startsAt, taken]).not.toContain(newStartsAt);
  await times.locator('label').nth(1).click();
  await expect(slot).toBeChecked();
  await picker.getByRole('button', { name: 'Confirm new time' }).click();

  // Back on My appointments with the toast; the card shows the new time and no longer the old one.
  await expect(page).toHaveURL('/my-appointments?as=patient&when=upcoming&toast=rescheduled');
  await expect(page.getByRole('status').filter({ hasText: 'Appointment rescheduled' })).toBeVisible();
  const anjali = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dr. Anjali Menon' }) });
  await expect(anjali).toHaveCount(1);
  await expect(anjali).toContainText(shown(newStartsAt));
  await expect(anjali).not.toContainText(shown(old.startsAt));

  // The API agrees: a new booking at the new time, the old one cancelled as rescheduled, its slot free again.
  const mine = (await (await page.request.get('/api/v3/my-appointments?when=upcoming')).json()).entity.items.filter((a: { doctor: { id: number } }) => a.doctor.id === doctorId);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ startsAt: newStartsAt, status: 'booked', mode: 0, payment: 'clinic', canReschedule: true });
  expect(mine[0].id).not.toBe(oldId);
  expect((await (await page.request.get(`/api/v3/appointments/${oldId}`)).json()).entity).toMatchObject({ status: 'cancelled', cancelReason: 'rescheduled' });
  expect(await freeSlots(page.request, doctorId, indiaDate(new Date(old.startsAt)))).toContain(old.startsAt);
  expect(await freeSlots(page.request, doctorId, indiaDate(new Date(newStartsAt)))).not.toContain(newStartsAt);

  // The old booking can no longer be moved: its page says why, in the API's words, and offers no slots.
  await page.goto(`/my-appointments/reschedule/${oldId}`);
  await expect(page.getByTestId('reschedule-blocked')).toContainText('This appointment is no longer booked.');
  await expect(page.getByRole('button', { name: 'Confirm new time' })).toHaveCount(0);
  // An appointment that is not theirs is simply not found.
  expect((await page.goto(`/my-appointments/reschedule/${oldId + 100000}`))?.status()).toBe(404);
});

/** The India date and the five-minute mark that has just begun (HH:MM): an appointment that has already started. */
async function startedMark() {
  // Doctors may fix a time up to five minutes back; near the end of a mark, wait for the next one to begin.
  let now = Date.now();
  const intoMark = (now + 330 * MINUTE) % (5 * MINUTE);
  if (intoMark > 4 * MINUTE) {
    await new Promise((r) => setTimeout(r, 5 * MINUTE - intoMark + 2_000));
    now = Date.now();
  }
  const ist = new Date(now + 330 * MINUTE);
  const minutes = Math.floor((ist.getUTCHours() * 60 + ist.getUTCMinutes()) / 5) * 5;
  return { date: ist.toISOString().slice(0, 10), time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
}

/**
 * A demo doctor with nothing booked from a few minutes ago to half an hour ahead, logged in on a page of their own.
 * Dr. Vikram Joshi first: the consultation journey books Dr. Anjali Menon for right now, and whichever of the two
 * journeys runs first, the other must still find her free.
 */
async function freeDoctor(page: Page): Promise<{ mobile: string; name: string }> {
  for (const d of [
    { mobile: VIKRAM, name: 'Dr. Vikram Joshi' },
    { mobile: ANJALI, name: 'Dr. Anjali Menon' },
  ]) {
    await logInDemo(page, d.mobile, '/appointment-requests');
    const from = Date.now() - 10 * MINUTE;
    const to = Date.now() + 30 * MINUTE;
    const busy: Array<{ startsAt: string; endsAt: string }> = [];
    for (const date of new Set([indiaDate(new Date(from)), indiaDate(new Date(to))])) {
      const cal = (await (await page.request.get(`/api/v3/appointment-calendar?view=day&date=${date}`)).json()).entity;
      busy.push(...cal.days[0].appointments);
    }
    if (!busy.some((a) => new Date(a.startsAt).getTime() < to && new Date(a.endsAt).getTime() > from)) return d;
    await page.context().clearCookies();
  }
  throw new Error('Both demo doctors are booked right now');
}

test('after a completed consultation the patient rates it once, with stars chosen by keyboard', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const doctor = await (await browser.newContext()).newPage();
  const chosen = await freeDoctor(doctor);
  const found = await page.request.get(`/api/pub/v2/doctors?search=${encodeURIComponent(chosen.name.replace('Dr. ', ''))}`);
  const doctorId = (await found.json()).entity.items[0].id as number;

  // The patient, logged in, asks for a video consultation (their own number needs no OTP).
  const problem = `Acidity and poor sleep for three weeks (${Date.now()}).`;
  await logInDemo(page, PATIENT, `/request-appointment?doctorId=${doctorId}`);
  await page.getByLabel('Patient name').fill('Meera Nair');
  await page.getByLabel('Mobile number').fill(PATIENT);
  await page.getByLabel('Pincode').fill('682016');
  await page.getByLabel('Health problem').fill(problem);
  await page.getByLabel('Online (video)').check();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment request has been sent.' })).toBeVisible();

  // The doctor accepts it for the mark that has just begun, and closes it as completed.
  await doctor.goto('/appointment-requests');
  const request = doctor.getByRole('listitem').filter({ hasText: problem });
  await request.getByText('Fix a time now (optional)').click();
  const when = await startedMark();
  await request.getByLabel('Date').fill(when.date);
  await request.getByLabel('Time (India)').fill(when.time);
  await request.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(doctor.getByText('Request accepted and the appointment is booked.')).toBeVisible();
  await doctor.goto('/my-appointments');
  const visit = doctor.getByRole('listitem').filter({ has: doctor.getByRole('heading', { name: 'Meera Nair' }) }).filter({ has: doctor.getByRole('button', { name: 'Mark completed' }) });
  await expect(visit).toHaveCount(1);
  await visit.getByRole('button', { name: 'Mark completed' }).click();
  await expect(doctor.getByText('Appointment marked as completed.')).toBeVisible();

  // The patient finds it under Past, with a review form.
  await page.goto('/my-appointments?when=past');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: chosen.name }) }).filter({ hasText: 'Completed' });
  await expect(card).toHaveCount(1);
  await card.getByText('Write a review').click();
  const stars = card.getByRole('group', { name: 'Your rating' });
  // Posting without stars is stopped by the form itself.
  await card.getByRole('button', { name: 'Post review' }).click();
  expect(await stars.getByRole('radio', { name: '1 star', exact: true }).evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL('/my-appointments?when=past');
  // Keyboard: the first star, then the arrow keys move the choice to four stars.
  await stars.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(stars.getByRole('radio', { name: '1 star', exact: true })).toBeChecked();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(stars.getByRole('radio', { name: '1 star', exact: true })).not.toBeChecked();
  // A character the platform does not take is refused on its field, in the API's words; the choice stays.
  await card.getByLabel('Your comments (optional)').fill('Clear advice on diet; I sleep much better now.');
  await card.getByRole('button', { name: 'Post review' }).click();
  await expect(card.getByRole('alert')).toHaveText('Only letters, digits, spaces and ()[]_{}-"\',./$<>@!:?|*~`^+= are allowed.');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(card.getByLabel('Your comments (optional)')).toHaveValue('Clear advice on diet; I sleep much better now.');
  await card.getByLabel('Your comments (optional)').fill('Clear advice on diet, and I sleep much better now.');
  await card.getByRole('button', { name: 'Post review' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review' })).toBeVisible();
  const reviewed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: chosen.name }) }).filter({ hasText: 'Completed' });
  const mine = reviewed.getByTestId('my-review');
  await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(mine).toContainText('Clear advice on diet, and I sleep much better now.');
  // Reviewed once: the form is gone for good.
  await expect(reviewed.getByText('Write a review')).toHaveCount(0);
  await page.reload();
  await expect(reviewed.getByText('Write a review')).toHaveCount(0);
  await expect(reviewed.getByTestId('my-review')).toBeVisible();

  // The doctor's page lists it among the reviews, as a consultation on Nirog.
  const detail = (await (await page.request.get(`/api/pub/v2/doctors/${doctorId}`)).json()).entity;
  await page.goto(detail.path);
  const review = page.getByTestId('review').filter({ hasText: 'Clear advice on diet, and I sleep much better now.' });
  await expect(review).toContainText('Meera N.');
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(review).toContainText('Consulted on Nirog');
});
