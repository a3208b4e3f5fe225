/**
 * The assistant's passage embeddings (issue 26 part 1, decision 077), used only when an embedding model is configured
 * (EMBEDDING_BASE_URL ...):
 * - `sync` (the `assistant.embed` job, every 5 minutes, and again at once while texts are left): the text of every
 *   passage the retrieval can return (glossary, conditions, treatment categories, non-draft articles, feed posts not
 *   hidden, active products, listed doctors) is hashed with the model; only a text whose hash is not stored is sent,
 *   in batches of BATCH, and upserted, so a run twice embeds nothing twice, and rows whose record is gone (or hidden,
 *   deactivated, unlisted) are deleted. Two runs at once write the same rows (ON CONFLICT), never twice.
 * - `nearest`: the question's vector (unit length, as the stored ones) against the stored ones of the same model and
 *   length, cosine similarity as a dot product computed in SQL over `real[]` (the same on PGlite and on a server
 *   without pgvector), each kind's best at or above MIN_SIMILARITY. These are candidates only: the retrieval fetches
 *   them through its own per-kind queries, which apply the asker's visibility (a hidden or practitioners-only post is
 *   never returned to whom may not see it, whatever its vector).
 */
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { SourceKind } from '@nirog/shared/assistant';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { EmbeddingProvider } from '../../providers/llm/embedding.provider.ts';
import { listedDoctor } from '../care/directory.service.ts';

export const EMBED_JOB = 'assistant.embed';
const EVERY_MS = 5 * 60_000;
/** Texts per request to the model. */
const BATCH = 64;
/** Texts per job run; more left: the job is enqueued again at once. */
const MAX_PER_RUN = 1024;
/** Characters of a passage embedded (its title and beginning: well within any model's input limit). */
const MAX_CHARS = 2000;
/** Below this cosine similarity a passage is not a candidate (models' unrelated texts score about 0-0.25). */
export const MIN_SIMILARITY = 0.3;
const QUESTION_TIMEOUT_MS = 5_000;

