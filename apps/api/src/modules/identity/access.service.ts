import { eq, sql } from 'drizzle-orm';
import { accessKey, defaultAccess, readOnlyAlert, SECTION_CODES, type AccessLevel, type AccessSection } from '@nirog/shared/codes/access';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { userAccess } from './identity.tables.ts';

export async function accessMap(db: DbOrTx, user: { id: number; userType: number }): Promise<Record<AccessSection, AccessLevel>> {
  const map = defaultAccess(user.userType);
  const rows = await db.select().from(userAccess).where(eq(userAccess.userId, user.id));
  for (const r of rows) if ((SECTION_CODES as string[]).includes(r.section)) map[r.section as AccessSection] = r.level as AccessLevel;
  return map;
}

export function accessDto(map: Record<AccessSection, AccessLevel>) {
  const sections = Object.fromEntries(SECTION_CODES.map((s) => [s, accessKey(map[s])])) as Record<AccessSection, 'write' | 'read' | 'none'>;
  const alertPopup = Object.fromEntries(SECTION_CODES.filter((s) => map[s] === 2).map((s) => [s, readOnlyAlert(s)]));
  return { levels: map, sections, alertPopup };
}

export async function setAccess(db: DbOrTx, userId: number, section: AccessSection, level: AccessLevel, by: number) {
  await db
    .insert(userAccess)
    .values({ userId, section, level, updatedBy: by })
    .onConflictDoUpdate({ target: [userAccess.userId, userAccess.section], set: { level, updatedBy: by, updatedAt: sql`now()` } });
}

/**
 * For write calls of a section: the API enforces the same map as the pages, whatever the browser does.
 * Read-only users get 403 with the alert popup text; users without the section get 403 too.
 */
export async function requireWriteAccess(db: Db, request: FastifyRequest, section: AccessSection) {
  const { user } = requireUser(request);
  const level = (await accessMap(db, user))[section];
  if (level === 1) return;
  throw level === 2 ? viewOnlyRefusal(section) : AppError.of('forbidden', 'error.sectionNoAccess');
}

/**
 * The refusal of an action in a section the account may only view (Feed, Quiz, Webinar ... at level read): 403 with
 * the popup's message as the error and the whole popup (title, message, button) as `alert`, so any client shows it.
 */
export function viewOnlyRefusal(section: AccessSection): AppError {
  const alert = readOnlyAlert(section);
  return new AppError('forbidden', alert.message, { alert });
}
