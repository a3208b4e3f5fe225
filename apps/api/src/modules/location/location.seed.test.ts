import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db.ts';
import { CITY_RULE, cityFor, MIN_PINCODES, officeName, seedReferenceData, stateIdFor, toCity } from './location.seed.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.dispose();
});

const pin = async (pincode: string) =>
  (
    await t.database.query<{ pincode: string; city: string; district: string; state_id: number; offices: string[]; latitude: number | null; longitude: number | null }>(
      'SELECT * FROM pincodes WHERE pincode = $1',
      [pincode],
    )
  )[0];

/** Everything the seed writes, as one checksum, to prove a second run changes nothing. */
const fingerprint = async () =>
  (
    await t.database.query<{ states: string; pincodes: string; rules: string; warehouses: string }>(`
      SELECT
        (SELECT md5(string_agg(s::text, '|' ORDER BY id)) FROM states s) AS states,
        (SELECT md5(string_agg(p::text, '|' ORDER BY pincode)) FROM pincodes p) AS pincodes,
        (SELECT md5(string_agg(r::text, '|' ORDER BY prefix)) FROM serviceable_pincodes r) AS rules,
        (SELECT md5(string_agg(w::text, '|' ORDER BY id)) FROM warehouses w) AS warehouses`)
  )[0];

