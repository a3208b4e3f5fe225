/** The back office's catalog (issue 18 parts 2 and 4, decision 034): role `catalog`. And the product pictures' copies, public. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import {
  brandBody,
  brandListQuery,
  categoryBody,
  categoryListQuery,
  PRODUCT_IMAGE_WIDTHS,
  productBody,
  productImageBody,
  productImageEditBody,
  productImageOrderBody,
  productListQuery,
  publishBody,
} from '@nirog/shared/schemas/catalog-admin';
import { PUBLIC_ROUTE, requireRole } from '../../plugins/auth.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { ok } from '../../plugins/errors.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { CatalogAdminService } from './catalog-admin.service.ts';
import type { DemoImageDrawer } from './demo-images.ts';
import { imageCopyKey } from './product-image-pipeline.ts';

const tags = ['Back office: catalog'];
const idParams = z.object({ id: entityIdParam });
const imageParams = z.object({ id: entityIdParam, imageId: z.uuid() });

export async function catalogAdminRoutes(
  app: FastifyInstance,
  { admin, storage, drawDemo }: { admin: CatalogAdminService; storage: StorageProvider; drawDemo?: DemoImageDrawer },
) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const actor = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'catalog').user.id;

  r.get('/v1/admin/products', {
    schema: { response: responsesOf('GET /v1/admin/products'), tags, summary: 'Products, published or not: search by name, brand or SKU; filter by brand, category, published; sort by name, last change or lowest price.', querystring: productListQuery },
  }, async (request) => {
    actor(request);
    return ok(await admin.listProducts(request.query));
  });

  r.get('/v1/admin/products/:id', { schema: { response: responsesOf('GET /v1/admin/products/:id'), tags, summary: 'A product as the back office edits it: every field, all packs (inactive ones too), pictures in order.', params: idParams } }, async (request) => {
    actor(request);
    return ok(await admin.getProduct(request.params.id));
  });

  r.post('/v1/admin/products', {
    schema: { response: responsesOf('POST /v1/admin/products'), tags, summary: 'Create a product with its packs (paise); it is live at once on /medicines.', body: productBody },
  }, async (request, reply) => {
    const product = await admin.createProduct(actor(request), request.body);
    reply.status(201);
    return ok(product, t('office.product.created'));
  });

  r.put('/v1/admin/products/:id', {
    schema: { response: responsesOf('PUT /v1/admin/products/:id'), tags, summary: 'Replace a product and its packs (a pack with an id is kept; packs left out become inactive).', params: idParams, body: productBody },
  }, async (request) => ok(await admin.updateProduct(actor(request), request.params.id, request.body), t('office.product.saved')));

  r.put('/v1/admin/products/:id/publish', {
    schema: { response: responsesOf('PUT /v1/admin/products/:id/publish'), tags, summary: 'Publish (on sale, shown) or unpublish (hidden, not sold) a product.', params: idParams, body: publishBody },
  }, async (request) => ok(await admin.publish(actor(request), request.params.id, request.body.active), t(request.body.active ? 'office.product.published' : 'office.product.unpublished')));

  r.post('/v1/admin/products/:id/images', {
    schema: { response: responsesOf('POST /v1/admin/products/:id/images'), tags, summary: `Attach an uploaded picture (purpose product_image) with its alt text: resized to ${PRODUCT_IMAGE_WIDTHS.join('/')} px squares in WebP and JPEG; it goes last.`, params: idParams, body: productImageBody },
  }, async (request, reply) => {
    const product = await admin.addImage(actor(request), request.params.id, request.body.uploadId, request.body.alt);
    reply.status(201);
    return ok(product, t('office.image.added'));
  });

  r.put('/v1/admin/products/:id/images/order', {
    schema: { response: responsesOf('PUT /v1/admin/products/:id/images/order'), tags, summary: "The product's pictures in their new order (each id once; the first is the cover).", params: idParams, body: productImageOrderBody },
  }, async (request) => ok(await admin.orderImages(actor(request), request.params.id, request.body.ids), t('office.image.ordered')));

  r.put('/v1/admin/products/:id/images/:imageId', {
    schema: { response: responsesOf('PUT /v1/admin/products/:id/images/:imageId'), tags, summary: "Change a picture's alt text.", params: imageParams, body: productImageEditBody },
  }, async (request) => ok(await admin.editImage(actor(request), request.params.id, request.params.imageId, request.body.alt), t('office.image.saved')));

  r.delete('/v1/admin/products/:id/images/:imageId', {
    schema: { response: responsesOf('DELETE /v1/admin/products/:id/images/:imageId'), tags, summary: 'Remove a picture (its copies are deleted from storage).', params: imageParams },
  }, async (request) => ok(await admin.removeImage(actor(request), request.params.id, request.params.imageId), t('office.image.removed')));

  r.get('/v1/admin/brands', { schema: { response: responsesOf('GET /v1/admin/brands'), tags, summary: 'Brands with their product counts.', querystring: brandListQuery } }, async (request) => {
    actor(request);
    return ok(await admin.listBrands(request.query));
  });
  r.post('/v1/admin/brands', { schema: { response: responsesOf('POST /v1/admin/brands'), tags, summary: 'Create a brand.', body: brandBody } }, async (request, reply) => {
    const brand = await admin.saveBrand(actor(request), null, request.body);
    reply.status(201);
    return ok(brand, t('office.brand.saved'));
  });
  r.put('/v1/admin/brands/:id', { schema: { response: responsesOf('PUT /v1/admin/brands/:id'), tags, summary: 'Edit a brand.', params: idParams, body: brandBody } }, async (request) =>
    ok(await admin.saveBrand(actor(request), request.params.id, request.body), t('office.brand.saved')),
  );

  r.get('/v1/admin/categories', { schema: { response: responsesOf('GET /v1/admin/categories'), tags, summary: 'Categories (two levels) with their product counts.', querystring: categoryListQuery } }, async (request) => {
    actor(request);
    return ok(await admin.listCategories(request.query));
  });
  r.post('/v1/admin/categories', { schema: { response: responsesOf('POST /v1/admin/categories'), tags, summary: 'Create a category (a root, or under a root).', body: categoryBody } }, async (request, reply) => {
    const category = await admin.saveCategory(actor(request), null, request.body);
    reply.status(201);
    return ok(category, t('office.category.saved'));
  });
  r.put('/v1/admin/categories/:id', { schema: { response: responsesOf('PUT /v1/admin/categories/:id'), tags, summary: 'Edit a category.', params: idParams, body: categoryBody } }, async (request) =>
    ok(await admin.saveCategory(actor(request), request.params.id, request.body), t('office.category.saved')),
  );

  // A picture's copy never changes under its address (a new picture gets a new id), so browsers and CDNs keep it a year.
  app.get('/images/products/:imageId/:file', {
    config: PUBLIC_ROUTE,
    schema: { tags, summary: 'One resized copy of a product picture ({width}.webp or {width}.jpg); cached for a year.', params: z.object({ imageId: z.uuid(), file: z.string().regex(/^\d{2,4}\.(?:webp|jpg)$/) }) },
  }, async (request, reply) => {
    const { imageId, file } = request.params as { imageId: string; file: string };
    const [w, ext] = file.split('.');
    const width = Number(w);
    if (!(PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width)) return reply.status(404).send({ status: false, message: { code: 'not_found', error: t('error.notFound') } });
    const id = imageId.toLowerCase();
    const format = ext === 'jpg' ? 'jpeg' : 'webp';
    // A demo catalog picture's copy is drawn the first time it is asked for (decision 041), then stored like an upload's.
    const bytes = (await storage.get(imageCopyKey(id, width, format))) ?? (drawDemo ? await drawDemo(id, width, format) : null);
    if (!bytes) return reply.status(404).header('cache-control', 'public, max-age=60').send({ status: false, message: { code: 'not_found', error: t('error.notFound') } });
    return reply
      .type(ext === 'jpg' ? 'image/jpeg' : 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
