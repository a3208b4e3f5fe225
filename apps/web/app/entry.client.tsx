/**
 * Hydration in the page's language (decision 020): the server rendered the document in the reader's language and set
 * <html lang>; a Hindi page loads the Hindi messages (their own chunk, so English pages never download them) before
 * React hydrates, so the first client render matches the server's and nothing flashes into English.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { addCatalogue, DEFAULT_LOCALE, isLocale, setLocaleResolver } from '@nirog/shared/messages/catalogue';

async function hydrate() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  if (locale === 'hi') addCatalogue('hi', (await import('@nirog/shared/messages/hi')).hi);
  setLocaleResolver(() => locale);
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
