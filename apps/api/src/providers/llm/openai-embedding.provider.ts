import type { EmbeddingProvider } from './embedding.provider.ts';

/**
 * Any OpenAI-compatible embeddings endpoint (EMBEDDING_BASE_URL, EMBEDDING_MODEL, EMBEDDING_API_KEY):
 * POST {base}/embeddings with `{ model, input: [texts] }`, answered `{ data: [{ index, embedding: number[] }] }`.
 */
export class OpenAiEmbeddingProvider implements EmbeddingProvider {
  readonly name = 'openai-compatible';
  constructor(
    private readonly baseUrl: string,
    readonly model: string,
    private readonly apiKey: string | null,
    private readonly timeoutMs = 30_000,
  ) {}

  async embed(texts: string[], signal?: AbortSignal): Promise<number[][]> {
    if (!texts.length) return [];
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const res = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}) },
      body: JSON.stringify({ model: this.model, input: texts }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) throw new Error(`The embedding model answered ${res.status}`);
    const body = (await res.json()) as { data?: Array<{ index?: number; embedding?: unknown }> };
    const out: number[][] = new Array(texts.length);
    for (const [i, d] of (body.data ?? []).entries()) {
      const at = typeof d.index === 'number' ? d.index : i;
      const v = d.embedding;
      if (!Array.isArray(v) || !v.length || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) throw new Error('The embedding model answered a vector that is not a list of numbers');
      if (at >= 0 && at < texts.length) out[at] = v as number[];
    }
    for (let i = 0; i < texts.length; i++) if (!out[i]) throw new Error(`The embedding model answered no vector for input ${i}`);
    return out;
  }
}
