/**
 * Hydration in the page's language (decisions 020 and 031): the server rendered the document in the reader's language
 * and set <html lang>; the page's import map sent every chunk's messages in that language, so the first client render
 * matches the server's. The development server has no message files: it loads Hindi whole.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { addCatalogue, DEFAULT_LOCALE, isLocale, setLocaleResolver } from '@nirog/shared/messages/catalogue';

async function hydrate() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  if (import.meta.env.DEV && locale === 'hi') addCatalogue('hi', (await import('@nirog/shared/messages/hi')).hi);
  setLocaleResolver(() => locale);
  // A modal or the composer open in the server's HTML fetched its code when its module loaded (`holdHydration`):
  // the page hydrates once it is here, so that part hydrates with the page and keeps what was typed into it. If
  // the code could not be fetched the page hydrates all the same (that part is then drawn anew).
  await Promise.allSettled(window.__hydrateAfter ?? []);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
