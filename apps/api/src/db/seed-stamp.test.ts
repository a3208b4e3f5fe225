import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db.ts';
import { referenceDataVersion, seedReferenceDataWhenChanged } from '../modules/location/location.seed.ts';
import { demoDataVersion, seedDemoWhenChanged } from './seed.ts';
import { seedStamp } from './seed-stamp.ts';
import { seedDemoCoupons } from '../modules/coupons/coupons.seed.ts';

// What a start runs (platform.ts): each seed only when the version of its source differs from the one last loaded.
describe('seeding at start only when the source changed', { timeout: 60_000 }, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.dispose());

  it('loads the reference data once per version: a second start only reads the stamp, a changed version reloads', async () => {
    const lines: string[] = [];
    const log = (m: string) => lines.push(m);
    expect(await seedReferenceDataWhenChanged(t.database, { log })).toMatchObject({ states: 36 });
    expect(await seedStamp(t.database, 'reference')).toBe(referenceDataVersion());
    // A start after it: nothing is counted, upserted or read from the directory.
    await t.database.exec("DELETE FROM warehouses WHERE id = 2");
    expect(await seedReferenceDataWhenChanged(t.database, { log })).toBeNull();
    expect(lines.at(-1)).toBe(`reference data: unchanged (version ${referenceDataVersion()})`);
    expect((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM warehouses'))[0].n).toBe(1);
    // A new directory package or a new revision of the loader: loaded again (here the emptied warehouses table is
    // seeded again), and the new version stored.
    await t.database.exec('DELETE FROM warehouses');
    const reloaded = await seedReferenceDataWhenChanged(t.database, { log, version: 'next' });
    expect(reloaded).toMatchObject({ states: 36, warehousesInserted: 2, pincodesInserted: 0 });
    expect(lines.at(-1)).toMatch(/^reference data: 36 states, [\d,]+ pincodes \(already loaded\)$/);
    expect(await seedStamp(t.database, 'reference')).toBe('next');
  });

  it('seeds the demo once per version and renews only the coupons on a second start', async () => {
    const users = async () => (await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE mobile_number LIKE '900000000%'"))[0].n;
    expect(await seedDemoWhenChanged(t.database)).toBe(true);
    expect(await seedStamp(t.database, 'demo')).toBe(demoDataVersion());
    expect(await users()).toBe(9);
    // A tester renamed a demo account: a restart keeps it (the seed did not run), a changed demo source resets it.
    await t.database.exec("UPDATE users SET full_name = 'Renamed By Tester' WHERE mobile_number = '9000000001'");
    await t.database.exec("UPDATE coupons SET ends_at = now() - interval '1 day'");
    expect(await seedDemoWhenChanged(t.database)).toBe(false);
    const name = async () => (await t.database.query<{ full_name: string }>("SELECT full_name FROM users WHERE mobile_number = '9000000001' AND status = 1"))[0].full_name;
    expect(await name()).toBe('Renamed By Tester');
    const [{ expired }] = await t.database.query<{ expired: number }>('SELECT count(*)::int AS expired FROM coupons WHERE ends_at < now()');
    expect(expired).toBe(0);
    // Every demo coupon there and open: a start only reads (decision 030); one that ended is opened again.
    expect(await seedDemoCoupons(t.database)).toEqual({ coupons: 5, written: false });
    await t.database.exec("UPDATE coupons SET ends_at = now() - interval '1 day' WHERE code = 'AYUR10'");
    expect(await seedDemoCoupons(t.database)).toEqual({ coupons: 5, written: true });
    const [{ open }] = await t.database.query<{ open: number }>("SELECT count(*)::int AS open FROM coupons WHERE code = 'AYUR10' AND ends_at > now()");
    expect(open).toBe(1);
    expect(await seedDemoWhenChanged(t.database, { version: 'next' })).toBe(true);
    expect(await name()).not.toBe('Renamed By Tester');
    expect(await users()).toBe(9);
  });
});
