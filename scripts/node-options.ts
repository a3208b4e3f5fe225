/**
 * The Node options the production server runs with: `npm start` passes them (package.json), and the benchmark, the
 * Lighthouse script and the end-to-end tests start `dist/server.js` with them too, so they measure what runs
 * (decision 030).
 *
 * `--max-old-space-size=512`: with no limit V8 takes a quarter of the machine's memory as the ceiling (4 GB here) and,
 * below it, lets the old generation grow to about four times what is live before collecting; under load the process
 * then held 600-900 MB. A 512 MB ceiling also makes V8 grow more slowly (about 1.4 times what is live). What is live
 * under load is 100-250 MB: plenty of room; a process that really needed more would stop with "heap out of memory".
 * Change it by running `node --max-old-space-size=<MB> scripts/start.mjs`.
 */
export const SERVER_NODE_OPTIONS: readonly string[] = ['--max-old-space-size=512'];
