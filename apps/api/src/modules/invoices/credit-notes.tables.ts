/**
 * GST credit notes (CGST Act section 34, CGST Rules rule 53): issued against an order's tax invoice when the order is
 * cancelled after the invoice was issued, and for each return whose goods came back. One per cancellation and one
 * per return (unique indexes below), numbered from their own gap-free series per seller state and financial year.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { invoices, orderItems, orderReturns, orders } from '../orders/orders.tables.ts';

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    /** e.g. CN07/2627/000001 (16 characters at most, as rule 46(b) asks of the series). */
    creditNoteNumber: varchar('credit_note_number', { length: 30 }).notNull().unique(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** The return whose goods came back; null for a cancellation. */
    returnId: integer('return_id').references(() => orderReturns.id),
    /** 'cancellation' or 'return'. */
    kind: varchar('kind', { length: 12 }).notNull(),
    reason: varchar('reason', { length: 600 }).notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    /** Taxable value plus tax: the value credited. */
    totalPaise: integer('total_paise').notNull(),
    storageKey: varchar('storage_key', { length: 200 }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_notes_order_idx').on(t.orderId),
    uniqueIndex('credit_notes_return_uq').on(t.returnId).where(sql`return_id IS NOT NULL`),
    uniqueIndex('credit_notes_cancellation_uq').on(t.orderId).where(sql`kind = 'cancellation'`),
    check('credit_notes_kind_ck', sql`(kind = 'cancellation' AND return_id IS NULL) OR (kind = 'return' AND return_id IS NOT NULL)`),
    check('credit_notes_amounts_ck', sql`taxable_paise >= 0 AND cgst_paise >= 0 AND sgst_paise >= 0 AND igst_paise >= 0 AND total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise`),
  ],
);

/** What a credit note credits, line by line: units of an invoice line, or (order_item_id null) the delivery charge. */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: serial('id').primaryKey(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    /** The coupon's share of these units. */
    discountPaise: integer('discount_paise').notNull().default(0),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId),
    check('credit_note_lines_qty_ck', sql`quantity > 0`),
    check(
      'credit_note_lines_amounts_ck',
      sql`discount_paise >= 0 AND taxable_paise >= 0 AND cgst_paise >= 0 AND sgst_paise >= 0 AND igst_paise >= 0 AND total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise`,
    ),
  ],
);
