/**
 * Drawn covers for events (issue 20 part 8): a scene per event, written as SVG here and rendered by sharp on first
 * request (as the demo catalog's pack shots are, decision 041), then kept in memory: four small pictures, the same
 * in every process, so nothing needs sharing. Nothing is fetched from outside.
 */
import sharp from 'sharp';

export const EVENT_COVER_SCENES = ['herb-garden', 'online-talk', 'morning-yoga', 'kitchen-spices'] as const;
export type EventCoverScene = (typeof EVENT_COVER_SCENES)[number];
export const EVENT_COVER_WIDTHS = [480, 960] as const;

const ALT: Record<EventCoverScene, string> = {
  'herb-garden': 'Drawing of a herb garden with tulsi, neem and ashwagandha plants under a morning sun',
  'online-talk': 'Drawing of a laptop showing a vaidya speaking, with a cup of herbal tea beside it',
  'morning-yoga': 'Drawing of people doing yoga on mats at sunrise by a river',
  'kitchen-spices': 'Drawing of a kitchen shelf with jars of turmeric, cumin and ginger and a brass pot',
};
export const eventCoverAlt = (scene: string) => ALT[scene as EventCoverScene] ?? 'Event illustration';

const W = 960;
const H = 540;

function leaf(x: number, y: number, r: number, angle: number, fill: string) {
  return `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r / 2.4}" transform="rotate(${angle} ${x} ${y})" fill="${fill}"/>`;
}

function plant(x: number, base: number, height: number, colour: string) {
  let out = `<path d="M${x} ${base} C${x - 6} ${base - height / 2} ${x + 6} ${base - height / 1.5} ${x} ${base - height}" stroke="#4d6b2f" stroke-width="5" fill="none"/>`;
  for (let i = 1; i <= 5; i++) {
    const y = base - (height * i) / 6;
    out += leaf(x - 22, y, 26 - i * 2, -30, colour) + leaf(x + 22, y - 8, 26 - i * 2, 30, colour);
  }
  return out;
}

