/**
 * `npm run bench` (last part): the olympiad's leaderboards while 1,000 participants answer in parallel, on
 * PostgreSQL (issue 23 part 2, decision 065). A benchmark: it prints figures and asserts nothing about them.
 *
 * 1. Creates a scratch database nirog_bench_olympiad_<random> on the server (BENCH_POSTGRES_URL, else DATABASE_URL,
 *    else postgres://postgres@127.0.0.1:5432/postgres) and starts the built server (dist/server.js) on it with DEMO=0
 *    (it runs the migrations).
 * 2. In this process, through the olympiad service (the same transaction the answer route runs): one live edition
 *    with one open day of 5 questions, 1,000 student accounts registered.
 * 3. All 1,000 answer their 5 questions at once (each: the question shown, then answered), while autocannon asks the
 *    server for the all-time and today leaderboards (HTTP, 10 connections each); then once more with the answers done.
 *    Prints answers/s, the boards' p50/p95/p99 (aim: p95 < 50 ms) and whether the totals equal the answers.
 * 4. Stops the server and drops the database, also on error or Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '@nirog/api/db/client';
import { users } from '@nirog/api/modules/identity/identity.tables';
import { newExtUserId } from '@nirog/api/modules/identity/users.service';
import { createOlympiadService } from '@nirog/api/modules/olympiad/olympiad.service';
import { olympiadAnswers, olympiadDays, olympiadParticipants, olympiadQuestions, olympiads } from '@nirog/api/modules/olympiad/olympiad.tables';
import { SERVER_NODE_OPTIONS } from '../scripts/node-options.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SCRIPT = path.join(ROOT, 'dist', 'server.js');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PARTICIPANTS = Number(process.env.BENCH_OLYMPIAD_PARTICIPANTS) || 1000;
const QUESTIONS = 5;
const AIM_P95_MS = 50;
const BOARD_CONNECTIONS = 10;
const AFTER_S = 5;

let server: ChildProcess | null = null;
let admin: Database | null = null;
let scratch: { name: string; url: string } | null = null;
let dataDir: string | null = null;

async function cleanup() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  if (admin && scratch) await admin.exec(`DROP DATABASE IF EXISTS ${scratch.name} WITH (FORCE)`).catch((err: unknown) => console.error('could not drop', scratch!.name, err));
  await admin?.close().catch(() => undefined);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
if (process.argv[2] !== '--answer') process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server?.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url} within ${ms / 1000} s`);
}

/** autocannon on one URL until `done` settles (at least `minS` seconds); every 2xx latency kept at full precision. */
async function boardLoad(url: string, done: Promise<unknown>, minS: number) {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections: BOARD_CONNECTIONS, duration: 600, timeout: 10 });
  instance.on('response', (_c, status, _b, ms) => status >= 200 && status < 300 && latencies.push(ms));
  let errors = 0;
  instance.on('reqError', () => errors++);
  await Promise.all([done, new Promise((r) => setTimeout(r, minS * 1000))]);
  instance.stop();
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
  return { requests: sorted.length, non2xx: result.non2xx, errors, p50: at(50), p95: at(95), p99: at(99) };
}

