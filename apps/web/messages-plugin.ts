/**
 * Messages per chunk (decision 031). The browser never downloads a whole message catalogue: in the client build, each
 * JavaScript chunk that names message keys gets one small message file per language, `assets/m/<locale>/<hash>.js`,
 * holding the texts of exactly those keys, and the chunk starts with `import "nirog-messages/<hash>.js"`. The page's
 * import map (root.tsx) points `nirog-messages/` at its language's folder, so a Hindi page loads Hindi texts and an
 * English page English ones, through the same chunks. The file's name is a hash of its texts in every language, so a
 * changed text changes the chunk's own hash and nothing stale is served from an immutable cache.
 *
 * Which keys a chunk names is read from its code: every string literal that is a key, and every literal or template
 * start that ends in a dot and begins keys (`order.status.${s}` brings all of `order.status.*`). A key that reaches
 * the browser only as data (a loader returning a key) is not found: return the text, not the key (the e2e crawl
 * fails on a missing message). The server build keeps both catalogues whole.
 *
 * Besides the files, the build writes `assets/m/chunks.json`: which message file each chunk imports, so the server
 * can preload a page's message files with its chunks (entry.server.tsx) instead of the browser finding them one hop
 * later.
 */
import crypto from 'node:crypto';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { en } from '../../packages/shared/src/messages/en.ts';
import { hi } from '../../packages/shared/src/messages/hi.ts';
import { PAGE_MESSAGES_GLOBAL } from '../../packages/shared/src/messages/page-messages.ts';
import { CHUNK_MESSAGES_FILE, MESSAGES_DIR, MESSAGES_SPECIFIER } from './app/lib/message-files.ts';


const CATALOGUES = { en, hi } as Record<string, Record<string, string>>;
const KEYS = Object.keys(en);
const KEY_SET = new Set(KEYS);
const EMPTY_ENGLISH = '\0nirog-messages:empty-en';

/** A literal that could be a key or the start of keys: after a quote, up to the closing quote or a `${`. */
const LITERAL = /["'`]([A-Za-z][\w.-]*)(["'`]|\$\{)/g;

/** The keys a chunk's code names. */
export function keysNamedIn(code: string): string[] {
  const found = new Set<string>();
  for (const [, text] of code.matchAll(LITERAL)) {
    if (KEY_SET.has(text)) found.add(text);
    else if (text.endsWith('.')) for (const key of KEYS) if (key.startsWith(text)) found.add(key);
  }
  return [...found].sort();
}

/** A message file: adds its texts to the page's messages (packages/shared/src/messages/page-messages.ts). */
function messageFile(locale: string, keys: string[]): string {
  const texts: Record<string, string> = {};
  for (const key of keys) texts[key] = CATALOGUES[locale][key] ?? en[key as keyof typeof en];
  return `Object.assign(globalThis.${PAGE_MESSAGES_GLOBAL}??={},${JSON.stringify(texts)});\n`;
}

export function chunkMessages(): Plugin {
  const emitted = new Set<string>();
  return {
    name: 'nirog-chunk-messages',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    resolveId(source, importer) {
      // The catalogue's whole English import becomes an empty object in the browser: the chunks bring their texts.
      if (source === './en.ts' && importer?.replace(/\\/g, '/').endsWith('/messages/catalogue.ts')) return EMPTY_ENGLISH;
      if (source.startsWith(MESSAGES_SPECIFIER)) return { id: source, external: true };
      return null;
    },
    load(id) {
      return id === EMPTY_ENGLISH ? 'export const en = {};' : null;
    },
    renderChunk(code) {
      const keys = keysNamedIn(code);
      if (keys.length === 0) return null;
      const files = Object.fromEntries(Object.keys(CATALOGUES).map((locale) => [locale, messageFile(locale, keys)]));
      const hash = crypto.createHash('sha256').update(JSON.stringify(files)).digest('base64url').slice(0, 10);
      if (!emitted.has(hash)) {
        emitted.add(hash);
        for (const [locale, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName: `${MESSAGES_DIR}/${locale}/${hash}.js`, source });
      }
      const out = new MagicString(code);
      out.prepend(`import"${MESSAGES_SPECIFIER}${hash}.js";`);
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      const head = new RegExp(`^import"${MESSAGES_SPECIFIER}([\\w-]+)\\.js";`);
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const hash = head.exec(file.code)?.[1];
        if (hash) chunks[`/${file.fileName}`] = hash;
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MESSAGES_FILE, source: JSON.stringify(chunks) });
    },
  };
}
