/**
 * Dates, money and times are formatted here and nowhere else (India time, Indian digit grouping), in the reader's
 * language: month names in Hindi on a Hindi page; digits stay Latin (hi-IN's default), as Indian Hindi sites write them.
 */
import { currentLocale } from '@nirog/shared/messages/catalogue';

const TZ = 'Asia/Kolkata';
const tag = () => (currentLocale() === 'hi' ? 'hi-IN' : 'en-IN');

export function formatDate(iso: string | Date): string {
  return new Intl.DateTimeFormat(tag(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: TZ }).format(new Date(iso));
}

export function formatDateTime(iso: string | Date): string {
  return new Intl.DateTimeFormat(tag(), { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: TZ }).format(new Date(iso));
}

/** "7:30 am" in India time. */
export function formatTime(iso: string | Date): string {
  return new Intl.DateTimeFormat(tag(), { hour: 'numeric', minute: '2-digit', timeZone: TZ }).format(new Date(iso));
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
  return new Intl.DateTimeFormat(tag(), { ...CALENDAR_STYLES[style], timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** ₹1,23,456.50 from integer paise. */
export function formatRupees(paise: number): string {
  return new Intl.NumberFormat(tag(), { style: 'currency', currency: 'INR', minimumFractionDigits: paise % 100 === 0 ? 0 : 2 }).format(paise / 100);
}

export function formatMobile(mobile: string): string {
  return mobile.length === 10 ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}
