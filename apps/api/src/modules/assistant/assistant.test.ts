/**
 * The Vaidya assistant and universal search (issue 26, decision 071; spec sections 2, 3, 6, 7 and 9): answers cite
 * only records the asker may see (practitioners-only posts never for a patient or a visitor), no answer without
 * sources, emergencies and dosing cautions, the quota, feedback with the spec's reasons, sharing, the back office's
 * list, each search mode's shape and spelling tolerance, the offline flow and a loopback OpenAI-compatible model.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_RULES } from '@nirog/shared/assistant';
import { askResult } from '@nirog/shared/schemas/assistant';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, makeDoctor, makePatient, type Actor } from '../care/care-test-kit.ts';
import { seedDemoKnowledge } from '../knowledge/knowledge.seed.ts';
import { seedDemoArticles } from '../articles/articles.seed.ts';
import { seedDemoCatalog } from '../catalog/catalog.seed.ts';
import { makeOperator } from '../../test-support/operators.ts';

let t: TestApp;
let doctor: Actor;
let patient: Actor;
let closedPostId: number;
let openPostId: number;

// Each ask moves the clock 13 s on: the per-minute limit (5) is not what these tests are about.
const ask = (who: Actor | null, question: string, ip = '10.0.0.1') =>
  (t.clock.now = new Date(t.clock.now.getTime() + 13_000)) &&
  t.app.inject({ method: 'POST', url: '/api/pub/v1/assistant/ask', payload: { question }, headers: who ? { 'access-token': who.token } : {}, remoteAddress: ip }).then((r) => ({ status: r.statusCode, body: r.json() }));

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  t.clock.now = new Date('2030-03-01T04:30:00Z');
  await seedDemoKnowledge(t.db.database);
  await seedDemoArticles(t.db.database, new Date('2030-01-01T00:00:00Z'));
  await seedDemoCatalog(t.db.database);
  doctor = await makeDoctor(t, '9855500001', { fullName: 'Assist Doctor' });
  patient = await makePatient(t, '9855500002');
  const q = (text: string, only: boolean) =>
    t.db.database.query<{ id: number }>(`INSERT INTO feed_posts (author_id, text, practitioners_only, created_at) VALUES ($1, $2, $3, now()) RETURNING id`, [doctor.id, text, only]);
  closedPostId = (await q('Case discussion: Kalmegh and Bhumyamalaki for fatty liver with raised enzymes, a practitioners-only zenbyte case.', true))[0]!.id;
  openPostId = (await q('Open discussion: Triphala at night helped a zenbyte patient with constipation.', false))[0]!.id;
}, 180_000);
afterAll(() => t.close());

describe('answers with sources (offline, extractive)', () => {
  it('a doctor asks an example prompt: an answer citing glossary entries and the sections in order', async () => {
    const res = await ask(doctor, 'Which herbs support liver health?');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const a = res.body.entity;
    expect(a.outcome).toBe('answered');
    expect(a.composer).toBe('extractive');
    expect(a.citations.length).toBeGreaterThan(0);
    expect(a.citations.length).toBeLessThanOrEqual(ASSISTANT_RULES.citeMax);
    // Every [n] in the answer names a citation, and every citation resolves to a page that exists.
    for (const m of a.answer.matchAll(/\[(\d+)\]/g)) expect(Number(m[1])).toBeLessThanOrEqual(a.citations.length);
    for (const c of a.citations.slice(0, 3)) {
      if (c.kind === 'glossary') expect((await call(t, null, 'GET', `/api/pub/v1/knowledge/glossary/${c.path.split('/').pop()}`)).status).toBe(200);
    }
    expect(Object.keys(a.sections)).toEqual(['discussions', 'medicines', 'vaidyas', 'blogs']);
    expect(a.sections.medicines.length).toBeGreaterThan(0);
    expect(a.quota).toMatchObject({ used: 1, limit: ASSISTANT_RULES.dailyUser });
  });

  it('practitioners-only posts are cited to a doctor, never to a patient or a visitor', async () => {
    const forDoctor = (await ask(doctor, 'zenbyte fatty liver Kalmegh')).body.entity;
    const all = (e: { citations: Array<{ kind: string; ref: string }>; sections: { discussions: Array<{ ref: string }> } }) => [...e.citations.filter((c) => c.kind === 'post').map((c) => c.ref), ...e.sections.discussions.map((d) => d.ref)];
    expect(all(forDoctor)).toContain(String(closedPostId));
    const forPatient = (await ask(patient, 'zenbyte fatty liver Kalmegh')).body.entity;
    expect(all(forPatient)).not.toContain(String(closedPostId));
    const forVisitor = (await ask(null, 'zenbyte patient discussion', '10.0.0.9')).body.entity;
    expect(all(forVisitor)).not.toContain(String(closedPostId));
    expect(all(forVisitor)).toContain(String(openPostId));
    // Search too.
    const s = await call(t, patient, 'GET', '/api/pub/v1/search?q=zenbyte&mode=4');
    expect(JSON.stringify(s.body)).not.toContain(`/feeds/${closedPostId}"`);
  });

  it('no answer without sources; an emergency gets the advice to seek care now; dosing for children gets a caution', async () => {
    const none = (await ask(doctor, 'qwxzv plorbic')).body.entity;
    expect(none.outcome).toBe('no_sources');
    expect(none.answer).toBe('I could not find this in our texts');
    expect(none.citations).toEqual([]);
    const sos = (await ask(doctor, 'My father has chest pain and sweating, which herb?')).body.entity;
    expect(sos.outcome).toBe('emergency');
    expect(sos.answer).toMatch(/seek medical care now/);
    const child = (await ask(doctor, 'What dose of ashwagandha for a child?')).body.entity;
    expect(child.caution).toBe(true);
    expect(child.citations.some((c: { title: string }) => /Ashwagandha/.test(c.title))).toBe(true);
  });

  it('spelling and transliteration: ashwagandha, aswagandha, ashwgandha all find it', async () => {
    for (const q of ['ashwagandha', 'aswagandha', 'ashwgandha']) {
      const res = await call(t, null, 'GET', `/api/pub/v1/search?q=${q}&mode=2`);
      expect(res.status).toBe(200);
      const med = res.body.entity.groups.find((g: { kind: string }) => g.kind === 'medicines');
      expect(med.items[0].title, q).toMatch(/Ashwagandha/i);
      const art = res.body.entity.groups.find((g: { kind: string }) => g.kind === 'articles');
      expect(art.items.some((i: { path: string }) => i.path === '/ayurveda/glossary/ashwagandha'), q).toBe(true);
    }
  });
});

describe('universal search modes (spec section 2)', () => {
  it('0 aggregation, 1 sequential, 2 concurrent, 3 only products, 4 posts and products', async () => {
    const get = async (mode: number, extra = '') => (await call(t, doctor, 'GET', `/api/pub/v1/search?q=triphala&mode=${mode}&limit=4${extra}`)).body.entity;
    const m0 = await get(0);
    expect(m0.groups).toEqual([]);
    expect(m0.items.length).toBe(4);
    const m1 = await get(1, '&first=articles');
    expect(m1.items).toEqual([]);
    expect(m1.groups[0].kind).toBe('articles');
    expect(m1.groups.reduce((n: number, g: { items: unknown[] }) => n + g.items.length, 0)).toBeLessThanOrEqual(4);
    const m2 = await get(2);
    expect(m2.groups.length).toBeGreaterThan(1);
    for (const g of m2.groups) expect(g.items.length).toBeLessThanOrEqual(4);
    const m3 = await get(3);
    expect(m3.groups.map((g: { kind: string }) => g.kind)).toEqual(['medicines']);
    const m4 = await get(4);
    expect(m4.groups.map((g: { kind: string }) => g.kind).every((k: string) => k === 'posts' || k === 'medicines')).toBe(true);
    expect((await call(t, null, 'GET', '/api/pub/v1/search?q=x&mode=7')).status).toBe(400);
  });
});

describe('feedback, history, sharing and the back office', () => {
  it("stores a not-helpful rating with a reason and 'Other' text; reasons must match the reaction; another's answer is 404", async () => {
    const a = (await ask(doctor, 'Which classical formulations are used in diabetes?')).body.entity;
    const bad = await call(t, doctor, 'POST', `/api/pub/v1/assistant/questions/${a.id}/feedback`, { reaction: 0, options: [1] });
    expect(bad.status).toBe(400);
    const noText = await call(t, doctor, 'POST', `/api/pub/v1/assistant/questions/${a.id}/feedback`, { reaction: 0, options: [12] });
    expect(noText.status).toBe(400);
    const res = await call(t, doctor, 'POST', `/api/pub/v1/assistant/questions/${a.id}/feedback`, { reaction: 0, options: [9, 12], otherText: 'Cite Charaka' });
    expect(res.status, res.raw.body).toBe(200);
    expect((await call(t, patient, 'POST', `/api/pub/v1/assistant/questions/${a.id}/feedback`, { reaction: 1, options: [] })).status).toBe(404);
    expect((await call(t, patient, 'GET', `/api/pub/v1/assistant/questions/${a.id}`)).status).toBe(404);
    const mine = await call(t, doctor, 'GET', `/api/pub/v1/assistant/questions/${a.id}`);
    expect(mine.body.entity.feedback).toEqual({ reaction: 0, options: [9, 12], otherText: 'Cite Charaka' });
    const history = await call(t, doctor, 'GET', '/api/v1/assistant/questions');
    expect(history.body.entity.items[0].question).toBe('Which classical formulations are used in diabetes?');
    const op = await makePatient(t, '9855500009', 'Support Operator');
    await makeOperator(t.db.database.db, op.id, ['support']);
    const office = await call(t, op, 'GET', '/api/v1/admin/assistant/feedback?reaction=0');
    expect(office.status, office.raw.body).toBe(200);
    const row = office.body.entity.items.find((i: { questionId: number }) => i.questionId === a.id);
    expect(row.options).toEqual(['Missed classical references', 'Other']);
    expect(row.citations.length).toBeGreaterThan(0);
    expect((await call(t, doctor, 'GET', '/api/v1/admin/assistant/feedback')).status).toBe(403);
  });

  it('an answer citing a practitioners-only post cannot be shared; another can, and is readable publicly', async () => {
    const closed = (await ask(doctor, 'zenbyte fatty liver Kalmegh case discussion')).body.entity;
    if (closed.citations.some((c: { kind: string; ref: string }) => c.kind === 'post' && c.ref === String(closedPostId))) {
      expect((await call(t, doctor, 'POST', `/api/v1/assistant/questions/${closed.id}/share`)).status).toBe(422);
    }
    const open = (await ask(doctor, 'What is Triphala?')).body.entity;
    expect((await call(t, null, 'GET', `/api/pub/v1/assistant/answers/${open.id}`)).status).toBe(404);
    expect((await call(t, doctor, 'POST', `/api/v1/assistant/questions/${open.id}/share`)).status).toBe(200);
    const pub = await call(t, null, 'GET', `/api/pub/v1/assistant/answers/${open.id}`);
    expect(pub.status).toBe(200);
    expect(JSON.stringify(pub.body)).not.toContain(`/feeds/${closedPostId}"`);
  });

  it('visitors get 3 questions a day, then are asked to log in', async () => {
    for (let i = 0; i < 3; i++) expect((await ask(null, 'What is Vata?', '10.0.0.77')).status).toBe(201);
    const over = await ask(null, 'What is Vata?', '10.0.0.77');
    expect(over.status).toBe(429);
    expect(over.body.message.error).toMatch(/Log in to ask more/);
    const quota = await t.app.inject({ method: 'GET', url: '/api/pub/v1/assistant/quota', remoteAddress: '10.0.0.77' });
    expect(quota.json().entity).toMatchObject({ used: 3, remaining: 0, visitor: true });
  });
});

/** The events of a text/event-stream body, in order. */
function eventsOf(body: string): Array<{ event: string; data: any }> {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}