async function main() {
  if (!fs.existsSync(SERVER_SCRIPT)) throw new Error('dist/server.js is missing: run node scripts/build.mjs');
  admin = await openPostgres(POSTGRES_URL, 1);
  const name = `nirog_bench_olympiad_${crypto.randomBytes(5).toString('hex')}`;
  scratch = { name, url: Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).toString() };
  await admin.exec(`CREATE DATABASE ${name}`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-bench-olympiad-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '0', PAYMENTS: 'off', DRAIN_MS: '0', DATABASE_URL: scratch.url };
  delete env.PUBLIC_URL;
  server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_SCRIPT], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}/api`;
  await waitFor(`${base}/pub/v1/olympiadByDate`, 90_000);

  // The edition, through the tables (the back office's calls need an operator session; the rows are the same).
  const db = await openPostgres(scratch.url, 20);
  const now = new Date();
  const [o] = await db.db.insert(olympiads).values({ title: 'Benchmark olympiad', description: 'Load', startsAt: new Date(now.getTime() - 3600_000), endsAt: new Date(now.getTime() + 86_400_000) }).returning();
  const [day] = await db.db.insert(olympiadDays).values({ olympiadId: o!.id, dayNumber: 1, opensAt: new Date(now.getTime() - 3600_000), closesAt: new Date(now.getTime() + 86_400_000) }).returning();
  await db.db.insert(olympiadQuestions).values(Array.from({ length: QUESTIONS }, (_, i) => ({ dayId: day!.id, position: i + 1, kind: 'single', prompt: `Question ${i + 1}`, options: ['A', 'B', 'C', 'D'], correct: [i % 4], explanation: 'Because.', reference: '' })));
  const people = await db.db
    .insert(users)
    .values(Array.from({ length: PARTICIPANTS }, (_, i) => ({ userType: 4, mobileNumber: String(8_000_000_000 + i), fullName: `Participant ${i + 1}`, extUserId: newExtUserId() })))
    .returning({ id: users.id, userType: users.userType, mobileNumber: users.mobileNumber, fullName: users.fullName });
  const olympiad = createOlympiadService({ db: db.db });
  const t0 = performance.now();
  for (let i = 0; i < people.length; i += 50) await Promise.all(people.slice(i, i + 50).map((p) => olympiad.register(p, o!.id, p.fullName)));
  const registerS = (performance.now() - t0) / 1000;

  await db.close();

  // Everyone answers at once (in a child process, so this one's clock only times the boards) while the boards are asked for.
  const allTime = `${base}/pub/v1/olympiads/${o!.id}/leaderboard?board=all-time-leaderboard`;
  const today = `${base}/pub/v1/olympiads/${o!.id}/leaderboard?board=today-leaderboard`;
  const answerer = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--answer', scratch.url, String(o!.id)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  answerer.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  const answering = new Promise<{ answered: number; refused: number; seconds: number }>((resolve, reject) =>
    answerer.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`the answering process stopped with ${code}`)))),
  );
  const [during, duringToday, done] = await Promise.all([boardLoad(allTime, answering, 3), boardLoad(today, answering, 3), answering]);
  const { answered, refused, seconds: answerS } = done;
  const after = await boardLoad(allTime, Promise.resolve(), AFTER_S);

  const checkDb = await openPostgres(scratch.url, 1);
  const [check] = ((
    await checkDb.db.execute(sql`
      SELECT count(*)::int AS wrong FROM ${olympiadParticipants} p
      LEFT JOIN (SELECT participant_id, count(*) FILTER (WHERE is_correct)::int AS s, count(answered_at)::int AS n FROM ${olympiadAnswers} GROUP BY participant_id) a ON a.participant_id = p.id
      WHERE p.olympiad_id = ${o!.id} AND (p.score <> coalesce(a.s, 0) OR p.answered <> coalesce(a.n, 0))`)
  ) as unknown as { rows: Array<{ wrong: number }> }).rows;
  await checkDb.close();

  const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
  console.log(`\nOlympiad leaderboards on PostgreSQL (${new URL(POSTGRES_URL).host}), ${PARTICIPANTS} participants, ${QUESTIONS} questions each`);
  console.log(`  registered in ${registerS.toFixed(1)} s; ${answered} answers in ${answerS.toFixed(1)} s (${(answered / answerS).toFixed(0)}/s), ${refused} refused`);
  const row = (label: string, f: Awaited<ReturnType<typeof boardLoad>>) =>
    console.log(`  ${label.padEnd(44)} ${String(f.requests).padStart(7)} req  p50 ${ms(f.p50).padStart(9)}  p95 ${ms(f.p95).padStart(9)}  p99 ${ms(f.p99).padStart(9)}  non-2xx ${f.non2xx}  errors ${f.errors}  ${f.p95 < AIM_P95_MS ? 'aim met' : 'AIM MISSED'} (p95 < ${AIM_P95_MS} ms)`);
  row('all-time board while everyone answers', during);
  row('today board while everyone answers', duringToday);
  row('all-time board afterwards', after);
  console.log(`  totals equal the answers: ${check?.wrong === 0 ? 'yes' : `NO (${check?.wrong} participants differ)`}`);
}

/** The answering child: every participant of the edition answers its questions at once (show, then answer). */
async function answerAll(url: string, olympiadId: number) {
  const db = await openPostgres(url, 20);
  const olympiad = createOlympiadService({ db: db.db });
  const people = (await db.db.execute(sql`SELECT u.id, u.user_type AS "userType", u.mobile_number AS "mobileNumber" FROM ${olympiadParticipants} p JOIN ${users} u ON u.id = p.user_id WHERE p.olympiad_id = ${olympiadId}`)) as unknown as { rows: Array<{ id: number; userType: number; mobileNumber: string }> };
  let answered = 0;
  let refused = 0;
  const a0 = performance.now();
  await Promise.all(
    people.rows.map(async (p, i) => {
      for (let q = 0; q < QUESTIONS; q++) {
        const view = await olympiad.play(p, olympiadId);
        if (!view.question) break;
        await new Promise((r) => setTimeout(r, (i * 7 + q * 13) % 40));
        try {
          await olympiad.answer(p, { olympiadId, questionId: view.question.id, options: [(i + q) % 4] });
          answered++;
        } catch {
          refused++;
        }
      }
    }),
  );
  await db.close();
  console.log(JSON.stringify({ answered, refused, seconds: (performance.now() - a0) / 1000 }));
}

if (process.argv[2] === '--answer') {
  answerAll(process.argv[3]!, Number(process.argv[4])).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else main()
  .then(cleanup)
  .catch(async (err: unknown) => {
    console.error(err);
    await cleanup();
    process.exitCode = 1;
  });
