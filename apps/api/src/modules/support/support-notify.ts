/**
 * How support tells a customer (decision 054's table): tickets notify under module 14, account. The texts are
 * `notify.ticketReplied.*`, `notify.ticketResolved.*` and `notify.ticketClosed.*` in messages/support.{en,hi}.ts.
 */
import type { NotificationModule } from '@nirog/shared/notifications';
import { NOTIFICATION_MODULES } from '@nirog/shared/codes/tables';

export const NOTIFICATION_MODULE_ACCOUNT = NOTIFICATION_MODULES.find((m) => m.key === 'account')!.code as NotificationModule;
