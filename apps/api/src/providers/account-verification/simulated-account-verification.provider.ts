import type { AccountCheck, AccountToVerify, AccountVerificationProvider } from './account-verification.provider.ts';

/**
 * The local default: a penny drop simulated by rule, so every outcome can be tried without a bank. An account number
 * ending in 000 (or a UPI id whose handle starts with "invalid") does not exist: 0; ending in 999 (or a handle
 * starting with "unsure") the bank did not answer clearly: 2; anything else is valid under the holder's name: 1.
 */
export class SimulatedAccountVerificationProvider implements AccountVerificationProvider {
  readonly name = 'simulated';

  async verify(account: AccountToVerify): Promise<AccountCheck> {
    const probe = account.type === 'bankAccount' ? account.accountNumber : account.upiId.toLowerCase();
    const invalid = account.type === 'bankAccount' ? probe.endsWith('000') : probe.startsWith('invalid');
    const unsure = account.type === 'bankAccount' ? probe.endsWith('999') : probe.startsWith('unsure');
    if (invalid) return { verification: 0, nameAtBank: null };
    if (unsure) return { verification: 2, nameAtBank: null };
    return { verification: 1, nameAtBank: account.holder.toUpperCase() };
  }
}
