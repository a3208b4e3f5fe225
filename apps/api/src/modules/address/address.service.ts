/**
 * The address book. Every call is scoped to the owner: another user's address id behaves as if it did not exist.
 * Changes to one book are serialised by a per-book advisory lock, so the default and billing switches are atomic
 * and a book never has two defaults, two billing addresses, or no address left, whatever the timing of requests.
 */
import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { stateById } from '@nirog/shared/codes/states';
import { t } from '@nirog/shared/messages/catalogue';
import { addressSchema, GST_REQUIRED_USER_TYPES, type AddressInput } from '@nirog/shared/schemas/address';
import type { UserTypeCode } from '@nirog/shared/codes/tables';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, zodFields } from '../../plugins/errors.ts';
import type { GstProvider } from '../../providers/gst/gst.provider.ts';
import { verifyGst } from '../gst/gst.service.ts';
import { findPincode } from '../location/location.service.ts';
import { addresses } from './address.tables.ts';

export type AddressRow = typeof addresses.$inferSelect;

export interface Actor {
  id: number;
  userType: number;
}

export function toAddressDto(a: AddressRow) {
  const state = stateById(a.stateId);
  return {
    id: a.id,
    user_id: a.userId,
    patient_id: a.patientId,
    contact_person_name: a.contactPersonName,
    contact_person_phone: a.contactPersonPhone,
    alt_mobile: a.altMobile,
    address: a.address,
    landmark: a.landmark,
    city: a.city,
    state: a.stateId,
    state_name: state?.name ?? null,
    state_code: state?.stateCode ?? null,
    pin_code: a.pinCode,
    is_default: a.isDefault,
    is_billing: a.isBilling,
    legalEntityName: a.legalEntityName,
    gst: a.gst,
    gstVerified: a.gstVerified,
    tradeName: a.tradeName,
    created_by: a.createdBy,
    updated_by: a.updatedBy,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}
export type AddressDto = ReturnType<typeof toAddressDto>;

const notFound = () => AppError.of('not_found', 'address.notFound');

function bookOf(userId: number, patientId: number | null): SQL {
  return and(eq(addresses.userId, userId), patientId == null ? isNull(addresses.patientId) : eq(addresses.patientId, patientId))!;
}

async function lockBook(tx: Tx, userId: number, patientId: number | null) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`address:${userId}:${patientId ?? 0}`}))`);
}

/** Takes the default and/or billing role away from every other address of the book (under the book's lock). */
async function clearRoles(tx: Tx, book: SQL, roles: { isDefault: boolean; isBilling: boolean }, keepId?: number) {
  const others = keepId === undefined ? book : and(book, ne(addresses.id, keepId))!;
  if (roles.isDefault) await tx.update(addresses).set({ isDefault: 0 }).where(and(others, eq(addresses.isDefault, 1)));
  if (roles.isBilling) await tx.update(addresses).set({ isBilling: 0 }).where(and(others, eq(addresses.isBilling, 1)));
}

/** The columns a person types, from validated input. */
function typedColumns(input: AddressInput) {
  return {
    contactPersonName: input.contact_person_name,
    contactPersonPhone: input.contact_person_phone,
    altMobile: input.alt_mobile,
    address: input.address,
    landmark: input.landmark,
    city: input.city,
    stateId: input.state,
    pinCode: input.pin_code,
    gst: input.gst,
  };
}

/** Validates with the rules of spec section 5 for this user (the API's copy of the form's rules). */
function validate(actor: Actor, input: unknown): AddressInput {
  const parsed = addressSchema({ userType: actor.userType }).safeParse(input);
  if (!parsed.success) {
    const fields = zodFields(parsed.error.issues.map((i) => ({ path: i.path as PropertyKey[], message: i.message })));
    throw new AppError('validation_failed', t('error.validation'), { fields });
  }
  return parsed.data;
}

export function createAddressService(db: Db, gst: GstProvider) {
  /** Checks the pincode against the directory and the state, and the GSTIN against the registry. */
  async function checkWithServer(input: AddressInput) {
    const pin = await findPincode(db, input.pin_code);
    if (!pin) throw AppError.field('pin_code', t('spec.pincodeInvalid'));
    if (pin.state.id !== input.state) {
      throw AppError.field('state', t('address.pincodeOtherState', { pincode: input.pin_code, state: pin.state.name }));
    }
    if (!input.gst) return { gstVerified: false, legalEntityName: input.legalEntityName, tradeName: input.tradeName };
    const v = await verifyGst(gst, input.gst, input.legalEntityName);
    return { gstVerified: true, legalEntityName: input.legalEntityName ?? v.legalEntityName, tradeName: input.tradeName ?? v.tradeName };
  }

  async function list(actor: Actor, ownerId: number, patientId: number | null = null) {
    if (ownerId !== actor.id) throw notFound();
    const rows = await db
      .select()
      .from(addresses)
      .where(bookOf(actor.id, patientId))
      .orderBy(desc(addresses.isDefault), desc(addresses.isBilling), desc(addresses.updatedAt), desc(addresses.id));
    return rows.map(toAddressDto);
  }

  async function get(actor: Actor, id: number) {
    const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, actor.id))).limit(1);
    if (!row) throw notFound();
    return toAddressDto(row);
  }

  async function create(actor: Actor, body: Record<string, unknown> & { patient_id?: number }) {
    const input = validate(actor, body);
    const checked = await checkWithServer(input);
    const patientId = body.patient_id ?? null;
    return db.transaction(async (tx) => {
      await lockBook(tx, actor.id, patientId);
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(addresses).where(bookOf(actor.id, patientId));
      const first = n === 0;
      const mayBill = !GST_REQUIRED_USER_TYPES.includes(actor.userType as UserTypeCode) || !!input.gst;
      // The first address is the default pick for delivery and billing.
      const isDefault = input.is_default === 1 || first ? 1 : 0;
      const isBilling = input.is_billing === 1 || (first && mayBill) ? 1 : 0;
      await clearRoles(tx, bookOf(actor.id, patientId), { isDefault: isDefault === 1, isBilling: isBilling === 1 });
      const [row] = await tx
        .insert(addresses)
        .values({
          userId: actor.id,
          patientId,
          ...typedColumns(input),
          isDefault,
          isBilling,
          ...checked,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning();
      return toAddressDto(row);
    });
  }

  async function update(actor: Actor, id: number, body: Record<string, unknown>) {
    const existing = await get(actor, id);
    const input = validate(actor, { ...body, is_billing: body.is_billing ?? existing.is_billing });
    const checked = await checkWithServer(input);
    return db.transaction(async (tx) => {
      await lockBook(tx, actor.id, existing.patient_id);
      await clearRoles(tx, bookOf(actor.id, existing.patient_id), { isDefault: input.is_default === 1, isBilling: input.is_billing === 1 }, id);
      const [row] = await tx
        .update(addresses)
        .set({
          ...typedColumns(input),
          // Flags only move to 1 here; moving them away happens by choosing another address.
          ...(input.is_default === 1 ? { isDefault: 1 } : {}),
          ...(input.is_billing === 1 ? { isBilling: 1 } : {}),
          ...checked,
          updatedBy: actor.id,
          updatedAt: new Date(),
        })
        .where(and(eq(addresses.id, id), eq(addresses.userId, actor.id)))
        .returning();
      if (!row) throw notFound();
      return toAddressDto(row);
    });
  }

  /** Makes one address the default and/or billing address of its book, in one step. */
  async function setDefaultBilling(actor: Actor, input: { address_id: number; user_id: number; is_default?: number; is_billing?: number }) {
    if (input.user_id !== actor.id) throw notFound();
    const existing = await get(actor, input.address_id);
    if (input.is_billing === 1 && GST_REQUIRED_USER_TYPES.includes(actor.userType as UserTypeCode) && !existing.gst) {
      throw AppError.field('gst', t('spec.gstRequired'));
    }
    return db.transaction(async (tx) => {
      await lockBook(tx, actor.id, existing.patient_id);
      await clearRoles(tx, bookOf(actor.id, existing.patient_id), { isDefault: input.is_default === 1, isBilling: input.is_billing === 1 }, existing.id);
      const [row] = await tx
        .update(addresses)
        .set({
          ...(input.is_default === 1 ? { isDefault: 1 } : {}),
          ...(input.is_billing === 1 ? { isBilling: 1 } : {}),
          updatedBy: actor.id,
          updatedAt: new Date(),
        })
        .where(eq(addresses.id, existing.id))
        .returning();
      return toAddressDto(row);
    });
  }

  /** Deletes an address; the last one stays. A deleted default or billing address hands its role to the newest other. */
  async function remove(actor: Actor, id: number) {
    const existing = await get(actor, id);
    await db.transaction(async (tx) => {
      await lockBook(tx, actor.id, existing.patient_id);
      const book = bookOf(actor.id, existing.patient_id);
      const rest = await tx.select().from(addresses).where(and(book, ne(addresses.id, id))).orderBy(desc(addresses.updatedAt), desc(addresses.id));
      if (rest.length === 0) throw AppError.of('business_rule', 'address.lastAddress');
      const deleted = await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, actor.id))).returning();
      if (deleted.length === 0) throw notFound();
      const next = rest[0];
      if (existing.is_default === 1) await tx.update(addresses).set({ isDefault: 1, updatedBy: actor.id }).where(eq(addresses.id, next.id));
      if (existing.is_billing === 1) {
        const mayBill = !GST_REQUIRED_USER_TYPES.includes(actor.userType as UserTypeCode);
        const heir = mayBill ? next : rest.find((a) => a.gst);
        if (heir) await tx.update(addresses).set({ isBilling: 1, updatedBy: actor.id }).where(eq(addresses.id, heir.id));
      }
    });
  }

  return { list, get, create, update, setDefaultBilling, remove };
}

export type AddressService = ReturnType<typeof createAddressService>;
