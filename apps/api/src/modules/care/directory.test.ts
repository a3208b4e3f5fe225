/** Issue 8, part 1: the doctor and clinic directory with its filters, on the demo doctors and clinics. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../../test-support/test-app.ts';
import { seedDemoCare } from './care.seed.ts';
import { DEMO_CITIES, DEMO_DOCTORS } from './care-demo.data.ts';

let t: TestApp;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: json(res) };
};
const doctors = async (query: string) => {
  const res = await get(`/api/pub/v2/doctors?limit=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entity as { items: Array<Record<string, any>>; total: number };
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCare(t.db.database);
});
afterAll(() => t.close());

describe('GET /pub/v2/doctors', () => {
  it('lists only verified, active doctors, in at least ten cities', async () => {
    const all = await doctors('');
    const listed = DEMO_DOCTORS.filter((d) => (d.status ?? 1) === 1);
    expect(all.total).toBe(listed.length);
    expect(all.items.map((d) => d.name)).not.toContain('Mohit Agarwal');
    expect(new Set(all.items.map((d) => d.citySlug)).size).toBeGreaterThanOrEqual(10);

    // Verifying the doctor under review lists him; deactivating an account hides it again.
    await t.db.database.exec(`UPDATE doctor_profiles SET is_verified = 1 WHERE user_id = (SELECT id FROM users WHERE mobile_number = '9100001028')`);
    expect((await doctors('search=Mohit')).items.map((d) => d.name)).toEqual(['Mohit Agarwal']);
    await t.db.database.exec(`UPDATE users SET deactivated_at = now() WHERE mobile_number = '9100001028'`);
    expect((await doctors('search=Mohit')).total).toBe(0);
    await t.db.database.exec(`UPDATE users SET deactivated_at = NULL WHERE mobile_number = '9100001028'`);
    await t.db.database.exec(`UPDATE doctor_profiles SET is_verified = 2 WHERE user_id = (SELECT id FROM users WHERE mobile_number = '9100001028')`);
    expect((await doctors('search=Mohit')).total).toBe(0);
  });

  it('a card carries what the listing shows', async () => {
    const [anjali] = (await doctors('search=Anjali')).items;
    expect(anjali).toMatchObject({
      displayName: 'Dr. Anjali Menon',
      city: 'Kochi',
      citySlug: 'kochi',
      qualifications: ['BAMS', 'MS (Ayu) - Shalakya Tantra'],
      specializations: ['Panchakarma', 'Shalakya Tantra'],
      fees: { video: 45000, clinic: 60000 },
      modes: [0, 1],
      experienceYears: 15,
      path: '/ayurveda/kochi/doctor/dr-anjali-menon',
    });
    expect(anjali.languages).toContain('Malayalam');
    expect(anjali.rating).toEqual({ average: 4.7, count: 3 });
    expect(anjali.clinics.map((c: any) => c.path)).toEqual(['/ayurveda/kochi/clinic/kerala-vaidyashala']);
  });

  it('filters by city, by slug or by name', async () => {
    const kochi = await doctors('city=kochi');
    expect(kochi.items.map((d) => d.name).sort()).toEqual(['Anjali Menon', 'Krishnan Namboodiri']);
    expect((await doctors('city=New%20Delhi')).items.every((d) => d.citySlug === 'new-delhi')).toBe(true);
    expect((await doctors('city=atlantis')).total).toBe(0);
  });

  it('filters by distance from a pincode and sorts nearest first', async () => {
    const near = await doctors('pincode=682016&radiusKm=10&sort=distance');
    expect(near.items.map((d) => d.name).sort()).toEqual(['Anjali Menon', 'Krishnan Namboodiri']);
    const distances = near.items.map((d) => d.distanceKm as number);
    expect(distances.every((km) => km <= 10)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    // A wider circle around Kochi reaches Thiruvananthapuram (about 200 km) only at the cap.
    expect((await doctors('pincode=682016&radiusKm=50')).items.some((d) => d.citySlug === 'thiruvananthapuram')).toBe(false);
    expect((await doctors('pincode=682016&radiusKm=200')).items.some((d) => d.citySlug === 'thiruvananthapuram')).toBe(true);
  });

  it('filters by locality', async () => {
    const r = await doctors('locality=bandra');
    expect(r.items.map((d) => d.name).sort()).toEqual(['Meenakshi Kulkarni', 'Rohan Desai']);
  });

  it('filters by specialization, medical system, language and gender', async () => {
    const pk = await doctors('specialization=panchakarma');
    expect(pk.total).toBeGreaterThan(3);
    expect(pk.items.every((d) => d.specializations.some((s: string) => /panchakarma/i.test(s)))).toBe(true);

    expect((await doctors('medicalSystem=3')).items.map((d) => d.name)).toEqual(['Senthil Kumar']);
    expect((await doctors('medicalSystem=4')).items.map((d) => d.name)).toEqual(['Nazia Siddiqui']);

    const ml = await doctors('language=malayalam');
    expect(ml.total).toBe(4);
    expect(ml.items.every((d) => d.languages.includes('Malayalam'))).toBe(true);

    const women = await doctors('gender=2&city=kolkata');
    expect(women.items.map((d) => d.name)).toEqual(['Moumita Ghosh']);
  });

  it('filters by consultation mode and fee range for that mode', async () => {
    const video = await doctors('mode=0');
    expect(video.items.every((d) => d.fees.video !== null)).toBe(true);
    expect(video.items.map((d) => d.name)).not.toContain('Prakash Mishra');
    const clinic = await doctors('mode=1');
    expect(clinic.items.map((d) => d.name)).not.toContain('Kavita Rathore');

    const band = await doctors('mode=0&feeMin=40000&feeMax=45000');
    expect(band.total).toBeGreaterThan(0);
    expect(band.items.every((d) => d.fees.video >= 40000 && d.fees.video <= 45000)).toBe(true);
    // Without a mode, the lower of the two fees counts.
    const cheap = await doctors('feeMax=30000');
    expect(cheap.items.map((d) => d.name)).toEqual(['Kavita Rathore']);
  });

  it('filters by experience and rating', async () => {
    const senior = await doctors('experienceMin=25');
    expect(senior.items.length).toBeGreaterThan(0);
    expect(senior.items.every((d) => d.experienceYears >= 25)).toBe(true);
    const top = await doctors('ratingMin=5');
    expect(top.items.length).toBeGreaterThan(0);
    expect(top.items.every((d) => d.rating.average === 5)).toBe(true);
    expect(top.items.map((d) => d.name)).not.toContain('Anjali Menon');
  });

  it('searches names, specializations, services and clinic names', async () => {
    expect((await doctors('search=kshara')).items.map((d) => d.name).sort()).toEqual(['Manjunath Hegde', 'Prakash Mishra']);
    expect((await doctors('search=Vaidyashala')).items.map((d) => d.name).sort()).toEqual(['Anjali Menon', 'Krishnan Namboodiri']);
    expect((await doctors('search=100%25')).total).toBe(0);
  });

  it('sorts by fee and experience', async () => {
    const byFee = (await doctors('sort=fee_low')).items.map((d) => Math.min(d.fees.video ?? Infinity, d.fees.clinic ?? Infinity));
    expect([...byFee].sort((a, b) => a - b)).toEqual(byFee);
    const byExp = (await doctors('sort=experience')).items.map((d) => d.experienceYears);
    expect([...byExp].sort((a, b) => b - a)).toEqual(byExp);
    const byRating = (await doctors('sort=rating')).items.map((d) => d.rating.average ?? 0);
    expect([...byRating].sort((a, b) => b - a)).toEqual(byRating);
  });

  it('pages with skip and limit (default 10)', async () => {
    const first = (await get('/api/pub/v2/doctors?sort=experience')).body.entity;
    expect(first.items).toHaveLength(10);
    const second = (await get('/api/pub/v2/doctors?sort=experience&skip=10&limit=10')).body.entity;
    expect(second.total).toBe(first.total);
    const ids = new Set(first.items.map((d: any) => d.id));
    expect(second.items.some((d: any) => ids.has(d.id))).toBe(false);
    const beyond = (await get('/api/pub/v2/doctors?skip=500')).body.entity;
    expect(beyond).toEqual({ items: [], total: first.total, origin: null });
  });

  it('refuses bad filters with per-field messages', async () => {
    const res = await get('/api/pub/v2/doctors?pincode=01234&mode=3&limit=500');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.message.fields).sort()).toEqual(['limit', 'mode', 'pincode']);
    expect(res.body.message.fields.pincode).toBe('Enter your Valid 6 digit Pin Code.');
    const unknownPin = await get('/api/pub/v2/doctors?pincode=999999');
    expect(unknownPin.status).toBe(400);
  });

  it('a doctor page by city and slug; another city or an unverified doctor is 404', async () => {
    const res = await get('/api/pub/v2/doctors/slug/kochi/dr-anjali-menon');
    expect(res.status).toBe(200);
    const d = res.body.entity;
    expect(d.sections.education.map((e: any) => e.degree)).toEqual(['MS (Ayu) - Shalakya Tantra', 'BAMS']);
    expect(d.sections.memberships[0].organisation).toBe('Ayurveda Medical Association of India');
    expect(d.clinicsDetail[0]).toMatchObject({ name: 'Kerala Vaidyashala', pinCode: '682018', locality: 'Ernakulam North' });
    expect(d.clinicsDetail[0].hours).toHaveLength(6);
    expect(d.timings.some((x: any) => x.mode === 0)).toBe(true);
    expect(d.rules).toEqual({ cancelBeforeHours: 4, rescheduleBeforeHours: 4 });
    expect(d.reviews).toHaveLength(3);
    expect((await get('/api/pub/v2/doctors/slug/mumbai/dr-anjali-menon')).status).toBe(404);
    expect((await get('/api/pub/v2/doctors/slug/jaipur/dr-mohit-agarwal')).status).toBe(404);
    expect((await get(`/api/pub/v2/doctors/${d.id}/ratings?limit=2`)).body.entity).toMatchObject({ total: 3 });
  });
});

describe('GET /pub/v1/clinics', () => {
  it('lists verified clinics by city, service and distance', async () => {
    const all = (await get('/api/pub/v1/clinics?limit=100')).body.entity;
    expect(all.total).toBe(14);
    const delhi = (await get('/api/pub/v1/clinics?city=new-delhi')).body.entity;
    expect(delhi.items.map((c: any) => c.name).sort()).toEqual(['Charak Ayurveda Kendra', 'Dhanvantari Ayurveda Clinic']);
    const dh = delhi.items.find((c: any) => c.slug === 'dhanvantari-ayurveda-clinic');
    expect(dh).toMatchObject({ address: 'B-14, Lajpat Nagar II, near Central Market', pinCode: '110024', state: 'Delhi', doctorCount: 2 });
    expect(dh.hours[0]).toEqual({ weekday: 1, opensMin: 540, closesMin: 1200 });
    const kshara = (await get('/api/pub/v1/clinics?service=kshara')).body.entity;
    expect(kshara.items.map((c: any) => c.city).sort()).toEqual(['Bengaluru', 'Varanasi']);
    const near = (await get('/api/pub/v1/clinics?pincode=110001&radiusKm=15&sort=distance')).body.entity;
    expect(near.items.map((c: any) => c.citySlug)).toEqual(['new-delhi', 'new-delhi']);
  });

  it('serves the sub-resources, and hides a clinic whose owner is not verified', async () => {
    const c = (await get('/api/pub/v1/clinics/slug/kochi/kerala-vaidyashala')).body.entity;
    expect((await get(`/api/pub/v1/clinics/${c.id}/doctors`)).body.entity.items.map((d: any) => d.name).sort()).toEqual(['Anjali Menon', 'Krishnan Namboodiri']);
    expect((await get(`/api/pub/v1/clinics/${c.id}/timings`)).body.entity.items).toHaveLength(6);
    expect((await get(`/api/pub/v1/clinics/${c.id}/services`)).body.entity.items).toContain('Pizhichil');
    expect((await get(`/api/pub/v1/clinics/${c.id}/photos`)).body.entity.items).toEqual([]);
    expect((await get(`/api/pub/v1/clinics/${c.id}/ratings`)).body.entity).toMatchObject({ average: 5, count: 2, total: 2 });

    const sushruta = (await get('/api/pub/v1/clinics/slug/mumbai/sushruta-ayurveda-centre')).body.entity;
    await t.db.database.exec(`UPDATE doctor_profiles SET is_verified = 4 WHERE user_id = ${sushruta.ownerUserId}`);
    expect((await get(`/api/pub/v1/clinics/${sushruta.id}`)).status).toBe(404);
    expect((await get(`/api/pub/v1/clinics/${sushruta.id}/doctors`)).status).toBe(404);
    expect((await doctors('search=Meenakshi')).items[0].clinics).toEqual([]);
    await t.db.database.exec(`UPDATE doctor_profiles SET is_verified = 1 WHERE user_id = ${sushruta.ownerUserId}`);
  });
});

describe('cities and seed', () => {
  it('lists the cities; an unknown city is 404', async () => {
    const cities = (await get('/api/pub/v1/care/cities')).body.entity.items;
    expect(cities.map((c: any) => c.slug).sort()).toEqual(Object.values(DEMO_CITIES).map((c) => c.slug).sort());
    expect(cities.find((c: any) => c.slug === 'new-delhi')).toEqual({ slug: 'new-delhi', name: 'New Delhi', doctors: 3, clinics: 2 });
    expect((await get('/api/pub/v1/care/cities/atlantis')).status).toBe(404);
  });

  it('seeding again changes nothing', async () => {
    const count = async () =>
      ((await t.db.database.db.execute(sql`SELECT (SELECT count(*) FROM care_doctors) + (SELECT count(*) FROM care_clinics) + (SELECT count(*) FROM care_timings) + (SELECT count(*) FROM care_reviews) + (SELECT count(*) FROM profile_entries) AS n`)) as unknown as { rows: Array<{ n: number | string }> }).rows[0].n;
    const before = await count();
    await seedDemoCare(t.db.database);
    expect(await count()).toBe(before);
  });
});

describe('demo schedules', () => {
  it('no demo doctor is in two places at once: timings of one day never overlap', async () => {
    const rows = await t.db.database.query<{ doctor_user_id: number; weekday: number; a: number; b: number }>(`
      SELECT x.doctor_user_id, x.weekday, x.id AS a, y.id AS b FROM care_timings x JOIN care_timings y
        ON y.doctor_user_id = x.doctor_user_id AND y.weekday = x.weekday AND y.id > x.id AND x.start_min < y.end_min AND y.start_min < x.end_min`);
    expect(rows).toEqual([]);
  });
});
