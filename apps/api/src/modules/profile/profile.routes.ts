import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { stateById } from '@nirog/shared/codes/states';
import { t } from '@nirog/shared/messages/catalogue';
import { pincodeOnlyBody } from '@nirog/shared/schemas/address';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { findPincode } from '../location/location.service.ts';
import { doctorProfiles } from './profile.tables.ts';
import { eq } from 'drizzle-orm';

const PRACTITIONER_TYPES = [2, 3, 4, 5, 6, 7, 8];

function toDto(p: typeof doctorProfiles.$inferSelect) {
  const state = p.stateId ? stateById(p.stateId) : undefined;
  return { userId: p.userId, city: p.city, state: p.stateId, state_name: state?.name ?? null, pin_code: p.pinCode, created_by: p.createdBy, updatedBy: p.updatedBy };
}

export async function profileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const tags = ['Profile'];
  const params = z.object({ userId: entityIdParam });

  r.get('/v1/doctor-profile/:userId', { schema: { response: responsesOf('GET /v1/doctor-profile/:userId'), tags, summary: "A practitioner's profile location (own profile).", params } }, async (request) => {
    const { user } = requireUser(request);
    if (request.params.userId !== user.id) throw AppError.of('not_found', 'error.notFound');
    const [row] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, user.id));
    return ok(row ? toDto(row) : { userId: user.id, city: null, state: null, state_name: null, pin_code: null, created_by: null, updatedBy: null });
  });

  r.put('/v1/doctor-profile/:userId/location', {
    schema: { response: responsesOf('PUT /v1/doctor-profile/:userId/location'), tags, summary: 'Pincode-only update of a practitioner profile: city, state, pin_code.', params, body: pincodeOnlyBody },
  }, async (request) => {
    const { user } = requireUser(request);
    if (request.params.userId !== user.id) throw AppError.of('not_found', 'error.notFound');
    if (!PRACTITIONER_TYPES.includes(user.userType)) throw AppError.of('forbidden', 'error.forbidden');
    const { pin_code, city, state } = request.body;
    const pin = await findPincode(db, pin_code);
    if (!pin) throw AppError.field('pin_code', t('spec.pincodeInvalid'));
    if (pin.state.id !== state) throw AppError.field('state', t('address.pincodeOtherState', { pincode: pin_code, state: pin.state.name }));
    const [row] = await db
      .insert(doctorProfiles)
      .values({ userId: user.id, city, stateId: state, pinCode: pin_code, createdBy: user.id, updatedBy: user.id })
      .onConflictDoUpdate({ target: doctorProfiles.userId, set: { city, stateId: state, pinCode: pin_code, updatedBy: user.id, updatedAt: new Date() } })
      .returning();
    return ok(toDto(row), t('spec.addressSaved'));
  });
}
