// The baseline for bench/run.ts: a bare Fastify hello-world, with the same Fastify the platform uses.
// Started as a child process by the benchmark: PORT (and HOST, default 127.0.0.1) come from the environment.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

const port = Number(process.env.PORT ?? 3400);
const host = process.env.HOST ?? '127.0.0.1';
await app.listen({ port, host });
console.log(`hello-fastify listening on http://${host}:${port}`);
