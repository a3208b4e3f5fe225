/**
 * Drawn illustrations for the treatment categories and services (issue 20 part 8; decision 048): each is a small
 * SVG scene (its own motif and colours: a knee for pain, lungs for breathing, a dhara vessel for Shirodhara...)
 * rendered to PNG by sharp the first time it is asked for and kept in storage, like the demo pack shots (decision
 * 041). Only a slug that is in the demo data can be drawn, so no address makes the server draw anything else.
 */
import sharp from 'sharp';
import type { IllustrationKind } from '@nirog/shared/knowledge';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { DEMO_CATEGORIES, DEMO_SERVICES, type Motif } from './knowledge-care.data.ts';

/** Raise when a drawing changes: stored copies under the old version are no longer read. */
const DRAWING_VERSION = 1;
export const ILLUSTRATION_WIDTH = 640;
export const ILLUSTRATION_HEIGHT = 360;

const MOTIFS: Record<Motif, (fg: string) => string> = {
  joint: (fg) => `<g stroke="${fg}" stroke-linecap="round" fill="none"><path d="M250 70 L305 185" stroke-width="34"/><path d="M305 215 L270 320" stroke-width="34"/></g>
    <circle cx="305" cy="200" r="34" fill="${fg}" opacity=".25"/><circle cx="305" cy="200" r="60" fill="none" stroke="${fg}" stroke-width="4" stroke-dasharray="8 10" opacity=".6"/>
    <ellipse cx="305" cy="200" rx="26" ry="20" fill="#fff" stroke="${fg}" stroke-width="6"/>`,
  leaf: (fg) => `<path d="M200 290 C200 150 330 70 470 80 C470 220 360 300 200 290 Z" fill="${fg}" opacity=".85"/>
    <path d="M205 285 C290 220 360 160 460 88" stroke="#fff" stroke-width="6" fill="none"/><path d="M300 220 L290 160 M350 180 L345 120 M300 220 L370 230 M350 180 L420 180" stroke="#fff" stroke-width="4" opacity=".8"/>
    <circle cx="160" cy="120" r="14" fill="${fg}" opacity=".4"/><circle cx="500" cy="270" r="10" fill="${fg}" opacity=".4"/>`,
  scale: (fg) => `<path d="M320 300 C200 220 180 140 230 110 C270 88 310 110 320 140 C330 110 370 88 410 110 C460 140 440 220 320 300 Z" fill="${fg}" opacity=".85"/>
    <polyline points="150,200 230,200 255,160 285,245 310,180 330,200 490,200" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/>`,
  kidney: (fg) => `<path d="M250 110 C190 110 180 200 200 250 C220 300 290 290 285 240 C280 210 300 200 300 180 C300 150 290 110 250 110 Z" fill="${fg}" opacity=".85"/>
    <path d="M390 110 C450 110 460 200 440 250 C420 300 350 290 355 240 C360 210 340 200 340 180 C340 150 350 110 390 110 Z" fill="${fg}" opacity=".85"/>
    <path d="M290 210 C310 230 315 270 320 320 M350 210 C330 230 325 270 320 320" stroke="${fg}" stroke-width="6" fill="none"/>`,
  lotus: (fg) => `<g fill="${fg}"><path d="M320 280 C280 220 290 150 320 100 C350 150 360 220 320 280 Z" opacity=".9"/>
    <path d="M320 280 C260 260 220 200 225 150 C280 160 320 220 320 280 Z" opacity=".7"/><path d="M320 280 C380 260 420 200 415 150 C360 160 320 220 320 280 Z" opacity=".7"/>
    <path d="M320 282 C250 290 190 260 165 220 C230 205 290 240 320 282 Z" opacity=".5"/><path d="M320 282 C390 290 450 260 475 220 C410 205 350 240 320 282 Z" opacity=".5"/></g>
    <path d="M180 300 Q320 330 460 300" stroke="${fg}" stroke-width="5" fill="none" opacity=".6"/>`,
  lungs: (fg) => `<path d="M320 80 L320 170 M320 170 C300 185 285 195 270 215 M320 170 C340 185 355 195 370 215" stroke="${fg}" stroke-width="12" stroke-linecap="round" fill="none"/>
    <path d="M290 150 C230 130 190 210 195 280 C200 310 250 310 290 290 C305 280 305 170 290 150 Z" fill="${fg}" opacity=".7"/>
    <path d="M350 150 C410 130 450 210 445 280 C440 310 390 310 350 290 C335 280 335 170 350 150 Z" fill="${fg}" opacity=".7"/>`,
  liver: (fg) => `<path d="M170 170 C200 110 330 100 450 120 C500 130 480 180 430 200 C360 230 300 280 230 270 C170 262 150 210 170 170 Z" fill="${fg}" opacity=".8"/>
    <path d="M400 120 C400 170 380 210 350 240" stroke="#fff" stroke-width="5" fill="none" opacity=".7"/>
    <path d="M440 250 C440 200 480 180 520 185 C520 235 480 255 440 250 Z" fill="#4d7a1c" opacity=".8"/>`,
  bowl: (fg) => `<path d="M180 200 L460 200 C460 280 400 320 320 320 C240 320 180 280 180 200 Z" fill="${fg}" opacity=".85"/>
    <rect x="170" y="190" width="300" height="16" rx="8" fill="${fg}"/>
    <path d="M270 170 C250 140 290 120 270 90 M320 170 C300 140 340 120 320 80 M370 170 C350 140 390 120 370 90" stroke="${fg}" stroke-width="6" fill="none" stroke-linecap="round" opacity=".6"/>
    <path d="M420 250 C460 250 480 230 500 200" stroke="#fff" stroke-width="5" fill="none" opacity=".7"/>`,
  drops: (fg) => `<g fill="${fg}"><path d="M320 80 C300 120 285 140 285 165 C285 185 300 200 320 200 C340 200 355 185 355 165 C355 140 340 120 320 80 Z"/>
    <path d="M250 190 C237 215 228 228 228 244 C228 257 238 266 250 266 C262 266 272 257 272 244 C272 228 263 215 250 190 Z" opacity=".7"/>
    <path d="M390 190 C377 215 368 228 368 244 C368 257 378 266 390 266 C402 266 412 257 412 244 C412 228 403 215 390 190 Z" opacity=".7"/></g>
    <path d="M200 300 Q320 270 440 300" stroke="${fg}" stroke-width="6" fill="none" opacity=".5"/>`,
  stream: (fg) => `<path d="M260 60 L380 60 L350 130 L290 130 Z" fill="${fg}"/><line x1="220" y1="40" x2="420" y2="40" stroke="${fg}" stroke-width="6"/>
    <path d="M320 130 C318 180 322 220 320 255" stroke="${fg}" stroke-width="8" fill="none" opacity=".6"/>
    <path d="M180 300 C230 250 410 250 460 300" fill="${fg}" opacity=".35"/><ellipse cx="320" cy="262" rx="60" ry="10" fill="${fg}" opacity=".5"/>`,
  hands: (fg) => `<path d="M290 90 L350 90 L350 120 C380 130 390 160 390 190 L390 290 C390 305 380 315 365 315 L275 315 C260 315 250 305 250 290 L250 190 C250 160 260 130 290 120 Z" fill="${fg}" opacity=".85"/>
    <rect x="285" y="70" width="70" height="24" rx="6" fill="${fg}"/><path d="M270 220 L370 220" stroke="#fff" stroke-width="8"/>
    <path d="M150 200 A170 120 0 0 1 200 110 M490 200 A170 120 0 0 1 440 290" stroke="${fg}" stroke-width="6" fill="none" stroke-linecap="round" opacity=".5"/>`,
  nose: (fg) => `<circle cx="320" cy="180" r="90" fill="${fg}" opacity=".6"/>`,
  pot: (fg) => `<path d="M250 130 L390 130 C400 150 440 180 440 230 C440 290 390 320 320 320 C250 320 200 290 200 230 C200 180 240 150 250 130 Z" fill="${fg}" opacity=".85"/>
    <rect x="240" y="115" width="160" height="22" rx="8" fill="${fg}"/><path d="M215 230 L425 230" stroke="#fff" stroke-width="6" opacity=".7"/>
    <path d="M300 115 C290 80 300 60 330 50 C330 80 320 100 300 115 Z M340 115 C360 90 380 85 400 90 C390 110 370 118 340 115 Z" fill="#4d7a1c" opacity=".8"/>`,
  cup: (fg) => `<path d="M220 150 L420 150 L400 290 C398 305 385 315 370 315 L270 315 C255 315 242 305 240 290 Z" fill="${fg}" opacity=".85"/>
    <path d="M420 180 C470 180 470 250 410 255" stroke="${fg}" stroke-width="12" fill="none"/>
    <path d="M300 130 C280 100 320 90 300 60 M350 130 C330 100 370 90 350 60" stroke="${fg}" stroke-width="6" fill="none" opacity=".5" stroke-linecap="round"/>`,
  ring: (fg) => `<path d="M120 300 C200 200 440 200 520 300 Z" fill="${fg}" opacity=".3"/>
    <ellipse cx="320" cy="225" rx="90" ry="32" fill="none" stroke="${fg}" stroke-width="20"/><ellipse cx="320" cy="225" rx="70" ry="20" fill="${fg}" opacity=".6"/>
    <path d="M320 90 C308 115 300 128 300 142 C300 155 309 164 320 164 C331 164 340 155 340 142 C340 128 332 115 320 90 Z" fill="${fg}"/>`,
  thread: (fg) => `<line x1="180" y1="290" x2="430" y2="90" stroke="${fg}" stroke-width="10" stroke-linecap="round"/><ellipse cx="415" cy="102" rx="9" ry="18" transform="rotate(50 415 102)" fill="#fff"/>
    <path d="M430 90 C520 60 520 200 420 200 C320 200 300 300 200 320" stroke="${fg}" stroke-width="5" fill="none" opacity=".7" stroke-dasharray="2 0"/>`,
};

