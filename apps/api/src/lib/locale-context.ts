/**
 * The reader's language for the request being handled (decision 020). One AsyncLocalStorage for the whole process,
 * kept on globalThis because the web's server build bundles its own copy of the message catalogue: the API and the
 * pages must read the same store. The request's language: the `lang` cookie (a visitor's choice), else English.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { addCatalogue, DEFAULT_LOCALE, hasCatalogue, isLocale, LOCALE_COOKIE, setLocaleResolver, type Locale } from '@nirog/shared/messages/catalogue';
import { hi } from '@nirog/shared/messages/hi';
import { isHindiAddress } from '@nirog/shared/messages/locale-path';

const KEY = Symbol.for('nirog.localeStore');
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<Locale> | undefined>;
export const localeStore: AsyncLocalStorage<Locale> = (holder[KEY] ??= new AsyncLocalStorage<Locale>());

/** The language a request asks for: its `lang` cookie, or null when it names none (or an unknown one). */
export function localeOfCookieHeader(cookieHeader: string | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/**
 * The language to serve a request in: for an API call a page makes in-process, the page's (a Hindi address is Hindi
 * whatever the cookie); a Hindi address (`/hi/...`) in Hindi; else the reader's cookie, else English.
 */
export const localeFor = (cookieHeader: string | undefined, url = ''): Locale =>
  localeStore.getStore() ?? (isHindiAddress(url.split('?')[0]) ? 'hi' : null) ?? localeOfCookieHeader(cookieHeader) ?? DEFAULT_LOCALE;

// This process's copy of the catalogue answers in the request's language and knows Hindi.
setLocaleResolver(() => localeStore.getStore());
if (!hasCatalogue('hi')) addCatalogue('hi', hi);

/**
 * Runs `work` in English whatever the reader's language: the GST invoice or credit note kept as the tax record is
 * drawn in English once (a Hindi reader gets a copy drawn beside it, decision 020).
 */
export const inEnglish = <T>(work: () => Promise<T>): Promise<T> => localeStore.run('en', work);

/**
 * Runs `work` in `locale`: a message written for someone other than the requester (an SMS to the other party of an
 * appointment, a reminder sent by a background job) is in its recipient's language, not the requester's.
 */
export const inLocale = <T>(locale: Locale, work: () => T): T => localeStore.run(locale, work);
