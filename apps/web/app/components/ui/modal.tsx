import { lazy, Suspense, useEffect, useState } from 'react';
import type { ModalProps } from './modal-dialog.tsx';

/**
 * Every dialog of the platform (the dialog itself, with its focus trap, is modal-dialog.tsx). Its code (Radix, about
 * 13 KB compressed) is not part of any page's first load (issue 17): a closed modal renders nothing, and a page that
 * has one fetches the code once it is interactive. A modal open on the server (from the URL or an action's result) is
 * rendered in place, in the HTML, usable before any script runs (the server loads the code at start, so it never
 * waits for it); the browser then loads the code before it hydrates the page (`holdHydration`), and the modal
 * hydrates with the page: not as a Suspense boundary of its own, which React hydrates later, so that what was typed
 * into it before the scripts came reaches its form (lib/early-input.ts).
 */
declare global {
  interface Window {
    /** What entry.client.tsx awaits before it hydrates the page. */
    __hydrateAfter?: Promise<unknown>[];
  }
}
/**
 * When the server's HTML holds `selector`, the page hydrates only once `load()` has brought that part's code (its
 * module calls this as it loads, before the entry runs; lib/early-input.ts says why). Here, not in a module of its
 * own, so that no page's first load gains a chunk.
 */
export function holdHydration(selector: string, load: () => Promise<unknown>) {
  if (typeof document !== 'undefined' && document.querySelector(selector)) (window.__hydrateAfter ??= []).push(load());
}

type DialogModule = typeof import('./modal-dialog.tsx');
let loaded: DialogModule | undefined;
const loadDialog = () => import('./modal-dialog.tsx').then((module) => (loaded = module));
/**
 * One lazy component for both cases, so a modal never changes type (which would remount it: new ids, lost input).
 * Once the code is here, its thenable answers at once, and React renders without suspending.
 */
const Dialog = lazy(() => (loaded ? ({ then: (resolve: (m: DialogModule) => void) => resolve(loaded!) } as unknown as Promise<DialogModule>) : loadDialog()));
if (typeof window === 'undefined') void loadDialog();
holdHydration('[role="dialog"]', loadDialog);

export function Modal(props: ModalProps) {
  // Fetched after hydration, so opening it later does not wait for the network.
  useEffect(() => void loadDialog(), []);
  // Chosen once, as a modal must never change type: on the server and when hydrating an open modal the code is here.
  const [ready] = useState(() => loaded);
  if (!props.open) return null;
  if (ready) return <ready.default {...props} />;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
