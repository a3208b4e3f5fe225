/**
 * Certificates earned by something that ended (decision 073): a webinar's attendees who stayed its required minutes
 * (context webinar), the participants of an olympiad edition that has ended (context olympiad, with their rank) and
 * the people who completed a course (context lms; issued at once by the course's completion listener, and caught here
 * if that call failed).
 *
 * A periodic job (`certificates.sweep`, every 10 minutes) looks at what ended in the last LOOKBACK_DAYS, so a server
 * that was down for a day still catches up. It skips people who already hold the certificate, and `issue` is itself
 * idempotent per (person, context, subject), so two processes sweeping at once, or a sweep run twice, issue each
 * certificate once.
 */
import { and, asc, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { webinars } from '../webinars/webinars.tables.ts';
import type { WebinarService } from '../webinars/webinars.service.ts';
import { olympiadParticipants, olympiads } from '../olympiad/olympiad.tables.ts';
import { learningCourses, learningEnrolments } from '../learning/learning.tables.ts';
import type { CertificateContext } from '@nirog/shared/schemas/certificates';
import { certificates } from './certificates.tables.ts';
import type { CertificateIssuer } from './certificates.service.ts';

const LOOKBACK_DAYS = 30;
const EVERY_MS = 10 * 60_000;

export interface CertificateSweepDeps {
  db: Db;
  certificates: CertificateIssuer;
  webinars: Pick<WebinarService, 'qualifiedAttendees'>;
  now?: () => Date;
}

export function createCertificateSweep(deps: CertificateSweepDeps) {
  const { db, certificates: issuer } = deps;
  const now = deps.now ?? (() => new Date());

  async function holders(context: CertificateContext, subjectId: number): Promise<Set<number>> {
    const rows = await db.select({ userId: certificates.userId }).from(certificates).where(and(eq(certificates.context, context), eq(certificates.subjectId, subjectId)));
    return new Set(rows.map((r) => r.userId));
  }

  /** Attendees of webinars that ended in the window who stayed the required minutes. */
  async function sweepWebinars(at: Date, since: Date): Promise<number> {
    let issued = 0;
    const ended = await db.select({ id: webinars.id, title: webinars.title, endsAt: webinars.endsAt }).from(webinars).where(and(lte(webinars.endsAt, at), gt(webinars.endsAt, since)));
    for (const w of ended) {
      const have = await holders('webinar', w.id);
      for (const userId of await deps.webinars.qualifiedAttendees(w.id)) {
        if (have.has(userId)) continue;
        const r = await issuer.issue(db, { userId, context: 'webinar', subjectId: w.id, title: w.title, achievement: { kind: 'attended' }, achievedAt: w.endsAt });
        if (r.outcome === 'issued') issued++;
      }
    }
    return issued;
  }

  /** Everyone who answered in an edition that ended in the window, with their rank (ties share it, as on the boards). */
  async function sweepOlympiads(at: Date, since: Date): Promise<number> {
    let issued = 0;
    const ended = await db.select({ id: olympiads.id, title: olympiads.title, endsAt: olympiads.endsAt }).from(olympiads).where(and(lte(olympiads.endsAt, at), gt(olympiads.endsAt, since)));
    for (const o of ended) {
      const have = await holders('olympiad', o.id);
      const board = await db
        .select({ userId: olympiadParticipants.userId, score: olympiadParticipants.score, timeTakenMs: olympiadParticipants.timeTakenMs })
        .from(olympiadParticipants)
        .where(and(eq(olympiadParticipants.olympiadId, o.id), gt(olympiadParticipants.answered, 0)))
        .orderBy(desc(olympiadParticipants.score), asc(olympiadParticipants.timeTakenMs));
      let rank = 0;
      for (const [i, p] of board.entries()) {
        const prev = board[i - 1];
        if (!prev || prev.score !== p.score || prev.timeTakenMs !== p.timeTakenMs) rank = i + 1;
        if (have.has(p.userId)) continue;
        const r = await issuer.issue(db, { userId: p.userId, context: 'olympiad', subjectId: o.id, title: o.title, achievement: { kind: 'rank', rank, of: board.length }, achievedAt: o.endsAt });
        if (r.outcome === 'issued') issued++;
      }
    }
    return issued;
  }

  /** Completed enrolments without their certificate (the listener's call failed, or predates certificates). */
  async function sweepCourses(since: Date): Promise<number> {
    let issued = 0;
    const missing = await db
      .select({ userId: learningEnrolments.userId, courseId: learningEnrolments.courseId, title: learningCourses.title, completedAt: learningEnrolments.completedAt })
      .from(learningEnrolments)
      .innerJoin(learningCourses, eq(learningCourses.id, learningEnrolments.courseId))
      .where(
        and(
          isNotNull(learningEnrolments.completedAt),
          gt(learningEnrolments.completedAt, since),
          sql`NOT EXISTS (SELECT 1 FROM ${certificates} c WHERE c.user_id = ${learningEnrolments.userId} AND c.context = 'lms' AND c.subject_id = ${learningEnrolments.courseId})`,
        ),
      );
    for (const m of missing) {
      const r = await courseCompleted({ userId: m.userId, courseId: m.courseId, courseTitle: m.title, completedAt: m.completedAt! });
      if (r.outcome === 'issued') issued++;
    }
    return issued;
  }

  /** The course's completion listener: the lms certificate, at once. */
  function courseCompleted(c: { userId: number; courseId: number; courseTitle: string; completedAt: Date }) {
    return issuer.issue(db, { userId: c.userId, context: 'lms', subjectId: c.courseId, title: c.courseTitle, achievement: { kind: 'completed' }, achievedAt: c.completedAt });
  }

  async function sweep() {
    const at = now();
    const since = new Date(at.getTime() - LOOKBACK_DAYS * 24 * 60 * 60_000);
    return { webinar: await sweepWebinars(at, since), olympiad: await sweepOlympiads(at, since), lms: await sweepCourses(since) };
  }

  /** Registers the periodic job on the queue. */
  function schedule(jobs: JobQueue) {
    jobs.define('certificates.sweep', { everyMs: EVERY_MS, run: async () => void (await sweep()) });
  }

  return { sweep, courseCompleted, schedule };
}

