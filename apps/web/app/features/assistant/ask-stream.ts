/**
 * The assistant's answer read as it is written (decision 077): POST /api/pub/v1/assistant/ask/stream, a
 * text/event-stream of start {id}, token {text}..., reset {}, then done {the answer} or error {error}. Only the
 * assistant pages import this (their route chunks); without JavaScript the page's form posts and the answer shows
 * when complete.
 */
import { t } from '@nirog/shared/messages/catalogue';

export interface AskStreamHandlers {
  start(id: number): void;
  token(text: string): void;
  reset(): void;
}

/** ok: the answer `id` is complete and stored; refused: the API's message; broken: the stream ended early (`id` when the question was accepted). */
export type AskStreamOutcome = { kind: 'ok'; id: number } | { kind: 'refused'; error: string } | { kind: 'broken'; id: number | null };

export async function askStreaming(question: string, on: AskStreamHandlers, signal?: AbortSignal): Promise<AskStreamOutcome> {
  const csrf = /(?:^|;\s*)csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
  let id: number | null = null;
  try {
    const res = await fetch('/api/pub/v1/assistant/ask/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', platform: 'web', 'x-csrf-token': decodeURIComponent(csrf) },
      body: JSON.stringify({ question }),
      signal,
    });
    if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      const body = (await res.json().catch(() => null)) as { message?: { error?: string; fields?: Record<string, string> } } | null;
      if (!body?.message) return { kind: 'broken', id: null };
      return { kind: 'refused', error: body.message.fields?.question ?? body.message.error ?? t('error.internal') };
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { kind: 'broken', id };
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as { id?: number; text?: string; error?: string } | null;
        if (event === 'start' && data?.id) on.start((id = data.id));
        else if (event === 'token' && data?.text) on.token(data.text);
        else if (event === 'reset') on.reset();
        else if (event === 'done' && data?.id) return { kind: 'ok', id: data.id };
        else if (event === 'error') return { kind: 'refused', error: data?.error ?? t('error.internal') };
      }
    }
  } catch {
    return { kind: 'broken', id };
  }
}
