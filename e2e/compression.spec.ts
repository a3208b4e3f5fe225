import { expect, test } from './test.ts';

// HTTP only (no browser): the built server compresses pages as it streams them and sends the build's precompressed
// assets (decision 027). The API's own replies are covered by apps/api/src/plugins/compression.test.ts.
test('pages and build assets travel brotli or gzip when asked, as they are when not, with Vary set', async ({ request }) => {
  const get = (url: string, encoding: string) => request.get(url, { headers: { 'accept-encoding': encoding } });

  const plain = await get('/', 'identity');
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['vary']).toMatch(/accept-encoding/i);
  const html = await plain.text();
  const br = await get('/', 'gzip, deflate, br');
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toMatch(/accept-encoding/i);
  expect(await br.text()).toContain('</html>');
  const gz = await get('/', 'gzip');
  expect(gz.headers()['content-encoding']).toBe('gzip');

  const script = html.match(/<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"|<link[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/);
  const asset = script?.[1] ?? script?.[2];
  expect(asset).toBeTruthy();
  const raw = await get(asset!, 'identity');
  expect(raw.headers()['content-encoding']).toBeUndefined();
  const brAsset = await get(asset!, 'gzip, br');
  expect(brAsset.headers()['content-encoding']).toBe('br');
  expect(brAsset.headers()['vary']).toMatch(/accept-encoding/i);
  expect(brAsset.headers()['cache-control']).toContain('immutable');
  expect(await brAsset.body()).toEqual(await raw.body());
  const gzAsset = await get(asset!, 'gzip');
  expect(gzAsset.headers()['content-encoding']).toBe('gzip');
});

test('a build asset carries no cookie and no page policy (cacheable by a CDN, ~500 bytes lighter); a page has its policy', async ({ playwright, baseURL }) => {
  // A fresh client with no cookies: an asset never mints one.
  const fresh = await playwright.request.newContext({ baseURL });
  try {
    const page = await fresh.get('/medicines');
    expect(page.headers()['content-security-policy']).toContain('script-src');
    const html = await page.text();
    const asset = html.match(/<link[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const fromFresh = await playwright.request.newContext({ baseURL });
    const res = await fromFresh.get(asset!);
    expect(res.status()).toBe(200);
    expect(res.headers()['set-cookie']).toBeUndefined();
    expect(res.headers()['content-security-policy']).toBeUndefined();
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    await fromFresh.dispose();
  } finally {
    await fresh.dispose();
  }
});
