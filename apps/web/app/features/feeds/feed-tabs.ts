/** The feed's tabs for a signed-in user (issue 22 part 4): following, trending (engagement with time decay), featured, latest. */
export const FEED_TABS = ['following', 'trending', 'featured', 'latest'] as const;
export type FeedTab = (typeof FEED_TABS)[number];
export const feedTabOf = (value: string | null, fallback: FeedTab = 'latest'): FeedTab => ((FEED_TABS as readonly string[]).includes(value ?? '') ? (value as FeedTab) : fallback);
/** The query parameters that say which page of a list this is (a new tab or filter starts again without them). */
export const CURSOR_PARAMS = ['before', 'skip', 'asOf'] as const;
