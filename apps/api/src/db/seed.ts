/**
 * Demo data. Idempotent: running it again brings the demo accounts back to their seeded state. A start runs it only
 * when its source changed (`seedDemoWhenChanged`, decision 027); `npm run seed` runs it always.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_OPERATOR } from './demo-accounts.ts';
import { DEMO_GST_REGISTRY } from './demo-gst.ts';
import { seedDemoCatalog } from '../modules/catalog/catalog.seed.ts';
import { DEMO_CATALOG_FILE } from '../modules/catalog/demo-catalog.ts';
import { DEMO_CITIES, DEMO_CLINICS, DEMO_DOCTORS, TIMING_PRESETS } from '../modules/care/care-demo.data.ts';
import { seedWhenChanged, sourceVersion } from './seed-stamp.ts';
import { seedDemoCoupons } from '../modules/coupons/coupons.seed.ts';
import { seedDemoCare } from '../modules/care/care.seed.ts';
import { seedDemoArticles } from '../modules/articles/articles.seed.ts';
import { DEMO_ARTICLES } from '../modules/articles/articles-demo.data.ts';
import { seedDemoEvents } from '../modules/events/events.seed.ts';
import { DEMO_EVENTS } from '../modules/events/events-demo.data.ts';
import { seedDemoQuizzes } from '../modules/quiz/quiz.seed.ts';
import { seedDemoPartners } from '../modules/partner/partner.seed.ts';
import { retimeDemoWebinars, seedDemoWebinars } from '../modules/webinars/webinars.seed.ts';
import { DEMO_WEBINARS } from '../modules/webinars/webinars-demo.data.ts';
import { keepLiveEditionLive, seedDemoOlympiads } from '../modules/olympiad/olympiad.seed.ts';
import { DEMO_OLYMPIADS, DEMO_PARTICIPANTS } from '../modules/olympiad/olympiad-demo.data.ts';
import { seedDemoPayouts } from '../modules/payouts/payouts.seed.ts';
import { DEMO_QUIZZES } from '../modules/quiz/quiz-demo.data.ts';
import { seedDemoLearning } from '../modules/learning/learning.seed.ts';
import { DEMO_LEARNING } from '../modules/learning/learning-demo.data.ts';
import { seedDemoKnowledge } from '../modules/knowledge/knowledge.seed.ts';
import { seedDemoFeed } from '../modules/feeds/feeds.seed.ts';
import { DEMO_GLOSSARY } from '../modules/knowledge/knowledge-glossary.data.ts';
import { DEMO_CATEGORIES, DEMO_CONDITIONS, DEMO_SERVICES } from '../modules/knowledge/knowledge-care.data.ts';
import { gstRegistry } from '../providers/gst/registry.tables.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { newExtUserId } from '../modules/identity/users.service.ts';
import { createOperator, OperatorInputError } from '../modules/verification/operators.ts';

/**
 * Raise when the seeding code changes what it writes (the data itself is in the version already: the demo files and
 * tables below): every demo database then reseeds at its next start.
 */
const DEMO_REVISION = 4;

/** The version of the demo data in hand. */
export function demoDataVersion(): string {
  return sourceVersion(
    `revision ${DEMO_REVISION}`,
    JSON.stringify({ DEMO_ACCOUNTS, DEMO_OPERATOR, DEMO_GST_REGISTRY, DEMO_CITIES, DEMO_CLINICS, DEMO_DOCTORS, TIMING_PRESETS, DEMO_ARTICLES, DEMO_EVENTS, DEMO_GLOSSARY, DEMO_CATEGORIES, DEMO_CONDITIONS, DEMO_SERVICES, DEMO_QUIZZES, DEMO_WEBINARS, DEMO_LEARNING, DEMO_OLYMPIADS, DEMO_PARTICIPANTS }),
    fs.readFileSync(DEMO_CATALOG_FILE),
  );
}

/**
 * What a demo start runs: the whole demo seed when its version differs from the one last seeded, else only the
 * coupons' renewal (their dates run from the day they are seeded and expire after 60 days). True when it seeded.
 */
export async function seedDemoWhenChanged(database: Database, opts: { version?: string } = {}): Promise<boolean> {
  const seeded = await seedWhenChanged(database, 'demo', opts.version ?? demoDataVersion(), () => seedDemo(database));
  if (!seeded) await seedDemoCoupons(database);
  // The demo's live webinar is live whenever the demo starts (issue 24 part 5).
  if (!seeded) await retimeDemoWebinars(database.db);
  // The live demo olympiad stays live whenever the demo starts (decision 065).
  if (!seeded) await keepLiveEditionLive(database.db, new Date());
  return seeded;
}

export async function seedDemo(database: Database): Promise<{ users: number }> {
  const { db } = database;
  await db.transaction(async (tx) => {
    for (const a of DEMO_ACCOUNTS) {
      await tx
        .insert(users)
        .values({
          userType: a.userType,
          mobileNumber: a.mobileNumber,
          fullName: a.fullName,
          salutation: a.salutation,
          doctorCategory: a.doctorCategory,
          gender: a.gender ?? null,
          dateOfBirth: a.dateOfBirth ?? null,
          extUserId: newExtUserId(),
        })
        .onConflictDoUpdate({
          target: users.mobileNumber,
          targetWhere: sql`status = 1`,
          set: { userType: a.userType, fullName: a.fullName, salutation: a.salutation, doctorCategory: a.doctorCategory, updatedAt: new Date() },
        });
    }
    for (const g of DEMO_GST_REGISTRY) {
      await tx
        .insert(gstRegistry)
        .values({ gstin: g.gstin, legalName: g.legalName, tradeName: g.tradeName, status: 'Active' })
        .onConflictDoUpdate({ target: gstRegistry.gstin, set: { legalName: g.legalName, tradeName: g.tradeName, status: 'Active' } });
    }
  });
  try {
    await createOperator(db, DEMO_OPERATOR);
  } catch (err) {
    // An operator who deactivated the demo operator meant it: it stays deactivated.
    if (!(err instanceof OperatorInputError)) throw err;
  }
  await seedDemoCatalog(database);
  // Demo trade users start verified so trade prices show; the demo doctor and student start unverified so the
  // verification journey can be tried. A later review decision is kept: existing profiles are not touched.
  for (const a of DEMO_ACCOUNTS) {
    if (a.verificationStatus === null) continue;
    await db.execute(sql`INSERT INTO doctor_profiles (user_id, is_verified, created_by, updated_by)
      SELECT id, ${a.verificationStatus}, id, id FROM users WHERE mobile_number = ${a.mobileNumber} AND status = 1
      ON CONFLICT (user_id) DO NOTHING`);
  }
  await seedDemoCoupons(database);
  await seedDemoCare(database);
  await seedDemoArticles(database);
  await seedDemoEvents(db);
  await seedDemoKnowledge(database);
  // Issue 22: the feed's posts, comments, likes and follows (once: a feed with posts is left alone).
  await seedDemoFeed(database);
  await seedDemoQuizzes(db);
  // Issue 25 part 9: two partner doctors with patients and partner orders in every state.
  await seedDemoPartners(database);
  await seedDemoWebinars(db);
  // Issue 24 (decision 068): the learning library's 4 categories and 8 courses.
  await seedDemoLearning(db);
  // Issue 23 part 6 (decision 065): a live olympiad (kept live on every start), an ended one and the spec's December one.
  await seedDemoOlympiads(db);
  // Issue 25 part 9 (decision 072): a doctor's consultation earnings in every state and a past payout.
  await seedDemoPayouts(db);
  return { users: DEMO_ACCOUNTS.length };
}
