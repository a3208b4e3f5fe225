/** Issue 19, item 8: "Add to calendar" on the confirmation page: an appointment as an RFC 5545 .ics file (decision 044). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { icsFold, icsText, icsUtc } from './appointment-ics.ts';
import { call, ist, makeClinic, makeDoctor, makePatient, type Actor } from './care-test-kit.ts';

const MON = '2030-01-07';
let t: TestApp;
let doctor: Actor;
let patient: Actor;
let other: Actor;
let clinicId: number;

/** The calendar call: its reply is a file, not JSON. */
const ics = (who: Actor | null, id: number) => t.app.inject({ method: 'GET', url: `/api/v3/appointments/${id}/calendar.ics`, headers: who ? { 'access-token': who.token } : {} });

/** The file's content lines, unfolded (RFC 5545 section 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = ist('2030-01-06', '10:00');
  doctor = await makeDoctor(t, '9822700001', { fullName: 'Vikram Joshi' });
  clinicId = await makeClinic(t, doctor.id, [doctor.id], { name: 'Dhanvantari Clinic; Lajpat Nagar' });
  expect((await call(t, doctor, 'PUT', '/api/v3/appointment/settings', { feeVideoPaise: 50000, feeClinicPaise: 80000, cancelBeforeHours: 4, rescheduleBeforeHours: 2 })).status).toBe(200);
  const timings = [
    { mode: 0, clinicId: null, weekday: 1, start: '10:00', end: '12:00', slotMinutes: 30 },
    { mode: 1, clinicId, weekday: 1, start: '17:00', end: '19:00', slotMinutes: 20 },
  ];
  expect((await call(t, doctor, 'PUT', '/api/v3/appointment/timings', { timings })).status).toBe(200);
  patient = await makePatient(t, '9822700002', 'Asha Verma');
  other = await makePatient(t, '9822700003', 'Rohit Gupta');
});
afterAll(() => t.close());

describe('the .ics text', () => {
  it('escapes backslashes, semicolons, commas and line breaks in TEXT values', () => {
    expect(icsText('Dr. A\\B; Clinic, Road\nFloor 2\r\nRoom 3')).toBe('Dr. A\\\\B\\; Clinic\\, Road\\nFloor 2\\nRoom 3');
  });

  it('folds lines at 75 octets without splitting a multi-octet character', () => {
    const hindi = `SUMMARY:${'डॉक्टर के साथ वीडियो परामर्श '.repeat(4)}`;
    const folded = icsFold(hindi);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [i, l] of lines.entries()) {
      expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
      if (i > 0) expect(l.startsWith(' ')).toBe(true);
    }
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(hindi);
    expect(icsFold('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes instants in UTC', () => {
    expect(icsUtc(ist(MON, '10:30'))).toBe('20300107T050000Z');
  });
});

describe('GET /v3/appointments/:id/calendar.ics', () => {
  it('a 10:30 AM India-time video slot starts at 05:00 UTC, with a stable UID, the join link and CRLF lines', async () => {
    const booked = await call(t, patient, 'POST', '/api/v3/appointment', { doctorId: doctor.id, mode: 0, clinicId: null, memberPatientId: null, payment: 'clinic', startsAt: ist(MON, '10:30').toISOString() });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.entity.id;
    const res = await ics(patient, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="appointment-${id}.ics"`);
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfold(body);
    expect(lines).toContain(`UID:appointment-${id}@localhost`);
    expect(lines).toContain('DTSTART:20300107T050000Z');
    expect(lines).toContain('DTEND:20300107T053000Z');
    expect(lines).toContain('DTSTAMP:20300106T043000Z');
    expect(lines).toContain('SUMMARY:Video consultation with Dr. Vikram Joshi');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(`LOCATION:http://localhost/appointment-consultation/${id}`);
    expect(lines).toContain(`DESCRIPTION:Booking ID ${id} for Asha Verma.\\nJoin the video consultation: http://localhost/appointment-consultation/${id}\\nReschedule or cancel: http://localhost/my-appointments/${id}`);
    expect(lines).toContain(`URL:http://localhost/my-appointments/${id}`);
    // Downloading again gives the same event (a calendar updates it rather than adding a second one).
    expect(unfold((await ics(patient, id)).body)).toContain(`UID:appointment-${id}@localhost`);
  });

  it('an in-clinic visit names the clinic and its address, escaped; a cancelled one says CANCELLED', async () => {
    const booked = await call(t, patient, 'POST', '/api/v3/appointment', { doctorId: doctor.id, mode: 1, clinicId, memberPatientId: null, payment: 'clinic', startsAt: ist(MON, '17:20').toISOString() });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.entity.id;
    const lines = unfold((await ics(patient, id)).body);
    expect(lines).toContain('DTSTART:20300107T115000Z');
    expect(lines).toContain('SUMMARY:Consultation with Dr. Vikram Joshi at Dhanvantari Clinic\\; Lajpat Nagar');
    expect(lines).toContain('LOCATION:Dhanvantari Clinic\\; Lajpat Nagar\\, 12\\, Test Road\\, Bengaluru 560034');
    expect((await call(t, patient, 'POST', `/api/v3/appointments/${id}/cancel`, {})).status).toBe(200);
    expect(unfold((await ics(patient, id)).body)).toContain('STATUS:CANCELLED');
  });

  it('only the patient and the doctor get the file: another patient 404, no session 401', async () => {
    const [a] = (await call(t, patient, 'GET', '/api/v3/appointments?role=patient')).body.entity.items;
    expect((await ics(doctor, a.id)).statusCode).toBe(200);
    const foreign = await ics(other, a.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('BEGIN:VCALENDAR');
    expect((await ics(null, a.id)).statusCode).toBe(401);
  });
});
