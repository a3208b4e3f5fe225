/**
 * Illustrations for the demo articles (decision 046): a scene drawn in SVG for each picture (a motif of its category,
 * placed and coloured from a hash of the article and picture, with the picture's caption), rendered by sharp the first
 * time it is asked for and then stored like an upload. Nothing is fetched; no two pictures are the same.
 */
import crypto from 'node:crypto';

export interface DemoScene {
  /** Category motif. */
  motif: string;
  /** Text drawn on the picture (a short caption). */
  caption: string;
  /** Seed for colours and placement. */
  seed: string;
}

export const DEMO_SCENE_SIZE = { width: 1200, height: 675 } as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function leaf(x: number, y: number, s: number, rot: number, fill: string) {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M0 0 C 40 -60 120 -60 160 0 C 120 60 40 60 0 0 Z" fill="${fill}"/><path d="M0 0 L160 0" stroke="#ffffff" stroke-opacity=".6" stroke-width="3"/></g>`;
}

const MOTIFS: Record<string, (c: { main: string; dark: string; light: string; accent: string }, r: (n: number) => number) => string> = {
  digestion: (c, r) =>
    `<ellipse cx="600" cy="470" rx="260" ry="40" fill="${c.dark}" opacity=".25"/><path d="M360 330 Q600 640 840 330 Z" fill="${c.main}"/><rect x="350" y="316" width="500" height="22" rx="11" fill="${c.dark}"/>` +
    [0, 1, 2].map((i) => `<path d="M${520 + i * 80} 290 q -20 -40 0 -80 q 20 -40 0 -80" stroke="${c.light}" stroke-width="8" fill="none" opacity=".8"/>`).join('') +
    leaf(640, 340, 0.5, -30 - r(20), c.accent),
  'skin-hair': (c, r) =>
    `<circle cx="600" cy="330" r="170" fill="${c.light}"/>` +
    Array.from({ length: 7 }, (_, i) => `<path d="M${420 + i * 60} ${200 + r(60)} q 18 30 0 48 a 18 18 0 0 1 -18 -18 q 0 -14 18 -30 Z" fill="${c.main}" transform="scale(1.4) translate(${-170 + i * 2} -60)"/>`).join('') +
    leaf(470, 500, 0.8, -20, c.accent) + leaf(730, 500, 0.8, 200, c.dark),
  'joints-bones': (c) =>
    `<rect x="420" y="180" width="60" height="300" rx="30" fill="${c.light}"/><rect x="720" y="180" width="60" height="300" rx="30" fill="${c.light}"/>` +
    `<circle cx="600" cy="330" r="120" fill="none" stroke="${c.main}" stroke-width="26"/><circle cx="600" cy="330" r="46" fill="${c.accent}"/>`,
  'sleep-stress': (c, r) =>
    `<path d="M700 170 a 170 170 0 1 0 120 300 a 140 140 0 1 1 -120 -300 Z" fill="${c.light}"/>` +
    Array.from({ length: 9 }, (_, i) => `<circle cx="${150 + ((i * 131 + r(80)) % 900)}" cy="${90 + ((i * 67 + r(60)) % 420)}" r="${3 + (i % 3) * 2}" fill="#ffffff" opacity=".85"/>`).join(''),
  'womens-health': (c) =>
    `<circle cx="600" cy="230" r="70" fill="${c.light}"/><path d="M470 520 Q600 280 730 520 Z" fill="${c.main}"/>` + leaf(420, 520, 0.9, -40, c.accent) + leaf(780, 520, 0.9, 220, c.accent),
  'seasonal-care': (c, r) =>
    `<circle cx="${470 + r(60)}" cy="250" r="110" fill="${c.accent}"/>` +
    Array.from({ length: 12 }, (_, i) => `<rect x="${460 + r(60)}" y="100" width="12" height="50" rx="6" fill="${c.accent}" transform="rotate(${i * 30} ${476 + r(60)} 250)"/>`).join('') +
    `<path d="M620 330 a 80 80 0 0 1 150 -30 a 70 70 0 0 1 60 120 h -220 a 60 60 0 0 1 10 -90 Z" fill="${c.light}"/>` +
    [0, 1, 2, 3].map((i) => `<path d="M${650 + i * 45} 450 l -14 36" stroke="${c.light}" stroke-width="8" stroke-linecap="round"/>`).join(''),
  respiratory: (c) =>
    `<path d="M590 170 v 120 M610 170 v 120" stroke="${c.light}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M585 290 C 470 250 400 380 430 500 C 470 540 560 520 585 470 Z" fill="${c.main}"/><path d="M615 290 C 730 250 800 380 770 500 C 730 540 640 520 615 470 Z" fill="${c.main}"/>` +
    [0, 1, 2].map((i) => `<path d="M${200 + i * 20} ${250 + i * 60} q 60 -30 120 0 t 120 0" stroke="#ffffff" stroke-width="6" fill="none" opacity=".6"/>`).join(''),
  'diet-nutrition': (c, r) =>
    `<circle cx="600" cy="340" r="190" fill="#ffffff" opacity=".9"/><circle cx="600" cy="340" r="150" fill="${c.light}"/>` +
    [0, 1, 2, 3, 4].map((i) => `<circle cx="${600 + Math.cos(i * 1.25 + r(3)) * 80}" cy="${340 + Math.sin(i * 1.25 + r(3)) * 80}" r="${26 + (i % 2) * 12}" fill="${i % 2 ? c.accent : c.main}"/>`).join(''),
  children: (c) =>
    `<circle cx="520" cy="250" r="60" fill="${c.light}"/><path d="M430 520 Q520 310 610 520 Z" fill="${c.main}"/>` +
    `<circle cx="700" cy="300" r="42" fill="${c.light}"/><path d="M640 520 Q700 370 760 520 Z" fill="${c.accent}"/>`,
  'daily-routine': (c, r) =>
    `<circle cx="600" cy="560" r="260" fill="${c.accent}" opacity=".9"/>` +
    Array.from({ length: 9 }, (_, i) => `<rect x="594" y="210" width="12" height="60" rx="6" fill="${c.accent}" transform="rotate(${-80 + i * 20 + r(4)} 600 560)"/>`).join('') +
    `<rect x="0" y="560" width="1200" height="115" fill="${c.dark}"/>`,
  herbs: (c, r) => Array.from({ length: 6 }, (_, i) => leaf(380 + i * 80, 340 + ((i * 37 + r(40)) % 120) - 60, 0.9, -60 + i * 25, i % 2 ? c.main : c.accent)).join(''),
};

