/** `npm run seed`: applies migrations and (re)seeds the demo data into the configured database. */
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { seedDemo } from './seed.ts';
import { seedReferenceData } from '../modules/location/location.seed.ts';

// Neither seeding nor creating an operator takes payments: no gateway settings are needed.
const config = loadConfig(process.env, { payments: { gateway: 'off' } });
if (!config.demo) {
  console.error('Demo data is seeded only in demo mode (DEMO=1). Nothing was changed.');
  process.exit(1);
}
const database = await openDatabase(config);
try {
  await migrate(database);
  await seedReferenceData(database, (msg) => console.log(msg));
  const result = await seedDemo(database);
  console.log(`Seeded ${result.users} demo accounts into ${database.kind === 'pglite' ? config.dataDir : 'the PostgreSQL server'}.`);
} finally {
  await database.close();
}
