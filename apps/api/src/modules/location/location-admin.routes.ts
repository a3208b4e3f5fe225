/** Operators keep the delivery rules by pincode prefix and the local GST registry (issue 4). */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { gstNumber } from '@nirog/shared/schemas/address';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { gstRegistry } from '../../providers/gst/registry.tables.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { serviceablePincodes } from './location.tables.ts';

export async function locationAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  // Delivery rules and the GST registry are the admin's (decision 032).
  const operator = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'admin').user;
  const tags = ['Back office'];

  r.get('/v1/admin/serviceable-pincodes', { schema: { response: responsesOf('GET /v1/admin/serviceable-pincodes'), tags, summary: 'Operators: the delivery rules by pincode prefix.' } }, async (request) => {
    operator(request);
    const items = await db.select().from(serviceablePincodes).orderBy(asc(serviceablePincodes.prefix));
    return ok({ items, total: items.length });
  });

  r.put('/v1/admin/serviceable-pincodes', {
    schema: { response: responsesOf('PUT /v1/admin/serviceable-pincodes'),
      tags,
      summary: "Operators: set the rule for a pincode prefix ('' is the default; a 6-digit prefix is one pincode).",
      body: z.strictObject({
        prefix: z.string().regex(/^[0-9]{0,6}$/, { message: 'A prefix is up to 6 digits' }),
        serviceable: z.boolean(),
        b2bServiceable: z.boolean(),
        codAvailable: z.boolean(),
        note: z.string().max(200).optional(),
      }),
    },
  }, async (request) => {
    const user = operator(request);
    const b = request.body;
    const values = { ...b, note: b.note ?? null, updatedBy: user.id, updatedAt: new Date() };
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(serviceablePincodes).where(eq(serviceablePincodes.prefix, b.prefix)).for('update');
      const [saved] = await tx.insert(serviceablePincodes).values(values).onConflictDoUpdate({ target: serviceablePincodes.prefix, set: values }).returning();
      const { updatedAt: _a, updatedBy: _b, ...after } = saved;
      const prior = before && (({ updatedAt: _c, updatedBy: _d, ...rest }) => rest)(before);
      await recordAudit(tx, { actorId: user.id, entity: 'setting', entityId: `pincode:${b.prefix || 'default'}`, action: before ? 'update' : 'create', before: prior ?? null, after });
      return saved;
    });
    return ok(row, 'Delivery rule saved');
  });

  r.put('/v1/admin/gst-registry', {
    schema: { response: responsesOf('PUT /v1/admin/gst-registry'),
      tags,
      summary: 'Operators: add or correct a GSTIN in the local GST registry.',
      body: z.strictObject({
        gstin: z.string().trim().toUpperCase().pipe(gstNumber),
        legalName: z.string().trim().min(2).max(200),
        tradeName: z.string().trim().max(200).optional(),
        status: z.enum(['Active', 'Cancelled', 'Suspended']).default('Active'),
      }),
    },
  }, async (request) => {
    const user = operator(request);
    const b = request.body;
    const values = { gstin: b.gstin, legalName: b.legalName, tradeName: b.tradeName ?? null, status: b.status, updatedBy: user.id, updatedAt: sql`now()` };
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(gstRegistry).where(eq(gstRegistry.gstin, b.gstin)).for('update');
      const [saved] = await tx.insert(gstRegistry).values(values).onConflictDoUpdate({ target: gstRegistry.gstin, set: values }).returning();
      const pick = (r: typeof saved) => ({ legalName: r.legalName, tradeName: r.tradeName, status: r.status });
      await recordAudit(tx, { actorId: user.id, entity: 'setting', entityId: `gstin:${b.gstin}`, action: before ? 'update' : 'create', before: before ? pick(before) : null, after: pick(saved) });
      return saved;
    });
    return ok(row, 'GST registry entry saved');
  });
}
