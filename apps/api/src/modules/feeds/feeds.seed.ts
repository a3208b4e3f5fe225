/**
 * Demo content for the feed (issue 22 part 8): the demo practitioners (the care directory's verified doctors and
 * clinics) write 84 posts over the last two weeks (text, photos, video links, PDFs), with comments, replies, likes,
 * bookmarks and follows, so the feed looks alive on first start. Deterministic (no randomness: everything follows
 * from the post's index). Seeded once: a database that already has posts is left alone. A few batched inserts.
 *
 * Pictures and PDFs are upload rows (purpose feed_image / feed_document, owned by their author) with no bytes yet
 * (`size_bytes` null): `drawDemoFeedMedia` draws and stores them after the server starts (not on the start's path).
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';

export const DEMO_FEED_POSTS = 84;
const DEMO_STORAGE_PREFIX = 'feed-demo/';

const TOPICS: Array<{ text: string; tags: string[] }> = [
  { text: 'A 28-year-old with irregular cycles and weight gain: six months of diet correction, Kanchanar Guggulu and daily yoga. Cycles regular for the last three months.', tags: ['pcos', 'womenshealth'] },
  { text: 'Panchakarma in chronic low back pain: Kati Basti for seven days followed by Matra Basti. Pain score went from 8 to 3.', tags: ['panchakarma', 'painmanagement'] },
  { text: 'Reminder for the monsoon: Agni is weak, so advise light, warm, freshly cooked food and ginger water to patients with digestive complaints.', tags: ['ritucharya', 'digestion'] },
  { text: 'Psoriasis case: Virechana followed by Panchatikta Ghrita Guggulu. Plaques reduced by half in ten weeks. Photos shared with consent.', tags: ['psoriasis', 'skin'] },
  { text: 'What is your first line for acid peptic disease in Pitta prakriti? I start with Avipattikar churna and strict meal timings.', tags: ['acidity', 'discussion'] },
  { text: 'Our clinic protocol for Amavata (rheumatoid arthritis) in early stage: Langhana, Valuka Sweda and Simhanada Guggulu. Sharing the PDF.', tags: ['amavata', 'protocol'] },
  { text: 'Insomnia in IT professionals: Shirodhara for 7 days plus Ashwagandha at night helped three of my patients this month.', tags: ['insomnia', 'stress'] },
  { text: 'Quick talk on Dinacharya for busy patients: what to keep when there is no time for everything.', tags: ['dinacharya', 'lifestyle'] },
  { text: 'Childhood asthma: Vardhamana Pippali with honey over 21 days, alongside the paediatrician\'s inhaler plan. Fewer night attacks.', tags: ['asthma', 'paediatrics'] },
  { text: 'Type 2 diabetes, HbA1c 8.4 to 7.1 in four months with Nisha Amalaki, diet and walking. Metformin dose unchanged by the physician.', tags: ['diabetes', 'lifestyle'] },
  { text: 'Migraine by dosha: in Vata type, Nasya with Anu Taila made the biggest difference in my practice. What works for you?', tags: ['migraine', 'nasya'] },
  { text: 'Fatty liver on ultrasound in a 35-year-old: Arogyavardhini Vati, no fried food, 45 minutes of walking. Follow-up scan after 12 weeks was normal.', tags: ['liver', 'lifestyle'] },
];
/** Short educational videos (links under the video-link rule; the player embeds them). */
const VIDEOS = ['https://www.youtube.com/watch?v=4pLUleLdwY4', 'https://youtu.be/inpok4MKVLM', 'https://www.youtube.com/watch?v=v7AYKMP6rOE', 'https://youtu.be/ZToicYcHIOU'];
const COMMENTS = [
  'Very useful case, thank you for sharing.',
  'Did you check thyroid function before starting?',
  'Similar results in my clinic with the same protocol.',
  'What was the dose and duration?',
  'Great outcome. Any recurrence on follow-up?',
  'I add Triphala at night in such cases.',
  'Thanks for the detailed notes.',
  'Would love to see the follow-up photos.',
];
const REPLIES = ['Yes, it was normal.', 'Twelve weeks, twice a day after food.', 'No recurrence at six months.', 'Good point, I will try that.'];
const PALETTES = [
  ['#2f6f4f', '#cfe8d5', '#e9b44c'],
  ['#7a4e2d', '#f3e1cf', '#3f8f6b'],
  ['#35507a', '#dbe6f5', '#e07a5f'],
  ['#6b3f69', '#f1dff0', '#8fb339'],
];

