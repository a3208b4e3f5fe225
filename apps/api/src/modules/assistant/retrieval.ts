/**
 * Retrieval for the Vaidya assistant and universal search (issue 26, decision 071): one query over the glossary, the
 * treatment categories and conditions (knowledge module), published articles, feed posts, products, listed doctors and
 * listed clinics, each kind's rows ranked by PostgreSQL full-text rank plus pg_trgm name likeness.
 *
 * - Words, not phrases: a question is split into words (letters or digits, Latin or Devanagari), common question words
 *   dropped, and OR'd into one tsquery (english and simple configurations, as the knowledge search does), so "Which
 *   herbs support liver health?" finds what mentions liver or herbs, ranked by how much and where (names weigh most).
 * - Misspellings and transliterations ("aswagandha", "ashwgandha"): each word no source uses is also searched as its
 *   closest known word, with the catalog's edit-distance corrector (catalog/spelling.ts) over a dictionary of every
 *   word of the sources' names and summaries; and a name that looks like a short query (`word_similarity`) matches.
 * - Visibility is applied in SQL, per asker: articles only once published; posts never hidden, never by a deactivated
 *   author, and practitioners-only posts only for a viewer whose Feed access is read or write (the feeds module's rule);
 *   products only active; doctors and clinics only listed (the care directory's own conditions).
 * - Vector similarity (decision 077), for the assistant's questions when an embedding model is configured: each kind's
 *   passages closest to the question (embeddings.ts) are fetched through the same kind's query, its visibility
 *   conditions unchanged, by id instead of by text match, and fused with the text ranking: a passage's score is its
 *   text score plus VECTOR_WEIGHT times its cosine similarity, so a passage sharing no word with the question but
 *   close in meaning is found, and one found both ways ranks above either alone. Without a model, or when it fails,
 *   the ranking is the text ranking alone.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SourceKind } from '@nirog/shared/assistant';
import { glossaryPath, healthConditionPath, treatmentCategoryPath } from '@nirog/shared/knowledge';
import { doctorPath, clinicPath } from '@nirog/shared/care';
import type { DbOrTx } from '../../db/client.ts';
import { closestWord, dictionaryOf, type Dictionary } from '../catalog/spelling.ts';
import { listedClinic, listedDoctor } from '../care/directory.service.ts';
import type { EmbeddingIndex, Near } from './embeddings.ts';

/** A passage's score gains this much per unit of cosine similarity (text scores run from about 0.05 to 1.5). */
export const VECTOR_WEIGHT = 0.25;

export interface Passage {
  kind: SourceKind;
  /** The record's id (a treatment category's slug). */
  ref: string;
  title: string;
  path: string;
  text: string;
  score: number;
}

export interface Viewer {
  userId: number | null;
  /** Feed access read or write: practitioners-only posts are theirs to see. */
  seesPractitionerPosts: boolean;
}

/** Question words and words every Ayurvedic source uses: they would match everything and rank nothing. */
const STOP = new Set(
  'what which who whom whose when where why how is are was were be been do does did can could should would will shall may might the a an of for to in on at by with about and or not my me i we our you your it its this that these those there their them they he she his her any some more most best good better tell give list explain please use used using help helps helpful ayurveda ayurvedic ayurvedically according per role also like get take taking health support supports tips remedy remedies treat treatment manage managed management'.split(' '),
);

const DICTIONARY_TTL_MS = 10 * 60_000;

