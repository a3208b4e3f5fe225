/**
 * The GST tax invoice of an order (spec section 7, Orders: invoice): the PDF for download and its number for the
 * order page; and the credit notes issued against it. Only the order's buyer (and operators) see them; anyone else
 * gets 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { CreditNoteService } from './credit-notes.service.ts';
import type { InvoiceService } from './invoices.service.ts';
import { inEnglish } from '../../lib/locale-context.ts';

const tags = ['Orders'];
const params = z.object({ id: entityIdParam });

export async function invoiceRoutes(app: FastifyInstance, { invoices, creditNotes }: { invoices: InvoiceService; creditNotes: CreditNoteService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/orders/:id/invoice', {
    schema: {
      tags,
      summary: "My order's GST tax invoice as a PDF (issued on first request once the order is placed; the same document every time). 422 while it cannot be invoiced.",
      params,
    },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const { bytes, fileName } = await inEnglish(() => invoices.pdf(user, request.params.id));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  r.get('/v1/orders/:id/invoice/meta', {
    schema: { tags, summary: "My order's invoice number, issue time and financial year (issuing it when it is due). 422 while it cannot be invoiced.", params },
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await inEnglish(() => invoices.meta(user, request.params.id)));
  });

  r.get('/v1/orders/:id/credit-notes', {
    schema: {
      tags,
      summary: "My order's GST credit notes (issued when an invoiced order is cancelled or returned goods are received), oldest first, with the invoice they are against (never issues one).",
      params,
    },
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await creditNotes.list(user, request.params.id));
  });

  r.get('/v1/credit-notes/:id/pdf', {
    schema: { tags, summary: 'A GST credit note as a PDF (drawn on the first request and kept; the same document every time).', params },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const { bytes, fileName } = await inEnglish(() => creditNotes.pdf(user, request.params.id));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
