/**
 * The server build's copy of the message catalogue reads the reader's language from the process-wide store that the
 * platform fills per request (apps/api/src/lib/locale-context.ts, the same Symbol.for key), and knows Hindi.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { addCatalogue, hasCatalogue, setLocaleResolver, type Locale } from '@nirog/shared/messages/catalogue';
import { hi } from '@nirog/shared/messages/hi';

const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<Locale> | undefined>;
const store = (holder[Symbol.for('nirog.localeStore')] ??= new AsyncLocalStorage<Locale>());
setLocaleResolver(() => store.getStore());
if (!hasCatalogue('hi')) addCatalogue('hi', hi);
