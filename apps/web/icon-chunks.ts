/**
 * Which lucide icons travel in the shared "icons" chunk (decision 031): the icons the shop, care and account pages
 * use. Icons only a section of its own uses (the back office, the professional feed, quizzes and the olympiad, the
 * learning library, webinars, Nirog Partner, the assistant) are left to the bundler's own chunking, so they load with that section's pages and never on a patient's first page. Read at build
 * time from the source: the lucide names each file imports, and lucide's own export list for the module file behind
 * each name (aliases included).
 */
import fs from 'node:fs';
import path from 'node:path';

const SECTIONS = /[\\/](features[\\/](back-office|catalog-office|feeds|feed-people|quiz|quiz-author|certificates|learning|webinar|olympiad|partner|payouts|assistant)|routes[\\/](admin|feeds|feeds-people|quiz|certificates|learning|webinar|olympiad|partner|reseller|assistant))[\\/]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The icon module file names (e.g. 'arrow-left-right.mjs') that only those sections' files import. */
export function sectionOnlyIconFiles(appDir: string, lucideDir: string): Set<string> {
  const fileOf = new Map<string, string>();
  const barrel = fs.readFileSync(path.join(lucideDir, 'dist', 'esm', 'lucide-react.mjs'), 'utf8');
  for (const m of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)';/g)) {
    for (const part of m[1].split(',')) {
      const alias = part.trim().match(/as (\w+)$/)?.[1];
      if (alias) fileOf.set(alias, m[2]);
    }
  }
  const section = new Set<string>();
  const elsewhere = new Set<string>();
  for (const file of sourceFiles(appDir)) {
    const src = fs.readFileSync(file, 'utf8');
    for (const m of src.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const part of m[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        const icon = fileOf.get(name);
        if (icon) (SECTIONS.test(file) ? section : elsewhere).add(icon);
      }
    }
  }
  return new Set([...section].filter((f) => !elsewhere.has(f)));
}
