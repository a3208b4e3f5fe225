import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gstRegistry } from './registry.tables.ts';
import type { GstLookup, GstProvider } from './gst.provider.ts';

/** The local default: the gst_registry table (seeded with the demo trade users' GSTINs; operators edit it). */
export class RegistryGstProvider implements GstProvider {
  readonly name = 'registry';
  constructor(private readonly db: Db) {}
  async lookup(gstin: string): Promise<GstLookup> {
    const [row] = await this.db.select().from(gstRegistry).where(eq(gstRegistry.gstin, gstin)).limit(1);
    if (!row) return { found: false };
    return { found: true, gstin: row.gstin, legalName: row.legalName, tradeName: row.tradeName, status: row.status };
  }
}
