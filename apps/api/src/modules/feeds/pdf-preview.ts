/**
 * The first page of a PDF as a WebP picture (decision 064), for a feed post's document preview.
 *
 * PDF.js (pdfjs-dist, legacy build for Node) draws the page on an @napi-rs/canvas canvas (prebuilt binaries from
 * npm; PDF.js loads it itself in Node). The work runs in a worker thread, never on the API's event loop, and is
 * bounded: page 1 only, scaled to `width` pixels wide (at most 4× its size), cropped to `maxHeight`, a heap limit, and
 * a time limit after which the worker is terminated (a synchronous loop inside a hostile PDF cannot outlive it).
 * A file PDF.js cannot open (broken, password-protected, no pages) is a `PdfPreviewRefused`: no preview, never a crash.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface PdfPreviewOptions {
  /** Width of the picture in pixels (default 800). */
  width?: number;
  /** Taller pages are cut at this height, keeping their top (default 1.6 × width). */
  maxHeight?: number;
  /** The worker is terminated after this many milliseconds (default 20 s). */
  timeoutMs?: number;
  /** WebP quality 0-100 (default 80). */
  quality?: number;
}

export interface PdfPreview {
  bytes: Buffer;
  width: number;
  height: number;
  pages: number;
}

/** The PDF cannot be previewed (its own fault: broken, encrypted, too slow): do not retry. */
export class PdfPreviewRefused extends Error {
  override readonly name = 'PdfPreviewRefused';
}

// The worker's code: CommonJS (an eval worker), importing PDF.js by the absolute URL the parent resolved, so it
// finds the same copy from source (tsx, vitest) and from the server bundle in dist/.
const WORKER = `
const { parentPort, workerData: w } = require('node:worker_threads');
(async () => {
  const pdfjs = await import(w.pdfjsUrl);
  const doc = await pdfjs.getDocument({
    data: w.bytes, isEvalSupported: false, useSystemFonts: false, disableFontFace: true, stopAtErrors: false,
    standardFontDataUrl: w.assets + 'standard_fonts/', cMapUrl: w.assets + 'cmaps/', cMapPacked: true,
    wasmUrl: w.assets + 'wasm/', iccUrl: w.assets + 'iccs/', verbosity: 0,
  }).promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    if (!(base.width > 0 && base.height > 0)) throw new Error('The first page has no size.');
    const viewport = page.getViewport({ scale: Math.min(w.width / base.width, 4) });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.min(Math.round(viewport.height), w.maxHeight));
    const { canvas, context } = doc.canvasFactory.create(width, height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const bytes = await canvas.encode('webp', w.quality);
    return { ok: true, bytes, width, height, pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
})().then(
  (r) => parentPort.postMessage(r),
  (e) => parentPort.postMessage({ ok: false, error: String((e && (e.name ? e.name + ': ' : '') + e.message) || e) }),
);
`;

let resolved: { pdfjsUrl: string; assets: string } | null = null;
function pdfjsLocation() {
  if (!resolved) {
    const entry = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs');
    resolved = { pdfjsUrl: pathToFileURL(entry).href, assets: path.resolve(path.dirname(entry), '..', '..') + path.sep };
  }
  return resolved;
}

export async function renderPdfFirstPage(pdf: Buffer, opts: PdfPreviewOptions = {}): Promise<PdfPreview> {
  const width = opts.width ?? 800;
  const where = pdfjsLocation();
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { ...where, bytes: new Uint8Array(pdf), width, maxHeight: opts.maxHeight ?? Math.round(width * 1.6), quality: opts.quality ?? 80 },
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
  // PDF.js writes its warnings to the console: kept out of the server's log (the caller logs the outcome).
  worker.stdout.resume();
  worker.stderr.resume();
  const timeoutMs = opts.timeoutMs ?? 20_000;
  try {
    const answer = await new Promise<{ ok: true; bytes: Uint8Array; width: number; height: number; pages: number } | { ok: false; error: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new PdfPreviewRefused(`The first page took longer than ${timeoutMs} ms.`)), timeoutMs);
      worker.once('message', (m) => {
        clearTimeout(timer);
        resolve(m);
      });
      worker.once('error', (err) => {
        clearTimeout(timer);
        // Out of memory (ERR_WORKER_OUT_OF_MEMORY) is the file's fault too.
        reject((err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PdfPreviewRefused('The first page needs too much memory.') : err);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The preview worker stopped (exit ${code}).`));
      });
    });
    if (!answer.ok) throw new PdfPreviewRefused(answer.error);
    return { bytes: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength), width: answer.width, height: answer.height, pages: answer.pages };
  } finally {
    await worker.terminate();
  }
}
