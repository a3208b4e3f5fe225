/**
 * Seeding at start only when the seed's source changed (issue 17 part 5, decision 027): the version of what was last
 * loaded is kept in `app_settings` (`seed-version:<name>`) and compared with the version of the source in hand. A warm
 * restart then costs one indexed read per seed instead of re-running it. `npm run seed` still seeds unconditionally.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appSettings } from '../modules/identity/identity.tables.ts';

/** A short, stable version of a seed's source: anything that changes what the seed writes goes in. */
export function sourceVersion(...parts: Array<string | Buffer>): string {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex').slice(0, 16);
}

const stampKey = (name: string) => `seed-version:${name}`;

export async function seedStamp(database: Database, name: string): Promise<string | null> {
  const [row] = await database.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, stampKey(name)));
  return row?.value ?? null;
}

/** Runs `seed` unless the stored version of `name` is `version`; stores `version` once it has run. True when it ran. */
export async function seedWhenChanged(database: Database, name: string, version: string, seed: () => Promise<unknown>): Promise<boolean> {
  if ((await seedStamp(database, name)) === version) return false;
  await seed();
  await database.db
    .insert(appSettings)
    .values({ key: stampKey(name), value: version })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value` } });
  return true;
}
