/** Shapes of the care desk API entities (issue 8, parts 6-8) as the pages read them. */
import type { AppointmentItem } from '@nirog/shared/schemas/care';

/** One appointment on the desk: the API and the pages share its definition. */
export type { AppointmentItem };

export interface DeskMe {
  userId: number;
  kind: 'doctor' | 'clinic';
  displayName: string;
  offersVideo: boolean;
  offersClinic: boolean;
  ownsClinic: boolean;
  clinics: Array<{ id: number; name: string; city: string; owned: boolean }>;
}

export interface RequestView {
  id: number;
  fullName: string;
  mobile: string;
  pinCode: string;
  city: string | null;
  problem: string;
  appointmentType: 0 | 1 | 2;
  status: 'new' | 'accepted' | 'declined';
  createdAt: string;
  decidedAt: string | null;
  distanceKm: number | null;
  doctor: { id: number; displayName: string } | null;
  patientAssociationId: number | null;
  appointment: { id: number; startsAt: string; mode: 0 | 1; status: string } | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
}

export interface CalendarDay {
  date: string;
  weekday: number;
  isToday: boolean;
  dayOff: { reason: string | null } | null;
  spans: Array<{ startMin: number; endMin: number; mode: 0 | 1; clinicName: string | null }>;
  breaks: Array<{ startMin: number; endMin: number; label: string | null }>;
  appointments: Array<AppointmentItem & { startMin: number; endMin: number }>;
}

export interface CalendarView {
  view: 'day' | 'week';
  date: string;
  from: string;
  to: string;
  today: string;
  previous: string;
  next: string;
  days: CalendarDay[];
}

export interface MyClinic {
  id: number;
  name: string;
  slug: string;
  path: string;
  city: string;
  locality: string | null;
  address: string;
  pinCode: string;
  phone: string | null;
  about: string | null;
  services: string[];
  listed: boolean;
  verified: boolean;
  rating: { count: number; average: number | null };
  hours: Array<{ weekday: number; opensMin: number; closesMin: number }>;
  doctors: Array<{ id: number; displayName: string; mobile: string; verified: boolean; path: string | null }>;
  photos: Array<{ id: number; caption: string | null; url: string }>;
}

/** What a form action hands back to its page when the API refused it. */
export interface FormFailure {
  intent: string;
  id?: number;
  error: string;
  fields: Record<string, string>;
  values?: Record<string, string>;
}

export interface PatientItem {
  patientAssociationId: number;
  fullName: string;
  mobile: string;
  gender: number | null;
  dateOfBirth: string | null;
  age: number | null;
  hasAccount: boolean;
  memberPatientId: number | null;
  relation: string | null;
  accountHolder: string | null;
  lastVisitAt: string | null;
  nextVisitAt: string | null;
  createdAt: string;
}

export interface PatientDetail extends PatientItem {
  treating: boolean;
  address: { id: number; contact_person_name: string; contact_person_phone: string; address: string; landmark: string | null; city: string; state: string | null; pin_code: string } | null;
  family: Array<{ patientAssociationId: number; fullName: string; relation: string | null }>;
  notes: number;
  records: number;
}

export interface NoteItem {
  noteId: number;
  patientAssociationId: number;
  author: { id: number; displayName: string };
  appointment: { id: number; startsAt: string } | null;
  sharedWithPatient: boolean;
  body: string;
  createdAt: string;
  updatedAt: string;
}
