import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';

/**
 * The Vaidya assistant (issue 26, decision 071). What always holds:
 * - a question belongs to a user, or to a visitor known only by a keyed hash of their address (`visitor_key`), never
 *   both (CHECK); the daily quota counts these rows per owner, under a per-owner advisory lock, so parallel asks
 *   cannot pass it;
 * - `citations` are the passages the answer was composed from, as retrieved for that asker (the retrieval applies the
 *   asker's visibility), so a shared answer never shows more than its asker could see; an answer with no sources is
 *   stored with `outcome` no_sources and no citations;
 * - one feedback per answer (unique), its reaction 1 helpful or 0 not helpful (CHECK), its options the code table of
 *   packages/shared/src/assistant.ts, checked by the service against the reaction.
 */
export const assistantQuestions = pgTable(
  'assistant_questions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorKey: varchar('visitor_key', { length: 64 }),
    question: varchar('question', { length: 300 }).notNull(),
    answer: text('answer').notNull().default(''),
    /** answered | no_sources | emergency */
    outcome: varchar('outcome', { length: 12 }).notNull().default('answered'),
    /** extractive | llm */
    composer: varchar('composer', { length: 12 }).notNull().default('extractive'),
    caution: boolean('caution').notNull().default(false),
    citations: jsonb('citations').notNull().default(sql`'[]'::jsonb`),
    /** The page's other sections (discussions, medicines, vaidyas, blogs) as found for the asker. */
    sections: jsonb('sections').notNull().default(sql`'{}'::jsonb`),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assistant_questions_owner_ck', sql`(user_id IS NULL) <> (visitor_key IS NULL)`),
    check('assistant_questions_outcome_ck', sql`outcome IN ('answered', 'no_sources', 'emergency')`),
    index('assistant_questions_user_idx').on(t.userId, t.createdAt),
    index('assistant_questions_visitor_idx').on(t.visitorKey, t.createdAt),
  ],
);

export const assistantFeedback = pgTable(
  'assistant_feedback',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => assistantQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reaction: smallint('reaction').notNull(),
    options: smallint('options').array().notNull().default(sql`'{}'::smallint[]`),
    otherText: varchar('other_text', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assistant_feedback_question_uq').on(t.questionId),
    check('assistant_feedback_reaction_ck', sql`reaction IN (0, 1)`),
    index('assistant_feedback_created_idx').on(t.createdAt),
  ],
);

/**
 * The retrieval passages' embeddings (decision 077), filled by the `assistant.embed` job when an embedding model is
 * configured: one row per (passage kind, record ref, model). `embedding` is the model's vector scaled to unit length
 * (a plain `real[]`, so the same migration runs with or without pgvector; cosine similarity is then a dot product);
 * `content_hash` is the sha256 of the text embedded, so a changed text is embedded again. A row whose record is gone
 * is deleted by the job; visibility is never decided here but by the retrieval's own queries, per asker.
 */
export const assistantEmbeddings = pgTable(
  'assistant_embeddings',
  {
    kind: varchar('kind', { length: 12 }).notNull(),
    ref: varchar('ref', { length: 64 }).notNull(),
    model: varchar('model', { length: 100 }).notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    embedding: real('embedding').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.model, t.kind, t.ref] }), check('assistant_embeddings_dims_ck', sql`cardinality(embedding) > 0`)],
);