type Row = Record<string, unknown>;
const rows = async (db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;

/** Every passage's text as the retrieval's kinds name it (kind, ref): what is embedded. */
const SOURCES = sql`
  SELECT 'glossary' AS kind, id::text AS ref, name || ' (' || devanagari || '). ' || summary || ' ' || body AS text FROM knowledge_glossary
  UNION ALL SELECT 'condition', id::text, name || '. ' || summary || ' ' || about || ' ' || care FROM knowledge_conditions
  UNION ALL SELECT 'treatment', slug, name || '. ' || summary || ' ' || body FROM knowledge_categories
  UNION ALL SELECT 'article', id::text, title || '. ' || summary || ' ' || body_text FROM articles WHERE status <> 'draft'
  UNION ALL SELECT 'post', p.id::text, p.text FROM feed_posts p JOIN users au ON au.id = p.author_id WHERE p.hidden_at IS NULL AND au.deactivated_at IS NULL
  UNION ALL SELECT 'product', id::text, name || '. ' || search_text FROM products WHERE active
  UNION ALL SELECT 'doctor', d.user_id::text, u.full_name || '. ' || coalesce(d.headline, '') || ' ' || d.city || ' ' || coalesce((SELECT string_agg(pe.data->>'name', ' ') FROM profile_entries pe WHERE pe.user_id = d.user_id AND pe.section = 'specializations'), '')
    FROM care_doctors d JOIN users u ON u.id = d.user_id JOIN doctor_profiles dp ON dp.user_id = d.user_id WHERE ${listedDoctor}`;

export function unit(v: number[]): number[] {
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return norm > 0 ? v.map((x) => x / norm) : v;
}
const arrayLiteral = (v: number[]) => `{${v.map((x) => (Number.isFinite(x) ? x : 0)).join(',')}}`;
const hashOf = (model: string, text: string) => crypto.createHash('sha256').update(`${model}\n${text}`).digest('hex');

export interface Near {
  ref: string;
  sim: number;
}

export function createEmbeddingIndex({ db, provider, now = () => new Date() }: { db: Db; provider: EmbeddingProvider; now?: () => Date }) {
  const model = provider.model;

  /** Embeds what is new or changed (at most `max` texts), deletes what is gone; `left` texts remain for a next run. */
  async function sync({ max = MAX_PER_RUN }: { max?: number } = {}): Promise<{ embedded: number; deleted: number; left: number }> {
    const sources = (await rows(db, SOURCES)).map((r) => {
      const text = String(r.text ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_CHARS);
      return { kind: String(r.kind), ref: String(r.ref), text, hash: hashOf(model, text) };
    });
    const stored = new Map((await rows(db, sql`SELECT kind, ref, content_hash FROM assistant_embeddings WHERE model = ${model}`)).map((r) => [`${r.kind}:${r.ref}`, String(r.content_hash)]));
    const live = new Set(sources.map((s) => `${s.kind}:${s.ref}`));
    const gone = [...stored.keys()].filter((k) => !live.has(k));
    for (let i = 0; i < gone.length; i += 500) {
      const keys = gone.slice(i, i + 500);
      await db.execute(sql`DELETE FROM assistant_embeddings WHERE model = ${model} AND kind || ':' || ref IN (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
    }
    const stale = sources.filter((s) => s.text && stored.get(`${s.kind}:${s.ref}`) !== s.hash);
    const todo = stale.slice(0, max);
    for (let i = 0; i < todo.length; i += BATCH) {
      const batch = todo.slice(i, i + BATCH);
      const vectors = await provider.embed(batch.map((s) => s.text));
      const at = now();
      const values = batch.map((s, j) => sql`(${s.kind}, ${s.ref}, ${model}, ${s.hash}, ${arrayLiteral(unit(vectors[j]!))}::real[], ${at})`);
      await db.execute(sql`INSERT INTO assistant_embeddings (kind, ref, model, content_hash, embedding, updated_at) VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (model, kind, ref) DO UPDATE SET content_hash = excluded.content_hash, embedding = excluded.embedding, updated_at = excluded.updated_at`);
    }
    return { embedded: todo.length, deleted: gone.length, left: stale.length - todo.length };
  }

  /** Each kind's stored passages closest to the question, best first, at most `perKind` each. */
  async function nearest(question: string, kinds: readonly SourceKind[], perKind: number): Promise<Partial<Record<SourceKind, Near[]>>> {
    if (!kinds.length) return {};
    const [raw] = await provider.embed([question], AbortSignal.timeout(QUESTION_TIMEOUT_MS));
    const q = unit(raw!);
    const found = await rows(
      db,
      sql`SELECT kind, ref, sim FROM (
          SELECT kind, ref, sim, row_number() OVER (PARTITION BY kind ORDER BY sim DESC, ref) AS n FROM (
            SELECT e.kind, e.ref, (SELECT sum(a::float8 * b::float8) FROM unnest(e.embedding, ${arrayLiteral(q)}::real[]) AS t(a, b)) AS sim
            FROM assistant_embeddings e WHERE e.model = ${model} AND cardinality(e.embedding) = ${q.length}
              AND e.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})) s
          WHERE sim >= ${MIN_SIMILARITY}) x
        WHERE n <= ${perKind} ORDER BY kind, sim DESC`,
    );
    const out: Partial<Record<SourceKind, Near[]>> = {};
    for (const r of found) (out[r.kind as SourceKind] ??= []).push({ ref: String(r.ref), sim: Number(r.sim) });
    return out;
  }

  /** Registers the job: periodic, and enqueued again at once while texts are left. */
  function schedule(jobs: JobQueue) {
    jobs.define(EMBED_JOB, {
      everyMs: EVERY_MS,
      maxAttempts: 3,
      run: async () => {
        const r = await sync();
        if (r.left > 0) await jobs.enqueue(EMBED_JOB, {});
      },
    });
  }

  return { model, sync, nearest, schedule };
}

export type EmbeddingIndex = ReturnType<typeof createEmbeddingIndex>;
