/**
 * Seeds the demo quizzes (DEMO=1). Idempotent by title: a quiz that exists is left alone with its attempts; a new
 * one is written with its questions in one insert each.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DEMO_QUIZZES } from './quiz-demo.data.ts';
import { quizQuestions, quizzes } from './quiz.tables.ts';

const DAY_MS = 86_400_000;

export async function seedDemoQuizzes(db: DbOrTx, now = new Date()): Promise<number> {
  const existing = new Set((await db.select({ title: quizzes.title }).from(quizzes).where(inArray(quizzes.title, DEMO_QUIZZES.map((q) => q.title)))).map((r) => r.title));
  for (const q of DEMO_QUIZZES) {
    if (existing.has(q.title)) continue;
    const [made] = await db
      .insert(quizzes)
      .values({ title: q.title, topic: q.topic, description: q.description, difficulty: q.difficulty, timeLimitSeconds: q.minutes * 60, createdAt: new Date(now.getTime() - q.ageDays * DAY_MS) })
      .returning({ id: quizzes.id });
    await db.insert(quizQuestions).values(
      q.questions.map(([prompt, options, correct, explanation, reference], i) => ({ quizId: made!.id, position: i + 1, kind: correct.length > 1 ? 'multiple' : 'single', prompt, options, correct, explanation, reference })),
    );
  }
  return DEMO_QUIZZES.length;
}
