/** Dates in the reader's language (decision 020): the care desk's calendar days too. */
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleResolver, type Locale } from '@nirog/shared/messages/catalogue';
import { formatCalendarDate } from './format.ts';

let locale: Locale | undefined;
setLocaleResolver(() => locale);
afterEach(() => {
  locale = undefined;
});

describe('formatCalendarDate', () => {
  it('keeps the given day and names the month in the reader’s language', () => {
    expect(formatCalendarDate('2026-11-26')).toBe('26 Nov');
    expect(formatCalendarDate('2026-11-26', 'dayMonthYear')).toBe('26 Nov 2026');
    expect(formatCalendarDate('2026-11-26', 'long')).toBe('Thursday, 26 November 2026');
    locale = 'hi';
    expect(formatCalendarDate('2026-11-26', 'long')).toBe('गुरुवार, 26 नवंबर 2026');
    expect(formatCalendarDate('2026-01-01')).toMatch(/^1 जन/);
  });
});
