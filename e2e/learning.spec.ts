/**
 * Issue 24 (decision 068): a verified doctor enrols in a free course, plays a topic's video, reloads and sees it resume
 * near the same second (the position lives on the server), then watches both videos to the end (seeking near it) and
 * sees the course completed on the player, on the course page and among "My courses".
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { logInDemo } from './support.ts';

const DOCTOR = '9000001002'; // Dr. Anjali Menon: no other journey uses the learning library
const COURSE = 'Nadi Pariksha Essentials';

const currentTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
const saved = (page: Page) => page.waitForResponse((r) => r.url().includes('/learning-progress') && r.request().method() === 'POST' && r.ok());

test('a doctor enrols, watches, resumes after a reload, and completes a course', async ({ page }) => {
  test.setTimeout(60_000);
  await logInDemo(page, DOCTOR, '/learning');
  await page.getByRole('link', { name: 'Nadi Pariksha', exact: false }).first().click();
  await page.getByRole('link', { name: COURSE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  // (A retry finds the course already taken: it carries on from there.)
  await page.getByRole('button', { name: 'Enrol for free' }).or(page.getByRole('link', { name: /^(Start learning|Continue|Watch again)$/ })).click();

  // The first topic's video opens; it plays (muted, as a test browser allows) past six seconds and is paused.
  await expect(page.getByRole('heading', { level: 1, name: 'Preparing to read the pulse' })).toBeVisible();
  const video = page.locator('video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(6);
  const pausedSave = saved(page);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await pausedSave;
  const at = await currentTime(page);

  // A reload (or another device) resumes near the same second.
  await page.reload();
  await expect(page.getByText(/^Resuming at 0:0\d$/)).toBeVisible();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(at - 1.5);
  expect(await currentTime(page)).toBeLessThan(at + 1.5);

  // Seek near the end and let it finish: watched. Then the next (last) video the same way: the course is complete.
  for (const title of ['Preparing to read the pulse', 'The gaits of the doshas']) {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const ended = saved(page);
    await video.evaluate(async (v: HTMLVideoElement) => {
      if (!(v.duration > 0)) await new Promise((done) => v.addEventListener('loadedmetadata', done, { once: true }));
      v.muted = true;
      v.currentTime = v.duration - 0.8;
      return v.play();
    });
    await ended;
    await expect(page.getByText('Watched', { exact: true })).toBeVisible({ timeout: 10_000 });
    if (title === 'Preparing to read the pulse') await page.getByRole('link', { name: 'Next video' }).click();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Course completed. Well done!' })).toBeVisible();

  await page.getByRole('link', { name: COURSE }).first().click();
  await expect(page.getByRole('status').filter({ hasText: /Course completed on \d/ })).toBeVisible();
  await page.getByRole('link', { name: 'All courses' }).click();
  const mine = page.getByRole('region', { name: 'My courses' });
  await expect(mine.getByText(/^Completed on /)).toBeVisible();

  // Completing the course earned its certificate (lms context, decision 073): on the profile, as a PDF.
  await page.goto('/profile');
  const certificate = page.getByRole('region', { name: 'My certificates' }).getByRole('listitem').filter({ hasText: COURSE });
  await expect(certificate).toBeVisible();
  const pdf = await page.request.get((await certificate.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});
