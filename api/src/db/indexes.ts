import type { Db, IndexDescription } from 'mongodb';

/** Every collection's indexes, created at start-up (idempotent). */
export const collectionIndexes: Record<string, IndexDescription[]> = {
  users: [
    { key: { issuer: 1, sub: 1 }, name: 'issuer_sub_unique', unique: true },
    { key: { id: 1 }, name: 'id_unique', unique: true },
  ],
  outcomes: [
    { key: { userId: 1, id: 1 }, name: 'userId_id_unique', unique: true },
    { key: { userId: 1, date: 1 }, name: 'userId_date' },
  ],
  incomes: [
    { key: { userId: 1, id: 1 }, name: 'userId_id_unique', unique: true },
    { key: { userId: 1, date: 1 }, name: 'userId_date' },
  ],
  discounts: [
    { key: { userId: 1, id: 1 }, name: 'userId_id_unique', unique: true },
    { key: { userId: 1, date: 1 }, name: 'userId_date' },
  ],
  recurringPayments: [
    { key: { userId: 1, id: 1 }, name: 'userId_id_unique', unique: true },
    { key: { userId: 1, startDate: 1 }, name: 'userId_startDate' },
  ],
};

export async function ensureIndexes(db: Db): Promise<void> {
  for (const [name, indexes] of Object.entries(collectionIndexes)) {
    await db.collection(name).createIndexes(indexes);
  }
}