/** Seeds the demo feed once; returns how many posts it wrote (0 when the feed already had posts). */
export async function seedDemoFeed(database: Database, now: Date = new Date()): Promise<{ posts: number }> {
  const { db } = database;
  const q = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM feed_posts`);
  if (Number(n) > 0) return { posts: 0 };
  const authors = (
    await q<{ id: number }>(sql`SELECT u.id FROM users u JOIN doctor_profiles dp ON dp.user_id = u.id
      WHERE u.status = 1 AND u.role = 'user' AND u.user_type IN (2, 3) AND dp.is_verified IN (1, 3) ORDER BY u.id LIMIT 24`)
  ).map((r) => Number(r.id));
  if (authors.length < 3) return { posts: 0 };
  const A = authors.length;
  const hour = 3_600_000;
  await db.transaction(async (tx) => {
    const x = async <T>(query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    // Uploads (no bytes yet) for the pictures and documents.
    const uploadRows: Array<{ id: string; owner: number; purpose: string; key: string; type: string; name: string }> = [];
    const posts = Array.from({ length: DEMO_FEED_POSTS }, (_, i) => {
      const topic = TOPICS[i % TOPICS.length]!;
      const author = authors[(i * 7) % A]!;
      const kind = i % 6 === 1 ? 'image' : i % 10 === 3 ? 'video' : i % 12 === 5 ? 'document' : null;
      const text = `${topic.text}\n\n${topic.tags.map((t) => `#${t}`).join(' ')}`;
      const images: string[] = [];
      let document: string | null = null;
      if (kind === 'image') {
        for (let k = 0; k < 1 + (i % 3); k++) {
          const id = demoUuid(`feed-image:${i}:${k}`);
          images.push(id);
          uploadRows.push({ id, owner: author, purpose: 'feed_image', key: `${DEMO_STORAGE_PREFIX}image/${i}-${k}`, type: 'image/png', name: `case-${i + 1}-${k + 1}.png` });
        }
      }
      if (kind === 'document') {
        document = demoUuid(`feed-document:${i}`);
        uploadRows.push({ id: document, owner: author, purpose: 'feed_document', key: `${DEMO_STORAGE_PREFIX}document/${i}`, type: 'application/pdf', name: `protocol-${i + 1}.pdf` });
      }
      // Oldest first, so ids grow with time; the newest an hour ago, the oldest about two weeks back.
      const createdAt = new Date(now.getTime() - (DEMO_FEED_POSTS - i) * 4 * hour);
      return { i, author, text, tags: topic.tags, kind, images, document, video: kind === 'video' ? VIDEOS[i % VIDEOS.length]! : null, createdAt, practitionersOnly: i % 9 === 4, featured: i % 17 === 8 };
    });
    if (uploadRows.length) {
      await tx.execute(sql`INSERT INTO uploads (id, owner_id, purpose, storage_key, content_type, size_bytes, original_name, status, upload_expires_at, created_at) VALUES ${sql.join(
        uploadRows.map((u) => sql`(${u.id}, ${u.owner}, ${u.purpose}, ${u.key}, ${u.type}, NULL, ${u.name}, 'stored', ${now}, ${now})`),
        sql`, `,
      )} ON CONFLICT (id) DO NOTHING`);
    }
    const made = await x<{ id: number }>(sql`INSERT INTO feed_posts (author_id, text, tags, media_type, video_url, document_upload_id, practitioners_only, featured_at, created_at) VALUES ${sql.join(
      posts.map(
        (p) =>
          sql`(${p.author}, ${p.text}, ARRAY[${sql.join(p.tags.map((t) => sql`${t}`), sql`, `)}]::text[], ${p.kind}, ${p.video}, ${p.document}::uuid, ${p.practitionersOnly}, ${p.featured ? p.createdAt : null}::timestamptz, ${p.createdAt})`,
      ),
      sql`, `,
    )} RETURNING id`);
    const ids = made.map((r) => Number(r.id)).sort((a, b) => a - b);
    const images = posts.flatMap((p) => p.images.map((uploadId, position) => ({ postId: ids[p.i]!, uploadId, position })));
    if (images.length) {
      await tx.execute(sql`INSERT INTO feed_post_images (post_id, upload_id, position, width, height) VALUES ${sql.join(
        images.map((m) => sql`(${m.postId}, ${m.uploadId}, ${m.position}, 800, 450)`),
        sql`, `,
      )}`);
    }
    // Likes and bookmarks: a varying number of colleagues, never the author.
    const likes: Array<{ post: number; user: number; at: Date }> = [];
    const marks: Array<{ post: number; user: number; at: Date }> = [];
    for (const p of posts) {
      const others = authors.filter((a) => a !== p.author);
      const k = (p.i * 5) % Math.min(14, others.length);
      for (let j = 0; j < k; j++) likes.push({ post: ids[p.i]!, user: others[(p.i + j * 3) % others.length]!, at: new Date(p.createdAt.getTime() + (j + 1) * 20 * 60_000) });
      if (p.i % 4 === 0) marks.push({ post: ids[p.i]!, user: others[p.i % others.length]!, at: new Date(p.createdAt.getTime() + hour) });
    }
    const uniq = <T extends { post: number; user: number }>(list: T[]) => [...new Map(list.map((l) => [`${l.post}:${l.user}`, l])).values()];
    await tx.execute(sql`INSERT INTO feed_likes (post_id, user_id, created_at) VALUES ${sql.join(uniq(likes).map((l) => sql`(${l.post}, ${l.user}, ${l.at})`), sql`, `)}`);
    if (marks.length) await tx.execute(sql`INSERT INTO feed_bookmarks (post_id, user_id, created_at) VALUES ${sql.join(uniq(marks).map((l) => sql`(${l.post}, ${l.user}, ${l.at})`), sql`, `)}`);
    // Comments (0-3 a post) and a reply under every other first comment.
    const comments: Array<{ post: number; user: number; text: string; at: Date; i: number }> = [];
    for (const p of posts) {
      const others = authors.filter((a) => a !== p.author);
      for (let j = 0; j < p.i % 4; j++) comments.push({ post: ids[p.i]!, user: others[(p.i * 3 + j) % others.length]!, text: COMMENTS[(p.i + j) % COMMENTS.length]!, at: new Date(p.createdAt.getTime() + (j + 1) * 30 * 60_000), i: p.i });
    }
    const cIds = (await x<{ id: number }>(sql`INSERT INTO feed_comments (post_id, author_id, text, created_at) VALUES ${sql.join(comments.map((c) => sql`(${c.post}, ${c.user}, ${c.text}, ${c.at})`), sql`, `)} RETURNING id`))
      .map((r) => Number(r.id))
      .sort((a, b) => a - b);
    const replies = comments
      .map((c, k) => ({ ...c, parent: cIds[k]! }))
      .filter((c, k) => k === 0 || comments[k - 1]!.post !== c.post)
      .filter((c) => c.i % 2 === 0)
      .map((c) => ({ post: c.post, parent: c.parent, user: posts[c.i]!.author, text: REPLIES[c.i % REPLIES.length]!, at: new Date(c.at.getTime() + hour) }));
    if (replies.length) await tx.execute(sql`INSERT INTO feed_comments (post_id, parent_id, author_id, text, created_at) VALUES ${sql.join(replies.map((r) => sql`(${r.post}, ${r.parent}, ${r.user}, ${r.text}, ${r.at})`), sql`, `)}`);
    // Follows: each practitioner follows the next five.
    const follows: Array<[number, number]> = [];
    authors.forEach((a, k) => {
      for (let j = 1; j <= 5; j++) follows.push([a, authors[(k + j * 2) % A]!]);
    });
    await tx.execute(sql`INSERT INTO feed_follows (follower_id, followee_id, created_at) VALUES ${sql.join(
      follows.filter(([a, b]) => a !== b).map(([a, b]) => sql`(${a}, ${b}, ${new Date(now.getTime() - 15 * 24 * hour)})`),
      sql`, `,
    )} ON CONFLICT DO NOTHING`);
    // Counters from the rows (the invariant of feeds.tables.ts).
    await tx.execute(sql`UPDATE feed_posts p SET
      likes_count = (SELECT count(*) FROM feed_likes l WHERE l.post_id = p.id),
      comments_count = (SELECT count(*) FROM feed_comments c WHERE c.post_id = p.id),
      bookmarks_count = (SELECT count(*) FROM feed_bookmarks b WHERE b.post_id = p.id)`);
  });
  return { posts: DEMO_FEED_POSTS };
}

function demoUuid(seed: string) {
  const h = crypto.createHash('sha256').update(`nirog-demo-feed:${seed}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A simple PDF of one page with a title and a few lines (no library: the format is text). */
export function demoPdf(title: string, lines: string[]): Buffer {
  const safe = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '');
  const content = [`BT /F1 20 Tf 72 760 Td (${safe(title)}) Tj ET`, ...lines.map((l, k) => `BT /F1 12 Tf 72 ${720 - k * 20} Td (${safe(l)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, k) => {
    offsets.push(Buffer.byteLength(out));
    out += `${k + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Draws the demo feed's pictures and PDFs that have no bytes yet (seeded rows with `size_bytes` null) and stores
 * them; run after the server starts. Each picture: a coloured card with leaves and its caption (sharp, from SVG).
 */
export async function drawDemoFeedMedia(database: Database, storage: StorageProvider): Promise<number> {
  const { db } = database;
  const todo = ((await db.execute(sql`SELECT id, storage_key, content_type, original_name FROM uploads WHERE size_bytes IS NULL AND status = 'stored' AND storage_key LIKE ${`${DEMO_STORAGE_PREFIX}%`} LIMIT 200`)) as unknown as {
    rows: Array<{ id: string; storage_key: string; content_type: string; original_name: string }>;
  }).rows;
  if (!todo.length) return 0;
  const { default: sharp } = await import('sharp');
  let drawn = 0;
  for (const u of todo) {
    const n = parseInt(crypto.createHash('sha1').update(u.id).digest('hex').slice(0, 6), 16);
    let bytes: Buffer;
    if (u.content_type === 'application/pdf') {
      const topic = TOPICS[n % TOPICS.length]!;
      bytes = demoPdf('Clinic protocol (demo)', [...(topic.text.match(/.{1,80}(\s|$)/g) ?? [topic.text]).map((s) => s.trim()), '', `Tags: ${topic.tags.map((t) => `#${t}`).join(' ')}`]);
    } else {
      const [dark, light, accent] = PALETTES[n % PALETTES.length]!;
      const caption = esc(u.original_name.replace(/\.png$/, '').replace(/-/g, ' '));
      const leaves = Array.from({ length: 5 }, (_, k) => {
        const x = 120 + ((n >> k) % 560) + k * 20;
        const y = 90 + ((n >> (k + 3)) % 220);
        return `<g transform="translate(${x} ${y}) rotate(${(n >> k) % 180})"><path d="M0 0 C 30 -45 90 -45 120 0 C 90 45 30 45 0 0 Z" fill="${k % 2 ? accent : dark}" opacity=".85"/></g>`;
      }).join('');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="${light}"/>${leaves}<rect y="370" width="800" height="80" fill="${dark}"/><text x="32" y="422" font-family="sans-serif" font-size="30" fill="#ffffff">${caption}</text></svg>`;
      bytes = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
    }
    await storage.put(u.storage_key, bytes);
    await db.execute(sql`UPDATE uploads SET size_bytes = ${bytes.length} WHERE id = ${u.id}`);
    drawn++;
  }
  return drawn;
}
