/**
 * Hindi addresses of public pages (decision 020): `/hi` before the English path (`/hi/medicines/ashwagandha`), so
 * search engines index both languages; a page at a Hindi address is in Hindi whatever the reader's cookie says.
 * Only the public pages people search for have one: home, the medicine shop and brands, doctors and clinics.
 */
import type { Locale } from './catalogue.ts';

export const HINDI_PREFIX = '/hi';

// The Ayurveda glossary is English content with Devanagari names: one address (decision 049).
const BILINGUAL = /^\/(?:$|medicines(?:\/|$)|brands\/|ayurveda(?:\/(?!glossary(?:\/|$))|$)|ayurvedic-doctor(?:\/|$)|clinics(?:\/|$))/;

/** Whether an English path (no /hi) has a Hindi address too. */
export const hasHindiAddress = (path: string): boolean => BILINGUAL.test(path);

/** Whether a path is a Hindi address: `/hi` or below it. */
export const isHindiAddress = (pathname: string): boolean => pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`);

/** The English path of an address: `/hi/medicines` → `/medicines`, `/hi` → `/`; other paths as they are. */
export const englishPathOf = (pathname: string): string => (isHindiAddress(pathname) ? pathname.slice(HINDI_PREFIX.length) || '/' : pathname);

/**
 * The address of a page in a language: `/medicines` in Hindi is `/hi/medicines`; a page without a Hindi address keeps
 * its one address (its language then comes from the reader's choice). Keeps any `?query`.
 */
export function addressIn(locale: Locale, pathWithQuery: string): string {
  const at = pathWithQuery.search(/[?#]/);
  const path = at < 0 ? pathWithQuery : pathWithQuery.slice(0, at);
  const rest = at < 0 ? '' : pathWithQuery.slice(at);
  const english = englishPathOf(path);
  if (locale === 'en' || !hasHindiAddress(english)) return english + rest;
  return (english === '/' ? HINDI_PREFIX : HINDI_PREFIX + english) + rest;
}
