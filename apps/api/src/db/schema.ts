/** All tables, for Drizzle's typed queries and drizzle-kit. Each module owns its own tables file. */
import * as identity from '../modules/identity/identity.tables.ts';
import * as outbox from '../modules/outbox/outbox.tables.ts';

export const schema = { ...identity, ...outbox };
export * from '../modules/identity/identity.tables.ts';
export * from '../modules/outbox/outbox.tables.ts';
