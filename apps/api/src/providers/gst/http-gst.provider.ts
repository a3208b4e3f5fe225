import type { GstLookup, GstProvider } from './gst.provider.ts';

/**
 * A GST verification service over HTTPS (GST_PROVIDER=http): GET {GST_API_URL}/{gstin} with the key in a header.
 * Accepts the GST portal's field names (lgnm, tradeNam, sts) and plain ones (legalName, tradeName, status), at the
 * top level or under `data`. A 404 means the GSTIN is not registered.
 */
export class HttpGstProvider implements GstProvider {
  readonly name = 'http';
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly headerName = 'x-api-key',
    private readonly timeoutMs = 8000,
  ) {}

  async lookup(gstin: string): Promise<GstLookup> {
    const res = await fetch(`${this.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(gstin)}`, {
      headers: { [this.headerName]: this.apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (res.status === 404) return { found: false };
    if (!res.ok) throw new Error(`GST service answered ${res.status}`);
    const body = (await res.json()) as Record<string, unknown>;
    const d = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
    const legalName = String(d.lgnm ?? d.legalName ?? '').trim();
    if (!legalName) return { found: false };
    const trade = d.tradeNam ?? d.tradeName;
    return { found: true, gstin, legalName, tradeName: trade ? String(trade) : null, status: String(d.sts ?? d.status ?? 'Active') };
  }
}
