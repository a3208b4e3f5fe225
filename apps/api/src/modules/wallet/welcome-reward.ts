/** The welcome reward of nirog money every new account gets once (key `welcome:<userId>`). */
import type { FastifyBaseLogger } from 'fastify';
import { WELCOME_NIROG_MONEY_PAISE, WELCOME_NIROG_MONEY_VALID_DAYS } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import type { WalletService } from './wallet.service.ts';
import { formatRupees } from '@nirog/shared/money';

export interface SignupReward {
  type: 'money';
  amountPaise: number;
  message: string;
}


/**
 * Credits the reward and describes it for the sign-up response; null when it was not made now (already given).
 * A failure is logged and never fails the sign-up: the account exists by then, and the key lets a retry add it.
 */
export async function grantWelcomeReward(wallet: WalletService, userId: number, log: FastifyBaseLogger, now = new Date()): Promise<SignupReward | null> {
  try {
    const res = await wallet.credit(userId, WELCOME_NIROG_MONEY_PAISE, {
      kind: 'welcome',
      description: t('wallet.welcomeDescription'),
      idempotencyKey: `welcome:${userId}`,
      expiresAt: new Date(now.getTime() + WELCOME_NIROG_MONEY_VALID_DAYS * 86_400_000),
    });
    if (!res.created) return null;
    return {
      type: 'money',
      amountPaise: WELCOME_NIROG_MONEY_PAISE,
      message: t('wallet.welcomeMessage', { amount: formatRupees(WELCOME_NIROG_MONEY_PAISE), days: WELCOME_NIROG_MONEY_VALID_DAYS }),
    };
  } catch (err) {
    log.error({ err, userId }, 'welcome reward failed');
    return null;
  }
}
