#!/usr/bin/env node
/**
 * Writes apps/web/app/components/ui/glyphs.css: the icons that repeat down a page (a rating's stars, the pin, clinic and
 * language marks of every doctor card, a tile's chevron) as CSS masks drawn from lucide's own outlines, so a page
 * carries one empty <span> per icon instead of an inline SVG (decision 058; the `Glyph` component). Run it after adding
 * a name to GLYPHS or upgrading lucide-react: `node scripts/glyphs.mjs`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The glyphs, by lucide icon name. */
export const GLYPHS = ['arrow-right', 'building-complex', 'chevron-left', 'chevron-right', 'languages', 'map-pin', 'star', 'video'];

const root = path.resolve(import.meta.dirname, '..');
const iconDir = path.join(root, 'node_modules/lucide-react/dist/esm/icons');
const attrs = (o) => Object.entries(o).filter(([k]) => k !== 'key').map(([k, v]) => ` ${k}='${v}'`).join('');

async function svgOf(name, filled = false) {
  const { __iconData } = await import(pathToFileURL(path.join(iconDir, `${name}.mjs`)).href);
  const body = __iconData.node.map(([tag, a]) => `<${tag}${attrs(a)}/>`).join('');
  const paint = filled ? "fill='black'" : "fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'";
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' ${paint}>${body}</svg>`;
}
const dataUri = (svg) => `url("data:image/svg+xml,${svg.replace(/%/g, '%25').replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E').replace(/"/g, "'")}")`;

const lines = [
  '/* Made by scripts/glyphs.mjs from lucide-react\'s outlines (ISC licence): do not edit by hand. */',
  '.glyph { display: inline-block; width: 1em; height: 1em; flex-shrink: 0; background-color: currentColor; -webkit-mask: var(--glyph) center / contain no-repeat; mask: var(--glyph) center / contain no-repeat; }',
  '@media (forced-colors: active) { .glyph, .stars { forced-color-adjust: none; background: CanvasText; } }',
];
for (const name of GLYPHS) lines.push(`.glyph-${name} { --glyph: ${dataUri(await svgOf(name))}; }`);
// A rating: five filled stars in one element, coloured to --rating (0-5) by a gradient.
lines.push(
  `.stars { --star: ${dataUri(await svgOf('star', true))}; display: inline-block; height: 1em; width: 5em; flex-shrink: 0; ` +
    'background: linear-gradient(90deg, var(--stars-on) calc(var(--rating, 0) * 20%), var(--stars-off) 0); ' +
    '-webkit-mask: var(--star) left center / 1em 1em repeat-x; mask: var(--star) left center / 1em 1em repeat-x; }',
);
const out = path.join(root, 'apps/web/app/components/ui/glyphs.css');
fs.writeFileSync(out, lines.join('\n') + '\n');
console.log(`wrote ${path.relative(root, out)} (${fs.statSync(out).size} bytes)`);
