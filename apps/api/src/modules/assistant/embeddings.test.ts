/**
 * Vector similarity for the Vaidya assistant (issue 26 part 1, decision 077), against a loopback server speaking the
 * OpenAI embeddings protocol with deterministic vectors: the made-up words "zorblax" (in passages) and "quimvel" (in
 * questions) are one concept, so a question sharing no word with a passage is close to it in meaning. The job embeds
 * in batches, once per text (a changed text again), and deletes what is gone; a question finds the close passage; a
 * hidden post, though its vector is stored, is never returned, nor a practitioners-only one to a patient; the model
 * down leaves the text ranking. Without a model (assistant.test.ts) everything is as before.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { makeDoctor, makePatient, type Actor } from '../care/care-test-kit.ts';
import { seedDemoKnowledge } from '../knowledge/knowledge.seed.ts';
import { embeddingConfig } from '../../config.ts';
import { EMBED_JOB } from './embeddings.ts';

const DIMS = 16;
/** The loopback model: a concept dimension for the synonyms, a faint hashed dimension for every other word. */
function vectorOf(text: string): number[] {
  const v = new Array<number>(DIMS).fill(0);
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (w === 'zorblax' || w === 'quimvel') v[0]! += 1;
    else v[1 + ([...w].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % (DIMS - 1))]! += 0.05;
  }
  return v;
}

let server: http.Server;
let t: TestApp;
let doctor: Actor;
let patient: Actor;
let openPost: number;
let hiddenPost: number;
let closedPost: number;
/** Every request the loopback model received. */
const requests: Array<{ auth?: string; model: string; input: string[] }> = [];
let down = false;

type Entity = { outcome: string; citations: Array<{ kind: string; ref: string }>; sections: { discussions: Array<{ ref: string }> } };
const posts = (e: Entity) => [...new Set([...e.citations.filter((c) => c.kind === 'post').map((c) => c.ref), ...e.sections.discussions.map((d) => d.ref)])];
const ask = async (who: Actor, question: string): Promise<Entity> => {
  t.clock.now = new Date(t.clock.now.getTime() + 13_000);
  const r = await t.app.inject({ method: 'POST', url: '/api/pub/v1/assistant/ask', payload: { question }, headers: { 'access-token': who.token } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().entity;
};
const runJob = async () => {
  await t.app.jobs.enqueue(EMBED_JOB, {});
  await t.app.jobs.tick();
};
const inputs = () => requests.filter((r) => r.input.length !== 1 || !/quimvel/.test(r.input[0]!)).flatMap((r) => r.input);
const stored = async () => (await t.db.database.query<{ kind: string; ref: string; model: string; n: number }>(`SELECT kind, ref, model, cardinality(embedding) AS n FROM assistant_embeddings ORDER BY kind, ref`));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; input: string[] };
      requests.push({ auth: req.headers.authorization, model: body.model, input: body.input });
      if (req.url !== '/v1/embeddings' || down) {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"unavailable"}}');
        return;
      }
      // Answered in reverse order, each with its index: the client must place them by index.
      const data = body.input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) })).reverse();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  t = await createTestApp({ otpSendsPerIp: 10_000, embeddings: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'test-embed', apiKey: 'sk-embed' } });
  t.clock.now = new Date('2030-03-01T04:30:00Z');
  await seedDemoKnowledge(t.db.database);
  doctor = await makeDoctor(t, '9855500301', { fullName: 'Vector Doctor' });
  patient = await makePatient(t, '9855500302');
  const post = async (text: string, only: boolean) =>
    (await t.db.database.query<{ id: number }>(`INSERT INTO feed_posts (author_id, text, practitioners_only, created_at) VALUES ($1, $2, $3, now()) RETURNING id`, [doctor.id, text, only]))[0]!.id;
  openPost = await post('Brahmi ghee calmed my zorblax within a week.', false);
  hiddenPost = await post('Jatamansi oil settled a stubborn zorblax.', false);
  closedPost = await post('Tagara root for zorblax, a practitioners-only case.', true);
}, 180_000);
afterAll(async () => {
  await t.close();
  server.close();
});

