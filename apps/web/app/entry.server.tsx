import { PassThrough } from 'node:stream';
import './lib/locale.server.ts';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { preloadModule } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { currentLocale } from '@nirog/shared/messages/catalogue';
import { messageFilesOf } from './lib/message-files.server.ts';
import { messagesImportMap } from './lib/message-files.ts';

/** Preloads the page's message files with its chunks (decision 031). Renders nothing. */
function PreloadMessages({ files, nonce }: { files: string[]; nonce?: string }) {
  for (const href of files) preloadModule(href, { as: 'script', nonce });
  return null;
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and no-JS clients get the whole document at once.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const nonce = loadContext.cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <>
        <PreloadMessages files={messageFilesOf(routerContext, currentLocale())} nonce={nonce} />
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </>,
      {
        nonce,
        importMap: messagesImportMap(currentLocale()),
        // A finished Suspense boundary (a modal open on the server, components/ui/modal.tsx) is written in place, never
        // moved out to be revealed by a script: the page must work before (or without) JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
