/**
 * Issue 23 part 4 (decision 067): a verified doctor passes a quiz, downloads the certificate from the result page and
 * reads its name, result and verification address in the PDF; an employer opens that address without an account and
 * sees the certificate is genuine; the certificate is on the doctor's profile; an altered id says "not valid" (404).
 */
import { expect, test } from './test.ts';
import { logInDemo } from './support.ts';

const DOCTOR = '9000001001'; // Dr. Vikram Joshi (README, demo logins); quiz.spec.ts has him fail another quiz.
const HOLDER = 'Vikram Joshi';
const QUIZ = 'Dinacharya and Ritucharya';

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  return content.items.map((i) => ('str' in i ? i.str : '')).join(' ').replace(/\s+/g, ' ');
}

test('a doctor passes a quiz, downloads the certificate, and anyone can verify it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await logInDemo(page, DOCTOR, '/quizzes');
  await page.getByRole('link', { name: QUIZ }).click();
  await page.getByRole('button', { name: /^(Start quiz|Resume quiz)$/ }).or(page.getByRole('link', { name: 'Resume quiz' })).click();

  // Every answer right (the fourth has three).
  const answers: string[][] = [['In Brahma muhurta'], ['Sauviranjana'], ["To half of one's strength"], ['Shishira', 'Vasanta', 'Grishma'], ['Vamana'], ['Pitta']];
  for (const [i, picks] of answers.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 6`)).toBeVisible();
    for (const label of picks) await page.getByLabel(label, { exact: true }).check();
    await page.getByRole('button', { name: i < 5 ? 'Save and next' : 'Save answer' }).click();
  }
  await expect(page.getByText('6 of 6 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Submit quiz' }).click();
  await expect(page.getByText('You scored 6 of 6 (100%)')).toBeVisible();
  await expect(page.getByText('You have earned a certificate for this quiz.')).toBeVisible();

  // The PDF: the holder's name, what for, the result and the absolute address of its verification page.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download certificate' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^certificate-[0-9A-Z]{24}\.pdf$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const text = await pdfText(Buffer.concat(chunks));
  expect(text).toContain('Certificate of achievement');
  expect(text).toContain('for passing the quiz');
  expect(text).toContain(QUIZ);
  expect(text).toContain('Scored 6 of 6 (100%)');
  const address = text.match(/https?:\/\/\S+\/certificates\/([0-9A-Z]{24})/);
  expect(address, text).not.toBeNull();
  expect(text).toContain(HOLDER);

  // The profile lists it with its download.
  await page.goto('/profile');
  const mine = page.getByRole('region', { name: 'My certificates' });
  await expect(mine.getByText(QUIZ)).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Download PDF' }).first()).toBeVisible();

  // An employer scans the QR code: no account, no script needed.
  const employer = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await employer.newPage();
  const res = await visitor.goto(new URL(address![0]!).pathname);
  expect(res?.status()).toBe(200);
  await expect(visitor.getByText('Valid certificate')).toBeVisible();
  await expect(visitor.getByTestId('certificate-holder')).toHaveText(HOLDER);
  await expect(visitor.getByText(QUIZ)).toBeVisible();

  // One character changed: not valid, and the page says so with a 404.
  const id = address![1]!;
  const forged = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;
  const refused = await visitor.goto(`/certificates/${forged}`);
  expect(refused?.status()).toBe(404);
  await expect(visitor.getByText('Certificate not valid')).toBeVisible();
  await expect(visitor.getByText(/This certificate is not valid\./)).toBeVisible();
  await employer.close();
});
