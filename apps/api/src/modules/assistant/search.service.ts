/**
 * Universal search (spec section 2: modes 0-4; decision 071) over medicines, doctors, clinics, articles (articles and
 * the knowledge pages) and discussions (feed posts the viewer may see), on the assistant's retrieval:
 * 0 aggregation: one list ranked across kinds; 1 sequential: groups in a fixed order (the page's kind first), filled
 * until `limit` results in all; 2 concurrent: each group's own top `limit`; 3 only products; 4 posts and products.
 */
import type { SearchKind, SourceKind } from '@nirog/shared/assistant';
import { t } from '@nirog/shared/messages/catalogue';
import { SEARCH_KINDS } from '@nirog/shared/assistant';
import type { SearchHit, SearchQuery, SearchResult } from '@nirog/shared/schemas/assistant';
import type { Passage, Retrieval, Viewer } from './retrieval.ts';

const KINDS_OF: Record<SearchKind, SourceKind[]> = {
  medicines: ['product'],
  doctors: ['doctor'],
  clinics: ['clinic'],
  articles: ['article', 'glossary', 'condition', 'treatment'],
  posts: ['post'],
};

/** Group headings, in the request's language (the header's suggestions show them without carrying the texts). */
const label = (g: SearchKind) =>
  g === 'medicines' ? t('search.universal.group.medicines') : g === 'doctors' ? t('search.universal.group.doctors') : g === 'clinics' ? t('search.universal.group.clinics') : g === 'articles' ? t('search.universal.group.articles') : t('search.universal.group.posts');

const hit = (group: SearchKind) => (p: Passage): SearchHit => ({ group, kind: p.kind, ref: p.ref, title: p.title, path: p.path, text: p.text.slice(0, 160) });

export function createSearchService({ retrieval }: { retrieval: Retrieval }) {
  return {
    async search(viewer: Viewer, q: SearchQuery): Promise<SearchResult> {
      const groupsWanted: SearchKind[] =
        q.mode === 3 ? ['medicines'] : q.mode === 4 ? ['posts', 'medicines'] : q.first ? [q.first, ...SEARCH_KINDS.filter((k) => k !== q.first)] : [...SEARCH_KINDS];
      const found = await retrieval.search(viewer, q.q, groupsWanted.flatMap((g) => KINDS_OF[g]), q.limit);
      const terms = await retrieval.terms(q.q);
      const fixed = terms.words.some((w) => w.fix) ? terms.words.map((w) => w.fix ?? w.word).join(' ') : null;
      const groupHits = (g: SearchKind) => {
        const seen = new Set<string>();
        return KINDS_OF[g]
          .flatMap((k) => found[k].map(hit(g)).map((h, i) => ({ h, score: found[k][i]!.score })))
          .sort((a, b) => b.score - a.score)
          .filter(({ h }) => !seen.has(h.path) && !!seen.add(h.path))
          .map(({ h, score }) => ({ h, score }));
      };
      const base = { mode: q.mode, query: q.q, seeAll: t('search.universal.seeAll', { q: q.q }), didYouMean: fixed, items: [] as SearchHit[], groups: [] as SearchResult['groups'] };
      if (q.mode === 0) {
        const all = groupsWanted.flatMap(groupHits).sort((a, b) => b.score - a.score);
        return { ...base, items: all.slice(0, q.limit).map((x) => x.h) };
      }
      if (q.mode === 1) {
        let left = q.limit;
        const groups: SearchResult['groups'] = [];
        for (const g of groupsWanted) {
          if (left <= 0) break;
          const items = groupHits(g).slice(0, left).map((x) => x.h);
          if (items.length) groups.push({ kind: g, label: label(g), items });
          left -= items.length;
        }
        return { ...base, groups };
      }
      return { ...base, groups: groupsWanted.map((g) => ({ kind: g, label: label(g), items: groupHits(g).slice(0, q.limit).map((x) => x.h) })).filter((g) => g.items.length) };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
