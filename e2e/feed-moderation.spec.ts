/**
 * Issue 22 parts 5 and 6 (decision 062): a doctor reports a colleague's post with a reason; the operator hides it in
 * /admin/moderation; the post is gone from /feeds for others and its author reads why in /notifications. A moderator
 * features a post from its page. And follow/unfollow from the people pages with no JavaScript at all.
 */
import { expect, test, type BrowserContext, type Page } from './test.ts';
import { logInDemo } from './support.ts';

const OPERATOR = '9000000009';
const REPORTER = '9000001001';
const AUTHOR = '9000001002';

/** The author's post, made through the API as the composer would (the composer has its own journey in feeds.spec.ts). */
async function postAs(context: BrowserContext, page: Page, text: string): Promise<number> {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const res = await page.request.post('/api/v1/feeds', { headers: { 'x-csrf-token': csrf, origin: new URL(page.url()).origin }, data: { text } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).entity.id;
}

test('a reported post is hidden by a moderator: gone from the feed, and its author is told why', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const text = `Case note ${Date.now()}: guaranteed cure for diabetes in 7 days, buy my kit`;
  // The author posts.
  const authorCtx = await browser.newContext({ baseURL });
  const author = await authorCtx.newPage();
  await logInDemo(author, AUTHOR, '/feeds');
  const feedId = await postAs(authorCtx, author, text);

  // A colleague opens the post and reports it with a reason.
  const docCtx = await browser.newContext({ baseURL });
  const doc = await docCtx.newPage();
  await logInDemo(doc, REPORTER, `/feeds/${feedId}`);
  await expect(doc.getByText(text)).toBeVisible();
  await doc.getByText('Report this post').click();
  await doc.getByLabel('Unsafe or false medical claims').check();
  await doc.getByLabel('Anything the moderator should know (optional)').fill('Promises a cure and sells a kit.');
  await doc.getByRole('button', { name: 'Send report' }).click();
  await expect(doc.getByRole('status').or(doc.getByText(/moderator will look/i)).first()).toBeVisible();

  // The operator finds it in the queue, with the reason and the reporter, and hides it with a note to the author.
  const opCtx = await browser.newContext({ baseURL });
  const op = await opCtx.newPage();
  await logInDemo(op, OPERATOR, '/admin/moderation');
  const item = op.getByTestId('moderation-item').filter({ hasText: text });
  await expect(item).toContainText('Unsafe or false medical claims (1)');
  await expect(item).toContainText('Promises a cure and sells a kit.');
  await item.getByLabel('Reason told to the author').fill('Claims of a guaranteed cure are not allowed.');
  await item.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(op.getByTestId('moderation-item').filter({ hasText: text })).toHaveCount(0);
  await op.getByLabel('Show').selectOption('closed');
  await op.getByRole('button', { name: 'Show' }).click();
  await expect(op.getByTestId('moderation-item').filter({ hasText: text })).toContainText('Hidden');

  // The colleague no longer finds it in the feed, nor at its address.
  await doc.goto('/feeds');
  await expect(doc.getByText(text)).toHaveCount(0);
  const gone = await doc.goto(`/feeds/${feedId}`);
  expect(gone?.status()).toBe(404);

  // The author reads why in the inbox.
  await author.goto('/notifications');
  await expect(author.getByText(/Claims of a guaranteed cure are not allowed\./)).toBeVisible();
});

test('follow and unfollow from the people pages, with no JavaScript', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const ctx = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await ctx.newPage();
  await logInDemo(page, REPORTER, '/connect-peers');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect with peers' })).toBeVisible();

  // Find the colleague by name and follow them.
  await page.getByRole('searchbox', { name: 'Search people' }).fill('Anjali Menon');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('person-row').filter({ hasText: 'Anjali Menon' }).first();
  const name = (await row.getByRole('link').first().textContent())!.trim();
  const userId = Number((await row.getByRole('link').first().getAttribute('href'))!.split('/').pop());
  if (await row.getByRole('button', { name: `Unfollow ${name}` }).count()) await row.getByRole('button', { name: `Unfollow ${name}` }).click();
  await row.getByRole('button', { name: `Follow ${name}` }).click();
  await expect(page.getByTestId('person-row').filter({ hasText: name }).first().getByRole('button', { name: `Unfollow ${name}` })).toBeVisible();

  // Their followers now include me; my followings list them.
  await page.goto(`/followers/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Followers of ${name}` })).toBeVisible();
  await expect(page.getByTestId('person-row').filter({ hasText: 'You' })).toHaveCount(1);
  await page.goto('/followings');
  const mine = page.getByTestId('person-row').filter({ hasText: name });
  await expect(mine).toHaveCount(1);

  // Unfollow from my list: the page comes back without them.
  await mine.getByRole('button', { name: `Unfollow ${name}` }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/followings');
  await expect(page.getByTestId('person-row').filter({ hasText: name })).toHaveCount(0);

  // The /core/... variant leads to the same page.
  await page.goto(`/core/followers/${userId}`);
  await expect(page).toHaveURL((u) => u.pathname === `/followers/${userId}`);
});

test('a moderator features a post from its page: colleagues find it under Featured', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const text = `Featured case ${Date.now()}: Shirodhara for chronic insomnia, eight sittings.`;
  const authorCtx = await browser.newContext({ baseURL });
  const author = await authorCtx.newPage();
  await logInDemo(author, AUTHOR, '/feeds');
  const feedId = await postAs(authorCtx, author, text);

  // The operator (a moderator without Feed access of their own) opens the post and features it.
  const op = await (await browser.newContext({ baseURL })).newPage();
  await logInDemo(op, OPERATOR, `/feeds/${feedId}`);
  await expect(op.getByText(text)).toBeVisible();
  const panel = op.getByRole('form', { name: 'Feed moderation' });
  await panel.getByRole('button', { name: 'Feature', exact: true }).click();
  await expect(op.getByRole('form', { name: 'Feed moderation' }).getByRole('button', { name: 'Stop featuring' })).toBeVisible();
  await expect(op.getByRole('article').first().getByText('Featured', { exact: true })).toBeVisible();

  // A colleague finds it on the Featured tab.
  const doc = await (await browser.newContext({ baseURL })).newPage();
  await logInDemo(doc, REPORTER, '/feeds?tab=featured');
  await expect(doc.getByRole('article').filter({ hasText: text })).toBeVisible();

  // Stopped: it leaves the tab.
  await op.getByRole('form', { name: 'Feed moderation' }).getByRole('button', { name: 'Stop featuring' }).click();
  await expect(op.getByRole('form', { name: 'Feed moderation' }).getByRole('button', { name: 'Feature', exact: true })).toBeVisible();
  await doc.reload();
  await expect(doc.getByRole('article').filter({ hasText: text })).toHaveCount(0);
});
