import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { t } from '@nirog/shared/messages/catalogue';

export interface ModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  dismissible?: boolean;
  wide?: boolean;
}

/**
 * The modal itself (loaded by modal.tsx when one opens). An accessible modal (focus trap, Escape, labelled title) for every dialog of the platform. It renders in place
 * rather than through a portal, so a modal that is open on the server (from the URL or an action's result) is in
 * the HTML and usable before the JavaScript arrives.
 *
 * Focus stays inside while it is open (Radix) and goes back to what opened it when it closes. Our modals open from a
 * link or a URL rather than a Radix trigger, so the opener is remembered here: the element that had focus when the
 * modal opened (read in a layout effect, before Radix moves focus into the dialog).
 */
export default function ModalDialog({ open, onOpenChange, title, description, children, dismissible = true, wide = false }: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          // Named in the server-rendered HTML too, before Radix links the title on hydration.
          aria-label={title}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ${wide ? 'max-w-2xl' : 'max-w-md'}`}
          onEscapeKeyDown={(e) => !dismissible && e.preventDefault()}
          onPointerDownOutside={(e) => !dismissible && e.preventDefault()}
          onCloseAutoFocus={(e) => {
            if (!opener.current?.isConnected) return;
            e.preventDefault();
            opener.current.focus();
          }}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-brand-900">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-[15px] text-muted">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
          {dismissible && (
            <Dialog.Close
              className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-canvas"
              aria-label={t('errorModal.close')}
            >
              <X size={20} aria-hidden />
            </Dialog.Close>
          )}
        </Dialog.Content>
    </Dialog.Root>
  );
}
