/**
 * Care (issue 8): constants and pure helpers shared by the API and the web app: public paths of doctor and clinic
 * pages, sorts, India-time arithmetic for schedules and slots.
 */

/** India has one time zone and no daylight saving: India time is always UTC+05:30. */
export const IST_OFFSET_MINUTES = 330;
export const IST_TIME_ZONE = 'Asia/Kolkata';

export const MEMBER_RELATIONS = ['spouse', 'child', 'parent', 'sibling', 'grandparent', 'other'] as const;
export type MemberRelation = (typeof MEMBER_RELATIONS)[number];
export const APPOINTMENT_STATUSES = ['pending_payment', 'booked', 'completed', 'no_show', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_PAYMENTS = ['clinic', 'online'] as const;
export type AppointmentPayment = (typeof APPOINTMENT_PAYMENTS)[number];
export const REQUEST_STATUSES = ['new', 'accepted', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const DOCTOR_SORTS = ['relevance', 'rating', 'experience', 'fee_low', 'fee_high', 'distance'] as const;
export type DoctorSort = (typeof DOCTOR_SORTS)[number];
export const CLINIC_SORTS = ['relevance', 'rating', 'name', 'distance'] as const;
export type ClinicSort = (typeof CLINIC_SORTS)[number];

/** Directory page size (spec section 9: clinic/search default limit 10) and its cap. */
export const CARE_PAGE_SIZE = 10;
export const CARE_PAGE_MAX = 100;
/** Largest search radius around a pincode. */
export const CARE_MAX_RADIUS_KM = 200;
/** How many days ahead a patient may book. */
export const BOOKING_HORIZON_DAYS = 30;
/** A video room opens this many minutes before the slot and closes this many minutes after its end. */
export const CONSULTATION_OPENS_BEFORE_MIN = 15;
export const CONSULTATION_CLOSES_AFTER_MIN = 60;

/** The version of the video-consultation consent text (message 'desk.consent.text'); bump it when the text changes. */
export const CONSENT_TEXT_VERSION = 'tpg-2020-v1';

/** lower-case words joined by hyphens: "Dr. Vikram Joshi" -> "dr-vikram-joshi". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * City names people type, old and new, to the city's page slug: /ayurveda/delhi/doctors goes to
 * /ayurveda/new-delhi/doctors with a 301.
 */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  delhi: 'new-delhi',
  'delhi-ncr': 'new-delhi',
  ncr: 'new-delhi',
  'new-delhi-ncr': 'new-delhi',
  bangalore: 'bengaluru',
  bengalooru: 'bengaluru',
  bombay: 'mumbai',
  gurgaon: 'gurugram',
  calcutta: 'kolkata',
  madras: 'chennai',
  poona: 'pune',
  cochin: 'kochi',
  ernakulam: 'kochi',
  trivandrum: 'thiruvananthapuram',
  mysore: 'mysuru',
  baroda: 'vadodara',
  benares: 'varanasi',
  banaras: 'varanasi',
  kashi: 'varanasi',
  allahabad: 'prayagraj',
  pondicherry: 'puducherry',
  vizag: 'visakhapatnam',
  calicut: 'kozhikode',
  mangalore: 'mangaluru',
};

/** The canonical slug for a city typed in a URL ("Delhi", "bangalore"), or null when it is not an alias. */
export function cityAlias(typed: string): string | null {
  const slug = slugify(typed);
  const canonical = CITY_ALIASES[slug];
  return canonical && canonical !== slug ? canonical : slug !== typed ? slug : null;
}

export const doctorPath = (citySlug: string, slug: string) => `/ayurveda/${citySlug}/doctor/${slug}`;
export const clinicPath = (citySlug: string, slug: string) => `/ayurveda/${citySlug}/clinic/${slug}`;

/** "09:30" -> 570; null for anything that is not a time of day. "24:00" is the end of a day. */
export function parseTimeOfDay(hhmm: string): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(hhmm.trim());
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= 1440 ? minutes : null;
}

/** 570 -> "09:30". */
export function formatTimeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 570 -> "9:30 AM", for people. */
export function formatTimeOfDay12(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** The India date (YYYY-MM-DD) of an instant. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Minutes after India midnight of an instant. */
export function istMinuteOfDay(at: Date): number {
  const shifted = new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The instant of a time of day on an India date. */
export function istInstant(date: string, minuteOfDay: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minuteOfDay - IST_OFFSET_MINUTES) * 60_000);
}

/** Weekday (0 Sunday) of an India date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** An India date plus some days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const isIsoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Google Maps link for a place. */
export function mapLink(q: { latitude?: number | null; longitude?: number | null; label: string }): string {
  const query = q.latitude != null && q.longitude != null ? `${q.latitude},${q.longitude}` : q.label;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

// The response shapes (DoctorCard, AppointmentView ...) are zod schemas in schemas/care.ts (decision 018).
