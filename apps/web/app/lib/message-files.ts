import type { Locale } from '@nirog/shared/messages/catalogue';

/** Where the build puts the message files (apps/web/messages-plugin.ts, decision 031). */
export const MESSAGES_BASE = '/assets/m/';

/**
 * The page's import map: the chunks' `nirog-messages/<hash>.js` imports resolve to the page's language. React writes
 * it into <head> before any module preload (entry.server.tsx), as it must be: a module whose imports were resolved
 * before the map was read fails to load.
 */
export const messagesImportMap = (locale: Locale) => ({ imports: { 'nirog-messages/': `${MESSAGES_BASE}${locale}/` } });
