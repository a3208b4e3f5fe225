import type { Locale } from '@nirog/shared/messages/catalogue';

/** Where the build puts the message files, under the client build (apps/web/messages-plugin.ts, decision 031). */
export const MESSAGES_DIR = 'assets/m';
export const MESSAGES_BASE = `/${MESSAGES_DIR}/`;
/** What a chunk imports its messages as: `nirog-messages/<hash>.js`, resolved by the page's import map. */
export const MESSAGES_SPECIFIER = 'nirog-messages/';
/** The build's record of which message file each chunk imports. */
export const CHUNK_MESSAGES_FILE = `${MESSAGES_DIR}/chunks.json`;

/**
 * The page's import map: the chunks' `nirog-messages/<hash>.js` imports resolve to the page's language. React writes
 * it into <head> before any module preload (entry.server.tsx), as it must be: a module whose imports were resolved
 * before the map was read fails to load.
 */
export const messagesImportMap = (locale: Locale) => ({ imports: { [MESSAGES_SPECIFIER]: `${MESSAGES_BASE}${locale}/` } });
