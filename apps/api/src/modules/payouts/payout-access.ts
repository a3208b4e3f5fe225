/**
 * Who may use the earnings area (decision 076): the partner area's rules (spec section 6). Reading needs the
 * NirogPartner section (patients have none: 403); changing payout details and requesting payouts need write access
 * and a verified account (1 or 3, as joining Nirog Partner does), else the spec's verification message.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { buyerOf } from '../catalog/catalog.service.ts';
import { accessMap, requireWriteAccess } from '../identity/access.service.ts';

export function payoutAccess(db: Db) {
  return {
    async read(request: FastifyRequest) {
      const { user } = requireUser(request);
      if ((await accessMap(db, user)).NirogPartner === 3) throw AppError.of('forbidden', 'error.sectionNoAccess');
    },
    async write(request: FastifyRequest) {
      await requireWriteAccess(db, request, 'NirogPartner');
      const { user } = requireUser(request);
      const status = (await buyerOf(db, user)).verificationStatus ?? 0;
      if (status !== 1 && status !== 3) throw AppError.of('forbidden', 'partner.verifyFirst');
    },
  };
}
