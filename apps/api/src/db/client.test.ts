import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, PGLITE_SHARED_BUFFERS_MB } from '../config.ts';
import { openPglite, type Database } from './client.ts';

// The embedded database's buffer pool is smaller than PostgreSQL's 128 MB default, which is resident from the start
// (decision 030); PGLITE_SHARED_BUFFERS_MB changes it.
describe('the embedded database\'s memory', { timeout: 60_000 }, () => {
  const open: Database[] = [];
  afterAll(async () => {
    for (const d of open) await d.close();
  });

  it('opens with a 64 MB buffer pool, or the size asked for', async () => {
    const byDefault = await openPglite({});
    open.push(byDefault);
    expect(await byDefault.query('SHOW shared_buffers')).toEqual([{ shared_buffers: `${PGLITE_SHARED_BUFFERS_MB}MB` }]);
    expect(PGLITE_SHARED_BUFFERS_MB).toBe(64);
    const asked = await openPglite({ sharedBuffersMB: 24 });
    open.push(asked);
    expect(await asked.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '24MB' }]);
  });

  it('PGLITE_SHARED_BUFFERS_MB: whole megabytes from 16 to 4096, 64 when unset or empty', () => {
    const env = { PAYMENTS: 'off' };
    expect(loadConfig(env).pgliteSharedBuffersMB).toBe(64);
    expect(loadConfig({ ...env, PGLITE_SHARED_BUFFERS_MB: '' }).pgliteSharedBuffersMB).toBe(64);
    expect(loadConfig({ ...env, PGLITE_SHARED_BUFFERS_MB: ' 256 ' }).pgliteSharedBuffersMB).toBe(256);
    for (const bad of ['8', '5000', '64MB', '1.5', 'lots']) {
      expect(() => loadConfig({ ...env, PGLITE_SHARED_BUFFERS_MB: bad })).toThrow('PGLITE_SHARED_BUFFERS_MB must be a whole number of megabytes from 16 to 4096');
    }
  });
});
