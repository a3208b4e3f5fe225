import type { Locale } from '@nirog/shared/messages/catalogue';

/** Where the build puts the message files (apps/web/messages-plugin.ts, decision 031). */
export const MESSAGES_BASE = '/assets/m/';

/** The page's import map: the chunks' `nirog-messages/<hash>.js` imports resolve to the page's language. */
export const messagesImportMap = (locale: Locale) => JSON.stringify({ imports: { 'nirog-messages/': `${MESSAGES_BASE}${locale}/` } });
