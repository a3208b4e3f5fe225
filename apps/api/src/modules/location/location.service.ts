/** States, the pincode directory, serviceability and delivery-time estimates. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { INDIAN_STATES, stateById } from '@nirog/shared/codes/states';
import type { DbOrTx } from '../../db/client.ts';
import { pincodes, serviceablePincodes, states, warehouses } from './location.tables.ts';

export interface PincodeInfo {
  pincode: string;
  city: string;
  district: string;
  state: { id: number; name: string; stateCode: string };
  offices: string[];
  latitude: number | null;
  longitude: number | null;
}

export async function listStates(db: DbOrTx) {
  return db.select({ id: states.id, name: states.name, stateCode: states.stateCode }).from(states).orderBy(asc(states.name));
}

export async function findPincode(db: DbOrTx, pincode: string): Promise<PincodeInfo | null> {
  if (!/^[1-9][0-9]{5}$/.test(pincode)) return null;
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1);
  if (!row) return null;
  const state = stateById(row.stateId) ?? INDIAN_STATES[0];
  return {
    pincode: row.pincode,
    city: row.city,
    district: row.district,
    state: { id: state.id, name: state.name, stateCode: state.stateCode },
    offices: row.offices,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export interface Serviceability {
  pincode: string;
  serviceable: boolean;
  codAvailable: boolean;
  note: string | null;
}

/** The longest matching prefix rule decides; a pincode outside the directory is never serviceable. */
export async function checkServiceability(db: DbOrTx, pincode: string, type: 'b2c' | 'b2b' = 'b2c'): Promise<Serviceability | null> {
  const info = await findPincode(db, pincode);
  if (!info) return null;
  const [rule] = await db
    .select()
    .from(serviceablePincodes)
    .where(sql`${pincode} LIKE ${serviceablePincodes.prefix} || '%'`)
    .orderBy(sql`length(${serviceablePincodes.prefix}) DESC`)
    .limit(1);
  if (!rule) return { pincode, serviceable: false, codAvailable: false, note: null };
  const serviceable = type === 'b2b' ? rule.b2bServiceable : rule.serviceable;
  return { pincode, serviceable, codAvailable: serviceable && rule.codAvailable, note: rule.note };
}

function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Delivery days by road distance bands from the nearest warehouse; by postal zone when coordinates are missing. */
export function daysForDistance(km: number): { min: number; max: number } {
  if (km <= 50) return { min: 1, max: 2 };
  if (km <= 500) return { min: 2, max: 3 };
  if (km <= 1200) return { min: 3, max: 5 };
  return { min: 5, max: 7 };
}

export async function estimateDelivery(db: DbOrTx, pincode: string) {
  const dest = await findPincode(db, pincode);
  if (!dest) return null;
  const service = await checkServiceability(db, pincode);
  const rows = await db
    .select({ id: warehouses.id, name: warehouses.name, pincode: warehouses.pincode, latitude: pincodes.latitude, longitude: pincodes.longitude })
    .from(warehouses)
    .innerJoin(pincodes, eq(pincodes.pincode, warehouses.pincode))
    .where(and(eq(warehouses.active, true)));
  let best: { warehouse: (typeof rows)[number]; km: number | null } | null = null;
  for (const w of rows) {
    const km =
      w.latitude != null && w.longitude != null && dest.latitude != null && dest.longitude != null
        ? haversineKm({ lat: w.latitude, lng: w.longitude }, { lat: dest.latitude, lng: dest.longitude })
        : null;
    // Without coordinates, the same first postal digit (zone) counts as near.
    const score = km ?? (w.pincode[0] === pincode[0] ? 400 : 1500);
    if (!best || score < (best.km ?? (best.warehouse.pincode[0] === pincode[0] ? 400 : 1500))) best = { warehouse: w, km };
  }
  if (!best) return null;
  const km = best.km ?? (best.warehouse.pincode[0] === pincode[0] ? 400 : 1500);
  const days = daysForDistance(km);
  return {
    pincode,
    serviceable: service?.serviceable ?? false,
    fromWarehouse: { name: best.warehouse.name, pincode: best.warehouse.pincode },
    distanceKm: best.km == null ? null : Math.round(best.km),
    minDays: days.min,
    maxDays: days.max,
  };
}
