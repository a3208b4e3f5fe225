/**
 * Checks a payout account before money is sent to it (issue 25 part 6): a penny drop for a bank account, a name
 * lookup for a UPI id. Spec section 3: 0 invalid, 1 valid, 2 inconclusive.
 */
export type AccountToVerify = { type: 'bankAccount'; accountNumber: string; ifsc: string; holder: string } | { type: 'upiId'; upiId: string; holder: string };

export type AccountCheck = { verification: 0 | 1 | 2; nameAtBank: string | null };

export interface AccountVerificationProvider {
  readonly name: string;
  verify(account: AccountToVerify): Promise<AccountCheck>;
}
