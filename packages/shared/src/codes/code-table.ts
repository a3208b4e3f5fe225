/**
 * A code table of the spec (section 3): one `as const` array of {code, key, label}.
 * Zod enums, database CHECK constraints and UI labels are all derived from it.
 */
export interface CodeEntry<C extends number | string = number | string, K extends string = string> {
  readonly code: C;
  readonly key: K;
  readonly label: string;
}

export type CodeOf<T extends readonly CodeEntry[]> = T[number]['code'];
export type KeyOf<T extends readonly CodeEntry[]> = T[number]['key'];

export function codes<T extends readonly CodeEntry[]>(table: T): CodeOf<T>[] {
  return table.map((e) => e.code) as CodeOf<T>[];
}

export function labelOf<T extends readonly CodeEntry[]>(table: T, code: CodeOf<T>): string {
  const found = table.find((e) => e.code === code);
  return found ? found.label : String(code);
}

export function entryByKey<T extends readonly CodeEntry[], K extends KeyOf<T>>(
  table: T,
  key: K,
): Extract<T[number], { key: K }> {
  const found = table.find((e) => e.key === key);
  if (!found) throw new Error(`unknown key ${key}`);
  return found as Extract<T[number], { key: K }>;
}

/** `CHECK (column IN (...))` text for a migration or a table definition. */
export function sqlInList<T extends readonly CodeEntry[]>(table: T): string {
  return table.map((e) => (typeof e.code === 'number' ? String(e.code) : `'${e.code}'`)).join(', ');
}

/** `CHECK (column IN (...))` text for a plain list of text codes (`as const` strings without labels). */
export function sqlTextList(codes: readonly string[]): string {
  return codes.map((c) => `'${c.replace(/'/g, "''")}'`).join(', ');
}