type Row = Record<string, unknown>;
const rows = async (db: DbOrTx, q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;

export interface QueryTerms {
  /** The words searched, each with its correction when it has one. */
  words: Array<{ word: string; fix: string | null }>;
  /** The query for to_tsquery: 'w1' | ('w2' | 'fix2') ... ; empty when no word is left. */
  tsquery: string;
  /** The query as typed, trimmed and lower-cased, for name likeness. */
  text: string;
}

export interface RetrievalDeps {
  db: DbOrTx;
  now?: () => Date;
  /** The passage embeddings when an embedding model is configured (decision 077). */
  vectors?: EmbeddingIndex | null;
  /** Where a failed question embedding is reported (the text ranking still answers). */
  onVectorError?: (err: unknown) => void;
}

export function createRetrieval({ db, now = () => new Date(), vectors = null, onVectorError }: RetrievalDeps) {
  let dict: { at: number; value: Promise<Dictionary> } | null = null;

  function dictionary(): Promise<Dictionary> {
    const at = Date.now();
    if (!dict || at - dict.at > DICTIONARY_TTL_MS) {
      const value = rows(
        db,
        sql`SELECT word, ndoc FROM ts_stat($$
          SELECT to_tsvector('simple', name || ' ' || summary) FROM knowledge_glossary
          UNION ALL SELECT to_tsvector('simple', name || ' ' || summary) FROM knowledge_conditions
          UNION ALL SELECT to_tsvector('simple', name || ' ' || summary) FROM knowledge_categories
          UNION ALL SELECT to_tsvector('simple', title || ' ' || summary) FROM articles WHERE status <> 'draft'
          UNION ALL SELECT to_tsvector('simple', search_text) FROM products WHERE active
        $$) WHERE word ~ '^[a-z]{3,}$'`,
      ).then((r) => dictionaryOf(r as Array<{ word: string; ndoc: number }>));
      value.catch(() => (dict = null));
      dict = { at, value };
    }
    return dict.value;
  }

  async function terms(query: string): Promise<QueryTerms> {
    const text = query.toLowerCase().replace(/\s+/g, ' ').trim();
    const raw = [...new Set(text.match(/[\p{L}\p{M}]+|\d+/gu) ?? [])];
    const kept = raw.filter((w) => w.length >= 2 && !STOP.has(w));
    const d = await dictionary();
    const words = (kept.length ? kept : raw.filter((w) => w.length >= 2)).slice(0, 12).map((word) => {
      const fix = /^[a-z]+$/.test(word) && !d.words.has(word) ? closestWord(d, word) : null;
      return { word, fix: fix && fix !== word ? fix : null };
    });
    // Only letters and digits reach to_tsquery: each word quoted, nothing a user typed can be an operator.
    const tsquery = words.map(({ word, fix }) => (fix ? `('${word}' | '${fix}')` : `'${word}'`)).join(' | ');
    return { words, tsquery, text };
  }

  /** Each kind's best rows for the query, at most `limit` each, best first. */
  async function search(viewer: Viewer, query: string, kinds: readonly SourceKind[], limit: number, opts: { semantic?: boolean } = {}): Promise<Record<SourceKind, Passage[]>> {
    const out = { glossary: [], condition: [], treatment: [], article: [], post: [], product: [], doctor: [], clinic: [] } as Record<SourceKind, Passage[]>;
    const q = await terms(query);
    if (!q.tsquery) return out;
    const tsq = sql`(to_tsquery('english', ${q.tsquery}) || to_tsquery('simple', ${q.tsquery}))`;
    const short = q.words.length <= 3;
    const fixed = q.words.map((w) => w.fix ?? w.word).join(' ');
    // A name that appears in the question ("what is ashwagandha") or, for a short query, that looks like it.
    const likeness = (name: SQL) =>
      short
        ? sql`greatest(word_similarity(lower(${name}), ${q.text}), word_similarity(${q.text}, lower(${name})), word_similarity(${fixed}, lower(${name})))`
        : sql`word_similarity(lower(${name}), ${q.text})`;
    const matches = (vector: SQL, name: SQL) => sql`(${vector} @@ ${tsq} OR ${likeness(name)} >= ${short ? 0.6 : 0.9})`;
    const score = (vector: SQL, name: SQL) => sql`(ts_rank(${vector}, ${tsq}) + 0.5 * (${likeness(name)} >= 0.8)::int + 0.3 * ${likeness(name)})`;
    const at = now();

    /** A kind's query: its rows matching the text, or (cond) those whose id the condition names, visibility unchanged. */
    const queries: Partial<Record<SourceKind, (cond?: (id: SQL) => SQL) => Promise<Passage[]>>> = {
      glossary: async (cond) =>
        (await rows(db, sql`SELECT id, slug, name, devanagari, summary, body, ${score(sql`search_vector`, sql`name`)} AS score FROM knowledge_glossary
          WHERE ${cond?.(sql`id`) ?? sql`(${matches(sql`search_vector`, sql`name`)} OR devanagari = ${query.trim()})`} ORDER BY score DESC, name LIMIT ${limit}`)).map((r) => ({
          kind: 'glossary', ref: String(r.id), title: `${r.name} (${r.devanagari})`, path: glossaryPath(String(r.slug)), text: `${r.summary} ${r.body}`, score: Number(r.score),
        })),
      condition: async (cond) =>
        (await rows(db, sql`SELECT id, slug, name, summary, about, care, ${score(sql`search_vector`, sql`name`)} AS score FROM knowledge_conditions
          WHERE ${cond?.(sql`id`) ?? matches(sql`search_vector`, sql`name`)} ORDER BY score DESC, name LIMIT ${limit}`)).map((r) => ({
          kind: 'condition', ref: String(r.id), title: String(r.name), path: healthConditionPath(String(r.slug)), text: `${r.summary} ${r.about} ${r.care}`, score: Number(r.score),
        })),
      treatment: async (cond) =>
        (await rows(db, sql`SELECT slug, name, summary, body, ${score(sql`search_vector`, sql`name`)} AS score FROM knowledge_categories
          WHERE ${cond?.(sql`slug`) ?? matches(sql`search_vector`, sql`name`)} ORDER BY score DESC, sort_order LIMIT ${limit}`)).map((r) => ({
          kind: 'treatment', ref: String(r.slug), title: String(r.name), path: treatmentCategoryPath(String(r.slug)), text: `${r.summary} ${r.body}`, score: Number(r.score),
        })),
      article: async (cond) =>
        (await rows(db, sql`SELECT id, media_type, language, category, slug, title, summary, body_text, ${score(sql`search_vector`, sql`title`)} AS score FROM articles
          WHERE status <> 'draft' AND publish_at <= ${at} AND ${cond?.(sql`id`) ?? matches(sql`search_vector`, sql`title`)} ORDER BY score DESC, publish_at DESC LIMIT ${limit}`)).map((r) => ({
          kind: 'article', ref: String(r.id), title: String(r.title), path: `/${r.media_type}/${r.language}/${r.category}/${r.slug}`, text: `${r.summary} ${r.body_text}`, score: Number(r.score),
        })),
      post: async (cond) => {
        const vector = sql`to_tsvector('english', p.text)`;
        return (await rows(db, sql`SELECT p.id, p.text, au.full_name, ts_rank(${vector}, ${tsq}) AS score FROM feed_posts p JOIN users au ON au.id = p.author_id
          WHERE au.status = 1 AND au.deactivated_at IS NULL AND p.hidden_at IS NULL ${viewer.seesPractitionerPosts ? sql`` : sql`AND NOT p.practitioners_only`}
            AND ${cond?.(sql`p.id`) ?? sql`${vector} @@ ${tsq}`} ORDER BY score DESC, p.likes_count DESC, p.id DESC LIMIT ${limit}`)).map((r) => ({
          kind: 'post', ref: String(r.id), title: `${r.full_name}: ${String(r.text).slice(0, 80)}`, path: `/feeds/${r.id}`, text: String(r.text), score: Number(r.score),
        }));
      },
      product: async (cond) => {
        const s = q.words.map((w) => w.fix ?? w.word).join(' ');
        return (await rows(db, sql`SELECT p.id, p.slug, p.name, p.search_text, ts_rank(p.search_vector, ${tsq}) + 0.3 * greatest(word_similarity(${s}, p.name), word_similarity(lower(p.name), ${q.text})) AS score FROM products p
          WHERE p.active AND ${cond?.(sql`p.id`) ?? sql`(p.search_vector @@ ${tsq} OR ${s} <% p.name)`} ORDER BY score DESC, p.sold_count DESC, p.id LIMIT ${limit}`)).map((r) => ({
          kind: 'product', ref: String(r.id), title: String(r.name), path: `/medicines/${r.slug}`, text: String(r.search_text).slice(0, 400), score: Number(r.score),
        }));
      },
      doctor: async (cond) => {
        const doc = sql`(u.full_name || ' ' || coalesce(d.headline, '') || ' ' || d.city || ' ' || coalesce((SELECT string_agg(pe.data->>'name', ' ') FROM profile_entries pe WHERE pe.user_id = d.user_id AND pe.section = 'specializations'), ''))`;
        const vector = sql`to_tsvector('english', ${doc})`;
        return (await rows(db, sql`SELECT d.user_id, d.city_slug, d.slug, d.city, u.full_name, u.salutation, d.headline, ${doc} AS doc, ${score(vector, sql`u.full_name`)} AS score
          FROM care_doctors d JOIN users u ON u.id = d.user_id JOIN doctor_profiles dp ON dp.user_id = d.user_id
          WHERE ${listedDoctor} AND ${cond?.(sql`d.user_id`) ?? matches(vector, sql`u.full_name`)} ORDER BY score DESC, d.rating_count DESC, d.user_id LIMIT ${limit}`)).map((r) => ({
          kind: 'doctor', ref: String(r.user_id), title: `${r.salutation === 1 ? 'Dr. ' : ''}${r.full_name}`, path: doctorPath(String(r.city_slug), String(r.slug)), text: `${r.headline ?? ''} · ${r.city}`, score: Number(r.score),
        }));
      },
      clinic: async (cond) => {
        const doc = sql`(c.name || ' ' || c.city || ' ' || coalesce(c.locality, '') || ' ' || array_to_string(c.services, ' ') || ' ' || coalesce(c.about, ''))`;
        const vector = sql`to_tsvector('english', ${doc})`;
        return (await rows(db, sql`SELECT c.id, c.city_slug, c.slug, c.name, c.city, c.locality, ${score(vector, sql`c.name`)} AS score
          FROM care_clinics c JOIN users ou ON ou.id = c.owner_user_id JOIN doctor_profiles op ON op.user_id = c.owner_user_id
          WHERE ${listedClinic} AND ${cond?.(sql`c.id`) ?? matches(vector, sql`c.name`)} ORDER BY score DESC, c.rating_count DESC, c.id LIMIT ${limit}`)).map((r) => ({
          kind: 'clinic', ref: String(r.id), title: String(r.name), path: clinicPath(String(r.city_slug), String(r.slug)), text: [r.locality, r.city].filter(Boolean).join(', '), score: Number(r.score),
        }));
      },
    };
    let near: Partial<Record<SourceKind, Near[]>> = {};
    if (opts.semantic && vectors) {
      try {
        near = await vectors.nearest(query, kinds, limit);
      } catch (err) {
        onVectorError?.(err);
      }
    }
    // One connection on PGlite: run the kinds one after another (they are small, indexed queries).
    for (const kind of kinds) {
      const byText = (await queries[kind]?.()) ?? [];
      const close = near[kind] ?? [];
      if (!close.length) {
        out[kind] = byText;
        continue;
      }
      // The close passages the asker may see, by id through the same query; score: text score + weighted similarity.
      const sim = new Map(close.map((n) => [n.ref, n.sim]));
      const list = sql.join(close.map((n) => sql`${n.ref}`), sql`, `);
      const byVector = (await queries[kind]!((id) => sql`(${id})::text IN (${list})`)).map((p) => ({ ...p, score: p.score + VECTOR_WEIGHT * sim.get(p.ref)! }));
      const fused = new Map(byText.map((p) => [p.ref, p]));
      for (const p of byVector) fused.set(p.ref, p);
      out[kind] = [...fused.values()].sort((a, b) => b.score - a.score).slice(0, limit);
    }
    return out;
  }

  /**
   * Of the cited passages, those whose record still exists and is still the viewer's to see (`kind:ref` keys): an
   * answer's citations are checked again when it is complete (decision 077), since a model may take seconds.
   */
  async function stillVisible(viewer: Viewer, passages: readonly Passage[]): Promise<Set<string>> {
    const out = new Set<string>();
    const refs = (kind: SourceKind) => passages.filter((p) => p.kind === kind).map((p) => p.ref);
    const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
    const checks: Array<[SourceKind, (r: string[]) => SQL]> = [
      ['glossary', (r) => sql`SELECT id::text AS ref FROM knowledge_glossary WHERE id::text IN (${list(r)})`],
      ['condition', (r) => sql`SELECT id::text AS ref FROM knowledge_conditions WHERE id::text IN (${list(r)})`],
      ['treatment', (r) => sql`SELECT slug AS ref FROM knowledge_categories WHERE slug IN (${list(r)})`],
      ['article', (r) => sql`SELECT id::text AS ref FROM articles WHERE id::text IN (${list(r)}) AND status <> 'draft' AND publish_at <= ${now()}`],
      ['post', (r) => sql`SELECT p.id::text AS ref FROM feed_posts p JOIN users au ON au.id = p.author_id
        WHERE p.id::text IN (${list(r)}) AND au.status = 1 AND au.deactivated_at IS NULL AND p.hidden_at IS NULL ${viewer.seesPractitionerPosts ? sql`` : sql`AND NOT p.practitioners_only`}`],
    ];
    for (const [kind, query] of checks) {
      const r = refs(kind);
      if (r.length) for (const row of await rows(db, query(r))) out.add(`${kind}:${row.ref}`);
    }
    return out;
  }

  /** Top listed doctors by rating, for the assistant's "top vaidyas" when no doctor matches the question. */
  async function topDoctors(limit: number): Promise<Passage[]> {
    return (await rows(db, sql`SELECT d.user_id, d.city_slug, d.slug, d.city, u.full_name, u.salutation, d.headline FROM care_doctors d JOIN users u ON u.id = d.user_id JOIN doctor_profiles dp ON dp.user_id = d.user_id
      WHERE ${listedDoctor} ORDER BY d.rating_count DESC, d.rating_total DESC, d.user_id LIMIT ${limit}`)).map((r) => ({
      kind: 'doctor', ref: String(r.user_id), title: `${r.salutation === 1 ? 'Dr. ' : ''}${r.full_name}`, path: doctorPath(String(r.city_slug), String(r.slug)), text: `${r.headline ?? ''} · ${r.city}`, score: 0,
    }));
  }

  return { terms, search, topDoctors, stillVisible };
}

export type Retrieval = ReturnType<typeof createRetrieval>;
