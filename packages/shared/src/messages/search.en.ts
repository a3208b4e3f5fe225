/** Catalog search (issue 19 item 4, decision 041): the "did you mean" line above the results. */
export const searchEn = {
  'search.didYouMean.prefix': 'Did you mean',
  'search.didYouMean.shown': 'Showing results for “{query}” and “{fix}”.',
} as const;
