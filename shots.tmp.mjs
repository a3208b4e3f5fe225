import { chromium } from '@playwright/test';
const base = 'http://localhost:3102';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function login(page, mobile, to) {
  await page.goto(`${base}/login-practitioner?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await page.waitForURL((u) => u.pathname === to.split('?')[0]);
}
const pages = process.argv.slice(2);
for (const [w, h, tag] of [[1280, 900, 'desk'], [360, 740, 'm']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 200)));
  page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text().slice(0, 200)));
  await page.goto(`${base}/feeds`);
  await page.screenshot({ path: `/tmp/fw/shots/visitor-feeds-${tag}.png`, fullPage: false });
  await login(page, '9000001001', '/feeds');
  for (const p of pages) {
    await page.goto(`${base}${p}`);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/fw/shots/${p.replace(/[/?=&]/g, '_')}-${tag}.png`, fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(tag, p, 'overflow', overflow);
  }
  await ctx.close();
}
await browser.close();
