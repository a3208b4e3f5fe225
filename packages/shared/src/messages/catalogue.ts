import { en, type MessageKey } from './en.ts';

export type { MessageKey };
export type Locale = 'en';
const catalogues: Record<Locale, Record<MessageKey, string>> = { en };

/** Looks up a message and fills `{param}` placeholders. */
export function t(key: MessageKey, params?: Record<string, string | number>, locale: Locale = 'en'): string {
  const text = catalogues[locale][key] ?? en[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
