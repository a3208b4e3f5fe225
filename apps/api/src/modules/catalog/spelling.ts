/**
 * "Did you mean" for the catalog search (decision 041). The dictionary is every word of the active products' search
 * text (names, brands, forms, ingredients and botanical names, uses) with the number of products using it, read with
 * PostgreSQL's `ts_stat` (PGlite has it too) and kept in memory. A word of the query that no product uses is replaced
 * by the closest word that products do use: fewest edits (insertions, deletions, substitutions, swaps of neighbours),
 * then most products. Short words are left alone: at four letters one edit is a different word more often than a typo.
 */

export interface Dictionary {
  /** word → number of products using it */
  words: Map<string, number>;
  /** words by length, for the candidates a length allows */
  byLength: Map<number, string[]>;
}

export function dictionaryOf(entries: Iterable<{ word: string; ndoc: number }>): Dictionary {
  const words = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  for (const { word, ndoc } of entries) {
    words.set(word, Number(ndoc));
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  return { words, byLength };
}

/** Edits allowed for a word of this length: none below 5 letters, 1 up to 7, 2 from 8. */
export const editsAllowed = (length: number) => (length < 5 ? 0 : length < 8 ? 1 : 2);

/** Optimal string alignment distance, or `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** The closest dictionary word to one the dictionary lacks, or null when none is close enough. */
export function closestWord(dict: Dictionary, word: string): string | null {
  const max = editsAllowed(word.length);
  if (max === 0) return null;
  let found: string | null = null;
  let foundDistance = max + 1;
  let foundCount = 0;
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const candidate of dict.byLength.get(len) ?? []) {
      const d = editDistance(word, candidate, Math.min(max, foundDistance));
      const count = dict.words.get(candidate)!;
      if (d < foundDistance || (d === foundDistance && d <= max && count > foundCount)) {
        found = candidate;
        foundDistance = d;
        foundCount = count;
      }
    }
  }
  return foundDistance <= max ? found : null;
}

/**
 * The query with its unknown words corrected, in lower case, or null when there is nothing to correct (every word is
 * known, or an unknown word has no close match and the rest are known).
 */
export function didYouMean(dict: Dictionary, query: string): string | null {
  const words = query.toLowerCase().match(/\p{L}+|\d+/gu) ?? [];
  let changed = false;
  const out = words.map((w) => {
    if (!/^[a-z]+$/.test(w) || dict.words.has(w)) return w;
    const fix = closestWord(dict, w);
    if (!fix) return w;
    changed = true;
    return fix;
  });
  return changed ? out.join(' ') : null;
}
