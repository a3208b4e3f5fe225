import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '@nirog/shared/messages/catalogue';

/** An accessible modal (focus trap, Escape, labelled title) for every dialog of the platform. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  dismissible = true,
}: {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  dismissible?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
          onEscapeKeyDown={(e) => !dismissible && e.preventDefault()}
          onPointerDownOutside={(e) => !dismissible && e.preventDefault()}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-brand-900">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-[15px] text-muted">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
          {dismissible && (
            <Dialog.Close className="absolute top-4 right-4 rounded-md p-1 text-muted hover:bg-canvas" aria-label={t('errorModal.close')}>
              <X size={20} aria-hidden />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
