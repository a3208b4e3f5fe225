import { lazy, Suspense, useEffect } from 'react';
import type { ModalProps } from './modal-dialog.tsx';

/**
 * Every dialog of the platform (the dialog itself, with its focus trap, is modal-dialog.tsx). Its code (Radix, about
 * 13 KB compressed) is not part of any page's first load (issue 17): a closed modal renders nothing, and a page that
 * has one fetches the code once it is interactive. A modal open on the server (from the URL or an action's result) is
 * rendered in place, in the HTML, usable before any script runs (the server loads the code at start, so it never
 * waits for it); the browser hydrates it when the code has arrived.
 */
type DialogModule = typeof import('./modal-dialog.tsx');
let loaded: DialogModule | undefined;
const loadDialog = () => import('./modal-dialog.tsx').then((module) => (loaded = module));
/**
 * One lazy component for both cases, so a modal never changes type (which would remount it: new ids, lost input).
 * Once the code is here, its thenable answers at once, and React renders without suspending.
 */
const Dialog = lazy(() => (loaded ? ({ then: (resolve: (m: DialogModule) => void) => resolve(loaded!) } as unknown as Promise<DialogModule>) : loadDialog()));
if (typeof window === 'undefined') void loadDialog();

export function Modal(props: ModalProps) {
  // Fetched after hydration, so opening it later does not wait for the network.
  useEffect(() => void loadDialog(), []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
