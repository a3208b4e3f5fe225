/**
 * Seeds the demo quizzes (DEMO=1). Idempotent by title: a quiz that exists is left alone with its attempts; a new
 * one is written with a question bank of its own (decision 066) that it takes as a fixed selection, in order.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DEMO_QUIZZES } from './quiz-demo.data.ts';
import { quizBanks, quizItems, quizQuestions, quizzes } from './quiz.tables.ts';

const DAY_MS = 86_400_000;

export async function seedDemoQuizzes(db: DbOrTx, now = new Date()): Promise<number> {
  const existing = new Set((await db.select({ title: quizzes.title }).from(quizzes).where(inArray(quizzes.title, DEMO_QUIZZES.map((q) => q.title)))).map((r) => r.title));
  for (const q of DEMO_QUIZZES) {
    if (existing.has(q.title)) continue;
    const createdAt = new Date(now.getTime() - q.ageDays * DAY_MS);
    const [bank] = await db.insert(quizBanks).values({ title: q.title.slice(0, 120), description: q.description, createdAt, updatedAt: createdAt }).returning({ id: quizBanks.id });
    const [made] = await db
      .insert(quizzes)
      .values({ title: q.title, topic: q.topic, description: q.description, difficulty: q.difficulty, timeLimitSeconds: q.minutes * 60, selection: 'fixed', published: true, createdAt })
      .returning({ id: quizzes.id });
    const questions = await db
      .insert(quizQuestions)
      .values(
        q.questions.map(([prompt, options, correct, explanation, reference]) => ({
          bankId: bank!.id,
          kind: correct.length > 1 ? 'multiple' : 'single',
          prompt,
          options,
          correct,
          explanation,
          references: [reference],
          difficulty: q.difficulty,
          tags: [q.topic.toLowerCase()],
          createdAt,
        })),
      )
      .returning({ id: quizQuestions.id });
    await db.insert(quizItems).values(questions.map((row, i) => ({ quizId: made!.id, questionId: row.id, position: i + 1 })));
  }
  return DEMO_QUIZZES.length;
}
