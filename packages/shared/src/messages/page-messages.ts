/**
 * The texts a browser page has (decision 031): each JavaScript chunk's message file (in the page's language) adds the
 * keys that chunk names to this one object, before the chunk's own code runs. On the server it stays empty: the
 * catalogue holds both languages in full there.
 */
export const PAGE_MESSAGES_GLOBAL = '__nirogMessages';

const holder = globalThis as unknown as Record<string, Record<string, string> | undefined>;
export const pageMessages: Readonly<Record<string, string>> = (holder[PAGE_MESSAGES_GLOBAL] ??= {});
