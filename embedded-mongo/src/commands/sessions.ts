import { createHash } from 'node:crypto';
import { Binary, type Document } from 'bson';
import type { Catalog } from '../engine/catalog.js';

/**
 * The logical sessions each server has seen, as `$listLocalSessions` reports them: a session is known from the first
 * command that carries its `lsid` until `endSessions` names it. There are no users here, so every session belongs
 * to the same (empty) user.
 */
const known = new WeakMap<Catalog, Map<string, { id: unknown; lastUse: Date }>>();

const NO_USER = new Binary(createHash('sha256').update('').digest());

function sessionsOf(catalog: Catalog): Map<string, { id: unknown; lastUse: Date }> {
  let sessions = known.get(catalog);
  if (!sessions) known.set(catalog, (sessions = new Map()));
  return sessions;
}

const keyOf = (id: unknown): string =>
  id instanceof Binary ? Buffer.from(id.buffer).toString('hex') : JSON.stringify(id);

/** Notes the command's session (`lsid`), or forgets those `endSessions` names. */
export function trackSession(catalog: Catalog, command: Document): void {
  const sessions = sessionsOf(catalog);
  if (Object.keys(command)[0] === 'endSessions' && Array.isArray(command.endSessions)) {
    for (const lsid of command.endSessions as Document[]) sessions.delete(keyOf(lsid?.id));
    return;
  }
  const lsid = command.lsid as Document | undefined;
  if (lsid && typeof lsid === 'object' && lsid.id !== undefined)
    sessions.set(keyOf(lsid.id), { id: lsid.id, lastUse: new Date() });
}

/** What `{ $listLocalSessions: {} }` (or `{ allUsers: true }`) returns. */
export function localSessions(catalog: Catalog): Document[] {
  return [...sessionsOf(catalog).values()].map(({ id, lastUse }) => ({
    _id: { id, uid: NO_USER },
    lastUse,
  }));
}
