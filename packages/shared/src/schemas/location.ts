/** Responses of the location calls (spec section 7, Addresses and location) and their back-office rules (decision 018). */
import { z } from 'zod';
import { int, isoDateTime, pageOf } from './envelope.ts';

/** A state or union territory with its GST state code. */
export const stateOption = z.object({ id: int, name: z.string(), stateCode: z.string() });
export type StateOption = z.output<typeof stateOption>;
export const stateList = z.array(stateOption);

/** City, district and state of a pincode. */
export const pincodeInfo = z.object({
  pincode: z.string(),
  city: z.string(),
  district: z.string(),
  state: stateOption,
  offices: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const serviceability = z.object({ pincode: z.string(), serviceable: z.boolean(), codAvailable: z.boolean(), note: z.string().nullable() });

export const deliveryEstimate = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  fromWarehouse: z.object({ name: z.string(), pincode: z.string() }),
  distanceKm: int.nullable(),
  minDays: int,
  maxDays: int,
});

/** A delivery rule by pincode prefix (operators). */
export const serviceableRule = z.object({
  prefix: z.string(),
  serviceable: z.boolean(),
  b2bServiceable: z.boolean(),
  codAvailable: z.boolean(),
  note: z.string().nullable(),
  updatedBy: int.nullable(),
  updatedAt: isoDateTime,
});
export const serviceableRuleList = pageOf(serviceableRule);

/** An entry of the local GST registry (operators). */
export const gstRegistryEntry = z.object({
  gstin: z.string(),
  legalName: z.string(),
  tradeName: z.string().nullable(),
  status: z.string(),
  updatedBy: int.nullable(),
  updatedAt: isoDateTime,
});
