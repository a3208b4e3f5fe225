/**
 * The GST tax invoice of an order (spec section 7, Orders: invoice): the PDF for download and its number for the
 * order page; and the credit notes issued against it. Only the order's buyer (and operators) see them; anyone else
 * gets 404.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { nonJsonResponse, responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import type { CreditNoteService } from './credit-notes.service.ts';
import type { InvoiceService } from './invoices.service.ts';
import { inEnglish } from '../../lib/locale-context.ts';

const tags = ['Orders'];
const params = z.object({ id: entityIdParam });

export async function invoiceRoutes(app: FastifyInstance, { invoices, creditNotes }: { invoices: InvoiceService; creditNotes: CreditNoteService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v1/orders/:id/invoice', {
    schema: {
      response: nonJsonResponse('application/pdf', 'The tax invoice (a PDF download).'),
      tags,
      summary: "My order's GST tax invoice as a PDF (issued on first request once the order is placed; the same document every time). 422 while it cannot be invoiced.",
      params,
    },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const { bytes, fileName } = await invoices.pdf(user, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  r.get('/v1/orders/:id/invoice/meta', {
    schema: { response: responsesOf('GET /v1/orders/:id/invoice/meta'), tags, summary: "My order's invoice number, issue time and financial year (issuing it when it is due). 422 while it cannot be invoiced.", params },
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await inEnglish(() => invoices.meta(user, request.params.id)));
  });

  r.get('/v1/orders/:id/credit-notes', {
    schema: {
      response: responsesOf('GET /v1/orders/:id/credit-notes'),
      tags,
      summary: "My order's GST credit notes (issued when an invoiced order is cancelled or returned goods are received), oldest first, with the invoice they are against (never issues one).",
      params,
    },
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await creditNotes.list(user, request.params.id));
  });

  r.get('/v1/credit-notes/:id/pdf', {
    schema: { response: nonJsonResponse('application/pdf', 'The credit note (a PDF download).'), tags, summary: 'A GST credit note as a PDF (drawn on the first request and kept; the same document every time).', params },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const { bytes, fileName } = await creditNotes.pdf(user, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
