import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { numberSeries } from './orders.tables.ts';

/**
 * Draws the next serial of a gap-free series (order numbers, GST invoices, credit notes) inside the caller's
 * transaction: the row stays locked until it ends, and a rollback gives the number back.
 */
export async function nextSerial(tx: Tx, series: string, period: string): Promise<number> {
  const [row] = await tx
    .insert(numberSeries)
    .values({ series, period, last: 1 })
    .onConflictDoUpdate({ target: [numberSeries.series, numberSeries.period], set: { last: sql`${numberSeries.last} + 1` } })
    .returning({ last: numberSeries.last });
  return row.last;
}
