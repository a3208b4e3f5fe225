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

