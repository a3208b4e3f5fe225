/**
 * Seeds the demo library (DEMO=1). Idempotent by course title: a course that exists is left alone with its
 * enrolments; categories are found by title or made.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DEMO_LEARNING } from './learning-demo.data.ts';
import { learningCategories, learningCourses, learningTopics, learningVideos } from './learning.tables.ts';

export async function seedDemoLearning(db: DbOrTx): Promise<number> {
  let made = 0;
  for (const [i, cat] of DEMO_LEARNING.entries()) {
    let [c] = await db.select({ id: learningCategories.id }).from(learningCategories).where(eq(learningCategories.title, cat.title));
    c ??= (await db.insert(learningCategories).values({ title: cat.title, description: cat.description, sortOrder: i + 1 }).returning({ id: learningCategories.id }))[0]!;
    for (const course of cat.courses) {
      const [exists] = await db.select({ id: learningCourses.id }).from(learningCourses).where(eq(learningCourses.title, course.title));
      if (exists) continue;
      const [row] = await db
        .insert(learningCourses)
        .values({ categoryId: c.id, title: course.title, summary: course.summary, description: course.description, pricePaise: course.pricePaise, published: true })
        .returning({ id: learningCourses.id });
      for (const [p, topic] of course.topics.entries()) {
        const [tp] = await db.insert(learningTopics).values({ courseId: row!.id, position: p + 1, title: topic.title, description: topic.description }).returning({ id: learningTopics.id });
        await db.insert(learningVideos).values({ topicId: tp!.id, position: 1, title: topic.video.title, kind: 'file', source: topic.video.file, durationSeconds: topic.video.seconds });
      }
      made++;
    }
  }
  return made;
}
