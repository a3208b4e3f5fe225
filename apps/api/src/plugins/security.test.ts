import { describe, expect, it } from 'vitest';
import { pageCsp } from './security.ts';

describe('page content security policy', () => {
  it('lets forms post only to our own site, plus the payment gateway when one is configured', () => {
    expect(pageCsp('n1')).toContain("form-action 'self';");
    expect(pageCsp('n1')).toContain("script-src 'self' 'nonce-n1';");
    expect(pageCsp('n1', { formTargets: ['https://api.razorpay.com'] })).toContain("form-action 'self' https://api.razorpay.com;");
  });
});

describe('the chat widget in the page policy', () => {
  it('adds the configured chat origin to scripts, calls, frames and pictures, and nothing when the widget is off', () => {
    const off = pageCsp('n1');
    const on = pageCsp('n1', { chatHost: 'https://chat.example.com' });
    expect(off).not.toContain('chat.example.com');
    expect(on).toContain("script-src 'self' 'nonce-n1' https://chat.example.com;");
    expect(on).toContain("connect-src 'self' https://chat.example.com;");
    expect(on).toContain('frame-src https://www.youtube-nocookie.com https://chat.example.com;');
    // Only that origin: the rest of the policy is the same as without the widget.
    expect(on.replaceAll(' https://chat.example.com', '')).toBe(off);
  });
});
