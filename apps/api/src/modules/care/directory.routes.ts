/**
 * Directory calls of spec section 7 (Care): /pub/v2/doctors with filters and /pub/v1/clinics with its sub-resources
 * (doctors, timings, services, photos, ratings); cities and the sitemap list. No session needed; only verified
 * doctors and clinics appear.
 */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { CARE_MAX_RADIUS_KM, CARE_PAGE_MAX, CARE_PAGE_SIZE, CLINIC_SORTS, DOCTOR_SORTS } from '@nirog/shared/care';
import { t } from '@nirog/shared/messages/catalogue';
import { ok } from '../../plugins/errors.ts';
import type { DirectoryService } from './directory.service.ts';

const tags = ['Care directory'];
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const slugText = z.string().trim().min(1).max(80);

const paging = {
  skip: z.preprocess(blank, int(0, 100_000).default(0)),
  limit: z.preprocess(blank, int(1, CARE_PAGE_MAX).default(CARE_PAGE_SIZE)),
};
const place = {
  city: opt(slugText),
  locality: opt(z.string().trim().min(2).max(100)),
  pincode: opt(z.string().trim().regex(/^[1-9][0-9]{5}$/, { error: t('spec.pincodeInvalid') })),
  radiusKm: opt(int(1, CARE_MAX_RADIUS_KM)),
  medicalSystem: opt(int(1, 6)),
  ratingMin: opt(z.coerce.number().min(1).max(5)),
  search: opt(z.string().trim().min(1).max(100)),
};

export const doctorQuery = z.object({
  ...place,
  ...paging,
  specialization: opt(z.string().trim().min(2).max(100)),
  mode: opt(z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]))),
  feeMin: opt(int(0, 10_000_000)),
  feeMax: opt(int(0, 10_000_000)),
  language: opt(z.string().trim().min(2).max(30)),
  gender: opt(int(1, 3)),
  experienceMin: opt(int(0, 70)),
  sort: opt(z.enum(DOCTOR_SORTS)),
});

export const clinicQuery = z.object({ ...place, ...paging, service: opt(z.string().trim().min(2).max(100)), sort: opt(z.enum(CLINIC_SORTS)) });

const idParam = z.object({ id: entityIdParam });
const slugParams = z.object({ citySlug: slugText, slug: slugText });
const reviewPaging = z.object(paging);

