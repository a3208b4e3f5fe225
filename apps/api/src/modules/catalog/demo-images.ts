/**
 * Pictures for the demo catalog (decision 041): a pack shot drawn for each product (its maker, name, form and first
 * pack on a pack of its own colour: a bottle for liquids and oils, a jar for powders and pastes, a carton for tablets,
 * a bar for soap), rendered from SVG by sharp and encoded by the same pipeline as an uploaded photo, into the same
 * storage, under the same addresses.
 *
 * The seed only writes the `product_images` rows (cheap: no pixels). A copy is drawn the first time anyone asks for it
 * (`demoImageCopy`, from the image route on a miss) and stored, so later requests are served like any upload. A demo
 * picture's id is a hash of what it shows: the route draws only when the product's present name, maker, form and pack
 * still hash to the id asked for, so no other address can make the server draw.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ProductImageFormat } from '@nirog/shared/product-images';
import type { DbOrTx } from '../../db/client.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { encodeSquareCopy, imageCopyKey } from './product-image-pipeline.ts';

/** Widths drawn for a demo picture: the card (64 px), the page (224 px) and their 2× copies need no more. */
export const DEMO_IMAGE_WIDTHS = [160, 320, 640] as const;
/** Raise when the drawing changes: every demo picture gets a new id, so no browser keeps an old one. */
const DRAWING_VERSION = 1;

export interface PackShot {
  name: string;
  brand: string;
  maker: string;
  form: string;
  /** The first pack's label ("200 ml"). */
  pack: string;
}

type Shape = 'bottle' | 'jar' | 'carton' | 'bar' | 'tube';
const SHAPE_OF: Record<string, Shape> = {
  asava: 'bottle', arishta: 'bottle', taila: 'bottle', kwath: 'bottle', kashayam: 'bottle', syrup: 'bottle', juice: 'bottle', drops: 'bottle', shampoo: 'bottle',
  churna: 'jar', avaleha: 'jar', ghrita: 'jar', bhasma: 'jar', pishti: 'jar', powder: 'jar',
  vati: 'carton', gutika: 'carton', guggulu: 'carton', rasa: 'carton', capsule: 'carton', tablet: 'carton',
  cream: 'tube', gel: 'tube', soap: 'bar',
};

const FORM_WORD: Record<string, string> = {
  asava: 'Asava', arishta: 'Arishta', taila: 'Oil', kwath: 'Kwath', kashayam: 'Kashayam', syrup: 'Syrup', juice: 'Juice', drops: 'Drops',
  shampoo: 'Shampoo', churna: 'Churna', avaleha: 'Avaleha', ghrita: 'Ghrita', bhasma: 'Bhasma', pishti: 'Pishti', powder: 'Powder',
  vati: 'Vati', gutika: 'Gutika', guggulu: 'Guggulu', rasa: 'Rasa', capsule: 'Capsules', tablet: 'Tablets', cream: 'Cream', gel: 'Gel', soap: 'Soap',
};

const hashOf = (s: string) => crypto.createHash('sha256').update(s).digest();

/** The picture's id: a UUID (version 8, "custom") made from what it shows, so a changed product gets a new address. */
export function demoImageId(p: PackShot): string {
  const h = hashOf(JSON.stringify([DRAWING_VERSION, p.name, p.brand, p.maker, p.form, p.pack]));
  h[6] = (h[6] & 0x0f) | 0x80;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** The picture's alt text: what a reader would see on the pack. */
export const demoImageAlt = (p: PackShot) => `${p.name} by ${p.brand}: ${(FORM_WORD[p.form] ?? p.form).toLowerCase()}, ${p.pack} pack`.slice(0, 200);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Words into lines of at most `max` characters, at most `lines` lines (the last one cut with an ellipsis); a single
 * word longer than `max` keeps its line, cut only past `longest`.
 */
export function wrap(text: string, max: number, lines: number, longest = max): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!cur) cur = word;
    else if (cur.length + 1 + word.length <= max) cur += ` ${word}`;
    else {
      out.push(cur);
      cur = word;
    }
  }
  if (cur) out.push(cur);
  if (out.length > lines) {
    const last = out.slice(lines - 1).join(' ');
    out.splice(lines - 1, out.length, `${last.slice(0, longest - 1).trimEnd()}…`);
  }
  return out.map((l) => (l.length > longest ? `${l.slice(0, longest - 1)}…` : l));
}

