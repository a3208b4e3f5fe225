import type { BotInfo } from '@nirog/shared/schemas/system';

/**
 * The chat widget (spec sections 1-3): when the server's botInfo says so, the provider's script loads, without
 * blocking the page, from its configured host (the one origin the page's policy adds), told the bot id by a data
 * attribute. When it is off nothing is written and nothing loads.
 */
export function ChatWidget({ info, nonce }: { info: BotInfo | null | undefined; nonce: string | undefined }) {
  if (!info?.showChatBot || !info.scriptUrl || !info.botId) return null;
  return <script async src={info.scriptUrl} data-bot-id={info.botId} nonce={nonce} />;
}
