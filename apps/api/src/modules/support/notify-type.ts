// The shared notification call of the brief, until branch h/notify is merged (then notifications/notify.ts).
import type { DbOrTx } from '../../db/client.ts';
export interface NotifyInput { userId: number; module: number; kind: string; params?: Record<string, string | number>; link?: string; key: string }
export type Notify = (input: NotifyInput, tx?: DbOrTx) => Promise<void>;
