import type { BotInfo } from '@nirog/shared/schemas/system';
import type { ApiClient } from '../../lib/api-client.ts';

const OFF: BotInfo = { showChatBot: false, host: null, botId: null, scriptUrl: null };
let once: Promise<BotInfo> | null = null;

/**
 * The chat widget's settings from the API (GET /pub/v1/bot-info). They change only with the server's configuration,
 * so a process asks once; a failed call counts as "off" and is asked again on the next page.
 */
export function botInfoOf(api: ApiClient): Promise<BotInfo> {
  once ??= api.get('/pub/v1/bot-info').then(
    (res) => {
      if (res.ok) return res.entity;
      once = null;
      return OFF;
    },
    () => {
      once = null;
      return OFF;
    },
  );
  return once;
}
