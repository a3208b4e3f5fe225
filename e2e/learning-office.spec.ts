/**
 * Issue 24 part 5 (decision 075): the back office authors what the library and the webinars need. An editor uploads a
 * topic video (an MP4 file) with the course's video form (the uploads' pre-signed slot through the page's action),
 * sees it named as an upload and removes it again; and names a presenter of a webinar by mobile number, then removes
 * them. (The uploaded file's range requests are proved by learning.test.ts.)
 */
import path from 'node:path';
import { expect, test } from './test.ts';
import { logInDemo } from './support.ts';

const OPERATOR = '9000000009';
const MP4 = path.resolve('apps/api/src/modules/learning/data/videos/records-1.mp4');

test('an editor uploads a topic video as an MP4 file, and names and removes a webinar presenter', async ({ page }) => {
  test.setTimeout(30_000);
  await logInDemo(page, OPERATOR, '/admin/learning');
  // The last course listed: not one the learner's journey (learning.spec.ts) completes.
  await page.locator('main a[href^="/admin/learning/"]').last().click();
  await expect(page).toHaveURL(/\/admin\/learning\/\d+$/);
  const topic = page.locator('ol > li').first();
  const title = `Uploaded lesson ${Date.now() % 100_000}`;
  await topic.locator('summary', { hasText: 'Add a video' }).click();
  const add = topic.locator('form').filter({ has: page.locator('input[name="intent"][value="video-add"]') });
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Or upload an MP4 video').setInputFiles(MP4);
  await add.getByLabel('Length (seconds)').fill('20');
  await add.getByLabel('Position').fill(String(50 + (Date.now() % 49)));
  await add.getByRole('button', { name: 'Add a video' }).click();
  const made = page.getByRole('form', { name: title });
  await expect(made).toBeVisible();
  await expect(made.getByLabel('File name, path or link')).toHaveValue(/^upload:[0-9a-f-]{36}$/);
  await made.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('form', { name: title })).toHaveCount(0);

  await page.goto('/admin/webinars');
  await page.getByRole('listitem').filter({ hasText: 'Running a small Ayurveda clinic' }).getByRole('link', { name: 'Edit' }).click();
  const team = page.getByRole('list', { name: 'Co-hosts and presenters' });
  await expect(team).toBeVisible();
  await page.getByLabel('Their mobile number').fill('9000001002');
  await page.getByRole('button', { name: 'Add to the team' }).click();
  await expect(team.getByText('Anjali Menon (Presenter)')).toBeVisible();
  await team.getByRole('button', { name: 'Remove: Anjali Menon' }).click();
  await expect(team.getByText('Anjali Menon')).toHaveCount(0);
});
