/**
 * The e2e specs' `test`: Playwright's, with a page that fails its test when the browser lacks a message (a key the
 * page's message files do not hold, decision 031: the page would show the key), when a script could not load (its
 * message file's address did not resolve), or when React could not hydrate what the server rendered (the page's text
 * differs between server and browser, e.g. a text looked up once at start-up).
 */
import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Missing message:')) problems.push(`${message.text()} (${page.url()})`);
    });
    page.on('pageerror', (error) => {
      // React's production errors for a hydration mismatch; a chunk whose imports the browser could not resolve.
      if (/Minified React error #(418|423|425)\b|Failed to resolve module specifier/.test(error.message)) problems.push(`${page.url()}: ${error.message.slice(0, 120)}`);
    });
    await use(page);
    expect(problems, 'messages missing in the browser, or pages that did not hydrate as rendered').toEqual([]);
  },
});
