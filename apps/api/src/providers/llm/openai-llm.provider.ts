import type { ChatMessage, LlmProvider } from './llm.provider.ts';

/**
 * Any OpenAI-compatible chat endpoint (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY): POST {base}/chat/completions with
 * `stream: true`, read as server-sent events (`data: {choices:[{delta:{content}}]}` lines, ending with `data: [DONE]`).
 */
export class OpenAiLlmProvider implements LlmProvider {
  readonly name = 'openai-compatible';
  constructor(
    private readonly baseUrl: string,
    private readonly model: string,
    private readonly apiKey: string | null,
    private readonly timeoutMs = 30_000,
  ) {}

  async *stream(messages: ChatMessage[], signal?: AbortSignal): AsyncIterable<string> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const res = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}) },
      body: JSON.stringify({ model: this.model, messages, stream: true, temperature: 0.2 }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok || !res.body) throw new Error(`The language model answered ${res.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl).trim();
        buffer = buffer.slice(nl + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        let parsed: { choices?: Array<{ delta?: { content?: string | null } }> };
        try {
          parsed = JSON.parse(data);
        } catch {
          continue;
        }
        const piece = parsed.choices?.[0]?.delta?.content;
        if (piece) yield piece;
      }
    }
  }
}