/** The pack's colours from its name and maker: a hue of its own, deep enough for white text. */
export function packColours(p: Pick<PackShot, 'name' | 'brand'>) {
  const h = hashOf(`${p.brand}|${p.name}`);
  const hue = Math.round((h.readUInt16BE(0) / 65536) * 360);
  const sat = 45 + (h[2] % 25);
  return { main: `hsl(${hue} ${sat}% 34%)`, dark: `hsl(${hue} ${sat}% 22%)`, light: `hsl(${hue} ${Math.min(sat, 50)}% 94%)`, accent: `hsl(${(hue + 40) % 360} 70% 55%)` };
}

/** The label: maker, name, form, pack, drawn in a box (x, y, w) on the pack. */
function label(p: PackShot, x: number, y: number, w: number, c: ReturnType<typeof packColours>): string {
  const cx = x + w / 2;
  // Lines of up to w/15 characters; the font shrinks until the longest line fits the label (bold glyphs ≈ 0.64 em).
  const perLine = Math.max(8, Math.floor(w / 19));
  const nameLines = wrap(p.name, perLine, 3, Math.floor(w / 11));
  const size = Math.max(18, Math.min(34, Math.floor((w - 20) / (0.64 * Math.max(...nameLines.map((l) => l.length))))));
  const brandSize = 22;
  const below = y + 100 + nameLines.length * (size + 8) + 6;
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${below - y + 52}" rx="10" fill="#fff"/>`;
  out += `<text x="${cx}" y="${y + 40}" font-size="${brandSize}" font-weight="700" fill="${c.dark}" text-anchor="middle" letter-spacing="2">${esc(p.brand.toUpperCase().slice(0, perLine + 4))}</text>`;
  out += `<rect x="${x + 24}" y="${y + 56}" width="${w - 48}" height="4" fill="${c.accent}"/>`;
  nameLines.forEach((l, i) => {
    out += `<text x="${cx}" y="${y + 100 + i * (size + 8)}" font-size="${size}" font-weight="700" fill="#1f2937" text-anchor="middle">${esc(l)}</text>`;
  });
  out += `<text x="${cx}" y="${below}" font-size="22" fill="${c.main}" text-anchor="middle">${esc(FORM_WORD[p.form] ?? p.form)} · ${esc(p.pack.slice(0, 18))}</text>`;
  out += `<text x="${cx}" y="${below + 32}" font-size="15" fill="#6b7280" text-anchor="middle">${esc(wrap(p.maker, Math.floor(w / 9), 1)[0] ?? '')}</text>`;
  return out;
}

