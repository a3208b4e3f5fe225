/**
 * Issue 15, part 4: nothing a person reads is written into a component. Every .tsx file of the web app is parsed with
 * the TypeScript compiler; the check fails on words in JSX text, on string literals given to the attributes people
 * read or hear (aria-label, title, alt, placeholder, and the label/description/hint props of our fields and modals,
 * including both sides of a `cond ? 'a' : 'b'`), and on literal page titles (`pageMeta('…')`). Texts go through t()
 * with English and Hindi in the catalogue. Words that are the same in every language (GSTIN, Nirog) are allowed.
 * The legal and company documents included: their texts are catalogue keys too (`messages/legal/`).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label', 'description', 'hint']);
const META_CALLS = new Set(['pageMeta', 'seoMeta']);
/** Two letters in a row in any script: '₹', '·', '—', '+91', '10:00' are not words. */
const WORD = /\p{L}{2,}/u;
/** The same in English and Hindi: abbreviations and the brand. */
const SAME_IN_EVERY_LANGUAGE = new Set(['GSTIN', 'PAN', 'GST', 'UPI', 'OTP', 'Nirog']);

const isText = (s: string) => WORD.test(s) && !SAME_IN_EVERY_LANGUAGE.has(s.trim());

/** The texts a value can show: a literal, either branch of a condition, the fallback of `a ?? 'b'`, never a comparison. */
function shownLiterals(node: ts.Node, out: string[]) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    if (isText(node.text)) out.push(node.text);
  } else if (ts.isTemplateExpression(node)) {
    for (const part of [node.head.text, ...node.templateSpans.map((s) => s.literal.text)]) if (isText(part)) out.push(part);
  } else if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) {
    if (node.expression) shownLiterals(node.expression, out);
  } else if (ts.isConditionalExpression(node)) {
    shownLiterals(node.whenTrue, out);
    shownLiterals(node.whenFalse, out);
  } else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(node.operatorToken.kind)) {
    shownLiterals(node.right, out);
    if (node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) shownLiterals(node.left, out);
  }
}

export function literalTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (isText(text)) found.push(text);
    } else if (ts.isJsxAttribute(node)) {
      if (READ_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
        const texts: string[] = [];
        shownLiterals(node.initializer, texts);
        found.push(...texts.map((t) => `${node.name.getText(file)}="${t}"`));
      }
      return;
    } else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      shownLiterals(node, found);
    } else if (ts.isCallExpression(node) && META_CALLS.has(node.expression.getText(file))) {
      for (const arg of node.arguments) if (ts.isStringLiteral(arg) && isText(arg.text)) found.push(`${node.expression.getText(file)}("${arg.text}")`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * `t()` calls that run when the module loads, not when a page renders: their text is frozen in whatever language was
 * current then (English on the server, for every reader). Returns the line of each.
 */
export function moduleLevelLookups(fileName: string, source: string): number[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines: number[] = [];
  // Only the catalogue's t (a file may name a helper of its own t).
  const importsT = file.statements.some(
    (s) => ts.isImportDeclaration(s) && /messages\/catalogue/.test(s.moduleSpecifier.getText(file)) && /\bt\b/.test(s.importClause?.getText(file) ?? ''),
  );
  if (!importsT) return lines;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) && node.expression.getText(file) === 't') lines.push(file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

function componentFiles(dir: string, out: string[] = [], ext = /\.tsx$/): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) componentFiles(full, out, ext);
    else if (ext.test(entry.name) && !entry.name.includes('.test.')) out.push(full);
  }
  return out;
}

describe('texts outside the message catalogue (issue 15)', () => {
  it('finds literal texts, and not keys, codes, comparisons or signs', () => {
    const found = literalTexts(
      'x.tsx',
      `const A = () => (
        <div title={open ? 'Close menu' : t('a.b')} aria-label={variant === 'toggle' ? t('x') : undefined} className="flex gap-2">
          Find a doctor {'Buy now'} {t('nav.home')} ₹ · 10:00 <abbr>GSTIN</abbr>
          <Modal title={t('k')} description={d ?? 'Nothing yet'} />
          <img alt="" />
        </div>
      );
      export const meta = () => pageMeta('My addresses');`,
    );
    expect(found).toEqual(['title="Close menu"', 'Find a doctor', 'Buy now', 'description="Nothing yet"', 'pageMeta("My addresses")']);
  });

  it('no component writes a text a person reads outside t(), the legal and company pages included', () => {
    const offenders: string[] = [];
    for (const file of componentFiles(ROOT)) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      const texts = literalTexts(rel, fs.readFileSync(file, 'utf8'));
      offenders.push(...texts.map((text) => `${rel}: ${text}`));
    }
    expect(offenders).toEqual([]);
  });

  it('finds t() run when a module loads, and not inside functions or components', () => {
    const source = ["import { t } from './messages/catalogue';", 'const A = t(\'a\');', 'const B = <option>{t(\'b\')}</option>;', 'const C = () => t(\'c\');', 'function D() { return t(\'d\'); }', 'const E = { f: () => t(\'e\') };'].join('\n');
    expect(moduleLevelLookups('x.tsx', source)).toEqual([2, 3]);
    expect(moduleLevelLookups('y.ts', 'const t = (x: string) => x;\nconst A = t(\'a\');')).toEqual([]);
  });

  it('no module of the web app or the shared package looks up a text when it loads (it would be English for everyone)', () => {
    const offenders: string[] = [];
    const shared = path.join(ROOT, '..', '..', '..', 'packages', 'shared', 'src');
    for (const file of [...componentFiles(ROOT, [], /\.tsx?$/), ...componentFiles(shared, [], /\.tsx?$/)]) {
      const rel = path.relative(path.join(ROOT, '..', '..', '..'), file).split(path.sep).join('/');
      offenders.push(...moduleLevelLookups(rel, fs.readFileSync(file, 'utf8')).map((line) => `${rel}:${line}`));
    }
    expect(offenders).toEqual([]);
  });
});