export async function directoryRoutes(app: FastifyInstance, { directory }: { directory: DirectoryService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/pub/v2/doctors', {
    schema: {
      response: responsesOf('GET /pub/v2/doctors'),
      tags,
      summary:
        'Verified doctors. Filters: city (slug or name), locality, pincode + radiusKm (distance), specialization, medicalSystem (1-6), mode (0 video, 1 in-clinic), feeMin/feeMax (paise, for that mode or the lower fee), language, gender, experienceMin, ratingMin, search; sort relevance|rating|experience|fee_low|fee_high|distance; skip/limit.',
      querystring: doctorQuery,
    },
  }, async (request) => {
    const q = request.query;
    return ok(await directory.listDoctors({ ...q, mode: q.mode as 0 | 1 | undefined }));
  });

  r.get('/pub/v2/doctors/:id', { schema: { response: responsesOf('GET /pub/v2/doctors/:id'), tags, summary: 'A verified doctor: profile sections, clinics with hours, weekly timings, fees per mode, rules, latest reviews.', params: idParam } }, async (request) =>
    ok(await directory.doctor({ id: request.params.id })),
  );

  r.get('/pub/v2/doctors/slug/:citySlug/:slug', { schema: { response: responsesOf('GET /pub/v2/doctors/slug/:citySlug/:slug'), tags, summary: 'A verified doctor by the city and slug of the doctor page.', params: slugParams } }, async (request) =>
    ok(await directory.doctor({ citySlug: request.params.citySlug, slug: request.params.slug })),
  );

  r.get('/pub/v2/doctors/:id/ratings', { schema: { response: responsesOf('GET /pub/v2/doctors/:id/ratings'), tags, summary: "A doctor's reviews, newest first.", params: idParam, querystring: reviewPaging } }, async (request) => {
    await directory.doctor({ id: request.params.id });
    return ok(await directory.doctorReviews(request.params.id, request.query.skip, request.query.limit));
  });

  r.get('/pub/v1/clinics', {
    schema: {
      response: responsesOf('GET /pub/v1/clinics'),
      tags,
      summary: 'Verified clinics. Filters: city, locality, pincode + radiusKm, service, medicalSystem, ratingMin, search; sort relevance|rating|name|distance; skip/limit (default 10).',
      querystring: clinicQuery,
    },
  }, async (request) => ok(await directory.listClinics(request.query)));

  r.get('/pub/v1/clinics/:id', { schema: { response: responsesOf('GET /pub/v1/clinics/:id'), tags, summary: 'A verified clinic with its address, hours, services, doctors, photos and latest reviews.', params: idParam } }, async (request) =>
    ok(await directory.clinic({ id: request.params.id })),
  );

  r.get('/pub/v1/clinics/slug/:citySlug/:slug', { schema: { response: responsesOf('GET /pub/v1/clinics/slug/:citySlug/:slug'), tags, summary: 'A verified clinic by the city and slug of the clinic page.', params: slugParams } }, async (request) =>
    ok(await directory.clinic({ citySlug: request.params.citySlug, slug: request.params.slug })),
  );

  r.get('/pub/v1/clinics/:id/doctors', { schema: { response: responsesOf('GET /pub/v1/clinics/:id/doctors'), tags, summary: 'The verified doctors who practise at a clinic.', params: idParam, querystring: reviewPaging } }, async (request) => {
    await directory.clinicRow({ id: request.params.id });
    return ok(await directory.listDoctors({ clinicId: request.params.id, skip: request.query.skip, limit: request.query.limit }));
  });

  r.get('/pub/v1/clinics/:id/timings', { schema: { response: responsesOf('GET /pub/v1/clinics/:id/timings'), tags, summary: 'Opening hours (India time, minutes after midnight; weekday 0 = Sunday).', params: idParam } }, async (request) => {
    const row = await directory.clinicRow({ id: request.params.id });
    return ok({ items: (await directory.clinicHours([row.id])).get(row.id) ?? [] });
  });

  r.get('/pub/v1/clinics/:id/services', { schema: { response: responsesOf('GET /pub/v1/clinics/:id/services'), tags, summary: 'Treatments the clinic offers.', params: idParam } }, async (request) => {
    const row = await directory.clinicRow({ id: request.params.id });
    return ok({ items: row.services ?? [] });
  });

  r.get('/pub/v1/clinics/:id/photos', { schema: { response: responsesOf('GET /pub/v1/clinics/:id/photos'), tags, summary: 'Photos of the clinic (signed links valid one hour).', params: idParam } }, async (request) => {
    const row = await directory.clinicRow({ id: request.params.id });
    return ok({ items: await directory.clinicPhotos(row.id) });
  });

  r.get('/pub/v1/clinics/:id/ratings', { schema: { response: responsesOf('GET /pub/v1/clinics/:id/ratings'), tags, summary: "A clinic's reviews, newest first, with its average.", params: idParam, querystring: reviewPaging } }, async (request) => {
    const row = await directory.clinicRow({ id: request.params.id });
    const reviews = await directory.clinicReviews(row.id, request.query.skip, request.query.limit);
    return ok({ ...reviews, average: row.rating_count ? Math.round((row.rating_total / row.rating_count) * 10) / 10 : null, count: row.rating_count });
  });

  r.get('/pub/v1/care/cities', { schema: { response: responsesOf('GET /pub/v1/care/cities'), tags, summary: 'Cities with verified doctors or clinics, with counts.' } }, async () => ok({ items: await directory.cities() }));

  r.get('/pub/v1/care/cities/:citySlug', { schema: { response: responsesOf('GET /pub/v1/care/cities/:citySlug'), tags, summary: 'One city (404 when no verified doctor or clinic is there).', params: z.object({ citySlug: slugText }) } }, async (request) =>
    ok(await directory.city(request.params.citySlug)),
  );

  r.get('/pub/v1/care/sitemap', { schema: { response: responsesOf('GET /pub/v1/care/sitemap'), tags, summary: 'Every listed city, doctor and clinic page, for the sitemap.' } }, async () => ok(await directory.sitemap()));
}