describe('reference data seed', () => {
  it('has the 36 states and union territories with their GST codes', async () => {
    const rows = await t.database.query<{ id: number; name: string; state_code: string; country_id: number }>('SELECT * FROM states ORDER BY id');
    expect(rows).toHaveLength(36);
    expect(rows.find((s) => s.id === 7)).toEqual({ id: 7, name: 'Delhi', state_code: '07', country_id: 101 });
    expect(rows.find((s) => s.id === 38)?.name).toBe('Ladakh');
  });

  it('has the all-India pincode directory with district, state and coordinates', async () => {
    const [{ n, located }] = await t.database.query<{ n: number; located: number }>(
      'SELECT count(*)::int AS n, count(latitude)::int AS located FROM pincodes',
    );
    expect(n).toBeGreaterThanOrEqual(MIN_PINCODES);
    expect(n).toBeLessThanOrEqual(21_000);
    expect(located / n).toBeGreaterThan(0.95);

    expect(await pin('110001')).toMatchObject({ city: 'New Delhi', district: 'New Delhi', state_id: 7 });
    expect(await pin('560001')).toMatchObject({ city: 'Bengaluru', state_id: 29 });
    expect(await pin('400001')).toMatchObject({ city: 'Mumbai', state_id: 27 });
    expect(await pin('700001')).toMatchObject({ city: 'Kolkata', state_id: 19 });
    expect(await pin('500001')).toMatchObject({ city: 'Hyderabad', state_id: 36 });
    expect(await pin('194101')).toMatchObject({ city: 'Leh', state_id: 38 });
    expect(await pin('682555')).toMatchObject({ city: 'Kavaratti', state_id: 31 });
    expect(await pin('744101')).toMatchObject({ state_id: 35 });

    const delhi = await pin('110001');
    expect(delhi.offices).toContain('Connaught Place');
    expect(delhi.offices).toEqual([...new Set(delhi.offices)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(delhi.latitude).toBeCloseTo(28.62, 1);
    expect(delhi.longitude).toBeCloseTo(77.21, 1);
  });

  it('stores only cities the address form accepts, and coordinates inside India', async () => {
    const cities = await t.database.query<{ city: string }>('SELECT DISTINCT city FROM pincodes');
    expect(cities.length).toBeGreaterThan(500);
    expect(cities.map((c) => c.city).filter((c) => !CITY_RULE.test(c))).toEqual([]);
    const [{ outside }] = await t.database.query<{ outside: number }>(
      'SELECT count(*)::int AS outside FROM pincodes WHERE latitude NOT BETWEEN 6 AND 38 OR longitude NOT BETWEEN 68 AND 98 OR (latitude IS NULL) <> (longitude IS NULL)',
    );
    expect(outside).toBe(0);
  });

  it('seeds the default serviceability rules and the warehouses', async () => {
    const rules = await t.database.query<{ prefix: string; serviceable: boolean; b2b_serviceable: boolean; cod_available: boolean; note: string }>(
      'SELECT * FROM serviceable_pincodes ORDER BY prefix',
    );
    expect(rules.find((r) => r.prefix === '')).toMatchObject({ serviceable: true, b2b_serviceable: true, cod_available: true });
    expect(rules.find((r) => r.prefix === '744')).toMatchObject({ serviceable: false });
    expect(rules.find((r) => r.prefix === '68255')).toMatchObject({ serviceable: false });
    expect(rules.find((r) => r.prefix === '194')).toMatchObject({ serviceable: true, cod_available: false });
    expect(rules.every((r) => r.note)).toBe(true);
    // Every Lakshadweep pincode falls under the Lakshadweep rule, and no other pincode does.
    const lakshadweep = await t.database.query<{ pincode: string }>("SELECT pincode FROM pincodes WHERE state_id = 31 OR pincode LIKE '68255%' ORDER BY 1");
    expect(lakshadweep.map((r) => r.pincode)).toEqual(['682551', '682552', '682553', '682554', '682555', '682556', '682557', '682558', '682559']);

    const stores = await t.database.query<{ id: number; pincode: string; city: string }>(
      'SELECT w.id, w.pincode, p.city FROM warehouses w JOIN pincodes p USING (pincode) ORDER BY w.id',
    );
    expect(stores).toEqual([
      { id: 1, pincode: '110020', city: 'Delhi' },
      { id: 2, pincode: '560058', city: 'Bengaluru' },
    ]);
  });

  it('changes nothing when run again, without reading the directory', async () => {
    const before = await fingerprint();
    const started = performance.now();
    const result = await seedReferenceData(t.database);
    const ms = performance.now() - started;
    expect(result).toMatchObject({ states: 36, pincodesInserted: 0, directory: null, serviceabilityRulesInserted: 0, warehousesInserted: 0 });
    expect(await fingerprint()).toEqual(before);
    console.log(`second run of seedReferenceData on ${t.database.kind}: ${ms.toFixed(0)} ms`);
  });

  it('reloads a partly emptied directory and leaves operator rules alone', async () => {
    await t.database.exec("DELETE FROM pincodes WHERE pincode >= '200000'; UPDATE serviceable_pincodes SET cod_available = false WHERE prefix = ''");
    const before = await fingerprint();
    const lines: string[] = [];
    const result = await seedReferenceData(t.database, (m) => lines.push(m));
    expect(result.pincodesInserted).toBeGreaterThan(15_000);
    expect(result.directory?.pincodes).toBe(result.pincodes);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^reference data: 36 states, [\d,]+ pincodes \(loaded [\d,]+ in [\d.]+ s\)$/);
    console.log(lines[0], `on ${t.database.kind}`);
    const after = await fingerprint();
    expect(after.rules).toBe(before.rules);
    expect(after.states).toBe(before.states);
  });
});

describe('directory normalisation', () => {
  it('maps the spellings of state names found in pincode directories', () => {
    expect(stateIdFor('DELHI', 'CENTRAL')).toBe(7);
    expect(stateIdFor('NCT of Delhi', 'Central')).toBe(7);
    expect(stateIdFor('Orissa', 'Khurda')).toBe(21);
    expect(stateIdFor('Pondicherry', 'Pondicherry')).toBe(34);
    expect(stateIdFor('Dadra and Nagar Haveli', 'Dadra and Nagar Haveli')).toBe(26);
    expect(stateIdFor('DAMAN & DIU', 'Daman')).toBe(26);
    expect(stateIdFor('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 'DAMAN')).toBe(26);
    expect(stateIdFor('Andaman & Nicobar Islands', 'South Andaman')).toBe(35);
    expect(stateIdFor('Jammu & Kashmir', 'Srinagar')).toBe(1);
    expect(stateIdFor('JAMMU AND KASHMIR', 'LEH LADAKH')).toBe(38);
    expect(stateIdFor('Jammu and Kashmir', 'Kargil')).toBe(38);
    expect(stateIdFor('TELANGANA', 'HYDERABAD')).toBe(36);
    expect(stateIdFor('Andhra Pradesh', 'Guntur')).toBe(37);
    expect(stateIdFor('NA', 'NA')).toBeNull();
  });

  it('names post offices without their office-type suffix', () => {
    expect(officeName('Baroda House SO')).toBe('Baroda House');
    expect(officeName('Leh City S.O')).toBe('Leh City');
    expect(officeName('Ada B.O')).toBe('Ada');
    expect(officeName('GADIGUDA SO')).toBe('Gadiguda');
    expect(officeName('Town Hall SO Mumbai')).toBe('Town Hall (Mumbai)');
    expect(officeName('P&t Colony S.O (West Godavari)')).toBe('P&t Colony (West Godavari)');
    expect(officeName('NDC DHANBADÂ ')).toBe('NDC Dhanbad');
    expect(officeName('Mumbai GPO')).toBe('Mumbai GPO');
  });

  it('makes every city fit the address form rule', () => {
    expect(toCity('A very long district name that goes on and on', 'Kerala')).toBe('A very long district name that');
    expect(toCity('Kaimur & Bhabua', 'Bihar')).toBe('Kaimur and Bhabua');
    expect(toCity('Xy', 'Goa')).toBe('Xy Goa');
    expect(cityFor('737101', 11, 'EAST DISTRICT', null)).toBe('Gangtok');
    expect(cityFor('700091', 19, '24 PARAGANAS NORTH', null)).toBe('Kolkata');
    expect(cityFor('743201', 19, '24 PARAGANAS NORTH', null)).toBe('North 24 Parganas');
    for (const c of ['A very long district name that', 'Kaimur and Bhabua', 'Xy Goa']) expect(c).toMatch(CITY_RULE);
  });
});
