import { describe, expect, it } from 'vitest';
import { pageCsp } from './security.ts';

describe('page content security policy', () => {
  it('lets forms post only to our own site, plus the payment gateway when one is configured', () => {
    expect(pageCsp('n1')).toContain("form-action 'self';");
    expect(pageCsp('n1')).toContain("script-src 'self' 'nonce-n1';");
    expect(pageCsp('n1', false, ['https://api.razorpay.com'])).toContain("form-action 'self' https://api.razorpay.com;");
  });
});
