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
import { isReadingPage } from './lib/reading-page.ts';

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
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const nonce = loadContext.cspNonce;
    // A reading page runs no script (root.tsx, decision 052): no message files to preload, no import map for them.
    const reading = isReadingPage(routerContext.staticHandlerContext.matches.map((m) => ({ handle: routerContext.routeModules[m.route.id]?.handle })));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <>
        {!reading && <PreloadMessages files={messageFilesOf(routerContext, currentLocale())} nonce={nonce} />}
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </>,
      {
        nonce,
        importMap: reading ? undefined : messagesImportMap(currentLocale()),
        // A finished Suspense boundary (a modal open on the server, components/ui/modal.tsx) is written in place, never
        // moved out to be revealed by a script: the page must work before (or without) JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (!waitForAll) send();
        },
        onAllReady() {
          // Rendered in full: the abort timer has nothing left to abort. Cleared, so it stops holding this render's
          // state (the whole page's tree and chunks) for six more seconds: at 150 pages a second that was ~900 pages.
          clearTimeout(timer);
          if (waitForAll) send();
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}
