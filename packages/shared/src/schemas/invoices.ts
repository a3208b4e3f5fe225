/** Responses of the tax document calls: an order's GST invoice and its credit notes (decision 018). Amounts in paise. */
import { z } from 'zod';
import { int, isoDateTime } from './envelope.ts';

/** GET /v1/orders/{id}/invoice/meta: the invoice's number, issue time and financial year (e.g. 2025-26). */
export const invoiceMeta = z.object({ invoiceNumber: z.string(), issuedAt: isoDateTime, financialYear: z.string() });
export type InvoiceMeta = z.output<typeof invoiceMeta>;

export const CREDIT_NOTE_KINDS = ['cancellation', 'return'] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

/** GST amounts of a credit note line (what is credited back). */
const creditedAmounts = {
  quantity: int,
  discountPaise: int,
  taxablePaise: int,
  cgstPaise: int,
  sgstPaise: int,
  igstPaise: int,
  totalPaise: int,
};

/** One credit note with its lines; a line without an order item is the delivery charge. */
export const creditNoteView = z.object({
  id: int,
  creditNoteNumber: z.string(),
  financialYear: z.string(),
  issuedAt: isoDateTime,
  kind: z.enum(CREDIT_NOTE_KINDS),
  returnId: int.nullable(),
  reason: z.string(),
  /** The invoice it is against. */
  invoiceNumber: z.string(),
  taxablePaise: int,
  cgstPaise: int,
  sgstPaise: int,
  igstPaise: int,
  totalPaise: int,
  lines: z.array(z.object({ orderItemId: int.nullable(), name: z.string(), label: z.string().nullable(), ...creditedAmounts })),
});
export type CreditNoteView = z.output<typeof creditNoteView>;

/** GET /v1/orders/{id}/credit-notes: the order's invoice once issued (listing never issues one) and its credit notes, oldest first. */
export const orderTaxDocuments = z.object({ invoice: invoiceMeta.nullable(), items: z.array(creditNoteView) });
export type OrderTaxDocuments = z.output<typeof orderTaxDocuments>;

export const INVOICE_ROUTES = {
  'GET /v1/orders/:id/invoice/meta': invoiceMeta,
  'GET /v1/orders/:id/credit-notes': orderTaxDocuments,
} satisfies Record<string, z.ZodType>;
