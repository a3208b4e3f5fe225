import { Form } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';

/** Spec sections 4 and 8: a deactivated account sees a blocking modal until it logs out. */
export function DeactivatedModal() {
  return (
    <Modal open title={t('spec.accountDeactivated')} dismissible={false}>
      <p className="text-[15px] text-muted">
        {t('account.deactivatedText')}{' '}
        <a href={`mailto:${COMPANY.supportEmail}`} className="font-medium text-brand-700 underline">
          {COMPANY.supportEmail}
        </a>
        .
      </p>
      <Form method="post" action="/logout" className="mt-5">
        <Button type="submit">{t('nav.logout')}</Button>
      </Form>
    </Modal>
  );
}
