/**
 * Amounts in words the way Indian invoices write them: the Indian system (thousand, lakh, crore; above 99 crore the
 * crores are counted again: "One Thousand Two Hundred Crore"), e.g. 1,23,456.50 →
 * "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only".
 */
const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return n % 10 === 0 ? TENS[Math.floor(n / 10)] : `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words, Indian system; "Zero" for 0. */
export function numberInWordsIndian(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a non-negative whole number: ${n}`);
  if (n === 0) return ONES[0];
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  if (crore) parts.push(`${numberInWordsIndian(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** Integer paise in words: "Rupees Twelve and One Paisa Only", "Rupees Zero Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const paiseText = p === 0 ? '' : ` and ${belowHundred(p)} ${p === 1 ? 'Paisa' : 'Paise'}`;
  return `Rupees ${numberInWordsIndian(rupees)}${paiseText} Only`;
}
