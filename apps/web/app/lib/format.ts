/**
 * Dates, money and times are formatted here and nowhere else (India time, Indian digit grouping), in the reader's
 * language: month names in Hindi on a Hindi page; digits stay Latin (hi-IN's default), as Indian Hindi sites write them.
 */
import { currentLocale } from '@nirog/shared/messages/catalogue';

const TZ = 'Asia/Kolkata';
const tag = () => (currentLocale() === 'hi' ? 'hi-IN' : 'en-IN');

/**
 * Intl formatters are costly to build (a product page with its packs formatted ~20 prices, each building one), so each
 * one is made once per language and style and kept: a handful in all.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag()} d ${name}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(tag(), options)));
  return f;
}
function rupeeFormat(fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${tag()} inr ${fractionDigits}`;
  let f = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(tag(), { style: 'currency', currency: 'INR', minimumFractionDigits: fractionDigits })));
  return f;
}

export function formatDate(iso: string | Date): string {
  return dateFormat('date', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TZ }).format(new Date(iso));
}

export function formatDateTime(iso: string | Date): string {
  return dateFormat('dateTime', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: TZ }).format(new Date(iso));
}

/** "7:30 am" in India time. */
export function formatTime(iso: string | Date): string {
  return dateFormat('time', { hour: 'numeric', minute: '2-digit', timeZone: TZ }).format(new Date(iso));
}

const CALENDAR_STYLES = {
  dayMonth: { day: 'numeric', month: 'short' },
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A calendar day given as YYYY-MM-DD (already India's day, so read as UTC to keep it): "26 Nov", "26 Nov 2026",
 * "Thursday, 26 November 2026".
 */
export function formatCalendarDate(date: string, style: keyof typeof CALENDAR_STYLES = 'dayMonth'): string {
  return dateFormat(`calendar ${style}`, { ...CALENDAR_STYLES[style], timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** ₹1,23,456.50 from integer paise. */
export function formatRupees(paise: number): string {
  return rupeeFormat(paise % 100 === 0 ? 0 : 2).format(paise / 100);
}

export function formatMobile(mobile: string): string {
  return mobile.length === 10 ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}
