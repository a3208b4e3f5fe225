/** What the feed pages' forms and their action share (no server code: the composer and cards import it). */

/** Spec/issue 22: up to 10 photos on a post. */
export const FEED_IMAGES_MAX = 10;
/** The header the composer's XMLHttpRequest sends: the action answers JSON instead of the page. */
export const XHR_HEADER = 'x-upload-progress';
/** The resource route the composer's XMLHttpRequest posts to (routes/feeds/compose.tsx). */
export const COMPOSE_ACTION = '/feeds/compose';

export interface MentionSuggestion {
  userId: number;
  name: string;
  subtitle?: string | null;
}

/** What the feed pages' action answers when it does not redirect. */
export interface ComposerResult {
  form: string;
  /** The post or comment the answer is about (per-card errors). */
  id?: number;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  formError?: string;
  notice?: string;
  posted?: boolean;
  /** A toggle's new state (liked, bookmarked, following) and its count. */
  state?: { on: boolean; count: number };
  /** The API refused for verification: the verify modal opens (also without JavaScript). */
  verify?: boolean;
}


/** "#pcos panchakarma, #diet" → the text's own tags plus these, written as #tags at the end of the text (the API reads tags from the text). */
export function withTags(text: string, tags: string): string {
  const have = new Set([...text.matchAll(/#([A-Za-z0-9][A-Za-z0-9_-]{0,39})/g)].map((m) => m[1]!.toLowerCase()));
  const extra = tags
    .split(/[\s,]+/)
    .map((x) => x.replace(/^#+/, '').toLowerCase())
    .filter((x) => /^[a-z0-9][a-z0-9_-]{0,39}$/.test(x) && !have.has(x) && (have.add(x), true));
  return extra.length ? `${text.trimEnd()}${text.trim() ? '\n\n' : ''}${extra.map((x) => `#${x}`).join(' ')}` : text;
}
