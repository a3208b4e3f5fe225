/**
 * The verify modal for pages that show it only after an action (spec section 6: pending verification with a
 * write-gated action): its code is a chunk of its own, fetched when the page knows it may need it (`preloadVerifyModal`
 * from an effect), so it is not in any page's first load. On the server it is loaded at once, so a server render that
 * shows it open (after a form post without JavaScript) does not suspend.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { VerifyModal } from './verify-modal.tsx';

export const preloadVerifyModal = () => import('./verify-modal.tsx').then((m) => ({ default: m.VerifyModal }));
const Modal = lazy(preloadVerifyModal);
if (typeof window === 'undefined') void preloadVerifyModal();

export function LazyVerifyModal(props: ComponentProps<typeof VerifyModal>) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
