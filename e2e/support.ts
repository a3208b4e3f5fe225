import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';

/** The first match of `pattern` in the newest SMS to a number after outbox id `after`, as a person reads their SMS. */
async function readSms(mobile: string, after: number, pattern: RegExp): Promise<string> {
  const file = path.resolve(E2E_DATA_DIR, 'outbox.jsonl');
  let found: string | undefined;
  await expect
    .poll(() => {
      if (!fs.existsSync(file)) return undefined;
      found = outboxLines(file)
        .filter((l) => l.to === mobile && l.id > after)
        .map((l) => l.body.match(pattern)?.[1])
        .filter(Boolean)
        .pop();
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** Reads the newest OTP sent to a number from the demo outbox file. */
export const readOtp = (mobile: string, after = 0) => readSms(mobile, after, /\b(\d{6})\b/);

/** The Nirog Partner payment link (`/reseller/{token}`) in the newest SMS to a patient's number. */
export const readPaymentLink = (mobile: string, after: number) => readSms(mobile, after, /(\/reseller\/[A-Za-z0-9_-]{43})/);

export function lastOutboxId(): number {
  const file = path.resolve(E2E_DATA_DIR, 'outbox.jsonl');
  if (!fs.existsSync(file)) return 0;
  const lines = outboxLines(file);
  return lines.length ? lines[lines.length - 1].id : 0;
}

/** The complete lines of the outbox file; a line the server is still writing is skipped until it is whole. */
function outboxLines(file: string): Array<{ id: number; to: string; body: string }> {
  const out: Array<{ id: number; to: string; body: string }> = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line));
    } catch {
      // partial line
    }
  }
  return out;
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
      const lines = outboxLines(file) as Array<{ id: number; channel?: string; to: string; body: string }>;
      const last = lines.filter((l) => l.channel === 'email' && l.to === email && l.id > after).pop();
      code = last?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Logs a demo account in with the fixed OTP (either login page accepts any account) and waits for `redirectTo`. */
export async function logInDemo(page: Page, mobile: string, redirectTo = '/') {
  await page.goto(`/login-practitioner?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL((u) => u.pathname === redirectTo.split('?')[0]);
}

/**
 * Pays on the local test gateway's checkout page, once the browser is there: a Pay button clicked on our own page
 * (named "Pay ₹… now") must not be taken for the gateway's own "Pay ₹…" while the navigation is still under way.
 */
export async function payAtLocalGateway(page: Page) {
  await expect(page).toHaveURL(/\/api\/gateway\/local\/checkout\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

/**
 * A Nirog Partner on /reseller/selectPatientAddress adds a new patient with a Delhi address and orders for them:
 * ends on /reseller/medicines with that patient chosen.
 */
export async function addPartnerPatient(page: Page, patient: { name: string; mobile: string; street: string; pincode: string }) {
  const addPatient = page.locator('form', { has: page.getByRole('heading', { name: 'Add a patient' }) });
  await addPatient.getByLabel('Full name').fill(patient.name);
  await addPatient.getByLabel('Mobile number').fill(patient.mobile);
  await addPatient.getByRole('button', { name: 'Save patient' }).click();
  await expect(page.getByRole('heading', { name: `Ordering for ${patient.name}` })).toBeVisible();
  const addAddress = page.locator('form', { has: page.getByRole('heading', { name: 'Add an address' }) });
  await addAddress.getByLabel('House / flat no., building, street').fill(patient.street);
  await addAddress.getByLabel('Pincode').fill(patient.pincode);
  await addAddress.getByLabel('City').fill('New Delhi');
  await addAddress.getByLabel('State').selectOption({ label: 'Delhi' });
  await addAddress.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('button', { name: 'Delivering here' }).click();
  await expect(page).toHaveURL(/\/reseller\/medicines$/);
}
