import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';

/** Reads the newest OTP sent to a number from the demo outbox file, as a person would read their SMS. */
export async function readOtp(mobile: string, after = 0): Promise<string> {
  const file = path.resolve(E2E_DATA_DIR, 'outbox.jsonl');
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!fs.existsSync(file)) return undefined;
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: number; to: string; body: string });
      const last = lines.filter((l) => l.to === mobile && l.id > after).pop();
      code = last?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

export function lastOutboxId(): number {
  const file = path.resolve(E2E_DATA_DIR, 'outbox.jsonl');
  if (!fs.existsSync(file)) return 0;
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  return lines.length ? (JSON.parse(lines[lines.length - 1]) as { id: number }).id : 0;
}

let counter = 0;
/** A mobile number no other test uses. */
export function freshMobile(): string {
  counter += 1;
  return `7${String(Date.now() % 1e7).padStart(7, '0')}${String(counter % 100).padStart(2, '0')}`;
}

export async function logOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

/** The header's account menu shows the user's first name once logged in. */
export async function expectLoggedInAs(page: Page, firstName: string) {
  await expect(page.getByRole('banner').locator('summary', { hasText: firstName })).toBeVisible();
}

/** Reads the newest email verification code sent to an address from the demo outbox file, as a person would read their email. */
export async function readEmailCode(email: string, after = 0): Promise<string> {
  const file = path.resolve(E2E_DATA_DIR, 'outbox.jsonl');
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!fs.existsSync(file)) return undefined;
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: number; channel?: string; to: string; body: string });
      const last = lines.filter((l) => l.channel === 'email' && l.to === email && l.id > after).pop();
      code = last?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}
