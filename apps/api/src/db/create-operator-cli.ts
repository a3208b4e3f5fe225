/**
 * `npm run create-operator -- --mobile 9xxxxxxxxx --name "Full Name"`: creates a back-office operator (or promotes
 * the active account with that number) in the configured database. The only way an operator comes to exist.
 * On the embedded database, stop the server first: one process opens a data folder at a time.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { createOperator, OperatorInputError } from '../modules/verification/operators.ts';

const USAGE = 'Usage: npm run create-operator -- --mobile 9xxxxxxxxx --name "Full Name"';

let args: { mobile?: string; name?: string };
try {
  args = parseArgs({ options: { mobile: { type: 'string' }, name: { type: 'string' } }, strict: true }).values;
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!args.mobile || !args.name) {
  console.error(USAGE);
  process.exit(2);
}

// Neither seeding nor creating an operator takes payments: no gateway settings are needed.
const config = loadConfig(process.env, { payments: { gateway: 'off' } });
const database = await openDatabase(config);
try {
  await migrate(database);
  const { user, outcome } = await createOperator(database.db, { mobile: args.mobile, name: args.name });
  const where = database.kind === 'pglite' ? config.dataDir : 'the PostgreSQL server';
  const what = { created: 'Created operator', promoted: 'Made the existing account an operator:', unchanged: 'Already an operator:' }[outcome];
  console.log(`${what} #${user.id} ${user.fullName} (${user.mobileNumber}) in ${where}. They log in at /login-individual and review at /admin/verifications.`);
} catch (err) {
  if (!(err instanceof OperatorInputError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
