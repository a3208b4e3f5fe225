/**
 * Support tickets (issue 21 parts 2 and 3, decision 055): a ticket, its replies and its photos exist only for their
 * owner and operators; internal notes never reach the customer; the reopen rules; bad input changes nothing; a
 * visitor's "Need help" needs the OTP and lands in the operators' queue as a call-back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { json } from '../../test-support/test-app.ts';
import { createOrderKit, type Buyer, type OrderKit } from '../orders/order-test-kit.ts';
import { makeOperator } from '../../test-support/operators.ts';

let kit: OrderKit;
let asha: Buyer;
let ravi: Buyer;
let op: Awaited<ReturnType<OrderKit['operator']>>;
let orderId: number;
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

async function photo(who: Buyer) {
  const slot = json(await who.call('POST', '/api/v1/uploads/presign', { purpose: 'ticket_photo', fileName: 'parcel.png' })).entity;
  const put = await kit.t.app.inject({ method: 'PUT', url: slot.uploadUrl, headers: { 'content-type': 'application/octet-stream' }, payload: png });
  expect(put.statusCode, put.body).toBe(200);
  return slot.uploadId as string;
}
const count = async (table: string) => Number((await kit.q(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n);

beforeAll(async () => {
  kit = await createOrderKit('93');
  asha = await kit.buyer();
  ravi = await kit.buyer();
  op = await kit.operator();
  await asha.add(kit.pack, 1);
  const placed = await asha.order(1);
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = json(placed).entity.id ?? json(placed).entity.order?.id;
}, 90_000);
afterAll(() => kit.t.close());

describe('a customer ticket', () => {
  let ticketId: number;
  let photoUrl: string;

  it('opens on one of the customer\'s orders with a photo', async () => {
    const uploadId = await photo(asha);
    const res = await asha.call('POST', '/api/v0/customer-ticket', { category: 'delivery', subject: 'Parcel is late', description: 'My order has not arrived after 8 days.', orderId, uploadIds: [uploadId] });
    expect(res.statusCode, res.body).toBe(201);
    const tk = json(res).entity;
    ticketId = tk.id;
    expect(tk).toMatchObject({ status: 'open', category: 'delivery', orderId, canReply: true, canReopen: false, canClose: true, messages: [] });
    expect(tk.number).toMatch(/^T\d{6}$/);
    expect(tk.attachments).toHaveLength(1);
    photoUrl = tk.attachments[0].url;
    const file = await kit.t.app.inject({ method: 'GET', url: photoUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('is invisible to another customer: the ticket, its thread and its photos are 404, and nothing changes', async () => {
    await op.call('POST', `/api/v1/admin/tickets/${ticketId}/replies`, { body: 'We are checking with the courier.' });
    const before = await count('support_messages');
    expect((await ravi.call('GET', `/api/v0/customer-ticket/${ticketId}`)).statusCode).toBe(404);
    for (const path of ['replies', 'reopen', 'close']) {
      const res = await ravi.call('POST', `/api/v0/customer-ticket/${ticketId}/${path}`, path === 'replies' ? { body: 'Hello' } : undefined);
      expect(res.statusCode, path).toBe(404);
      expect(json(res).message.error).toBe('We could not find this ticket.');
    }
    const list = json(await ravi.call('GET', '/api/v0/customer-ticket')).entity;
    expect(list).toEqual({ items: [], total: 0 });
    // The photo's own read-URL call refuses him too.
    const [{ upload_id }] = (await kit.q(sql`SELECT upload_id FROM support_attachments WHERE ticket_id = ${ticketId}`)) as Array<{ upload_id: string }>;
    expect((await ravi.call('GET', `/api/v1/uploads/${upload_id}/url`)).statusCode).toBe(404);
    expect(await count('support_messages')).toBe(before);
    expect((await kit.q(sql`SELECT status FROM support_tickets WHERE id = ${ticketId}`))[0]!.status).toBe('awaiting_customer');
  });

  it('another customer cannot open a ticket on her order, nor attach her photo', async () => {
    const before = await count('support_tickets');
    const onOrder = await ravi.call('POST', '/api/v0/customer-ticket', { category: 'order', subject: 'Where is it', description: 'Please tell me where this is.', orderId });
    expect(onOrder.statusCode).toBe(404);
    expect(json(onOrder).message.error).toBe('We could not find this order in your account.');
    const hers = await photo(asha);
    const withPhoto = await ravi.call('POST', '/api/v0/customer-ticket', { category: 'other', subject: 'Photo test', description: 'A photo that is not mine.', uploadIds: [hers] });
    expect(withPhoto.statusCode).toBe(400);
    expect(json(withPhoto).message.fields.uploadIds).toBe('Upload the photo again.');
    expect(await count('support_tickets')).toBe(before);
  });

  it('opens on one of the customer\'s appointments with a photo; nobody else can open one on it', async () => {
    const [appt] = (await kit.q(sql`INSERT INTO care_appointments (doctor_user_id, patient_user_id, mode, starts_at, ends_at, status, payment, fee_paise)
      VALUES (${ravi.id}, ${asha.id}, 0, now() + interval '1 day', now() + interval '1 day 15 minutes', 'booked', 'clinic', 50000) RETURNING id`)) as Array<{ id: number }>;
    const appointmentId = Number(appt!.id);
    const res = await asha.call('POST', '/api/v0/customer-ticket', { category: 'appointment', subject: 'Video link missing', description: 'I did not get the link for my video consultation.', appointmentId, uploadIds: [await photo(asha)] });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).entity).toMatchObject({ status: 'open', appointmentId, orderId: null });
    expect(json(res).entity.attachments).toHaveLength(1);
    const before = await count('support_tickets');
    const other = await ravi.call('POST', '/api/v0/customer-ticket', { category: 'appointment', subject: 'Video link missing', description: 'Not my appointment.', appointmentId });
    expect(other.statusCode).toBe(404);
    expect(json(other).message.error).toBe('We could not find this appointment in your account.');
    expect(await count('support_tickets')).toBe(before);
  });

  it('bad input gets the rule\'s words and changes nothing', async () => {
    const before = await count('support_tickets');
    const res = await asha.call('POST', '/api/v0/customer-ticket', { category: 'weather', subject: 'Hi', description: 'Price is ₹200 & wrong; <b>', orderId: 0 });
    expect(res.statusCode).toBe(400);
    const fields = json(res).message.fields;
    expect(fields.category).toBe('Choose what your question is about.');
    expect(fields.subject).toBe('Write at least 5 characters.');
    expect(fields.description).toBe('Only letters, digits, spaces and ()[]_{}-"\',./$<>@!:?|*~`^+= are allowed.');
    expect(await count('support_tickets')).toBe(before);
  });

  it('internal notes never reach the customer; answers do, under "Nirog support"', async () => {
    const note = await op.call('POST', `/api/v1/admin/tickets/${ticketId}/replies`, { body: 'Courier says lost. Refund if not found by Friday.', internal: true });
    expect(note.statusCode, note.body).toBe(200);
    const opView = json(note).entity;
    expect(opView.messages.map((m: { internal: boolean }) => m.internal)).toEqual([false, true]);
    const mine = json(await asha.call('GET', `/api/v0/customer-ticket/${ticketId}`)).entity;
    expect(mine.messages).toHaveLength(1);
    expect(mine.messages[0]).toMatchObject({ author: 'operator', authorName: null, internal: false, body: 'We are checking with the courier.' });
    expect(JSON.stringify(mine)).not.toContain('Courier says lost');
    expect(JSON.stringify(json(await asha.call('GET', '/api/v0/customer-ticket')).entity)).not.toContain('Courier says lost');
    // She was told of the answer once (module 14, account), never of the note.
    const inbox = json(await asha.call('GET', '/api/v1/notification')).entity;
    const told = inbox.items.filter((n: { kind: string }) => n.kind.startsWith('ticket'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ module: 14, kind: 'ticketReplied', title: `Reply on your ticket ${mine.number}`, link: `/support/tickets/${ticketId}` });
    expect(JSON.stringify(inbox)).not.toContain('Courier says lost');
  });

  it('a customer reply puts the ticket back to open; the operator view shows the SLA and the customer', async () => {
    const res = await asha.call('POST', `/api/v0/customer-ticket/${ticketId}/replies`, { body: 'Thank you, waiting.' });
    expect(res.statusCode).toBe(200);
    expect(json(res).entity.status).toBe('open');
    const view = json(await op.call('GET', `/api/v1/admin/tickets/${ticketId}`)).entity;
    expect(view).toMatchObject({ customerId: asha.id, callback: false, status: 'open' });
    expect(view.sla.state).toBe('on_track');
    const queue = json(await op.call('GET', '/api/v1/admin/tickets?status=active&category=delivery')).entity;
    expect(queue.items.map((i: { id: number }) => i.id)).toContain(ticketId);
  });

  it('a customer is refused the operator queue', async () => {
    expect((await asha.call('GET', '/api/v1/admin/tickets')).statusCode).toBe(403);
    expect((await asha.call('POST', `/api/v1/admin/tickets/${ticketId}/status`, { status: 'resolved' })).statusCode).toBe(403);
  });

  it('reopen rules: a resolved ticket reopens within 7 days, not after; a closed one is final', async () => {
    expect((await asha.call('POST', `/api/v0/customer-ticket/${ticketId}/reopen`)).statusCode).toBe(422);
    expect((await op.call('POST', `/api/v1/admin/tickets/${ticketId}/status`, { status: 'resolved' })).statusCode).toBe(200);
    const resolved = json(await asha.call('GET', `/api/v0/customer-ticket/${ticketId}`)).entity;
    expect(resolved).toMatchObject({ status: 'resolved', canReply: false, canReopen: true });
    const inbox = json(await asha.call('GET', '/api/v1/notification')).entity;
    expect(inbox.items.filter((n: { kind: string }) => n.kind === 'ticketResolved')).toHaveLength(1);
    const replyToResolved = await asha.call('POST', `/api/v0/customer-ticket/${ticketId}/replies`, { body: 'Still missing' });
    expect(replyToResolved.statusCode).toBe(422);
    expect(json(replyToResolved).message.error).toBe('This ticket is resolved. Reopen it to reply.');
    const reopened = await asha.call('POST', `/api/v0/customer-ticket/${ticketId}/reopen`);
    expect(json(reopened).entity.status).toBe('open');

    // Resolved again, 8 days ago (sessions last 7 days, so the resolution moves back rather than the clock on).
    await op.call('POST', `/api/v1/admin/tickets/${ticketId}/status`, { status: 'resolved' });
    await kit.q(sql`UPDATE support_tickets SET resolved_at = resolved_at - interval '8 days' WHERE id = ${ticketId}`);
    const late = await asha.call('POST', `/api/v0/customer-ticket/${ticketId}/reopen`);
    expect(late.statusCode).toBe(422);
    expect(json(late).message.error).toBe('A ticket can be reopened only within 7 days of being resolved. Please open a new ticket.');
    expect(json(await asha.call('GET', `/api/v0/customer-ticket/${ticketId}`)).entity).toMatchObject({ status: 'resolved', canReopen: false });

    const closed = await asha.call('POST', `/api/v0/customer-ticket/${ticketId}/close`);
    expect(json(closed).entity).toMatchObject({ status: 'closed', canReopen: false, canReply: false, canClose: false });
    for (const path of ['reopen', 'close']) expect((await asha.call('POST', `/api/v0/customer-ticket/${ticketId}/${path}`)).statusCode).toBe(422);
    expect((await op.call('POST', `/api/v1/admin/tickets/${ticketId}/status`, { status: 'open' })).statusCode).toBe(422);
    expect((await op.call('POST', `/api/v1/admin/tickets/${ticketId}/replies`, { body: 'Late answer' })).statusCode).toBe(422);
  });

  it('operator actions are audited; assignment takes only support operators', async () => {
    const other = await kit.buyer();
    await makeOperator(kit.t.db.database.db, other.id, ['catalog']);
    const open = json(await asha.call('POST', '/api/v0/customer-ticket', { category: 'payment', subject: 'Refund question', description: 'When will my refund arrive?' })).entity;
    const refused = await op.call('POST', `/api/v1/admin/tickets/${open.id}/assign`, { assigneeId: other.id });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message.fields.assigneeId).toBe('Choose an operator with the support role.');
    const assigned = await op.call('POST', `/api/v1/admin/tickets/${open.id}/assign`, { assigneeId: op.id });
    expect(json(assigned).entity).toMatchObject({ assigneeId: op.id });
    const mineOnly = json(await op.call('GET', '/api/v1/admin/tickets?assignee=me')).entity;
    expect(mineOnly.items.map((i: { id: number }) => i.id)).toEqual([open.id]);
    const audit = await kit.q(sql`SELECT action FROM audit_log WHERE entity = 'ticket' AND entity_id = ${String(open.id)} ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(['assign']);
  });
});

describe('"Need help" for visitors', () => {
  const visitor = { fullName: 'Meera Nair', mobileNumber: '9812345670', email: 'meera@example.org', message: 'I want to know if you deliver to Kochi.' };

  it("checks the name with the spec's words and needs the OTP", async () => {
    const bad = await kit.t.app.inject({ method: 'POST', url: '/api/pub/v0/customer-ticket/need-help', payload: { ...visitor, fullName: 'Meera 2', otp: '123456' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message.fields.fullName).toBe('Name can only have alphabets.');
    const empty = await kit.t.app.inject({ method: 'POST', url: '/api/pub/v0/customer-ticket/need-help', payload: { ...visitor, fullName: '', otp: '123456' } });
    expect(json(empty).message.fields.fullName).toBe('Full Name is Required');
    const before = await count('support_tickets');
    const noOtp = await kit.t.app.inject({ method: 'POST', url: '/api/pub/v0/customer-ticket/need-help', payload: { ...visitor, otp: '123456' } });
    expect(noOtp.statusCode).toBe(400);
    expect(await count('support_tickets')).toBe(before);
  });

  it('opens a call-back ticket with the confirmed number, in the operators\' queue', async () => {
    const sent = await kit.t.app.inject({ method: 'POST', url: '/api/pub/v0/customer-ticket/need-help/send-otp', payload: { mobileNumber: visitor.mobileNumber } });
    expect(sent.statusCode).toBe(200);
    expect(json(sent).message).toBe('Successfully sent Otp!');
    const res = await kit.t.app.inject({ method: 'POST', url: '/api/pub/v0/customer-ticket/need-help', payload: { ...visitor, otp: kit.t.sms.lastOtp(visitor.mobileNumber) } });
    expect(res.statusCode, res.body).toBe(201);
    const { id, number } = json(res).entity;
    expect(json(res).message).toBe(`Thank you. Your request ${number} is with us and we will call you back.`);
    const queue = json(await op.call('GET', '/api/v1/admin/tickets?callback=1')).entity;
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({ id, callback: true, customerName: 'Meera Nair', customerMobile: '9812345670', status: 'open' });
    // No customer can read it (it has no owner).
    expect((await asha.call('GET', `/api/v0/customer-ticket/${id}`)).statusCode).toBe(404);
  });
});
