import { describe, expect, it } from 'vitest';
import { showsAssistantIcon } from './assistant-icon.ts';

describe('the floating assistant icon (spec sections 2 and 6)', () => {
  it('shows for logged-in users with AiAssistant write or read, on every page but the bot and assistant pages', () => {
    expect(showsAssistantIcon(true, '/medicines', 'write')).toBe(true);
    expect(showsAssistantIcon(true, '/feeds/12', 'read')).toBe(true);
    expect(showsAssistantIcon(true, '/botany', 'write')).toBe(true);
    expect(showsAssistantIcon(true, '/bot', 'write')).toBe(false);
    expect(showsAssistantIcon(true, '/ai-assistant', 'write')).toBe(false);
    expect(showsAssistantIcon(true, '/hi/bot', 'write')).toBe(false);
  });
  it('never for visitors, nor when the access is hide (3)', () => {
    expect(showsAssistantIcon(false, '/medicines', undefined)).toBe(false);
    expect(showsAssistantIcon(true, '/medicines', 'none')).toBe(false);
  });
});
