import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatBotConfig } from '../../config.ts';
import { createTestApp, json, type TestApp } from '../../test-support/test-app.ts';

describe('the chat widget settings (CHAT_BOT_*)', () => {
  it('is off unless a host and a bot id are given, and refuses a host that is not a plain https origin', () => {
    expect(chatBotConfig({})).toBeNull();
    expect(chatBotConfig({ CHAT_BOT_HOST: 'https://chat.example.com', CHAT_BOT_ID: 'nirog-1', CHAT_BOT: 'off' })).toBeNull();
    expect(chatBotConfig({ CHAT_BOT_HOST: 'https://chat.example.com/', CHAT_BOT_ID: 'nirog-1' })).toEqual({
      host: 'https://chat.example.com',
      botId: 'nirog-1',
      scriptUrl: 'https://chat.example.com/widget.js',
    });
    expect(chatBotConfig({ CHAT_BOT_HOST: 'https://chat.example.com', CHAT_BOT_ID: 'b', CHAT_BOT_SCRIPT: '/v2/embed.js' })?.scriptUrl).toBe('https://chat.example.com/v2/embed.js');
    expect(() => chatBotConfig({ CHAT_BOT_HOST: 'https://chat.example.com' })).toThrow(/CHAT_BOT_ID/);
    expect(() => chatBotConfig({ CHAT_BOT_HOST: 'http://chat.example.com', CHAT_BOT_ID: 'b' })).toThrow(/https origin/);
    expect(() => chatBotConfig({ CHAT_BOT_HOST: 'https://chat.example.com/embed', CHAT_BOT_ID: 'b' })).toThrow(/https origin/);
    expect(() => chatBotConfig({ CHAT_BOT_HOST: 'https://chat.example.com', CHAT_BOT_ID: 'b', CHAT_BOT_SCRIPT: '//evil.example/x.js' })).toThrow(/CHAT_BOT_SCRIPT/);
    expect(() => chatBotConfig({ CHAT_BOT_HOST: 'https://chat.example.com', CHAT_BOT_ID: '<script>' })).toThrow(/CHAT_BOT_ID/);
  });
});

describe('GET /pub/v1/bot-info and the page policy', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [on, off] = await Promise.all([
      createTestApp({ chatBot: { host: 'https://chat.example.com', botId: 'nirog-1', scriptUrl: 'https://chat.example.com/widget.js' } }),
      createTestApp(),
    ]);
  });
  afterAll(async () => Promise.all([on?.close(), off?.close()]));

  it('tells the widget host and bot id when on; pages may load scripts from that host only', async () => {
    const info = await on.app.inject({ method: 'GET', url: '/api/pub/v1/bot-info' });
    expect(json(info).entity).toEqual({ showChatBot: true, host: 'https://chat.example.com', botId: 'nirog-1', scriptUrl: 'https://chat.example.com/widget.js' });
    const page = await on.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/chat\.example\.com;/);
  });

  it('says "no chat bot" when off, and the page policy names no other origin for scripts', async () => {
    const info = await off.app.inject({ method: 'GET', url: '/api/pub/v1/bot-info' });
    expect(json(info).entity).toEqual({ showChatBot: false, host: null, botId: null, scriptUrl: null });
    const page = await off.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-[^']+';/);
  });
});