function coloursOf(seed: string) {
  const h = crypto.createHash('sha256').update(seed).digest();
  const hue = Math.round((h.readUInt16BE(0) / 65536) * 360);
  const sat = 40 + (h[2]! % 30);
  return {
    colours: { main: `hsl(${hue} ${sat}% 38%)`, dark: `hsl(${hue} ${sat}% 22%)`, light: `hsl(${hue} ${Math.min(sat, 55)}% 88%)`, accent: `hsl(${(hue + 35) % 360} 75% 58%)` },
    bg: [`hsl(${(hue + 180) % 360} 35% 30%)`, `hsl(${(hue + 210) % 360} 40% 45%)`],
    r: (n: number) => h[3 + (n % 20)]! % Math.max(1, n),
  };
}

/** The scene as SVG, 1200 × 675. */
export function sceneSvg(scene: DemoScene): string {
  const { colours, bg, r } = coloursOf(scene.seed);
  const motif = (MOTIFS[scene.motif] ?? MOTIFS.herbs!)(colours, r);
  const caption = scene.caption.length > 60 ? `${scene.caption.slice(0, 59)}…` : scene.caption;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>
<circle cx="${150 + r(200)}" cy="${120 + r(80)}" r="${160 + r(60)}" fill="#ffffff" opacity=".06"/>
<circle cx="${1000 - r(150)}" cy="${560 - r(60)}" r="${200 + r(50)}" fill="#ffffff" opacity=".05"/>
${motif}
<rect x="0" y="600" width="1200" height="75" fill="#000000" opacity=".35"/>
<text x="600" y="648" font-family="Noto Sans Devanagari, DejaVu Sans, sans-serif" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(caption)}</text>
</svg>`;
}
