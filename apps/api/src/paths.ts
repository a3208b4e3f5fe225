import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file whether it runs from source (tsx, vitest) or from the bundle in dist/. */
export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (fs.existsSync(path.join(dir, 'apps', 'api', 'drizzle'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export const migrationsDir = () => path.join(repoRoot(), 'apps', 'api', 'drizzle');

/**
 * A module's data file (apps/api/src/modules/<module>/data/<file>), such as the demo catalog. Read at run time from
 * the checkout, like the migrations, so the server bundle in dist/ does not carry it.
 */
export const moduleDataFile = (module: string, file: string) => path.join(repoRoot(), 'apps', 'api', 'src', 'modules', module, 'data', file);
