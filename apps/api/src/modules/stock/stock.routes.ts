/** Stock in the back office (issue 18 part 3, decision 035): list, single edit, movement log, CSV import. Role: stock. */
import type { FastifyInstance } from 'fastify';
import { t } from '@nirog/shared/messages/catalogue';
import { stockImportBody, stockImportParams, stockListQuery, stockMovementsQuery, stockParams, stockSetBody } from '@nirog/shared/schemas/stock';
import { holdsRole, requireRole, requireUser } from '../../plugins/auth.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import type { StockService } from './stock.service.ts';

const tags = ['Back office'];
/** A 1 MB file sent as JSON text can grow by its escapes; the service refuses a file over 1 MB with a clear message. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

export async function stockRoutes(app: FastifyInstance, { stock }: { stock: StockService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v1/admin/stock', {
    schema: { response: responsesOf('GET /v1/admin/stock'), tags, summary: 'Stock per pack and warehouse: search product name or SKU; filter by warehouse and level (low: at or below the low-stock units; out: none); sort by name, quantity or last update.', querystring: stockListQuery },
  }, async (request) => {
    requireRole(request, 'stock');
    return ok(await stock.list(request.query));
  });

  r.get('/v1/admin/stock/warehouses', { schema: { response: responsesOf('GET /v1/admin/stock/warehouses'), tags, summary: 'The warehouses stock is kept in (for filters and the import\'s warehouse column).' } }, async (request) => {
    requireRole(request, 'stock');
    return ok(await stock.warehouseOptions());
  });

  r.put('/v1/admin/stock/:packageId/:warehouseId', {
    schema: { response: responsesOf('PUT /v1/admin/stock/:packageId/:warehouseId'), tags, summary: 'Set the units of a pack in a warehouse, with the reason (logged as a movement). With expectedQuantity, refused (409) if the stock changed since the operator read it.', params: stockParams, body: stockSetBody },
  }, async (request) => {
    const { user } = requireRole(request, 'stock');
    return ok(await stock.setQuantity(user.id, request.params.packageId, request.params.warehouseId, request.body), t('stock.saved'));
  });

  r.get('/v1/admin/stock/movements', {
    schema: { response: responsesOf('GET /v1/admin/stock/movements'), tags, summary: 'The stock movement log, newest first: filter by pack, warehouse or source; search product name or SKU.', querystring: stockMovementsQuery },
  }, async (request) => {
    requireRole(request, 'stock');
    return ok(await stock.movements(request.query));
  });

  r.post('/v1/admin/stock/import', {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: { response: responsesOf('POST /v1/admin/stock/import'), tags, summary: 'Import stock counts from CSV (sku, warehouse id or name, quantity, reason optional; at most 5,000 rows and 1 MB). dryRun: a preview per row, nothing changes; then dryRun false (with the preview token) queues the good rows for a job that applies them in batches, each row only if its count is still the one previewed; the answer names the import.', body: stockImportBody },
  }, async (request) => {
    const { user } = requireRole(request, 'stock');
    const result = await stock.importCsv(user.id, request.body);
    return ok(result, result.dryRun ? t('stock.import.previewed') : t('stock.import.queued', { count: result.changes }));
  });

  r.get('/v1/admin/stock/imports/:id', {
    schema: { response: responsesOf('GET /v1/admin/stock/imports/:id'), tags, summary: "A confirmed stock import's progress (queued, running, done, failed; rows handled of the total, applied, refused) and the rows not applied. For the operator who made it and the stock role; 404 for anyone else.", params: stockImportParams },
  }, async (request) => {
    const auth = requireUser(request);
    if (auth.user.role !== 'operator') throw AppError.of('forbidden', 'error.forbidden');
    const status = await stock.importStatus(request.params.id, { id: auth.user.id, stockRole: holdsRole(auth, 'stock') });
    if (!status) throw AppError.of('not_found', 'error.notFound');
    return ok(status);
  });
}
