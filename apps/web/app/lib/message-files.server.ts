/**
 * The message files a page's chunks import (decision 031, apps/web/messages-plugin.ts), so the document can preload
 * them beside the chunks: without this the browser finds each file only once it has parsed the chunk that imports it,
 * one round trip later. The build records which file each chunk imports in `assets/m/chunks.json`; the development
 * server has no message files, and no such record.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EntryContext } from 'react-router';
import type { Locale } from '@nirog/shared/messages/catalogue';

import { CHUNK_MESSAGES_FILE, MESSAGES_BASE } from './message-files.ts';

function readChunkMessages(): Record<string, string> {
  try {
    const file = fileURLToPath(new URL(`../client/${CHUNK_MESSAGES_FILE}`, import.meta.url));
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

const chunkMessages = readChunkMessages();

/** The message files, in the page's language, of the entry and the chunks of the routes this document renders. */
export function messageFilesOf(context: EntryContext, locale: Locale): string[] {
  const { manifest, staticHandlerContext } = context;
  const chunks = [manifest.entry.module, ...manifest.entry.imports];
  for (const match of staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (route) chunks.push(route.module, ...(route.imports ?? []));
  }
  const hashes = new Set(chunks.map((chunk) => chunkMessages[chunk]).filter(Boolean));
  return [...hashes].map((hash) => `${MESSAGES_BASE}${locale}/${hash}.js`);
}
