/** The shapes of GET /api/v1/nirogmoney (apps/api/src/modules/wallet/wallet.routes.ts). */
export interface WalletHistoryItem {
  id: number;
  kind: 'welcome' | 'referral' | 'cashback' | 'refund' | 'order_spend' | 'order_release' | 'expiry' | 'adjustment';
  description: string;
  reference: string | null;
  amountPaise: number;
  balanceAfter: number;
  createdAt: string;
  expiresAt: string | null;
}

export interface WalletSummary {
  balancePaise: number;
  nirogMoneyLimit: { percent: number; capPaise: number };
  history: { items: WalletHistoryItem[]; total: number; skip: number; limit: number };
}