describe('vector similarity with an OpenAI-compatible embedding model', () => {
  it('before anything is embedded, a question sharing no word with the passages finds nothing', async () => {
    const e = await ask(doctor, 'quimvel');
    expect(e.outcome).toBe('no_sources');
    expect(posts(e)).toEqual([]);
  });

  it('the job embeds every passage once, in batches, with the model and key; a changed text again; a gone one is deleted', async () => {
    requests.length = 0;
    await runJob();
    const first = inputs().length;
    const rows = await stored();
    // Every glossary entry, condition and category of the seed and the three posts, one row each, unit vectors of 16.
    expect(rows.length).toBe(first);
    expect(rows.filter((r) => r.kind === 'post').map((r) => Number(r.ref)).sort()).toEqual([openPost, hiddenPost, closedPost].sort());
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['glossary', 'condition', 'treatment', 'post']));
    expect(rows.every((r) => r.model === 'test-embed' && Number(r.n) === DIMS)).toBe(true);
    expect(requests.every((r) => r.auth === 'Bearer sk-embed' && r.model === 'test-embed' && r.input.length <= 64)).toBe(true);
    expect(requests.length).toBe(Math.ceil(first / 64));

    requests.length = 0;
    await runJob();
    expect(inputs()).toEqual([]);

    await t.db.database.query(`UPDATE feed_posts SET text = 'Brahmi ghee calmed my zorblax within a week, and sleep came back.' WHERE id = $1`, [openPost]);
    await runJob();
    expect(inputs()).toEqual(['Brahmi ghee calmed my zorblax within a week, and sleep came back.']);
    expect((await stored()).length).toBe(rows.length);
  });

  it('a question with no word in common but a close embedding retrieves the passage; a hidden post never, a closed one not for a patient', async () => {
    // Hidden after it was embedded: its vector is stored and as close as the open post's.
    await t.db.database.query(`UPDATE feed_posts SET hidden_at = now() WHERE id = $1`, [hiddenPost]);
    expect((await stored()).some((r) => r.kind === 'post' && Number(r.ref) === hiddenPost)).toBe(true);

    const forDoctor = await ask(doctor, 'quimvel');
    expect(forDoctor.outcome).toBe('answered');
    expect(forDoctor.citations.map((c) => `${c.kind}:${c.ref}`)).toContain(`post:${openPost}`);
    expect(posts(forDoctor)).toContain(String(closedPost));
    expect(posts(forDoctor)).not.toContain(String(hiddenPost));

    const forPatient = await ask(patient, 'quimvel');
    expect(posts(forPatient)).toContain(String(openPost));
    expect(posts(forPatient)).not.toContain(String(hiddenPost));
    expect(posts(forPatient)).not.toContain(String(closedPost));

    // The next run deletes the hidden post's vector.
    await runJob();
    expect((await stored()).some((r) => r.kind === 'post' && Number(r.ref) === hiddenPost)).toBe(false);
  });

  it('the model down: the question is answered from the text ranking alone', async () => {
    down = true;
    try {
      expect((await ask(patient, 'quimvel')).outcome).toBe('no_sources');
      const e = await ask(patient, 'What does Vata dosha govern?');
      expect(e.outcome).toBe('answered');
      expect(e.citations.length).toBeGreaterThan(0);
    } finally {
      down = false;
    }
  });
});

describe('EMBEDDING_* configuration', () => {
  it('off without EMBEDDING_BASE_URL; an address needs a model; a bad address is refused', () => {
    expect(embeddingConfig({})).toBeNull();
    expect(embeddingConfig({ EMBEDDING_BASE_URL: 'https://api.openai.com/v1/', EMBEDDING_MODEL: 'text-embedding-3-small', EMBEDDING_API_KEY: ' sk-x ' })).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'text-embedding-3-small',
      apiKey: 'sk-x',
    });
    expect(() => embeddingConfig({ EMBEDDING_BASE_URL: 'https://api.openai.com/v1' })).toThrow(/EMBEDDING_MODEL/);
    expect(() => embeddingConfig({ EMBEDDING_BASE_URL: 'ftp://example.com', EMBEDDING_MODEL: 'm' })).toThrow(/http\(s\)/);
    expect(() => embeddingConfig({ EMBEDDING_BASE_URL: 'not a url', EMBEDDING_MODEL: 'm' })).toThrow(/EMBEDDING_BASE_URL/);
  });
});
