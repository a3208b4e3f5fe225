/**
 * Issue 20 part 3 (decision 050): a visitor opens the learning hub, goes to the events, opens the online talk, is
 * asked to log in, comes back and registers, sees the registration among theirs, and shares the event.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test.ts';

const PATIENT = '9000000001'; // the demo patient (README, demo logins)

test('a visitor finds an event from /learn, logs in to register, sees the registration and shares the event', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // The learning hub links the events.
  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn about Ayurveda' })).toBeVisible();
  // A reading page: HTML and CSS only (decision 052).
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  await page.getByRole('link', { name: /^Events/ }).click();
  await expect(page).toHaveURL('/events');

  // Upcoming and past events, each with its date and place or "Online".
  const upcoming = page.getByRole('list', { name: 'Upcoming events' });
  const talk = upcoming.getByRole('article', { name: 'Agni and digestion: an online talk' });
  await expect(talk).toContainText('Online');
  await expect(page.getByRole('list', { name: 'Past events' }).getByRole('article', { name: 'Ayuransh 2026, Jaipur' })).toContainText('National Institute of Ayurveda');
  await talk.getByRole('link', { name: 'Agni and digestion: an online talk' }).click();
  await expect(page).toHaveURL('/events/agni-and-digestion-online-talk');
  await expect(page.getByRole('link', { name: 'Link to join' })).toHaveAttribute('href', 'https://meet.jit.si/nirog-agni-and-digestion');

  // A visitor is asked to log in, and comes back to the event.
  await page.getByRole('link', { name: 'Log in to register' }).click();
  await page.getByRole('link', { name: /I am a patient or caregiver/ }).click();
  await page.getByLabel('Mobile number').fill(PATIENT);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL('/events/agni-and-digestion-online-talk');

  // A rerun on the same data finds the patient registered from before: cancel first, so the journey starts clean.
  const registration = page.getByRole('region', { name: 'Registration', exact: true });
  if (await registration.getByRole('button', { name: 'Cancel my registration' }).isVisible()) {
    await registration.getByRole('button', { name: 'Cancel my registration' }).click();
    await expect(registration.getByText('Your registration is cancelled.')).toBeVisible();
  }
  await registration.getByRole('button', { name: 'Register' }).click();
  await expect(registration.getByText('You are registered. See you there!')).toBeVisible();
  await expect(registration.getByText('You are registered for this event.')).toBeVisible();

  // The registration is listed among the patient's own, here and on /events (the account menu links there).
  await expect(page.getByRole('region', { name: 'My registrations' }).getByRole('link', { name: 'Agni and digestion: an online talk' })).toBeVisible();
  await page.getByRole('banner').locator('summary', { hasText: 'Asha' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'My event registrations' }).click();
  await expect(page).toHaveURL('/events#my-registrations');
  await expect(page.getByRole('region', { name: 'My registrations' }).getByRole('link', { name: 'Agni and digestion: an online talk' })).toBeVisible();

  // Sharing copies a short link that opens the event.
  await page.goto('/events/agni-and-digestion-online-talk');
  await page.getByRole('link', { name: 'Share this event' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/dl\/[A-Za-z0-9]{8}$/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/events\/agni-and-digestion-online-talk/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agni and digestion: an online talk' })).toBeVisible();
});

test('the event pages and the landing pages pass axe (WCAG 2.2 AA, no serious or critical violation)', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ['/events', '/events/ayuransh', '/events/ayuransh-2027-pune', '/learn', '/manage', '/smartcenter', '/connect-peers']) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).options({ resultTypes: ['violations'] }).analyze();
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    expect.soft(bad, path).toEqual([]);
  }
});
