/**
 * IFSC codes checked offline against Razorpay's maintained list (npm `ifsc`, updated with RBI's releases): the bank
 * code must exist and the branch be one of that bank's. Only the data files are read (the package's entry point loads
 * an HTTP client for its online lookup, which we do not use), at the first check rather than at start (about 1 MB).
 */
import { createRequire } from 'node:module';
import { IFSC_PATTERN } from '@nirog/shared/payouts';

const require = createRequire(import.meta.url);
let branches: Record<string, Array<string | number>> | null = null;
let bankNames: Record<string, string> | null = null;

export type IfscCheck = { ok: true; ifsc: string; bankCode: string; bankName: string } | { ok: false; reason: 'format' | 'unknown' };

export function checkIfsc(input: string): IfscCheck {
  const ifsc = input.trim().toUpperCase();
  if (!IFSC_PATTERN.test(ifsc)) return { ok: false, reason: 'format' };
  branches ??= require('ifsc/src/IFSC.json') as Record<string, Array<string | number>>;
  bankNames ??= require('ifsc/src/banknames.json') as Record<string, string>;
  const bankCode = ifsc.slice(0, 4);
  const branch = ifsc.slice(5);
  const list = branches[bankCode];
  if (!list) return { ok: false, reason: 'unknown' };
  const known = /^\d+$/.test(branch) ? list.includes(Number.parseInt(branch, 10)) : list.includes(branch);
  if (!known) return { ok: false, reason: 'unknown' };
  return { ok: true, ifsc, bankCode, bankName: bankNames[bankCode] ?? bankCode };
}
