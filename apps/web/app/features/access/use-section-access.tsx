import { useCallback, useState, type FormEvent } from 'react';
import { useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { AccessSection } from '@nirog/shared/codes/access';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import type { AccessAlert, AccessMap } from './access.server.ts';

/**
 * Read-only sections (spec section 6): pages show, and every action raises the alert popup instead of acting.
 * `guard` goes on a form's onSubmit; without JavaScript the server answers the same way (the API refuses with 403).
 */
export function useReadOnlyGuard(section: AccessSection) {
  const root = useRouteLoaderData('root') as { access?: AccessMap | null } | undefined;
  const level = root?.access?.sections[section] ?? null;
  const [alert, setAlert] = useState<AccessAlert | null>(null);
  const guard = useCallback(
    (event: FormEvent) => {
      if (level !== 'read') return;
      event.preventDefault();
      setAlert(root?.access?.alertPopup[section] ?? { title: t('access.viewOnly.title'), message: t('access.viewOnly.message'), actionLabel: t('access.viewOnly.ok') });
    },
    [level, root, section],
  );
  const popup = <AccessAlertPopup alert={alert} onClose={() => setAlert(null)} />;
  return { readOnly: level === 'read', guard, popup, show: setAlert };
}

export function AccessAlertPopup({ alert, onClose }: { alert: AccessAlert | null; onClose: () => void }) {
  return (
    <Modal open={!!alert} onOpenChange={(open) => !open && onClose()} title={alert?.title ?? ''} description={alert?.message}>
      <Button onClick={onClose}>{alert?.actionLabel ?? t('access.viewOnly.ok')}</Button>
    </Modal>
  );
}
