import { Fragment } from 'react';
import { Link } from 'react-router';

/**
 * A post's or comment's text with its #tags linking to the feed filtered by tag and its mentions (written
 * `@[Name](id)` by the composer, decision 060) linking to the person's posts. Other text stays plain.
 */
const TOKENS = /@\[([^\]\n]{1,80})\]\((\d{1,9})\)|(^|[^\p{L}\p{N}_&])#([A-Za-z0-9][A-Za-z0-9_-]{0,39})/gu;

export function PostText({ text, className }: { text: string; className?: string }) {
  const parts: Array<string | { tag: string } | { mention: { userId: number; name: string } }> = [];
  let last = 0;
  for (const m of text.matchAll(TOKENS)) {
    const start = m.index;
    if (m[1] !== undefined) {
      parts.push(text.slice(last, start), { mention: { userId: Number(m[2]), name: m[1] } });
    } else {
      parts.push(text.slice(last, start) + (m[3] ?? ''), { tag: m[4]! });
    }
    last = start + m[0].length;
  }
  parts.push(text.slice(last));
  const link = 'font-medium text-brand-700 underline-offset-2 hover:underline';
  return (
    <p className={className ?? 'mt-3 text-[15px] whitespace-pre-line [overflow-wrap:anywhere]'}>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          <Fragment key={i}>{p}</Fragment>
        ) : 'tag' in p ? (
          <Link key={i} to={`/feeds?tag=${encodeURIComponent(p.tag.toLowerCase())}`} className={link}>
            #{p.tag}
          </Link>
        ) : (
          <Link key={i} to={`/feeds/user/${p.mention.userId}`} className={link}>
            @{p.mention.name}
          </Link>
        ),
      )}
    </p>
  );
}
