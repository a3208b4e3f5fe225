/**
 * The floating assistant icon (spec sections 2 and 6): for logged-in users, except on the bot and assistant pages and
 * when their AiAssistant access is hide (3, "none"). Alone in its file: the root layout runs it on every page.
 */
export function showsAssistantIcon(loggedIn: boolean, pathname: string, access: 'write' | 'read' | 'none' | undefined): boolean {
  if (!loggedIn || access === 'none') return false;
  return !/^(\/hi)?\/(bot|ai-assistant)(\/|$)/.test(pathname);
}
