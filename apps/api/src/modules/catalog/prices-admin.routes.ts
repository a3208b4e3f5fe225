/**
 * The back office's prices, deals and offers (issue 18 part 4, decision 036). Trade prices are the catalog role's;
 * deals and offers are marketing's (decision 032). Every write is audited by the services.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import {
  dealBody,
  dealListQuery,
  offerBody,
  offerListQuery,
  packagePricesBody,
  packagePricesQuery,
  tradeDiscountBody,
  tradeDiscountTableBody,
} from '@nirog/shared/schemas/prices-admin';
import { t } from '@nirog/shared/messages/catalogue';
import { requireRole } from '../../plugins/auth.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { ok } from '../../plugins/errors.ts';
import type { OffersAdmin } from './offers-admin.service.ts';
import type { PricingAdmin } from './pricing-admin.service.ts';

const tags = ['Back office'];
const byId = z.object({ id: entityIdParam });

export async function pricesAdminRoutes(app: FastifyInstance, { pricing, offers }: { pricing: PricingAdmin; offers: OffersAdmin }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const catalog = (request: FastifyRequest) => requireRole(request, 'catalog').user;
  const marketing = (request: FastifyRequest) => requireRole(request, 'marketing').user;

  // Trade prices (catalog)
  r.get('/v1/admin/trade-discounts', { schema: { response: responsesOf('GET /v1/admin/trade-discounts'), tags, summary: 'Operators (catalog): the trade discount off MRP for every trade user type and customer tier.' } }, async (request) => {
    catalog(request);
    return ok(await pricing.table());
  });
  r.put('/v1/admin/trade-discounts/table', {
    schema: { response: responsesOf('PUT /v1/admin/trade-discounts/table'), tags, summary: 'Operators (catalog): save the trade discount table (basis points; null clears a cell), all cells or none.', body: tradeDiscountTableBody },
  }, async (request) => {
    const user = catalog(request);
    return ok(await pricing.saveTable(user.id, request.body.cells), t('prices.saved'));
  });
  r.put('/v1/admin/trade-discounts', {
    schema: { response: responsesOf('PUT /v1/admin/trade-discounts'), tags: ['Pricing'], summary: 'Operators (catalog): trade discount off MRP for one buyer type and tier (basis points).', body: tradeDiscountBody },
  }, async (request) => {
    const user = catalog(request);
    const { userType, tier, discountBp } = request.body;
    await pricing.saveTable(user.id, [{ userType, tier, discountBp }]);
    return ok({ userType, tier, discountBp }, t('prices.saved'));
  });
  r.get('/v1/admin/package-prices', {
    schema: { response: responsesOf('GET /v1/admin/package-prices'), tags, summary: 'Operators (catalog): a pack (by SKU) with its fixed trade prices per user type and tier.', querystring: packagePricesQuery },
  }, async (request) => {
    catalog(request);
    return ok(await pricing.packPrices(request.query.sku));
  });
  r.put('/v1/admin/package-prices/:packageId', {
    schema: { response: responsesOf('PUT /v1/admin/package-prices/:packageId'), tags, summary: "Operators (catalog): replace a pack's fixed trade prices (paise, at most its retail price).", params: z.object({ packageId: entityIdParam }), body: packagePricesBody },
  }, async (request) => {
    const user = catalog(request);
    return ok(await pricing.savePackPrices(user.id, request.params.packageId, request.body.prices), t('prices.saved'));
  });

  // Offers (marketing)
  r.get('/v1/admin/offers', { schema: { response: responsesOf('GET /v1/admin/offers'), tags, summary: 'Operators (marketing): offer pages, paged, sorted, searched, by state.', querystring: offerListQuery } }, async (request) => {
    marketing(request);
    return ok(await offers.findOffers(request.query));
  });
  r.get('/v1/admin/offers/:id', { schema: { response: responsesOf('GET /v1/admin/offers/:id'), tags, summary: 'Operators (marketing): one offer with its deals.', params: byId } }, async (request) => {
    marketing(request);
    return ok(await offers.getOffer(request.params.id));
  });
  r.post('/v1/admin/offers', { schema: { response: responsesOf('POST /v1/admin/offers'), tags, summary: 'Operators (marketing): create an offer page (/offers/{slug}).', body: offerBody } }, async (request, reply) => {
    const user = marketing(request);
    const created = await offers.createOffer(user.id, request.body);
    reply.status(201);
    return ok(created, t('offers.saved'));
  });
  r.put('/v1/admin/offers/:id', { schema: { response: responsesOf('PUT /v1/admin/offers/:id'), tags, summary: 'Operators (marketing): edit an offer page.', params: byId, body: offerBody } }, async (request) => {
    const user = marketing(request);
    return ok(await offers.updateOffer(user.id, request.params.id, request.body), t('offers.saved'));
  });

  // Deals (marketing)
  r.get('/v1/admin/deals', { schema: { response: responsesOf('GET /v1/admin/deals'), tags, summary: 'Operators (marketing): deals, paged, sorted, searched (SKU, product, offer), by state or offer.', querystring: dealListQuery } }, async (request) => {
    marketing(request);
    return ok(await offers.findDeals(request.query));
  });
  r.get('/v1/admin/deals/:id', { schema: { response: responsesOf('GET /v1/admin/deals/:id'), tags, summary: 'Operators (marketing): one deal.', params: byId } }, async (request) => {
    marketing(request);
    return ok(await offers.getDeal(request.params.id));
  });
  r.post('/v1/admin/deals', { schema: { response: responsesOf('POST /v1/admin/deals'), tags, summary: 'Operators (marketing): create a deal: a pack (SKU) at a discount in a window, with an optional cap per order.', body: dealBody } }, async (request, reply) => {
    const user = marketing(request);
    const created = await offers.createDeal(user.id, request.body);
    reply.status(201);
    return ok(created, t('deals.saved'));
  });
  r.put('/v1/admin/deals/:id', { schema: { response: responsesOf('PUT /v1/admin/deals/:id'), tags, summary: 'Operators (marketing): edit a deal.', params: byId, body: dealBody } }, async (request) => {
    const user = marketing(request);
    return ok(await offers.updateDeal(user.id, request.params.id, request.body), t('deals.saved'));
  });
  r.post('/v1/admin/deals/:id/end', { schema: { response: responsesOf('POST /v1/admin/deals/:id/end'), tags, summary: 'Operators (marketing): end a deal now.', params: byId } }, async (request) => {
    const user = marketing(request);
    return ok(await offers.endDeal(user.id, request.params.id), t('deals.ended'));
  });
}
