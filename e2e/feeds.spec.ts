/**
 * Issue 22 on the web: a verified doctor posts a case with a photo and a tag; a colleague comments, the author
 * replies, the colleague likes the post, replies with an @mention picked from the suggestions, follows the author and
 * bookmarks the post, which then shows under /bookmarks until a report hides it after a moderator's decision. A visitor
 * never sees a post marked "practitioners only", not on /feeds, not in a sitemap, not through its short link, whose
 * page leads to login and on to the post. The trending tab pages on like the others.
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { expect, test, type Page } from './test.ts';
import { logInDemo } from './support.ts';

const DOCTOR = '9000001001'; // Dr. Vikram Joshi, New Delhi (README, demo logins)
const COLLEAGUE = '9000001002'; // Dr. Anjali Menon, Kochi, also verified
const CLINIC = '9000000003'; // Dhanvantari Ayurveda Clinic, verified

/** A one-page PDF, as a practitioner would attach. */
const notesPdf = (title: string) =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.fontSize(26).text(title, 60, 80);
    doc.end();
  });

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text }).first();

test('a doctor posts a case with a photo; a colleague comments, likes, replies with a mention, follows and bookmarks it; a report hides it after a moderator decides', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const text = `Case ${stamp}: PCOS with irregular cycles, settled in three months on Shatavari and diet.`;
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a9a3b' } }).jpeg().toBuffer();

  // The doctor writes the post on /feeds with a tag and a photo; the progress bar shows while it uploads.
  await logInDemo(page, DOCTOR, '/feeds');
  const composer = page.getByRole('form', { name: 'Share with colleagues' });
  await composer.getByLabel('What would you like to share?').fill(text);
  await composer.getByLabel('Tags').fill(`#pcos${stamp}`);
  await composer.getByLabel(/^Photos/).setInputFiles({ name: 'case.jpg', mimeType: 'image/jpeg', buffer: photo });
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Your post is live.')).toBeVisible();
  const mine = postCard(page, text);
  await expect(mine.getByRole('img', { name: /Photo 1 of the post by/ })).toBeVisible();
  // The tag filters the feed.
  await mine.getByRole('link', { name: `#pcos${stamp}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`tag=pcos${stamp}`));
  await expect(postCard(page, text)).toBeVisible();
  const postUrl = await postCard(page, text).getByRole('link', { name: '0 comments' }).getAttribute('href');
  const postPath = postUrl!.split('#')[0]!;

  // A colleague, in another browser, opens the post, comments, likes it and bookmarks it.
  const colleague = await (await browser.newContext()).newPage();
  await logInDemo(colleague, COLLEAGUE, postPath);
  const post = colleague.getByRole('article').first();
  await expect(post).toContainText(text);
  await colleague.getByLabel('Write a comment').fill('Which dose of Shatavari did you use?');
  await colleague.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(colleague.getByRole('article').filter({ hasText: 'Which dose of Shatavari' })).toBeVisible();
  await post.getByRole('button', { name: 'Like' }).click();
  await expect(post.getByRole('link', { name: '1 likes' })).toBeVisible();
  await post.getByRole('button', { name: 'Bookmark' }).click();
  await expect(post.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();

  // The author replies to the comment on the post's page.
  await page.goto(postPath);
  const comment = page.getByRole('article').filter({ hasText: 'Which dose of Shatavari' });
  await comment.getByText('Reply', { exact: true }).click();
  await comment.getByLabel(/^Reply to/).fill('Three grams twice a day with warm milk.');
  await comment.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Three grams twice a day with warm milk.')).toBeVisible();

  // The colleague replies in the thread, naming the author through the @ suggestions.
  await colleague.reload();
  await expect(colleague.getByText('Three grams twice a day with warm milk.')).toBeVisible();
  const thread = colleague.getByRole('article').filter({ hasText: 'Which dose of Shatavari' }).first();
  await thread.getByText('Reply', { exact: true }).click();
  const reply = thread.getByLabel(/^Reply to/);
  await reply.pressSequentially('Thanks @Vikram');
  await colleague.getByRole('option', { name: /^Vikram Joshi .*New Delhi/ }).click();
  await expect(reply).toHaveValue(/^Thanks @\[[^\]]*Vikram Joshi\]\(\d+\) $/);
  await reply.pressSequentially('I will try it.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  const mention = thread.getByRole('article').filter({ hasText: 'I will try it.' }).getByRole('link', { name: /^@.*Vikram Joshi$/ });
  await expect(mention).toHaveAttribute('href', /^\/feeds\/user\/\d+$/);

  // The colleague follows the author from the author's page and finds the post under /bookmarks.
  await colleague.getByRole('article').first().getByRole('link', { name: /Vikram Joshi/ }).first().click();
  await expect(colleague).toHaveURL(/\/feeds\/user\/\d+$/);
  await colleague.getByRole('button', { name: 'Follow' }).click();
  await expect(colleague.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(colleague.getByRole('link', { name: /^[1-9]\d* followers$/ })).toBeVisible();
  await colleague.goto('/bookmarks');
  await expect(postCard(colleague, text)).toBeVisible();

  // Reported, and hidden by a moderator's decision: gone from the colleague's bookmarks and from the feed.
  await colleague.goto(postPath);
  const reported = colleague.getByRole('article').first();
  await reported.getByText('Report this post').click();
  await reported.getByLabel('Unsafe or false medical claims').check();
  await reported.getByRole('button', { name: 'Send report' }).click();
  await expect(colleague.getByRole('status').or(colleague.getByText(/moderator will look/i)).first()).toBeVisible();
  const operator = await (await browser.newContext()).newPage();
  await logInDemo(operator, '9000000009', '/admin/moderation');
  const item = operator.getByTestId('moderation-item').filter({ hasText: stamp });
  await item.getByLabel('Reason told to the author').fill('Please share dosage advice with the full case details.');
  await item.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(operator.getByTestId('moderation-item').filter({ hasText: stamp })).toHaveCount(0);
  await colleague.goto('/bookmarks');
  await expect(colleague.getByRole('heading', { name: /Bookmarked posts/ })).toBeVisible();
  await expect(postCard(colleague, text)).toHaveCount(0);
  await colleague.goto(`/feeds?search=${stamp}`);
  await expect(colleague.getByText(text)).toHaveCount(0);
});

test('a visitor does not see a practitioners-only post on /feeds; its PDF shows its first page to colleagues', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const secret = `Clinical case ${stamp} for colleagues only.`;
  // The demo clinic posts (posting is limited per member and minute; the journey above uses both demo doctors).
  await logInDemo(page, CLINIC, '/feeds');
  const composer = page.getByRole('form', { name: 'Share with colleagues' });
  await composer.getByLabel('What would you like to share?').fill(secret);
  await composer.getByLabel(/Practitioners only/).check();
  await composer.getByLabel('PDF document').setInputFiles({ name: `notes-${stamp}.pdf`, mimeType: 'application/pdf', buffer: await notesPdf(`Case notes ${stamp}`) });
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(postCard(page, secret).getByText('Practitioners only', { exact: true })).toBeVisible();
  // Colleagues find it by search; its PDF's first page is drawn in the background and then shows on the card.
  await page.goto(`/feeds?search=${stamp}`);
  await expect(postCard(page, secret)).toBeVisible();
  const firstPage = postCard(page, secret).getByRole('img', { name: `First page of notes-${stamp}.pdf` });
  await expect(async () => {
    await page.reload();
    await expect(firstPage).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => firstPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

  // A visitor gets the public feed, but neither the post nor a search finds it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/feeds');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await expect(visitor.getByText('You are seeing public posts.', { exact: false })).toBeVisible();
  await expect(visitor.getByText(secret)).toHaveCount(0);
  await visitor.goto(`/feeds?search=${stamp}`);
  await expect(visitor.getByText('No posts here yet.')).toBeVisible();
  await expect(visitor.getByText(secret)).toHaveCount(0);

  // Shared by short link (what the Share button asks for): the visitor's /dl page carries a card that says nothing of
  // the case, and logging in leads on to the post.
  const postId = (await postCard(page, secret).getByRole('link', { name: '0 comments' }).getAttribute('href'))!.match(/\/feeds\/(\d+)/)![1]!;
  const shared = await page.request.post('/share-links', {
    form: { entityType: 'feed', entityId: postId, title: secret },
    headers: { accept: 'application/json', origin: new URL(page.url()).origin },
  });
  const { url } = (await shared.json()) as { url: string };
  // Nor does any sitemap name it.
  const index = await (await visitor.request.get('/sitemap.xml')).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(children.length).toBeGreaterThan(5);
  for (const child of children) {
    const xml = await (await visitor.request.get(child)).text();
    expect(xml, child).not.toContain(`/feeds/${postId}<`);
    expect(xml, child).not.toContain(stamp);
  }
  expect(url).toMatch(/\/dl\/[A-Za-z0-9]{8}$/);
  await visitor.goto(new URL(url).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: 'A post for practitioners on Nirog' })).toBeVisible();
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', 'A post for practitioners on Nirog');
  await expect(visitor.locator('meta[property="og:image"]')).toHaveCount(0);
  expect(await visitor.content()).not.toContain(stamp);
  await visitor.getByRole('link', { name: 'Log in to read' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/login-practitioner\\?redirectTo=%2Ffeeds%2F${postId}$`));
  await visitor.getByLabel('Mobile number').fill(DOCTOR);
  await visitor.getByRole('button', { name: 'Send OTP' }).click();
  await visitor.getByLabel('OTP', { exact: true }).fill('123456');
  await visitor.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/feeds/${postId}$`));
  await expect(visitor.getByText(secret)).toBeVisible();
});

test('an unverified doctor gets the verify modal on posting; a retailer (Feed read) gets the view-only popup on a like', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // Raghav Sharma (9000000002) is a doctor at verification status 0.
  await logInDemo(page, '9000000002', '/feeds');
  const composer = page.getByRole('form', { name: 'Share with colleagues' });
  await composer.getByLabel('What would you like to share?').fill('A question on Vamana timing.');
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByTestId('verify-modal')).toHaveAttribute('data-kind', 'pending');

  // Kiran Medical Store (9000000005, a retailer) may read the feed but not act: no composer, and a like raises the popup.
  const retailer = await (await browser.newContext()).newPage();
  await logInDemo(retailer, '9000000005', '/feeds');
  await expect(retailer.getByRole('form', { name: 'Share with colleagues' })).toHaveCount(0);
  await retailer.getByRole('article').first().getByRole('button', { name: 'Like' }).click();
  await expect(retailer.getByRole('dialog', { name: 'View only' })).toBeVisible();
});

test('an author edits a post within the window and deletes it from its page', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await logInDemo(page, DOCTOR, '/feeds');
  const composer = page.getByRole('form', { name: 'Share with colleagues' });
  await composer.getByLabel('What would you like to share?').fill(`Draft ${stamp} on Nasya`);
  await composer.getByRole('button', { name: 'Post' }).click();
  const card = postCard(page, `Draft ${stamp}`);
  await card.getByText('Edit', { exact: true }).click();
  await card.getByRole('textbox').fill(`Nasya ${stamp}: two drops of Anu taila in each nostril at dawn.`);
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(postCard(page, `Nasya ${stamp}: two drops`)).toContainText('edited');

  await postCard(page, `Nasya ${stamp}`).getByRole('link', { name: /comments$/ }).click();
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  page.once('dialog', (d) => d.accept());
  await page.getByRole('article').first().getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/feeds$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await expect(postCard(page, `Nasya ${stamp}`)).toHaveCount(0);
});

test('the trending tab pages on: by scrolling, and without JavaScript by its Older posts link', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await logInDemo(page, CLINIC, '/feeds?tab=trending');
  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('article');
  await expect(posts).toHaveCount(10);
  // Scrolling brings the next pages of the same ranking: more than one page, no post twice.
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    expect(await posts.count()).toBeGreaterThan(20);
  }).toPass({ timeout: 20_000 });
  const ids = await posts.evaluateAll((list) => list.map((a) => a.getAttribute('aria-labelledby')));
  expect(new Set(ids).size).toBe(ids.length);

  // Without JavaScript the same pages are links.
  const ctx = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await ctx.newPage();
  await logInDemo(plain, CLINIC, '/feeds?tab=trending');
  const first = await plain.getByRole('article').evaluateAll((list) => list.map((a) => a.getAttribute('aria-labelledby')));
  await plain.getByRole('link', { name: 'Older posts' }).click();
  await expect(plain).toHaveURL(/tab=trending&skip=10&asOf=/);
  const second = await plain.getByRole('article').evaluateAll((list) => list.map((a) => a.getAttribute('aria-labelledby')));
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((id) => first.includes(id))).toEqual([]);
  await expect(plain.getByRole('link', { name: 'Back to the top trending posts' })).toBeVisible();
});
