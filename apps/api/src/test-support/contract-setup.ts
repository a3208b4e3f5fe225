/** Vitest setup: a test fails when any API reply it produced broke its route's response schema (decision 018). */
import { afterEach } from 'vitest';
import { contractViolations } from '../plugins/contract.ts';

afterEach(() => {
  if (contractViolations.length === 0) return;
  const seen = contractViolations.splice(0);
  throw new Error(`API replies broke their response schema:\n${seen.map((v) => `  ${v.route} -> ${v.status}: ${v.issues}`).join('\n')}`);
});
