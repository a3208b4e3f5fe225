/**
 * One gate for every action on a feed page (spec section 6): a user whose Feed access is read gets the alert popup
 * (useReadOnlyGuard), a user whose verification asks for documents (0, 2, 4) gets the verify modal on post, like and
 * comment. Without JavaScript the API refuses and the action's answer opens the same modal in the HTML.
 */
import { createContext, useContext, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { VerificationStatus } from '@nirog/shared/schemas/verification';
import { useReadOnlyGuard } from '../access/use-section-access.tsx';
import { LazyVerifyModal, preloadVerifyModal } from '../verification/lazy-verify-modal.tsx';

type Gate = (event: FormEvent, opts?: { verified?: boolean }) => boolean;
const GateContext = createContext<Gate>(() => true);

/** `onSubmit={(e) => gate(e)}`: false (and the event stopped) when the popup or the modal opened instead. */
export const useFeedGate = () => useContext(GateContext);

export function FeedGate({ verification, refused, children }: { verification: VerificationStatus | null; refused?: boolean; children: ReactNode }) {
  const { guard, popup } = useReadOnlyGuard('Feed');
  const [open, setOpen] = useState(!!refused && !!verification);
  useEffect(() => setOpen(!!refused && !!verification), [refused, verification]);
  useEffect(() => void (verification && preloadVerifyModal()), [verification]);
  const gate: Gate = (event, opts = {}) => {
    guard(event);
    if (event.defaultPrevented) return false;
    if (verification && opts.verified !== false) {
      event.preventDefault();
      setOpen(true);
      return false;
    }
    return true;
  };
  return (
    <GateContext.Provider value={gate}>
      {children}
      {popup}
      {verification && open && (
        <LazyVerifyModal verification={verification} open onOpenChange={setOpen} />
      )}
    </GateContext.Provider>
  );
}
