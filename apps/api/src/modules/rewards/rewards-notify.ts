/**
 * The shared notification call as the rewards module uses it (the brief's `Notify`, implemented by the notifications
 * module): until that module is merged this names its shape; app.ts hands in the real one.
 */
import type { DbOrTx } from '../../db/client.ts';

export interface RewardsNotifyInput {
  userId: number;
  module: number;
  kind: string;
  params?: Record<string, string | number>;
  link?: string;
  key: string;
}
export type RewardsNotify = (input: RewardsNotifyInput, tx?: DbOrTx) => Promise<void>;
