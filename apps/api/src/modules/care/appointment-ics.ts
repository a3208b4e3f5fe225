/**
 * An appointment as an iCalendar file (RFC 5545) for "Add to calendar" on the confirmation page (decision 044).
 * Times are written in UTC (`DTSTART:20300107T050000Z` for 10:30 AM India time), so every calendar shows the right
 * local time whatever its zone; the UID is stable per appointment, so downloading again updates the same event.
 * TEXT values are escaped (backslash, semicolon, comma, newline) and lines folded at 75 octets without splitting a
 * UTF-8 character (Hindi names are several octets per letter).
 */
import type { AppointmentView } from '@nirog/shared/schemas/care';
import { t } from '@nirog/shared/messages/catalogue';

/** 2030-01-07T05:00:00.000Z -> 20300107T050000Z */
export function icsUtc(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** RFC 5545 section 3.3.11: backslash first, then ; , and line breaks. */
export function icsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 section 3.1: content lines of at most 75 octets; continuation lines start with one space. */
export function icsFold(line: string): string {
  const enc = new TextEncoder();
  if (enc.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let cur = '';
  let octets = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    if (octets + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(cur);
      cur = '';
      octets = 0;
    }
    cur += ch;
    octets += n;
  }
  parts.push(cur);
  return parts.join('\r\n ');
}

const STATUS: Record<string, string> = { booked: 'CONFIRMED', pending_payment: 'TENTATIVE', completed: 'CONFIRMED', cancelled: 'CANCELLED', no_show: 'CANCELLED' };

/** The .ics text of one appointment; `origin` is the site's public origin (links and the UID's domain). */
export function appointmentIcs(a: AppointmentView, opts: { origin: string; now: Date }): string {
  const site = new URL(opts.origin);
  const page = `${site.origin}/my-appointments/${a.id}`;
  const join = `${site.origin}/appointment-consultation/${a.id}`;
  const summary = a.clinic ? t('careConfirm.ics.summaryClinic', { doctor: a.doctor.name, clinic: a.clinic.name }) : t('careConfirm.ics.summaryVideo', { doctor: a.doctor.name });
  const description = [
    t('careConfirm.ics.booking', { id: a.id, patient: a.patient.name }),
    a.mode === 0 ? t('careConfirm.ics.join', { url: join }) : t('careConfirm.ics.address', { address: `${a.clinic?.name ?? ''}, ${a.clinic?.address ?? ''}, ${a.clinic?.city ?? ''} ${a.clinic?.pinCode ?? ''}`.trim() }),
    t('careConfirm.ics.manage', { url: page }),
  ].join('\n');
  const location = a.clinic ? `${a.clinic.name}, ${a.clinic.address}, ${a.clinic.city} ${a.clinic.pinCode}` : join;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nirog//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:appointment-${a.id}@${site.hostname}`,
    `DTSTAMP:${icsUtc(opts.now)}`,
    `DTSTART:${icsUtc(new Date(a.startsAt))}`,
    `DTEND:${icsUtc(new Date(a.endsAt))}`,
    `SUMMARY:${icsText(summary)}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(location)}`,
    `URL:${page}`,
    `STATUS:${STATUS[a.status] ?? 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(summary)}`,
    'TRIGGER:-PT30M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(icsFold).join('\r\n')}\r\n`;
}
