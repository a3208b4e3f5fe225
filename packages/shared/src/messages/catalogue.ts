/**
 * The message catalogue (decision 020): every text a person reads is a key looked up here, through i18next, in the
 * reader's language. English (en.ts) is the source; Hindi (hi.ts) has every key (its type says so). Which language a
 * call means is decided by a resolver that the runtime installs: on the server, the request's locale (kept in an
 * AsyncLocalStorage by the Node code that handles the request); in the browser, the document's language. This module
 * imports nothing from Node or the DOM, and only English statically: the browser loads Hindi as its own chunk.
 */
import i18next from 'i18next';
import { en, type MessageKey } from './en.ts';

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

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  initAsync: false,
  // Keys are flat strings with dots ('shop.cart.title'); parameters are written {name}, never HTML-escaped here
  // (React escapes; SMS and PDFs are plain text).
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
});

let resolveLocale: () => Locale = () => DEFAULT_LOCALE;

/** The runtime tells the catalogue how to find the current reader's language (see the module comment). */
export function setLocaleResolver(resolver: () => Locale | undefined) {
  resolveLocale = () => resolver() ?? DEFAULT_LOCALE;
}

/** The language of the request or page being served now. */
export const currentLocale = (): Locale => resolveLocale();

/** Adds a language's messages (the server adds Hindi at start; the browser when a Hindi page loads). */
export function addCatalogue(locale: Locale, messages: Record<MessageKey, string>) {
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
}

export const hasCatalogue = (locale: Locale) => i18n.hasResourceBundle(locale, 'translation');

/** Looks up a message in the reader's language (or `locale`) and fills `{param}` placeholders. */
export function t(key: MessageKey, params?: Record<string, string | number>, locale: Locale = resolveLocale()): string {
  return i18n.t(key, { ...params, lng: locale }) as string;
}
