/**
 * Tests that render the real pages need the web build (`npm test` runs the unit tests before the e2e step builds).
 * Builds it when it is missing or older than the sources, one test file at a time: two builds writing the same
 * files at once would break both.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.ts';

export async function ensureWebBuild(): Promise<void> {
  const root = repoRoot();
  const lock = path.join(root, 'node_modules', '.cache', 'nirog', 'web-build.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 200) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A lock left by a killed run is older than any build.
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (waited > 180_000 || Date.now() - since > 180_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'ignore' });
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