interface Art {
  bg: string;
  fg: string;
  motif: Motif;
}

function artOf(kind: IllustrationKind, slug: string): Art | null {
  const list: Array<{ slug: string; art: Art }> = kind === 'treatments' ? DEMO_CATEGORIES : DEMO_SERVICES;
  return list.find((x) => x.slug === slug)?.art ?? null;
}

/** The SVG scene: a soft background with the sun and hills of a calm landscape, and the item's motif. */
export function illustrationSvg(art: Art): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 640 360">
  <rect width="640" height="360" fill="${art.bg}"/>
  <circle cx="560" cy="70" r="46" fill="#fff" opacity=".55"/>
  <path d="M0 300 C120 260 220 330 340 300 C460 270 540 320 640 290 L640 360 L0 360 Z" fill="${art.fg}" opacity=".12"/>
  <circle cx="80" cy="80" r="28" fill="${art.fg}" opacity=".08"/>
  ${MOTIFS[art.motif](art.fg)}
</svg>`;
}

export function createIllustrations({ storage }: { storage: StorageProvider }) {
  return {
    /** The PNG of a category's or service's illustration, or null when there is no such item. */
    async png(kind: IllustrationKind, slug: string): Promise<Buffer | null> {
      const art = artOf(kind, slug);
      if (!art) return null;
      const key = `knowledge/${kind}/v${DRAWING_VERSION}/${slug}`;
      const stored = await storage.get(key);
      if (stored) return stored;
      const bytes = await sharp(Buffer.from(illustrationSvg(art))).png({ compressionLevel: 9, palette: true }).toBuffer();
      await storage.put(key, bytes);
      return bytes;
    },
  };
}

export type Illustrations = ReturnType<typeof createIllustrations>;
