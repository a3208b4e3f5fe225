/** Stock movements (issue 18 part 3, decision 035): where a change of a pack's stock in a warehouse came from. */
export const STOCK_MOVEMENT_SOURCES = ['edit', 'import', 'order', 'return'] as const;
export type StockMovementSource = (typeof STOCK_MOVEMENT_SOURCES)[number];

/** The most units one pack may hold in one warehouse (a typo guard: 1,000,000 is not a real shelf). */
export const STOCK_MAX_UNITS = 1_000_000;
/** A CSV stock import holds at most this many rows and bytes (decision 035; applied by a job in batches, decision 040). */
export const STOCK_IMPORT_MAX_ROWS = 5_000;
export const STOCK_IMPORT_MAX_BYTES = 1_048_576;

/** A confirmed CSV import's progress (decision 040): queued, running (batches being applied), done, failed. */
export const STOCK_IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type StockImportState = (typeof STOCK_IMPORT_STATES)[number];
/**
 * What became of a row of a confirmed import: `error` (refused at the preview), `unchanged` (the count was already
 * right), `applied`, or `conflict` (the count changed since the preview, so the row was not applied).
 */
export const STOCK_IMPORT_OUTCOMES = ['error', 'unchanged', 'applied', 'conflict'] as const;
export type StockImportOutcome = (typeof STOCK_IMPORT_OUTCOMES)[number];
