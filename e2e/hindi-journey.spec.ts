/**
 * Issue 15: a patient switches the site to हिन्दी once and does everything in Hindi: signs up, books a doctor at the
 * clinic from the doctor's Hindi address, orders a medicine and pays on delivery. Each step's labels are asserted in
 * Hindi; the account keeps the choice, so the booking SMS is in Hindi too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './test.ts';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { freshMobile, lastOutboxId, readOtp } from './support.ts';

const DOCTOR = '/hi/ayurveda/new-delhi/doctor/dr-vikram-joshi';
const MEDICINE = '/hi/medicines/abhayarishta-baidyanath';

const smsTo = (mobile: string): Array<{ template: string; body: string }> =>
  fs
    .readFileSync(path.resolve(E2E_DATA_DIR, 'outbox.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim().endsWith('}'))
    .map((l) => JSON.parse(l))
    .filter((m) => m.channel === 'sms' && m.to === mobile);

test('switch to Hindi, sign up, book a doctor and place an order, all in Hindi', async ({ page }) => {
  test.setTimeout(60_000); // three journeys in one
  // The footer's switch leads to the home page's Hindi address.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'आयुर्वेदिक दवाएँ, डॉक्टर और क्लिनिक खोजें' })).toBeVisible();

  // Sign up; the OTP arrives and the welcome is in Hindi.
  const mobile = freshMobile();
  await page.goto(`/sign-up-individual?redirectTo=${encodeURIComponent(`${DOCTOR}?mode=1`)}`);
  await page.getByLabel('पूरा नाम').fill('Sita Devi');
  await page.getByLabel('मोबाइल नंबर').fill(mobile);
  const before = lastOutboxId();
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
  await page.getByRole('button', { name: 'सत्यापित करें और अकाउंट बनाएँ' }).click();
  await page.getByRole('dialog', { name: /Nirog में आपका स्वागत है/ }).getByRole('button', { name: 'छोड़ें' }).click();

  // The doctor's page at its Hindi address: an in-clinic visit, paid at the clinic.
  await expect(page).toHaveURL((u) => u.pathname === DOCTOR);
  const panel = page.getByTestId('booking-panel');
  await expect(panel.getByRole('heading', { name: 'परामर्श बुक करें' })).toBeVisible();
  await panel.getByRole('group', { name: 'समय चुनें (भारतीय समय)' }).locator('label').last().click();
  await panel.getByRole('radio', { name: 'क्लिनिक पर भुगतान करें' }).check();
  await panel.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click();
  await expect(page.getByTestId('booking-confirmation').getByRole('heading', { name: 'अपॉइंटमेंट बुक हो गया' })).toBeVisible();
  await expect.poll(() => smsTo(mobile).filter((m) => m.template === 'appointment_booked').map((m) => m.body.slice(0, 6))).toEqual(['पक्का:']);

  // A medicine from its Hindi address, to the cart, an address, and cash on delivery.
  await page.goto(MEDICINE);
  const buy = page.getByRole('complementary', { name: 'कीमत और उपलब्धता' });
  await buy.getByRole('button', { name: 'कार्ट में डालें' }).click();
  await expect(buy.getByRole('status').filter({ hasText: 'कार्ट में जोड़ दिया गया' })).toBeVisible();
  await page.goto('/order/cart');
  await page.getByRole('link', { name: 'पता चुनें' }).click();
  await expect(page.getByRole('heading', { name: 'डिलीवरी का पता', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'नया पता जोड़ें' }).click();
  const form = page.getByRole('dialog', { name: 'नया पता जोड़ें' });
  await form.getByLabel('पूरा नाम').fill('Sita Devi');
  await form.getByLabel('मोबाइल नंबर').fill('9812312312');
  await form.getByLabel('मकान / फ़्लैट नं., बिल्डिंग, गली').fill('14 Lodhi Road, Block C');
  await form.getByLabel('पिनकोड').fill('110003');
  await form.getByLabel('शहर').fill('New Delhi');
  await form.getByLabel('राज्य').selectOption({ label: 'Delhi' });
  await form.getByRole('button', { name: 'पता सहेजें' }).click();
  await expect(page.getByText('पता सफलतापूर्वक जोड़ दिया गया')).toBeVisible();
  await page.getByRole('button', { name: 'भुगतान पर जाएँ' }).click();
  await expect(page.getByRole('heading', { name: 'भुगतान', level: 1 })).toBeVisible();
  await page.getByLabel('डिलीवरी पर भुगतान करें').check();
  await page.getByRole('button', { name: /^ऑर्डर करें · ₹/ }).click();
  await expect(page.getByText('आपका ऑर्डर हो गया है। धन्यवाद!')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('order-timeline')).toContainText('ऑर्डर हो गया');
});
