/** Looks a GSTIN up in the GST registry. The local default reads the gst_registry table; production calls a service. */
export type GstLookup =
  | { found: false }
  | { found: true; gstin: string; legalName: string; tradeName: string | null; status: string };

export interface GstProvider {
  readonly name: string;
  lookup(gstin: string): Promise<GstLookup>;
}
