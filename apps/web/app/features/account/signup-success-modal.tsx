import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatRupees } from '../../lib/format.ts';

export type SignupModalType = 'money' | 'welcome';

/**
 * After sign-up (spec sections 2 and 4): a modal with a Skip button and a close icon. Its type defaults to the
 * money-reward type; it shows the reward's message and amount when the sign-up earned one. Skip and close each
 * record their analytics event. Without JavaScript, Skip is a plain form post that records and comes back.
 */
export function SignupSuccessModal({ name, type = 'money', rewardPaise, message }: { name: string; type?: SignupModalType; rewardPaise?: number | null; message?: string | null }) {
  const [open, setOpen] = useState(true);
  const fetcher = useFetcher();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete('welcome');
  const back = location.pathname + (params.size ? `?${params}` : '');

  function finish(event: 'signup_modal_skip' | 'signup_modal_close') {
    setOpen(false);
    void fetcher.submit({ name: event, back }, { method: 'post', action: '/signup-modal' });
  }

  const hasReward = type === 'money' && !!rewardPaise && rewardPaise > 0;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && finish('signup_modal_close')}
      title={t('signup.title', { name: name.split(' ')[0] })}
      description={message ?? (hasReward ? t('signup.rewardText', { amount: formatRupees(rewardPaise!) }) : t('signup.text'))}
    >
      {hasReward && (
        <p className="mb-4 flex items-center gap-3 rounded-lg bg-saffron-100 p-3 text-saffron-700">
          <Gift size={24} aria-hidden />
          <span className="text-lg font-semibold">{formatRupees(rewardPaise!)}</span>
          <span className="text-sm">{t('signup.rewardLabel')}</span>
        </p>
      )}
      <fetcher.Form method="post" action="/signup-modal" onSubmit={(e) => { e.preventDefault(); finish('signup_modal_skip'); }}>
        <input type="hidden" name="name" value="signup_modal_skip" />
        <input type="hidden" name="back" value={back} />
        <Button type="submit" variant="secondary">
          {t('signup.skip')}
        </Button>
      </fetcher.Form>
    </Modal>
  );
}
