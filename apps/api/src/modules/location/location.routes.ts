/** Location calls (spec section 7, Addresses and location): state list, pincode lookup, serviceability, delivery time. */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { COUNTRY_INDIA } from '@nirog/shared/codes/states';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db } from '../../db/client.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { checkServiceability, estimateDelivery, findPincode, listStates } from './location.service.ts';

const tags = ['Location'];
const pinParam = z.object({ pincode: z.string() });
const unknownPincode = () => AppError.field('pincode', t('spec.pincodeInvalid'));

export async function locationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/pub/states', {
    schema: { response: responsesOf('GET /pub/states'), tags, summary: 'States and union territories with GST state codes (country 101).', querystring: z.object({ country: z.coerce.number().default(COUNTRY_INDIA) }) },
  }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return ok(request.query.country === COUNTRY_INDIA ? await listStates(db) : []);
  });

  r.get('/pub/pincodes/:pincode', { schema: { response: responsesOf('GET /pub/pincodes/:pincode'), tags, summary: 'City, district and state of a pincode.', params: pinParam } }, async (request, reply) => {
    const info = await findPincode(db, request.params.pincode);
    if (!info) throw unknownPincode();
    reply.header('cache-control', 'public, max-age=3600');
    return ok(info);
  });

  const serviceable = async (pincode: string, type: 'b2c' | 'b2b') => {
    const s = await checkServiceability(db, pincode, type);
    if (!s) throw unknownPincode();
    return ok(s, s.serviceable ? '' : t('address.notServiceable'));
  };
  const typeQuery = z.object({ type: z.enum(['b2c', 'b2b']).default('b2c') });
  r.get('/serviceable_pincodes/:pincode', { config: PUBLIC_ROUTE,
    schema: { response: responsesOf('GET /serviceable_pincodes/:pincode'), tags, summary: 'Whether we deliver to a pincode (type b2c for retail, b2b for trade).', params: pinParam, querystring: typeQuery },
  }, async (request) => serviceable(request.params.pincode, request.query.type));
  r.get('/pub/serviceable_pincodes/:pincode', { schema: { response: responsesOf('GET /pub/serviceable_pincodes/:pincode'), tags, hide: true, params: pinParam, querystring: typeQuery } }, async (request) =>
    serviceable(request.params.pincode, request.query.type),
  );

  r.get('/v2/deliverytime', { config: PUBLIC_ROUTE,
    schema: { response: responsesOf('GET /v2/deliverytime'), tags, summary: 'Estimated delivery days to a pincode from the nearest warehouse.', querystring: z.object({ pincode: z.string() }) },
  }, async (request) => {
    const estimate = await estimateDelivery(db, request.query.pincode);
    if (!estimate) throw unknownPincode();
    return ok(estimate);
  });
}
