import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpGstProvider } from './http-gst.provider.ts';

/** A stand-in for a GST verification service on loopback, answering as the GST portal's API does. */
let server: http.Server;
let base = '';
const seen: Array<{ url?: string; key?: string }> = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url, key: req.headers['x-api-key'] as string | undefined });
    if (req.headers['x-api-key'] !== 'secret') return res.writeHead(401).end();
    if (req.url === '/gstin/07ABOPG7315L1ZL') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ data: { lgnm: 'SURESH GUPTA', tradeNam: 'GUPTA CHEMISTS', sts: 'Active' } }));
    }
    if (req.url === '/gstin/500') return res.writeHead(500).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/gstin`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('the HTTP GST provider (production adapter)', () => {
  it('maps the portal fields and sends the key', async () => {
    const p = new HttpGstProvider(base, 'secret');
    expect(await p.lookup('07ABOPG7315L1ZL')).toEqual({ found: true, gstin: '07ABOPG7315L1ZL', legalName: 'SURESH GUPTA', tradeName: 'GUPTA CHEMISTS', status: 'Active' });
    expect(seen.at(-1)).toEqual({ url: '/gstin/07ABOPG7315L1ZL', key: 'secret' });
  });

  it('a 404 is "not registered"; other failures are errors, not a silent pass', async () => {
    const p = new HttpGstProvider(base, 'secret');
    expect(await p.lookup('07AAAAA0000A1Z5')).toEqual({ found: false });
    await expect(p.lookup('500')).rejects.toThrow(/500/);
    await expect(new HttpGstProvider(base, 'wrong').lookup('07ABOPG7315L1ZL')).rejects.toThrow(/401/);
  });
});
