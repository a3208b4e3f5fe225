import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '@nirog/shared/schemas/gstin';
import { gstRegistry } from '../../providers/gst/registry.tables.ts';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';

let t: TestApp;
let seq = 0;
const mobile = () => `97${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;

const CHEMIST_GSTIN = makeGstin('07', 'ABOPG7315L');
beforeAll(async () => {
  t = await createTestApp();
  await t.db.database.db.insert(gstRegistry).values([
    { gstin: CHEMIST_GSTIN, legalName: 'Suresh Gupta', tradeName: 'Gupta Chemists', status: 'Active' },
    { gstin: makeGstin('07', 'AAAAA0000A'), legalName: 'Closed Traders', tradeName: null, status: 'Cancelled' },
  ]);
});
afterAll(async () => t?.close());

const valid = {
  contact_person_name: 'Asha Verma',
  contact_person_phone: '9876543210',
  address: 'House 12, Lajpat Nagar II',
  landmark: 'Near the metro station',
  pin_code: '110024',
  city: 'New Delhi',
  state: 7,
};

async function user(userType = 1) {
  const extra = userType === 1 ? {} : { userType, salutation: 2 };
  const { token, user } = await signUp(t, mobile(), extra);
  const h = { 'access-token': token };
  return {
    id: user.id as number,
    create: (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/address', headers: h, payload: body }),
    update: (id: number, body: object) => t.app.inject({ method: 'PUT', url: `/api/v1/address/${id}`, headers: h, payload: body }),
    get: (id: number) => t.app.inject({ method: 'GET', url: `/api/v0/address/${id}`, headers: h }),
    list: (uid?: number) => t.app.inject({ method: 'GET', url: uid ? `/api/v1/address/user/${uid}` : '/api/v1/address', headers: h }),
    del: (id: number) => t.app.inject({ method: 'DELETE', url: `/api/v1/address/${id}`, headers: h }),
    choose: (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/address/default-billing', headers: h, payload: body }),
  };
}

describe('address book (spec sections 3, 4, 5, 7)', () => {
  it('the first address is the default for delivery and billing; writes record who made them', async () => {
    const a = await user();
    const res = await a.create(valid);
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe('Address added successfully');
    expect(json(res).entity).toMatchObject({ is_default: 1, is_billing: 1, created_by: a.id, updated_by: a.id, state_name: 'Delhi', pin_code: '110024' });
  });

  it('refuses bad input with the spec messages and saves nothing', async () => {
    const a = await user();
    const cases: Array<[object, string, string]> = [
      [{ contact_person_name: '' }, 'contact_person_name', 'Full Name is Required'],
      [{ contact_person_phone: '12345' }, 'contact_person_phone', 'Enter your 10 digit mobile number'],
      [{ alt_mobile: '9876543210' }, 'alt_mobile', 'Please enter a different mobile number'],
      [{ address: 'Flat #12; Main Road' }, 'address', 'Do not use & \\ % # ; in the address'],
      [{ pin_code: '012345' }, 'pin_code', 'Enter your Valid 6 digit Pin Code.'],
      [{ pin_code: '999999' }, 'pin_code', 'Enter your Valid 6 digit Pin Code.'],
      [{ pin_code: '560001' }, 'state', 'Pincode 560001 is in Karnataka'],
      [{ state: null }, 'state', 'Select your state'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await a.create({ ...valid, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(json(res).message.fields[field], JSON.stringify(patch)).toBe(message);
    }
    expect(json(await a.list()).entity.total).toBe(0);
  });

  it('refuses fields a client may not set (mass assignment)', async () => {
    const a = await user();
    const b = await user();
    for (const extra of [{ user_id: b.id }, { created_by: b.id }, { gstVerified: true }, { id: 1 }]) {
      const res = await a.create({ ...valid, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
  });

  it('keeps one default and one billing address; the list puts the default first', async () => {
    const a = await user();
    const first = json(await a.create(valid)).entity;
    const second = json(await a.create({ ...valid, address: 'Flat 4, Green Park Main', pin_code: '110016', is_default: 1 })).entity;
    expect(second.is_default).toBe(1);
    expect(json(await a.get(first.id)).entity.is_default).toBe(0);
    expect(json(await a.get(first.id)).entity.is_billing).toBe(1);
    const chosen = await a.choose({ address_id: first.id, user_id: a.id, is_default: 1, is_billing: 1, updated_by: a.id });
    expect(chosen.statusCode).toBe(200);
    const list = json(await a.list()).entity.items;
    expect(list.map((x: { id: number }) => x.id)).toEqual([first.id, second.id]);
    expect(list.filter((x: { is_default: number }) => x.is_default === 1)).toHaveLength(1);
    expect(list.filter((x: { is_billing: number }) => x.is_billing === 1)).toHaveLength(1);
  });

  it('under parallel requests a book still has exactly one default and one billing address', async () => {
    const a = await user();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(json(await a.create({ ...valid, address: `House ${10 + i}, Lajpat Nagar II` })).entity.id);
    const results = await Promise.all(ids.map((id) => a.choose({ address_id: id, user_id: a.id, is_default: 1, is_billing: 1 })));
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const list = json(await a.list()).entity.items;
    expect(list.filter((x: { is_default: number }) => x.is_default === 1)).toHaveLength(1);
    expect(list.filter((x: { is_billing: number }) => x.is_billing === 1)).toHaveLength(1);
  });

  it('updates in place and says so', async () => {
    const a = await user();
    const created = json(await a.create(valid)).entity;
    const res = await a.update(created.id, { ...valid, landmark: 'Opposite the park' });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Address saved successfully');
    expect(json(res).entity).toMatchObject({ landmark: 'Opposite the park', is_default: 1, updated_by: a.id });
  });

  it('the last address cannot be deleted; deleting the default hands the role on', async () => {
    const a = await user();
    const first = json(await a.create(valid)).entity;
    const second = json(await a.create({ ...valid, address: 'Flat 4, Green Park Main', pin_code: '110016' })).entity;
    const del = await a.del(first.id);
    expect(del.statusCode).toBe(200);
    expect(json(del).message).toBe('Address deleted successfully');
    expect(json(await a.get(second.id)).entity).toMatchObject({ is_default: 1, is_billing: 1 });
    const last = await a.del(second.id);
    expect(last.statusCode).toBe(422);
    expect(json(last).message.error).toBe('You need at least one address, so the last one cannot be deleted.');
    expect(json(await a.list()).entity.total).toBe(1);
  });

  it("user A can never list, read, change or delete B's addresses: 404 with nothing leaked", async () => {
    const a = await user();
    const b = await user();
    const bAddress = json(await b.create(valid)).entity;
    await b.create({ ...valid, address: 'Flat 4, Green Park Main', pin_code: '110016' });
    const responses = [
      await a.get(bAddress.id),
      await a.update(bAddress.id, valid),
      await a.del(bAddress.id),
      await a.list(b.id),
      await a.choose({ address_id: bAddress.id, user_id: a.id, is_default: 1 }),
      await a.choose({ address_id: bAddress.id, user_id: b.id, is_default: 1 }),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Lajpat');
    }
    expect(json(await b.get(bAddress.id)).entity.address).toBe(valid.address);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/address' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GST on billing addresses (spec sections 5, 8)', () => {
  it('a chemist cannot save a billing address without GST', async () => {
    const c = await user(6);
    const res = await c.create({ ...valid, is_billing: 1 });
    expect(res.statusCode).toBe(400);
    expect(json(res).message.fields.gst).toBe('GST is Required');
  });

  it("a chemist's first address without GST is the default delivery address but not the billing one", async () => {
    const c = await user(6);
    const res = await c.create(valid);
    expect(json(res).entity).toMatchObject({ is_default: 1, is_billing: 0 });
    const choose = await c.choose({ address_id: json(res).entity.id, user_id: c.id, is_billing: 1 });
    expect(choose.statusCode).toBe(400);
    expect(json(choose).message.fields.gst).toBe('GST is Required');
  });

  it('state mismatch, unknown GSTIN, cancelled GSTIN and a wrong legal name are each refused on their field', async () => {
    const c = await user(6);
    const base = { ...valid, is_billing: 1, legalEntityName: 'Suresh Gupta' };
    const cases: Array<[object, string, string]> = [
      [{ gst: makeGstin('06', 'ABOPG7315L') }, 'gst', "State code of GSTIN and address don't match"],
      [{ gst: makeGstin('07', 'ZZZZZ9999Z') }, 'gst', 'We could not find this GSTIN in the GST registry.'],
      [{ gst: makeGstin('07', 'AAAAA0000A'), legalEntityName: 'Closed Traders' }, 'gst', 'This GSTIN is not active in the GST registry.'],
      [{ gst: CHEMIST_GSTIN, legalEntityName: 'Someone Else' }, 'legalEntityName', 'Legal entity name does not match with the name in GST certificate'],
      [{ gst: CHEMIST_GSTIN.slice(0, 14) + (CHEMIST_GSTIN[14] === 'A' ? 'B' : 'A') }, 'gst', 'This GSTIN is not valid: its last character does not match'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await c.create({ ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(json(res).message.fields[field]).toBe(message);
    }
    const okRes = await c.create({ ...base, gst: CHEMIST_GSTIN.toLowerCase(), legalEntityName: 'SURESH  GUPTA' });
    expect(okRes.statusCode).toBe(201);
    expect(json(okRes).entity).toMatchObject({ gst: CHEMIST_GSTIN, gstVerified: true, tradeName: 'Gupta Chemists', is_billing: 1 });
  });

  it('verifies a GSTIN by itself: legal and trade name from the registry', async () => {
    const c = await user(6);
    const token = (await signUp(t, mobile(), { userType: 6, salutation: 2 })).token;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/gst/verify', headers: { 'access-token': token }, payload: { gst: CHEMIST_GSTIN } });
    expect(res.statusCode).toBe(200);
    expect(json(res).entity).toEqual({ gst: CHEMIST_GSTIN, legalEntityName: 'Suresh Gupta', tradeName: 'Gupta Chemists' });
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/gst/verify', headers: { 'access-token': token }, payload: { gst: CHEMIST_GSTIN, user_id: c.id } });
    expect(other.statusCode).toBe(404);
  });
});

describe('pincodes, serviceability and delivery time', () => {
  it('looks a pincode up: city, district, state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pub/pincodes/560001' });
    expect(res.statusCode).toBe(200);
    expect(json(res).entity.state).toEqual({ id: 29, name: 'Karnataka', stateCode: '29' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/pub/pincodes/000000' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message.fields.pincode).toBe('Enter your Valid 6 digit Pin Code.');
  });

  it('lists the states with GST codes for country 101', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pub/states?country=101' });
    expect(json(res).entity).toContainEqual({ id: 7, name: 'Delhi', stateCode: '07' });
    expect(json(res).entity).toHaveLength(36);
  });

  it('says where we deliver, and how soon', async () => {
    const delhi = await t.app.inject({ method: 'GET', url: '/api/serviceable_pincodes/110024' });
    expect(json(delhi).entity).toMatchObject({ serviceable: true });
    const port = await t.app.inject({ method: 'GET', url: '/api/serviceable_pincodes/744101' });
    expect(json(port).entity.serviceable).toBe(false);
    expect(json(port).message).toBe('We do not deliver to this pincode yet.');
    const near = json(await t.app.inject({ method: 'GET', url: '/api/v2/deliverytime?pincode=110024' })).entity;
    const far = json(await t.app.inject({ method: 'GET', url: '/api/v2/deliverytime?pincode=695001' })).entity;
    expect(near.maxDays).toBeLessThan(far.maxDays);
  });
});

describe('doctor profile pincode update', () => {
  it('saves city, state and pin_code with who changed it; refuses a pincode from another state', async () => {
    const { token, user: u } = await signUp(t, mobile(), { userType: 2, salutation: 1 });
    const h = { 'access-token': token };
    const bad = await t.app.inject({ method: 'PUT', url: `/api/v1/doctor-profile/${u.id}/location`, headers: h, payload: { pin_code: '560001', city: 'Bengaluru', state: 7 } });
    expect(json(bad).message.fields.state).toBe('Pincode 560001 is in Karnataka');
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/doctor-profile/${u.id}/location`, headers: h, payload: { pin_code: '560001', city: 'Bengaluru', state: 29 } });
    expect(res.statusCode).toBe(200);
    expect(json(res).entity).toMatchObject({ userId: u.id, city: 'Bengaluru', state: 29, pin_code: '560001', created_by: u.id, updatedBy: u.id });
    const other = await t.app.inject({ method: 'PUT', url: `/api/v1/doctor-profile/${u.id + 1}/location`, headers: h, payload: { pin_code: '560001', city: 'Bengaluru', state: 29 } });
    expect(other.statusCode).toBe(404);
  });
});

