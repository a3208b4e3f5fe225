import { logInDemo } from './support.ts';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from './test.ts';

interface Pack {
  id: number;
  label: string;
  sku: string;
  inStock: boolean;
  mrp: number;
  price: number;
  priceType: string;
}
interface Card {
  id: number;
  slug: string;
  name: string;
  packages: Pack[];
}

/** ₹1,234.50 as the pages print it (Indian grouping, paise only when there are some). */
const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: paise % 100 === 0 ? 0 : 2 }).format(paise / 100);

async function products(request: APIRequestContext, query: string): Promise<{ items: Card[]; total: number }> {
  const res = await request.get(`/api/pub/v3/products?${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).entity;
}

const logIn = (page: Page, mobile: string, redirectTo = '/medicines') => logInDemo(page, mobile, redirectTo);

/**
 * A page of a new browser context logged in as a demo account. Each account logs in once per run and its cookies are
 * reused: OTP sends are limited per number and per network (spec: 5 and 30 per 10 minutes), and the other journeys
 * log in the same demo accounts.
 */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
async function pageAs(browser: Browser, mobile: string, path: string): Promise<Page> {
  const saved = sessions.get(mobile);
  const context = await browser.newContext(saved ? { storageState: saved } : {});
  const page = await context.newPage();
  if (saved) await page.goto(path);
  else {
    await logIn(page, mobile, path);
    sessions.set(mobile, await context.storageState());
  }
  return page;
}
const PATIENT = '9000000001';
const CHEMIST = '9000000006';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const packRadio = (page: Page, label: string) => buyPanel(page).getByRole('radio', { name: new RegExp(`^${escape(label)}(?!\\w)`) });
const buyPanel = (page: Page) => page.getByRole('complementary', { name: 'Price and availability' });
const shownPrice = (page: Page) => buyPanel(page).getByTestId('price');

test.describe('medicine catalog', () => {
  test('a patient searches with a typo, opens an Ashwagandha product, changes the pack size and bookmarks it', async ({ browser, request }) => {
    // The typo search finds Ashwagandha products; prefer one sold in two or more pack sizes.
    const typo = await products(request, 'search=aswagandha&limit=100');
    // The results page shows the first 20.
    const ashwagandha = typo.items.slice(0, 20).filter((p) => /^ashwagandha/i.test(p.name));
    expect(ashwagandha.length, 'the misspelt search finds Ashwagandha').toBeGreaterThan(0);
    const product = ashwagandha.find((p) => p.packages.length >= 2) ?? ashwagandha[0];

    const page = await pageAs(browser, PATIENT, '/medicines');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await search.fill('aswagandha');
    // As-you-type suggestions appear under the bar; Enter without choosing one searches.
    await expect(page.getByRole('listbox', { name: 'Suggested medicines' })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/medicines\/allMedicines\?search=aswagandha$/);
    await expect(page.getByRole('heading', { name: /results? for “aswagandha”/ })).toBeVisible();
    await expect(search).toHaveValue('aswagandha');

    await page.getByRole('main').locator(`a[href="/medicines/${product.slug}"]`).click();
    await expect(page).toHaveURL(`/medicines/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('heading', { name: 'Composition' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Withania somnifera');

    // Changing the pack size changes the price at once (with JavaScript); the address follows the choice.
    let multi = product;
    if (product.packages.length < 2) {
      // No Ashwagandha product in two sizes in this catalog: one whose composition has it.
      const withIt = await products(request, 'search=ashwagandha&limit=100');
      multi = withIt.items.find((p) => p.packages.length >= 2 && p.packages[0].price !== p.packages[1].price)!;
      expect(multi, 'a product with Ashwagandha in two pack sizes').toBeTruthy();
      await page.goto(`/medicines/${multi.slug}`);
    }
    const [first, second] = multi.packages;
    await packRadio(page, first.label).click();
    await expect(shownPrice(page)).toContainText(rupees(first.price));
    await packRadio(page, second.label).click();
    await expect(packRadio(page, second.label)).toHaveAttribute('aria-checked', 'true');
    await expect(shownPrice(page)).toContainText(rupees(second.price));
    await expect(page).toHaveURL(new RegExp(`[?&]pack=${second.id}`));
    // The arrow keys move between packs (radio-group pattern).
    await page.keyboard.press('ArrowLeft');
    await expect(shownPrice(page)).toContainText(rupees(first.price));

    // Bookmark, and it stays bookmarked.
    await buyPanel(page).getByRole('button', { name: 'Bookmark' }).click();
    await expect(buyPanel(page).getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(buyPanel(page).getByRole('button', { name: 'Bookmarked' })).toBeVisible();
    const mine = await page.request.get('/api/pub/v3/products?bookmark=1&limit=100');
    expect(((await mine.json()).entity.items as Card[]).map((p) => p.slug)).toContain(multi.slug);
    // The account menu's Bookmarks page lists it, and leads back to it.
    await page.getByRole('banner').getByText('Asha', { exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Bookmarks' }).click();
    await expect(page).toHaveURL(/\/bookmarks$/);
    await expect(page.getByRole('heading', { name: 'Bookmarks', level: 1 })).toBeVisible();
    await page.getByRole('main').locator(`a[href="/medicines/${multi.slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/medicines/${multi.slug}`));
    // And off again: the Bookmarks page is empty.
    await buyPanel(page).getByRole('button', { name: 'Bookmarked' }).click();
    await expect(buyPanel(page).getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/bookmarks');
    await expect(page.getByText('You have not bookmarked any medicine yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse medicines' })).toHaveAttribute('href', '/medicines');
    await page.context().close();
  });

  test('without JavaScript the pack links, filters and page numbers work from the URL', async ({ browser, request }) => {
    const { items } = await products(request, 'search=ashwagandha&limit=100');
    const multi = items.find((p) => p.packages.length >= 2 && p.packages[0].price !== p.packages[1].price)!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/medicines/${multi.slug}`);
    await packRadio(page, multi.packages[1].label).click();
    await expect(page).toHaveURL(new RegExp(`\\?pack=${multi.packages[1].id}`));
    await expect(shownPrice(page)).toContainText(rupees(multi.packages[1].price));

    await page.goto('/medicines/allMedicines');
    await page.getByText('Filters and sort').click();
    await page.getByLabel('Brand').selectOption({ label: 'Kottakal' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/brand=kottakal/);
    await expect(page.getByRole('link', { name: 'Remove filter: Kottakal' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/brand=kottakal(&.*)?&page=2$/);
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText('Page 2');
    await context.close();
  });

  test('suggestions are keyboard usable: arrows choose, Enter opens the product, Escape closes', async ({ page }) => {
    await page.goto('/medicines');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await search.pressSequentially('ashwa', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggested medicines' });
    await expect(list).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await search.press('Escape');
    await expect(list).toBeHidden();
    await search.press('ArrowDown');
    await expect(list).toBeVisible();
    const firstOption = list.getByRole('option').first();
    await expect(firstOption).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', (await firstOption.getAttribute('id'))!);
    const name = (await firstOption.locator('span').first().textContent())!;
    await search.press('Enter');
    await expect(page).toHaveURL(/\/medicines\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('a verified chemist sees a trade price where a patient sees the retail price', async ({ browser, request }) => {
    const { items } = await products(request, 'sort=name&limit=20');
    const product = items.find((p) => p.packages[0]?.inStock)!;
    const path = `/medicines/${product.slug}?pack=${product.packages[0].id}`;

    const patient = await pageAs(browser, PATIENT, path);
    await expect(shownPrice(patient)).toContainText(rupees(product.packages[0].price));
    await expect(buyPanel(patient).getByText('Trade price', { exact: true })).toHaveCount(0);
    const retail = (await shownPrice(patient).textContent())!;

    const chemist = await pageAs(browser, CHEMIST, path);
    await expect(buyPanel(chemist).getByText('Trade price', { exact: true })).toBeVisible();
    const trade = (await shownPrice(chemist).textContent())!;
    expect(trade).not.toBe(retail);
    const amount = (s: string) => Number(s.replace(/[^\d.]/g, ''));
    expect(amount(trade)).toBeLessThan(amount(retail));
    // Patients are not asked to verify; that invitation is for practitioners who still see retail prices.
    await expect(buyPanel(patient).getByRole('link', { name: 'Verify your profile to see trade prices' })).toHaveCount(0);
    for (const p of [patient, chemist]) await p.context().close();
  });

  test('notify me on an out-of-stock pack; a visitor is asked to log in first', async ({ browser, page, request }) => {
    let out: { product: Card; pack: Pack } | undefined;
    for (let skip = 0; !out; skip += 100) {
      const pageOf = await products(request, `limit=100&skip=${skip}`);
      for (const p of pageOf.items) {
        const pack = p.packages.find((k) => !k.inStock);
        if (pack) {
          out = { product: p, pack };
          break;
        }
      }
      if (skip + 100 >= pageOf.total && !out) throw new Error('no out-of-stock pack in the demo catalog');
    }
    const path = `/medicines/${out.product.slug}?pack=${out.pack.id}`;

    await page.goto(path);
    await expect(buyPanel(page).getByTestId('stock-status')).toHaveText(/Out of stock/);
    await buyPanel(page).getByRole('button', { name: 'Notify me' }).click();
    await expect(page).toHaveURL(/\/login-individual\?redirectTo=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirectTo')!)).toContain(`/medicines/${out.product.slug}`);

    const patient = await pageAs(browser, PATIENT, path);
    await expect(packRadio(patient, out.pack.label)).toHaveAttribute('aria-checked', 'true');
    await buyPanel(patient).getByRole('button', { name: 'Notify me' }).click();
    await expect(buyPanel(patient).getByRole('status').filter({ hasText: "We'll tell you by SMS when it is back in stock." })).toBeVisible();
    const alerts = await patient.request.get('/api/v1/stock-alerts');
    expect(((await alerts.json()).entity.items as Array<{ packageId: number }>).map((a) => a.packageId)).toContain(out.pack.id);
    await patient.context().close();
  });

  test('product pages carry title, canonical URL, Open Graph and Product JSON-LD; unknown ones are a real 404', async ({ page, request }) => {
    const { items } = await products(request, 'limit=1&sort=name');
    const p = items[0];
    await page.goto(`/medicines/${p.slug}?pack=${p.packages[0].id}`);
    await expect(page).toHaveTitle(new RegExp(`^${p.name}`));
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/medicines/${p.slug}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/medicines/${p.slug}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ '@type': 'Product', name: p.name, sku: p.packages[0].sku });
    expect(ld.offers[0]).toMatchObject({ priceCurrency: 'INR', price: (p.packages[0].price / 100).toFixed(2) });
    expect(ld.offers[0].availability).toMatch(/schema\.org\/(InStock|OutOfStock)$/);

    // /medicine/{...slug} moves for good to /medicines/{slug}.
    const moved = await request.get(`/medicine/ayurveda/oils/${p.slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/medicines/${p.slug}`);

    for (const path of ['/medicines/no-such-medicine', '/brands/no-such-brand', '/offers/no-such-offer', '/medicines/category/99999']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
    const sitemap = await (await request.get('/sitemaps/products.xml')).text();
    expect(sitemap).toContain(`/medicines/${p.slug}</loc>`);
    expect(sitemap).toContain('/brands/kottakal</loc>');
  });

  test('trade deals with their time windows for a chemist; a patient is told they are for the trade', async ({ browser }) => {
    const chemist = await pageAs(browser, CHEMIST, '/dealPage');
    await expect(chemist.getByRole('heading', { level: 1, name: 'Trade deals live now' })).toBeVisible();
    await expect(chemist.getByRole('main').getByText(/^Ends \d/).first()).toBeVisible();
    await chemist.getByRole('link', { name: 'Upcoming' }).click();
    await expect(chemist).toHaveURL(/\/upcomingDealPage$/);
    await expect(chemist.getByRole('main').getByText(/ to \d/).first()).toBeVisible();

    const patient = await pageAs(browser, PATIENT, '/dealPage');
    await expect(patient.getByText('These deals are for practitioners and trade buyers')).toBeVisible();
    for (const p of [chemist, patient]) await p.context().close();
  });

  test('the shop home, categories, brands and offers link together', async ({ page }) => {
    await page.goto('/medicines');
    await expect(page.getByRole('heading', { level: 1, name: 'Ayurvedic medicines' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top deals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top selling' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /^Kottakal \d+$/ }).click();
    await expect(page).toHaveURL('/brands/kottakal');
    await expect(page.getByText('NirogMoney is not applicable to Kottakal medicines if added to your cart.')).toBeVisible();
    await page.goto('/offers');
    await page.getByRole('link', { name: /Sabse Sasta Sunday/ }).click();
    await expect(page).toHaveURL('/offers/sabse-sasta-sunday');
    await expect(page.getByText('Every Sunday', { exact: true })).toBeVisible();
    await page.goto('/medicines/category');
    await page.getByRole('main').getByRole('link', { name: /^Churna/ }).first().click();
    await expect(page).toHaveURL(/\/medicines\/category\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Churna');
  });
});
