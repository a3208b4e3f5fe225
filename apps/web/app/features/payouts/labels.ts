/** Labels of the ledger's codes, written out so each page's message file carries exactly these keys (decision 031). */
import type { MessageKey } from '@nirog/shared/messages/catalogue';
import type { EarningKind, PayoutStatus } from '@nirog/shared/payouts';

export const KIND_LABELS: Record<EarningKind, MessageKey> = {
  pending: 'payouts.kind.pending',
  release: 'payouts.kind.release',
  cancel: 'payouts.kind.cancel',
  adjustment: 'payouts.kind.adjustment',
  payout: 'payouts.kind.payout',
  payout_reversal: 'payouts.kind.payout_reversal',
};
export const SOURCE_LABELS: Record<string, MessageKey> = {
  partner_order: 'payouts.source.partner_order',
  consultation: 'payouts.source.consultation',
  adjustment: 'payouts.source.adjustment',
  payout: 'payouts.source.payout',
};
export const STATE_LABELS: Record<'pending' | 'available' | 'cancelled', MessageKey> = {
  pending: 'payouts.state.pending',
  available: 'payouts.state.available',
  cancelled: 'payouts.state.cancelled',
};
export const STATUS_LABELS: Record<PayoutStatus, MessageKey> = {
  requested: 'payouts.status.requested',
  approved: 'payouts.status.approved',
  paid: 'payouts.status.paid',
  failed: 'payouts.status.failed',
};
export const VERIFICATION_LABELS: Record<0 | 1 | 2, MessageKey> = { 0: 'payouts.bank.verification0', 1: 'payouts.bank.verification1', 2: 'payouts.bank.verification2' };

export const percent = (bps: number) => `${bps / 100}%`;