function scene(name: EventCoverScene): string {
  switch (name) {
    case 'herb-garden':
      return `<rect width="${W}" height="${H}" fill="#eef6e4"/><circle cx="790" cy="120" r="64" fill="#f7c948"/>
        <path d="M0 380 Q240 330 480 380 T960 370 L960 540 L0 540 Z" fill="#b9d48f"/><path d="M0 430 Q300 400 600 440 T960 430 L960 540 L0 540 Z" fill="#8fb86a"/>
        ${plant(180, 440, 220, '#3f8f4a')}${plant(330, 450, 170, '#5aa35f')}${plant(520, 445, 240, '#2f7a3d')}${plant(700, 450, 190, '#6bb36c')}
        <rect x="120" y="440" width="120" height="70" rx="10" fill="#b5651d"/><rect x="460" y="445" width="120" height="70" rx="10" fill="#a0522d"/>
        <circle cx="700" cy="330" r="10" fill="#d9482b"/><circle cx="720" cy="350" r="10" fill="#d9482b"/><circle cx="690" cy="360" r="10" fill="#d9482b"/>`;
    case 'online-talk':
      return `<rect width="${W}" height="${H}" fill="#e8f0fb"/><rect x="0" y="400" width="${W}" height="140" fill="#c9a27a"/>
        <rect x="250" y="120" width="420" height="270" rx="16" fill="#2d3748"/><rect x="270" y="140" width="380" height="230" fill="#f4efe6"/>
        <circle cx="460" cy="230" r="44" fill="#a86b3c"/><path d="M390 370 Q460 280 530 370 Z" fill="#f08a24"/><path d="M420 200 Q460 160 500 200" fill="#2d2d2d"/>
        <rect x="200" y="390" width="520" height="22" rx="8" fill="#4a5568"/>
        <rect x="740" y="330" width="70" height="70" rx="10" fill="#fff"/><path d="M810 350 q30 0 30 20 t-30 20" stroke="#fff" stroke-width="8" fill="none"/>
        <rect x="748" y="338" width="54" height="16" fill="#7a9a3a"/><path d="M760 320 q10 -20 0 -40 M780 320 q10 -20 0 -40" stroke="#9aa5b1" stroke-width="4" fill="none"/>
        ${leaf(140, 360, 40, -40, '#3f8f4a')}${leaf(170, 330, 36, 30, '#5aa35f')}<rect x="120" y="370" width="70" height="40" rx="8" fill="#b5651d"/>`;
    case 'morning-yoga': {
      const person = (x: number, c: string) =>
        `<circle cx="${x}" cy="300" r="18" fill="#8d5a3b"/><path d="M${x} 318 L${x} 380 M${x} 335 L${x - 45} 300 M${x} 335 L${x + 45} 300 M${x} 380 L${x - 30} 430 M${x} 380 L${x + 30} 430" stroke="${c}" stroke-width="12" stroke-linecap="round"/>
         <rect x="${x - 70}" y="432" width="140" height="12" rx="6" fill="#c0392b" opacity="0.8"/>`;
      return `<rect width="${W}" height="${H}" fill="#fde8d0"/><circle cx="480" cy="260" r="120" fill="#f9b35c"/>
        <rect x="0" y="260" width="${W}" height="120" fill="#9fc5d8"/><path d="M0 300 q80 -10 160 0 t160 0 t160 0 t160 0 t160 0 t160 0" stroke="#e7f3f8" stroke-width="4" fill="none"/>
        <rect x="0" y="380" width="${W}" height="160" fill="#d8c48f"/>${person(240, '#2f6f8f')}${person(480, '#1b5c3b')}${person(720, '#7b3f8c')}`;
    }
    case 'kitchen-spices': {
      const jar = (x: number, c: string, h: number) =>
        `<rect x="${x}" y="${300 - h}" width="110" height="${h}" rx="14" fill="#fff" opacity="0.7"/><rect x="${x + 8}" y="${330 - h}" width="94" height="${h - 38}" rx="10" fill="${c}"/><rect x="${x - 4}" y="${284 - h}" width="118" height="22" rx="6" fill="#8b5a2b"/>`;
      return `<rect width="${W}" height="${H}" fill="#fff4e0"/><rect x="80" y="300" width="800" height="24" fill="#8b5a2b"/>
        ${jar(120, '#f2b705', 150)}${jar(270, '#a0522d', 120)}${jar(420, '#e9d8a6', 160)}${jar(570, '#c0392b', 110)}${jar(720, '#6b8e23', 140)}
        <ellipse cx="480" cy="450" rx="150" ry="40" fill="#c9a227"/><path d="M330 450 Q480 560 630 450" fill="#b8891a"/>
        ${leaf(250, 440, 30, -20, '#3f8f4a')}${leaf(700, 440, 30, 20, '#3f8f4a')}<circle cx="790" cy="470" r="22" fill="#d9a441"/><circle cx="170" cy="470" r="18" fill="#e0b04f"/>`;
    }
  }
}

export function eventCoverSvg(name: EventCoverScene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scene(name)}</svg>`;
}

const drawn = new Map<string, Promise<Buffer>>();

/** The cover as WebP at one of EVENT_COVER_WIDTHS; null for an unknown scene or width. */
export function eventCover(name: string, width: number): Promise<Buffer> | null {
  if (!(EVENT_COVER_SCENES as readonly string[]).includes(name) || !(EVENT_COVER_WIDTHS as readonly number[]).includes(width)) return null;
  const key = `${name}@${width}`;
  let job = drawn.get(key);
  if (!job) {
    job = sharp(Buffer.from(eventCoverSvg(name as EventCoverScene)), { density: (72 * width) / W }).resize(width).webp({ quality: 80 }).toBuffer();
    job.catch(() => drawn.delete(key));
    drawn.set(key, job);
  }
  return job;
}

/** Where a cover is served (the API's image route). */
export const eventCoverUrl = (name: string, width: number = EVENT_COVER_WIDTHS[1]) => `/api/images/events/${name}/${width}.webp`;