describe('operators keep the delivery rules and the GST registry', () => {
  it('an operator makes a pincode unserviceable and registers a GSTIN; others cannot', async () => {
    const op = await signUp(t, mobile());
    await makeOperator(t.db.database.db, op.user.id);
    const h = { 'access-token': op.token };
    const rule = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/serviceable-pincodes', headers: h, payload: { prefix: '110024', serviceable: false, b2bServiceable: true, codAvailable: false, note: 'Flooding' } });
    expect(rule.statusCode).toBe(200);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/serviceable_pincodes/110024' })).entity.serviceable).toBe(false);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/serviceable_pincodes/110024?type=b2b' })).entity.serviceable).toBe(true);
    await t.app.inject({ method: 'PUT', url: '/api/v1/admin/serviceable-pincodes', headers: h, payload: { prefix: '110024', serviceable: true, b2bServiceable: true, codAvailable: true } });

    const gstin = makeGstin('29', 'AAECN4455P');
    const reg = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/gst-registry', headers: h, payload: { gstin, legalName: 'Nandi Herbals LLP' } });
    expect(reg.statusCode).toBe(200);
    const verify = await t.app.inject({ method: 'POST', url: '/api/v1/gst/verify', headers: { 'access-token': (await signUp(t, mobile(), { userType: 6, salutation: 2 })).token }, payload: { gst: gstin } });
    expect(json(verify).entity.legalEntityName).toBe('Nandi Herbals LLP');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/gst-registry', headers: h, payload: { gstin: gstin.slice(0, 14) + (gstin[14] === 'A' ? 'B' : 'A'), legalName: 'X Y' } });
    expect(bad.statusCode).toBe(400);
    const token = (await signUp(t, mobile())).token;
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/admin/gst-registry', headers: { 'access-token': token }, payload: { gstin, legalName: 'Hijack' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/serviceable-pincodes', headers: { 'access-token': token } })).statusCode).toBe(403);
  });
});