/** The pack shot as SVG, 640 × 640. */
export function packShotSvg(p: PackShot): string {
  const c = packColours(p);
  const shape = SHAPE_OF[p.form] ?? 'carton';
  let body = '';
  if (shape === 'bottle') {
    body = `<rect x="268" y="40" width="104" height="64" rx="10" fill="${c.dark}"/><rect x="282" y="100" width="76" height="40" fill="${c.main}"/>
      <path d="M282 138 C282 170 190 175 190 230 L190 570 Q190 600 220 600 L420 600 Q450 600 450 570 L450 230 C450 175 358 170 358 138 Z" fill="${c.main}"/>
      <rect x="206" y="232" width="16" height="320" rx="8" fill="#fff" opacity="0.18"/>
      ${label(p, 206, 250, 228, c)}`;
  } else if (shape === 'jar') {
    body = `<rect x="150" y="120" width="340" height="78" rx="14" fill="${c.dark}"/><rect x="150" y="186" width="340" height="12" fill="#000" opacity="0.15"/>
      <rect x="140" y="196" width="360" height="404" rx="36" fill="${c.main}"/>
      <rect x="160" y="214" width="16" height="360" rx="8" fill="#fff" opacity="0.18"/>
      ${label(p, 176, 250, 288, c)}`;
  } else if (shape === 'carton') {
    body = `<path d="M150 110 L470 110 L510 80 L190 80 Z" fill="${c.dark}"/><path d="M470 110 L510 80 L510 560 L470 600 Z" fill="${c.dark}"/>
      <rect x="150" y="110" width="320" height="490" fill="${c.main}"/>
      <circle cx="190" cy="150" r="18" fill="${c.accent}"/><circle cx="236" cy="150" r="18" fill="${c.accent}" opacity="0.7"/>
      ${label(p, 170, 200, 280, c)}`;
  } else if (shape === 'tube') {
    body = `<rect x="262" y="40" width="116" height="80" rx="12" fill="${c.dark}"/>
      <path d="M236 120 L404 120 L460 560 L180 560 Z" fill="${c.main}"/><rect x="170" y="556" width="300" height="44" rx="4" fill="${c.dark}"/>
      ${label(p, 214, 190, 212, c)}`;
  } else {
    body = `<rect x="90" y="170" width="460" height="340" rx="60" fill="${c.main}"/><rect x="110" y="186" width="420" height="308" rx="50" fill="#fff" opacity="0.12"/>
      ${label(p, 150, 200, 340, c)}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
    <rect width="640" height="640" fill="${c.light}"/><ellipse cx="320" cy="608" rx="230" ry="16" fill="#000" opacity="0.08"/>${body}</svg>`;
}

/** One copy of a demo picture: the SVG drawn at that width, then encoded as an uploaded picture's copies are. */
export async function renderPackShot(p: PackShot, width: number, format: ProductImageFormat): Promise<Buffer> {
  const svg = Buffer.from(packShotSvg(p));
  const png = await sharp(svg, { density: (72 * width) / 640 }).png().toBuffer();
  return encodeSquareCopy(png, width, format);
}

/** The pack shot behind a product's picture id, or null when the id is not its present demo picture. */
export async function packShotFor(db: DbOrTx, imageId: string): Promise<PackShot | null> {
  const found = (await db.execute(sql`SELECT p.name, p.form, b.name AS brand, b.manufacturer,
      (SELECT k.label FROM packages k WHERE k.product_id = p.id ORDER BY k.sort_order, k.id LIMIT 1) AS pack
    FROM product_images i JOIN products p ON p.id = i.product_id JOIN brands b ON b.id = p.brand_id
    WHERE i.id = ${imageId} AND i.created_by IS NULL`)) as unknown as { rows: Array<{ name: string; form: string; brand: string; manufacturer: string; pack: string | null }> };
  const r = found.rows[0];
  if (!r) return null;
  const shot: PackShot = { name: r.name, brand: r.brand, maker: r.manufacturer, form: r.form, pack: r.pack ?? '' };
  return demoImageId(shot) === imageId ? shot : null;
}

/**
 * Draws a missing copy of a demo picture, stores it where an upload's copy goes and returns it; null when the id is
 * not a demo picture (or not at a width demo pictures have). Concurrent requests for one copy share one drawing.
 */
export function createDemoImageDrawer(db: DbOrTx, storage: StorageProvider) {
  const drawing = new Map<string, Promise<Buffer | null>>();
  return function draw(imageId: string, width: number, format: ProductImageFormat): Promise<Buffer | null> {
    if (!(DEMO_IMAGE_WIDTHS as readonly number[]).includes(width)) return Promise.resolve(null);
    const key = imageCopyKey(imageId, width, format);
    const pending = drawing.get(key);
    if (pending) return pending;
    const job = (async () => {
      const shot = await packShotFor(db, imageId);
      if (!shot) return null;
      const bytes = await renderPackShot(shot, width, format);
      await storage.put(key, bytes);
      return bytes;
    })().finally(() => drawing.delete(key));
    drawing.set(key, job);
    return job;
  };
}
export type DemoImageDrawer = ReturnType<typeof createDemoImageDrawer>;

/**
 * The seed's part: a picture row for every product that has none (the copies are drawn when first asked for). A
 * product whose picture an operator removed gets the drawing back only when the demo data is seeded again.
 */
export async function seedDemoImages(tx: DbOrTx): Promise<number> {
  const found = (await tx.execute(sql`SELECT p.id, p.name, p.form, b.name AS brand, b.manufacturer,
      (SELECT k.label FROM packages k WHERE k.product_id = p.id ORDER BY k.sort_order, k.id LIMIT 1) AS pack
    FROM products p JOIN brands b ON b.id = p.brand_id
    WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)`)) as unknown as {
    rows: Array<{ id: number; name: string; form: string; brand: string; manufacturer: string; pack: string | null }>;
  };
  const values = found.rows.map((r) => {
    const shot: PackShot = { name: r.name, brand: r.brand, maker: r.manufacturer, form: r.form, pack: r.pack ?? '' };
    return { id: demoImageId(shot), product_id: Number(r.id), alt: demoImageAlt(shot) };
  });
  for (let i = 0; i < values.length; i += 5000) {
    await tx.execute(sql`INSERT INTO product_images (id, product_id, position, alt, widths)
      SELECT id, product_id, 0, alt, ${`{${DEMO_IMAGE_WIDTHS.join(',')}}`}::smallint[]
      FROM jsonb_to_recordset(${JSON.stringify(values.slice(i, i + 5000))}::jsonb) AS x(id uuid, product_id int, alt text)
      ON CONFLICT (id) DO NOTHING`);
  }
  return values.length;
}
