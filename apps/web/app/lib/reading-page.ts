/**
 * Reading pages (articles, glossary, treatments, policies) need no JavaScript: every link and form on them works as
 * plain HTML (menus are <details>, forms post to actions). A route marks itself with `export const handle =
 * READING_PAGE;` and the root layout then sends it without <Scripts> and <ScrollRestoration>: about 150 KB gzip
 * less on a slow phone, and nothing to hydrate (decision 052). Don't mark a page whose use needs a script (a
 * modal, a live form check, an upload).
 */
export const READING_PAGE = { hydrate: false } as const;

/** True when a matched route asked to be sent without scripts. */
export function isReadingPage(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((m) => typeof m.handle === 'object' && m.handle !== null && (m.handle as { hydrate?: unknown }).hydrate === false);
}
