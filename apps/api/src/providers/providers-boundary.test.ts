import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Providers know no domain (decision 017): a provider gets what it needs through its interface (its own tables, or
 * what its caller hands in), never by importing a module. This reads every file under providers/ and resolves what
 * it imports.
 */
const thisFile = fileURLToPath(import.meta.url);
const providersDir = path.dirname(thisFile);
const modulesDir = path.join(providersDir, '..', 'modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(e.name) ? [full] : [];
  });
}

/** Specifiers of static imports and re-exports, side-effect imports, dynamic import() and require(). */
function importedSpecifiers(source: string): string[] {
  const patterns = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require)\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g];
  return patterns.flatMap((re) => [...source.matchAll(re)].map((m) => m[1]));
}

function reachesModules(file: string, specifier: string): boolean {
  if (/^@nirog\/api\/modules\//.test(specifier)) return true;
  if (!specifier.startsWith('.')) return false;
  const target = path.resolve(path.dirname(file), specifier);
  return target === modulesDir || target.startsWith(modulesDir + path.sep);
}

describe('the providers boundary', () => {
  it('finds the imports it is looking for', () => {
    const sample = `import { a } from '../../modules/x/x.tables.ts';\nimport type { B } from "./b.ts";\nexport * from '../c.ts';\nimport './d.ts';\nconst e = await import('../../modules/e.ts');`;
    expect(importedSpecifiers(sample).sort()).toEqual(['../../modules/e.ts', '../../modules/x/x.tables.ts', '../c.ts', './b.ts', './d.ts']);
    expect(reachesModules(path.join(providersDir, 'gst', 'x.ts'), '../../modules/gst/gst.tables.ts')).toBe(true);
    expect(reachesModules(path.join(providersDir, 'gst', 'x.ts'), '../../db/client.ts')).toBe(false);
  });

  it('no file under providers/ imports a domain module', () => {
    // This file is left out: its own sample above names modules/ on purpose.
    const files = sourceFiles(providersDir).filter((f) => f !== thisFile);
    expect(files.length).toBeGreaterThan(10);
    const offending = files.flatMap((file) =>
      importedSpecifiers(fs.readFileSync(file, 'utf8'))
        .filter((s) => reachesModules(file, s))
        .map((s) => `${path.relative(providersDir, file)} imports ${s}`),
    );
    expect(offending).toEqual([]);
  });
});
