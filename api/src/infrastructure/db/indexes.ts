import type { Db, IndexDescription } from 'mongodb';

/** A user's records: one per client-generated id (so a retried create stores one), listed by date. */
function recordIndexes(dateField: string): IndexDescription[] {
  return [
    { key: { userId: 1, id: 1 }, name: 'userId_id_unique', unique: true },
    { key: { userId: 1, [dateField]: 1 }, name: `userId_${dateField}` },
  ];
}

/** Every collection's indexes, created at start-up (idempotent). */
export const collectionIndexes: Record<string, IndexDescription[]> = {
  users: [
    { key: { issuer: 1, sub: 1 }, name: 'issuer_sub_unique', unique: true },
    { key: { id: 1 }, name: 'id_unique', unique: true },
  ],
  outcomes: recordIndexes('date'),
  incomes: recordIndexes('date'),
  discounts: recordIndexes('date'),
  recurringPayments: recordIndexes('startDate'),
  transfers: recordIndexes('date'),
  announcements: [{ key: { id: 1 }, name: 'id_unique', unique: true }],
  contactMessages: [{ key: { createdAt: 1 }, name: 'createdAt' }],
  clientErrors: [
    { key: { expiresAt: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 },
    { key: { remote: 1, createdAt: -1 }, name: 'remote_createdAt' },
  ],
  rateLimits: [{ key: { expiresAt: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 }],
  revokedFamilies: [{ key: { expiresAt: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 }],
};

export async function ensureIndexes(db: Db): Promise<void> {
  for (const [name, indexes] of Object.entries(collectionIndexes)) {
    await db.collection(name).createIndexes(indexes);
  }
}