describe('the answer streamed (decision 077): POST /pub/v1/assistant/ask/stream, offline', () => {
  it('streams the extractive answer piece by piece, then the whole answer with its checked citations', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 13_000);
    const res = await t.app.inject({ method: 'POST', url: '/api/pub/v1/assistant/ask/stream', payload: { question: 'Which herbs support liver health?' }, headers: { 'access-token': doctor.token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(res.body);
    expect(events[0]!.event).toBe('start');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(askResult.safeParse(done.data).success).toBe(true);
    expect(done.data.id).toBe(events[0]!.data.id);
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data.text as string);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe(done.data.answer);
    expect(done.data.citations.length).toBeGreaterThan(0);
    // The streamed answer is stored as any other: the page reads it back by id.
    const stored = await call(t, doctor, 'GET', `/api/pub/v1/assistant/questions/${done.data.id}`);
    expect(stored.body.entity.answer).toBe(done.data.answer);
  });

  it('a refusal before the answer starts is the usual JSON error (a visitor over the quota)', async () => {
    for (let i = 0; i < 3; i++) expect((await ask(null, 'What is Kapha?', '10.0.0.78')).status).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: '/api/pub/v1/assistant/ask/stream', payload: { question: 'What is Kapha?' }, remoteAddress: '10.0.0.78' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message.error).toMatch(/Log in to ask more/);
    const bad = await t.app.inject({ method: 'POST', url: '/api/pub/v1/assistant/ask/stream', payload: { question: 'x' }, remoteAddress: '10.0.0.79' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('an OpenAI-compatible model (loopback server speaking the streaming chat-completions format)', () => {
  let server: http.Server;
  let llmApp: TestApp;
  let apiBase: string;
  let seen: { auth?: string; body?: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> } } = {};
  /** What the loopback model does with the next request: write SSE lines to res (and end it). */
  let script: (res: http.ServerResponse, body: { messages: Array<{ content: string }> }) => Promise<void> = async () => {};
  const chunk = (content: string) => `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen = { auth: req.headers.authorization, body: JSON.parse(raw) };
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        void script(res, seen.body!).catch(() => res.destroy());
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    llmApp = await createTestApp({ llm: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'test-model', apiKey: 'sk-test' } });
    await seedDemoKnowledge(llmApp.db.database);
    // Our API on a real socket too, so the test reads its stream as a browser does.
    apiBase = await llmApp.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await llmApp.close();
    server.close();
  });

  it('sends only the retrieved passages, and keeps only claims citing a passage that exists', async () => {
    script = async (res) => {
      for (const p of ['Ashwagandha is a ', 'Rasayana herb [1]. ', 'It is also said to cure everything [9].']) res.write(chunk(p));
      res.end('data: [DONE]\n\n');
    };
    const who = await makeDoctor(llmApp, '9855500101');
    const res = await call(llmApp, who, 'POST', '/api/pub/v1/assistant/ask', { question: 'What is ashwagandha?' });
    expect(res.status, res.raw.body).toBe(201);
    expect(seen.auth).toBe('Bearer sk-test');
    expect(seen.body).toMatchObject({ model: 'test-model', stream: true });
    expect(seen.body!.messages[0]!.content).toMatch(/\[1\] Ashwagandha/);
    const a = res.body.entity;
    expect(a.composer).toBe('llm');
    expect(a.answer).toBe('Ashwagandha is a Rasayana herb [1].');
    expect(a.citations).toHaveLength(1);
    expect(a.citations[0].path).toBe('/ayurveda/glossary/ashwagandha');
  });

  it("streams the model's tokens to the page as they come, renumbered, with the checked citations at the end", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    script = async (res, body) => {
      // Cite the second passage sent first: the page shows it as [1].
      const second = /\[2\] ([^\n(]+)/.exec(body.messages[0]!.content)![1]!.trim();
      res.write(chunk(`${second} is one of the three doshas `));
      res.write(chunk('[2'));
      res.write(chunk(']. '));
      // The rest waits until the test has seen the first words arrive through our API.
      await held;
      res.write(chunk('Vata moves [1].'));
      res.end('data: [DONE]\n\n');
    };
    const who = await makeDoctor(llmApp, '9855500102');
    const res = await fetch(`${apiBase}/api/pub/v1/assistant/ask/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': who.token, platform: 'web' },
      body: JSON.stringify({ question: 'What does Vata dosha govern?' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // Read until the first token is in, while the model still holds back the rest of its reply.
    while (!/event: token\ndata: .*\[1\]/.test(text)) {
      const { value, done } = await reader.read();
      expect(done, `the stream ended before the first words: ${text}`).toBe(false);
      text += decoder.decode(value, { stream: true });
    }
    const early = eventsOf(text.slice(0, text.lastIndexOf('\n\n') + 2));
    expect(early.map((e) => e.event)).not.toContain('done');
    expect(early.filter((e) => e.event === 'token').map((e) => e.data.text).join('')).toMatch(/ is one of the three doshas \[1\]\. ?$/);
    release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const events = eventsOf(text);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.composer).toBe('llm');
    expect(events.filter((e) => e.event === 'token').map((e) => e.data.text).join('')).toBe(done.data.answer);
    expect(done.data.answer).toMatch(/doshas \[1\]\. Vata moves \[2\]\.$/);
    expect(done.data.citations.map((c: { n: number }) => c.n)).toEqual([1, 2]);
    for (const c of done.data.citations) expect((await call(llmApp, null, 'GET', `/api/pub/v1/knowledge/glossary/${c.path.split('/').pop()}`)).status).toBe(200);
  });

  it('a source that stops existing while the model writes is not cited: its claim is dropped', async () => {
    const author = await makeDoctor(llmApp, '9855500103');
    const [post] = await llmApp.db.database.query<{ id: number }>(`INSERT INTO feed_posts (author_id, text, practitioners_only, created_at) VALUES ($1, 'Quorbite case: Punarnava eased the quorbite swelling in two weeks.', false, now()) RETURNING id`, [author.id]);
    script = async (res, body) => {
      const n = /\[(\d)\] [^\n]*Quorbite/.exec(body.messages[0]!.content)![1];
      res.write(chunk(`A colleague reports Punarnava eased quorbite swelling [${n}]. `));
      // The post is hidden by a moderator before the answer is complete.
      await llmApp.db.database.query(`UPDATE feed_posts SET hidden_at = now() WHERE id = $1`, [post!.id]);
      res.write(chunk('Nothing else is known.'));
      res.end('data: [DONE]\n\n');
    };
    const who = await makeDoctor(llmApp, '9855500104');
    const res = await llmApp.app.inject({ method: 'POST', url: '/api/pub/v1/assistant/ask/stream', payload: { question: 'quorbite swelling' }, headers: { 'access-token': who.token } });
    const events = eventsOf(res.body);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(JSON.stringify(done.data.citations)).not.toContain(`/feeds/${post!.id}`);
    expect(done.data.answer).not.toMatch(/Punarnava eased/);
    // Left citing nothing, the model's answer gives way to the extractive one, from the passages that still exist.
    expect(done.data.composer).toBe('extractive');
    expect(events.map((e) => e.event)).toContain('reset');
  });

  it('the model citing nothing, or down: the extractive answer is streamed (after a reset of what was shown)', async () => {
    const tokensAfterReset = (events: Array<{ event: string; data: any }>) => {
      const names = events.map((e) => e.event);
      return events.slice(names.lastIndexOf('reset') + 1).filter((e) => e.event === 'token').map((e) => e.data.text).join('');
    };
    const askVata = async (mobile: string) => {
      const who = await makeDoctor(llmApp, mobile);
      const res = await llmApp.app.inject({ method: 'POST', url: '/api/pub/v1/assistant/ask/stream', payload: { question: 'What does Vata dosha govern?' }, headers: { 'access-token': who.token } });
      return eventsOf(res.body);
    };
    script = async (res) => {
      res.write(chunk('Vata is the wind of the body.'));
      res.end('data: [DONE]\n\n');
    };
    const uncited = await askVata('9855500105');
    expect(uncited.map((e) => e.event)).toEqual(['start', 'token', 'reset', ...uncited.slice(3, -1).map(() => 'token'), 'done']);
    expect(uncited[1]!.data.text).toBe('Vata is the wind of the body.');
    const done = uncited.at(-1)!.data;
    expect(done.composer).toBe('extractive');
    expect(tokensAfterReset(uncited)).toBe(done.answer);
    expect(done.citations[0].path).toBe('/ayurveda/glossary/vata');

    script = async (res) => {
      res.write(chunk('Vata is '));
      res.destroy();
    };
    const down = await askVata('9855500106');
    expect(down.at(-1)!.event).toBe('done');
    expect(down.at(-1)!.data.composer).toBe('extractive');
    expect(tokensAfterReset(down)).toBe(down.at(-1)!.data.answer);
  });
});
