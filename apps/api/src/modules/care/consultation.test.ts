/**
 * Issue 8, part 8: the consultation room. Only the two parties open it or read its notes and prescription; the video
 * room's signalling runs over a real WebSocket inside the window around the slot; the doctor's prescription of
 * catalog medicines reaches the patient, as JSON and as a PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { seedDemoCatalog } from '../catalog/catalog.seed.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { cleanSignal, iceServersFromEnv } from './consultation-signal.ts';
import { createDeskKit, type Actor, type DeskKit } from './desk-test-kit.ts';

let k: DeskKit;
let doc: Actor & { clinicId: number | null };
let otherDoc: Actor & { clinicId: number | null };
let patient: Actor;
let stranger: Actor;
let appt: number;
let base: string;
let packs: number[];
let inactivePack: number;
const minute = 60_000;

beforeAll(async () => {
  k = await createDeskKit('951');
  await seedDemoCatalog(k.t.db.database);
  doc = await k.doctor({ name: 'Meera Pillai' });
  otherDoc = await k.doctor({ name: 'Not Her Doctor' });
  patient = await k.patient('Gita Devi');
  stranger = await k.patient('Curious Neighbour');
  appt = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(k.t.clock.now.getTime() + 10 * minute) });
  packs = (
    await k.q<{ id: number }>(sql`SELECT k.id FROM packages k JOIN products p ON p.id = k.product_id
      WHERE k.active AND p.active AND (SELECT min(quantity) FROM inventory i WHERE i.package_id = k.id) >= 10 ORDER BY k.id LIMIT 3`)
  ).map((r) => r.id);
  const [off] = await k.q<{ id: number }>(sql`UPDATE packages SET active = false WHERE id = (SELECT max(id) FROM packages) RETURNING id`);
  inactivePack = off.id;
  await k.t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = k.t.app.server.address() as { port: number };
  base = `ws://127.0.0.1:${address.port}`;
});
afterAll(() => k.close());

/** Opens the room's WebSocket as an actor; resolves once open, or rejects with the HTTP status of the refusal. */
function connect(who: Actor | null, id = appt, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`${base}/api/v3/consultations/${id}/signal`, { headers: { ...(who ? { 'access-token': who.token } : {}), ...headers } });
  const inbox: any[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    inbox.push(JSON.parse(data.toString()));
    waiters.splice(0).forEach((w) => w());
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  /** The next message of this type (waits for it). */
  async function next(type: string, timeout = 3000): Promise<any> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const i = inbox.findIndex((m) => m.type === type);
      if (i >= 0) return inbox.splice(i, 1)[0];
      if (Date.now() > deadline) throw new Error(`no ${type} message; got ${JSON.stringify(inbox)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
  }
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return { ws, opened, next, inbox, closed, send: (m: object) => ws.send(JSON.stringify(m)) };
}

describe('GET /v3/consultations/{apptId}', () => {
  it('the doctor and the patient see the room; another doctor, another patient and visitors do not', async () => {
    const asDoctor = await doc.call('GET', `/api/v3/consultations/${appt}`);
    expect(asDoctor.status).toBe(200);
    expect(asDoctor.body.entity).toMatchObject({ role: 'doctor', canWrite: true, window: { state: 'open' }, video: { open: true, reason: null, signalPath: `/api/v3/consultations/${appt}/signal`, iceServers: [] } });
    expect(asDoctor.body.entity.appointment.patient).toMatchObject({ name: 'Gita Devi', mobile: patient.mobile });
    const asPatient = await patient.call('GET', `/api/v3/consultations/${appt}`);
    expect(asPatient.body.entity).toMatchObject({ role: 'patient', canWrite: false, appointment: { doctor: { displayName: 'Dr. Meera Pillai' }, patient: { mobile: null } } });
    for (const who of [otherDoc, stranger]) {
      expect((await who.call('GET', `/api/v3/consultations/${appt}`)).status).toBe(404);
      expect((await who.call('GET', `/api/v3/consultations/${appt}/prescription`)).status).toBe(404);
      expect((await who.call('GET', `/api/v3/consultations/${appt}/prescription/pdf`)).status).toBe(404);
    }
    expect((await k.t.app.inject({ method: 'GET', url: `/api/v3/consultations/${appt}` })).statusCode).toBe(401);
  });

  it('the video room opens 15 minutes before the slot and closes 60 minutes after it ends', async () => {
    const start = k.t.clock.now.getTime() + 3 * 60 * minute;
    const later = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(start), minutes: 15 });
    const state = async () => (await patient.call('GET', `/api/v3/consultations/${later}`)).body.entity;
    const saved = k.t.clock.now;
    try {
      k.t.clock.now = new Date(start - 16 * minute);
      expect(await state()).toMatchObject({ window: { state: 'early' }, video: { open: false, reason: 'early' } });
      k.t.clock.now = new Date(start - 15 * minute);
      expect((await state()).video.open).toBe(true);
      k.t.clock.now = new Date(start + 75 * minute);
      expect((await state()).video.open).toBe(true);
      k.t.clock.now = new Date(start + 76 * minute);
      expect(await state()).toMatchObject({ window: { state: 'closed' }, video: { open: false, reason: 'closed' } });
    } finally {
      k.t.clock.now = saved;
    }
  });
});

describe('consent before the video consultation (Telemedicine Practice Guidelines)', () => {
  it('the patient cannot join before consenting; consent is theirs alone, recorded once with time and text version', async () => {
    // Its own appointment in the open window, so the room of the later tests stays empty.
    const ravi = await k.patient('Ravi Kumar');
    const own = await k.appointment({ doctor: otherDoc.id, patient: ravi.id, startsAt: new Date(k.t.clock.now.getTime() + 5 * minute) });
    await expect(connect(ravi, own).opened).rejects.toThrow('HTTP 422');
    expect((await ravi.call('GET', `/api/v3/consultations/${own}`)).body.entity.consent).toBeNull();
    const byDoctor = await otherDoc.call('POST', `/api/v3/consultations/${own}/consent`);
    expect(byDoctor.status).toBe(403);
    expect(byDoctor.body.message.error).toBe('Only the patient gives consent to their consultation.');
    expect((await stranger.call('POST', `/api/v3/consultations/${own}/consent`)).status).toBe(404);
    const given = await ravi.call('POST', `/api/v3/consultations/${own}/consent`);
    expect(given.status).toBe(200);
    expect(given.body.entity).toEqual({ at: k.t.clock.now.toISOString(), version: 'tpg-2020-v1' });
    const saved = k.t.clock.now;
    k.t.clock.now = new Date(saved.getTime() + 1000);
    expect((await ravi.call('POST', `/api/v3/consultations/${own}/consent`)).body.entity.at).toBe(saved.toISOString());
    k.t.clock.now = saved;
    const rows = await k.q<{ user_id: number }>(sql`SELECT user_id FROM care_consents WHERE appointment_id = ${own}`);
    expect(rows).toEqual([{ user_id: ravi.id }]);
    // The doctor sees who the patient is and when they consented, before starting.
    const asDoctor = (await otherDoc.call('GET', `/api/v3/consultations/${own}`)).body.entity;
    expect(asDoctor).toMatchObject({ patient: { name: 'Ravi Kumar', age: null, gender: null }, consent: { at: saved.toISOString() } });
    expect((await ravi.call('GET', `/api/v3/consultations/${own}`)).body.entity.patient).toBeNull();
    const p = connect(ravi, own);
    await p.opened;
    p.ws.close();
    // The room of the later tests: consented once, as the patient would before joining.
    expect((await patient.call('POST', `/api/v3/consultations/${appt}/consent`)).status).toBe(200);
  });
});

describe('the signalling WebSocket', () => {
  it('relays offer, answer and candidates between the two parties only, and says who comes and goes', async () => {
    const d = connect(doc);
    await d.opened;
    expect(await d.next('welcome')).toMatchObject({ role: 'doctor', peerPresent: false });
    const p = connect(patient);
    await p.opened;
    expect(await p.next('welcome')).toMatchObject({ role: 'patient', peerPresent: true });
    await d.next('peer-joined');

    d.send({ type: 'offer', sdp: 'v=0 offer', extra: 'dropped' });
    expect(await p.next('offer')).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    p.send({ type: 'answer', sdp: 'v=0 answer' });
    expect(await d.next('answer')).toEqual({ type: 'answer', sdp: 'v=0 answer' });
    p.send({ type: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } });
    expect((await d.next('candidate')).candidate).toMatchObject({ candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 });
    // Anything that is not signalling goes nowhere.
    d.send({ type: 'welcome', role: 'patient' });
    p.ws.send('not json');
    await new Promise((r) => setTimeout(r, 150));
    expect(p.inbox.filter((m) => m.type === 'welcome')).toEqual([]);

    // Changes beside the video reach the other side.
    const added = await doc.call('POST', `/api/v3/consultations/${appt}/prescription/items`, { packageId: packs[0], dose: '1 tablet twice a day', duration: '15 days', quantity: 2 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await p.next('prescription');

    p.ws.close();
    await d.next('peer-left');
    d.ws.close();
  });

  it('refuses anyone but the two parties, outside the window, for in-clinic visits and from other sites', async () => {
    await expect(connect(otherDoc).opened).rejects.toThrow('HTTP 404');
    await expect(connect(stranger).opened).rejects.toThrow('HTTP 404');
    await expect(connect(null).opened).rejects.toThrow('HTTP 401');
    await expect(connect(patient, appt, { origin: 'https://evil.example' }).opened).rejects.toThrow('HTTP 403');
    const tomorrow = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(k.t.clock.now.getTime() + 86_400_000) });
    await expect(connect(patient, tomorrow).opened).rejects.toThrow('HTTP 422');
    const visit = await k.appointment({ doctor: doc.id, patient: patient.id, mode: 1, clinicId: doc.clinicId, startsAt: new Date(k.t.clock.now.getTime() + 2 * 86_400_000), minutes: 20 });
    await expect(connect(doc, visit).opened).rejects.toThrow('HTTP 422');
    const cancelled = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(k.t.clock.now.getTime() + 40 * minute), status: 'cancelled' });
    await expect(connect(patient, cancelled).opened).rejects.toThrow('HTTP 422');
  });

  it('a second tab of the same person replaces the first', async () => {
    const first = connect(patient);
    await first.opened;
    const second = connect(patient);
    await second.opened;
    expect(await first.closed).toBe(4000);
    second.ws.close();
  });

  it('keeps only signalling fields (unit)', () => {
    expect(cleanSignal('{"type":"offer","sdp":"x","user":1}')).toEqual({ type: 'offer', sdp: 'x' });
    expect(cleanSignal('{"type":"offer","sdp":5}')).toBeNull();
    expect(cleanSignal('{"type":"peer-joined"}')).toBeNull();
    expect(cleanSignal(`{"type":"answer","sdp":"${'a'.repeat(20_001)}"}`)).toBeNull();
    expect(iceServersFromEnv({})).toEqual([]);
    expect(iceServersFromEnv({ ICE_SERVERS: 'stun:stun.example.org:3478, turn:turn.example.org:3478?transport=udp, http://nope', TURN_USERNAME: 'u', TURN_CREDENTIAL: 'p' })).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      { urls: ['turn:turn.example.org:3478?transport=udp'], username: 'u', credential: 'p' },
    ]);
  });
});

describe('notes and the prescription', () => {
  it('the doctor writes notes the patient reads; nobody else writes or reads them', async () => {
    const note = await doc.call('POST', `/api/v3/consultations/${appt}/notes`, { body: 'Complains of acidity after meals.\nPitta aggravation.' });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const seen = (await patient.call('GET', `/api/v3/consultations/${appt}`)).body.entity.notes;
    expect(seen.map((n: any) => n.body)).toContain('Complains of acidity after meals.\nPitta aggravation.');
    expect((await patient.call('POST', `/api/v3/consultations/${appt}/notes`, { body: 'I am the doctor now' })).status).toBe(403);
    expect((await otherDoc.call('POST', `/api/v3/consultations/${appt}/notes`, { body: 'Hello' })).status).toBe(404);
    // The note also sits on the patient's page of the doctor, marked as shared.
    const [link] = await k.q<{ id: number }>(sql`SELECT patient_link_id AS id FROM care_patient_notes WHERE id = ${note.body.entity.items.at(-1).noteId}`);
    const notes = (await doc.call('GET', `/api/v2/patient-notes?patientAssociationId=${link.id}`)).body.entity.items;
    expect(notes[0]).toMatchObject({ sharedWithPatient: true, appointment: { id: appt } });
  });

  it('the doctor prescribes catalog packs with dose and duration; the patient sees it; others cannot change it', async () => {
    const bad = await doc.call('POST', `/api/v3/consultations/${appt}/prescription/items`, { packageId: packs[1], dose: '', duration: '', quantity: 50 });
    expect(bad.status).toBe(400);
    expect(bad.body.message.fields).toMatchObject({ dose: 'Enter the dose, e.g. 1 tablet twice a day', duration: 'Enter the duration, e.g. 15 days', quantity: 'The quantity must be between 1 and 20' });
    const gone = await doc.call('POST', `/api/v3/consultations/${appt}/prescription/items`, { packageId: inactivePack, dose: '1 tablet', duration: '5 days', quantity: 1 });
    expect(gone.body.message.fields.packageId).toBe('This medicine is not in the catalog any more.');

    await doc.call('POST', `/api/v3/consultations/${appt}/prescription/items`, { packageId: packs[1], dose: '2 tablets at night', duration: '1 month', instructions: 'After food, with warm water', quantity: 1 });
    // The same pack again replaces its line.
    const again = await doc.call('POST', `/api/v3/consultations/${appt}/prescription/items`, { packageId: packs[0], dose: '1 tablet three times a day', duration: '10 days', quantity: 3 });
    expect(again.body.entity.items.map((i: any) => [i.packageId, i.dose, i.quantity])).toEqual([
      [packs[0], '1 tablet three times a day', 3],
      [packs[1], '2 tablets at night', 1],
    ]);
    const saved = await doc.call('PUT', `/api/v3/consultations/${appt}/prescription`, { diagnosis: 'Amlapitta (hyperacidity)', advice: 'Avoid spicy food and late dinners.\nWalk for 30 minutes daily.' });
    expect(saved.status).toBe(200);
    expect(saved.body.entity).toMatchObject({ number: expect.stringMatching(/^RX-\d{6}$/), diagnosis: 'Amlapitta (hyperacidity)' });

    const rx = (await patient.call('GET', `/api/v3/consultations/${appt}/prescription`)).body.entity;
    expect(rx.items).toHaveLength(2);
    expect(rx.items[0]).toMatchObject({ medicine: expect.any(String), pack: expect.any(String), pricePaise: expect.any(Number), available: true });
    expect((await patient.call('POST', `/api/v3/consultations/${appt}/prescription/items`, { packageId: packs[2], dose: '1', duration: '1 day', quantity: 1 })).status).toBe(403);
    expect((await patient.call('PUT', `/api/v3/consultations/${appt}/prescription`, { advice: 'none' })).status).toBe(403);
    expect((await otherDoc.call('DELETE', `/api/v3/consultations/${appt}/prescription/items/${rx.items[0].id}`)).status).toBe(404);
    expect((await stranger.call('PUT', `/api/v3/consultations/${appt}/prescription`, { advice: 'none' })).status).toBe(404);

    // The patient buys it through the cart: each line as it is prescribed.
    for (const item of rx.items) expect((await patient.call('POST', '/api/v2/cart', { packageId: item.packageId, quantity: item.quantity })).status).toBe(200);
    const cart = (await patient.call('GET', `/api/v2/cart/${patient.id}`)).body.entity;
    expect(cart.cartItems.map((l: any) => [l.packageId, l.quantity]).sort()).toEqual(rx.items.map((i: any) => [i.packageId, i.quantity]).sort());

    const removed = await doc.call('DELETE', `/api/v3/consultations/${appt}/prescription/items/${rx.items[1].id}`);
    expect(removed.body.entity.items).toHaveLength(1);
  });

  it('the PDF is for the two parties and carries the medicines', async () => {
    // The patient's age and gender, as a video booking records them (Telemedicine Practice Guidelines).
    const born = `${Number(k.t.clock.now.toISOString().slice(0, 4)) - 40}-01-01`;
    await k.t.db.database.db.execute(sql`UPDATE users SET gender = 2, date_of_birth = ${born} WHERE id = ${patient.id}`);
    const res = await patient.call('GET', `/api/v3/consultations/${appt}/prescription/pdf`);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    expect(res.raw.headers['content-disposition']).toMatch(/^attachment; filename="RX-\d{6}\.pdf"$/);
    const bytes = res.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
    const text = (await (await pdf.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ').replace(/\s+/g, ' ');
    await pdf.destroy();
    const [med] = await k.q<{ name: string }>(sql`SELECT p.name FROM packages k JOIN products p ON p.id = k.product_id WHERE k.id = ${packs[0]}`);
    expect(text).toContain('Dr. Meera Pillai');
    // Telemedicine Practice Guidelines: the registration number and council of the prescriber.
    expect(text).toContain(`Reg. no. KA/AYU/${doc.id}, Karnataka State Board of Indian Medicine`);
    expect(text).toContain('Gita Devi · 40 years · Female');
    expect(text).toContain('Amlapitta (hyperacidity)');
    expect(text).toContain(med.name);
    expect(text).toContain('1 tablet three times a day');
    expect(text).toContain('Avoid spicy food and late dinners.');
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed\b/);
    expect((await doc.call('GET', `/api/v3/consultations/${appt}/prescription/pdf`)).status).toBe(200);
    // A Hindi reader gets it in Hindi (decision 020), drawn in a font that has Devanagari; the doctor's words stay theirs.
    const inHindi = await k.t.app.inject({ method: 'GET', url: `/api/v3/consultations/${appt}/prescription/pdf`, headers: { 'access-token': patient.token, cookie: 'lang=hi' } });
    expect(inHindi.statusCode).toBe(200);
    const hindi = (await pdfText(inHindi.rawPayload)).text;
    // (Words without a vowel sign drawn before its consonant: a PDF's text comes out in drawing order.)
    expect(hindi).toContain('मरीज़');
    expect(hindi).toContain('खुराक');
    expect(hindi).toContain('सलाह');
    expect(hindi).toContain('Avoid spicy food and late dinners.');
    expect(inHindi.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
  });

  it('nothing can be written before the room opens or on a cancelled appointment', async () => {
    const tomorrow = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(k.t.clock.now.getTime() + 86_400_000 + 3 * 60 * minute) });
    const early = await doc.call('POST', `/api/v3/consultations/${tomorrow}/prescription/items`, { packageId: packs[0], dose: '1 tablet', duration: '5 days', quantity: 1 });
    expect(early.status).toBe(422);
    expect(early.body.message.error).toBe('You can write the prescription once the consultation opens.');
    const cancelled = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(k.t.clock.now.getTime() - 30 * minute), status: 'cancelled' });
    expect((await doc.call('POST', `/api/v3/consultations/${cancelled}/notes`, { body: 'x' })).status).toBe(422);
    expect((await patient.call('GET', `/api/v3/consultations/${cancelled}/prescription/pdf`)).status).toBe(404);
  });
});
