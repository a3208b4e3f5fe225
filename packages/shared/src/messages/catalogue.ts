/**
 * The message catalogue (decisions 020 and 031): every text a person reads is a key looked up here in the reader's
 * language. English (en.ts) is the source; Hindi (hi.ts) has every key (its type says so). Which language a call means
 * is decided by a resolver that the runtime installs: on the server, the request's locale (kept in an
 * AsyncLocalStorage by the Node code that handles the request); in the browser, the document's language.
 *
 * On the server both languages are here in full. The browser never loads a whole catalogue: the build gives each
 * JavaScript chunk a small message file in the page's language holding the keys that chunk names, and those files put
 * their texts in `pageMessages` (apps/web/messages-plugin.ts, decision 031). This module imports nothing from Node or
 * the DOM.
 */
import { en, type MessageKey } from './en.ts';
import { pageMessages } from './page-messages.ts';

export type { MessageKey };
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie that remembers a visitor's choice. */
export const LOCALE_COOKIE = 'lang';
/** How long the cookie remembers it: a year. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
/** What each language is called in itself (the language switch shows these). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

type Texts = Readonly<Partial<Record<string, string>>>;
const catalogues: Partial<Record<Locale, Texts>> = { en };

let resolveLocale: () => Locale = () => DEFAULT_LOCALE;

/** The runtime tells the catalogue how to find the current reader's language (see the module comment). */
export function setLocaleResolver(resolver: () => Locale | undefined) {
  resolveLocale = () => resolver() ?? DEFAULT_LOCALE;
}

/** The language of the request or page being served now. */
export const currentLocale = (): Locale => resolveLocale();

/** Adds a language's messages in full (the server adds Hindi at start). */
export function addCatalogue(locale: Locale, messages: Record<MessageKey, string>) {
  catalogues[locale] = { ...catalogues[locale], ...messages };
}

export const hasCatalogue = (locale: Locale) => catalogues[locale] !== undefined;

/** The text of a key in a language: that language's, else the page's (browser), else English; undefined if none. */
function textOf(key: string, locale: Locale): string | undefined {
  return catalogues[locale]?.[key] ?? pageMessages[key] ?? en[key as MessageKey];
}

const missing = new Set<string>();

/**
 * Looks up a message in the reader's language (or `locale`) and fills `{param}` placeholders: once, from left to
 * right (a value is never read as a placeholder), never HTML-escaped (React escapes; SMS and PDFs are plain text). A
 * placeholder without a value stays as written; a key without a text answers the key itself, and in the browser says
 * so on the console once (a chunk's message file lacks it: the e2e crawl fails on that).
 */
export function t(key: MessageKey, params?: Record<string, string | number>, locale: Locale = resolveLocale()): string {
  const text = textOf(key, locale);
  if (text === undefined) {
    if ('document' in globalThis && !missing.has(key)) {
      missing.add(key);
      console.error(`Missing message: ${key}`);
    }
    return key;
  }
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (params[name] === undefined ? placeholder : String(params[name])));
}

/** Whether a key built at run time has a text (here: on the server in full; in the browser among the page's). */
export const hasMessage = (key: string): key is MessageKey => textOf(key, resolveLocale()) !== undefined;
