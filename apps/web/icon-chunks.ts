/**
 * Which lucide icons travel in the shared "icons" chunk (decision 031): the icons any page outside the back office
 * uses. Icons only the back office uses are left to the bundler's own chunking, so they load with the back-office
 * pages and never on a patient's page. Read at build time from the source: the lucide names each file imports, and
 * lucide's own export list for the module file behind each name (aliases included).
 */
import fs from 'node:fs';
import path from 'node:path';

const OFFICE = /[\\/](features[\\/](back-office|catalog-office)|routes[\\/]admin)[\\/]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The icon module file names (e.g. 'arrow-left-right.mjs') that only back-office files import. */
export function officeOnlyIconFiles(appDir: string, lucideDir: string): Set<string> {
  const fileOf = new Map<string, string>();
  const barrel = fs.readFileSync(path.join(lucideDir, 'dist', 'esm', 'lucide-react.mjs'), 'utf8');
  for (const m of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)';/g)) {
    for (const part of m[1].split(',')) {
      const alias = part.trim().match(/as (\w+)$/)?.[1];
      if (alias) fileOf.set(alias, m[2]);
    }
  }
  const office = new Set<string>();
  const elsewhere = new Set<string>();
  for (const file of sourceFiles(appDir)) {
    const src = fs.readFileSync(file, 'utf8');
    for (const m of src.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const part of m[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        const icon = fileOf.get(name);
        if (icon) (OFFICE.test(file) ? office : elsewhere).add(icon);
      }
    }
  }
  return new Set([...office].filter((f) => !elsewhere.has(f)));
}
