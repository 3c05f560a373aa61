import type { Db } from 'mongodb';
import { nameKey } from '../../infrastructure/schemas/index.js';

/** The record collections whose documents carry each kind of name. */
const CARRIERS = {
  category: ['outcomes', 'incomes', 'discounts', 'recurringPayments'],
  paymentMethod: ['outcomes', 'recurringPayments'],
  /** An income category is carried in the `category` field of incomes only. */
  incomeCategory: ['incomes'],
} as const;

export type ReferenceKind = keyof typeof CARRIERS;

/** The records' field that carries each kind of name. */
const FIELD: Record<ReferenceKind, string> = {
  category: 'category',
  paymentMethod: 'paymentMethod',
  incomeCategory: 'category',
};

/** How many records of each collection now carry the new name. */
export type RenamedRecords = Partial<Record<(typeof CARRIERS)[ReferenceKind][number], number>>;

/**
 * Moves every record of `userId` whose `field` names `from` (ignoring case and spacing, like every name match) to
 * `to`. Records store the user's spelling of the day, so older ones may hold another spelling of the same name;
 * those are found among the user's distinct values, since no query can compare by `nameKey`. Running it again
 * finds nothing left to move, so a retried rename is harmless.
 */
export async function renameReferences(
  db: Db,
  userId: string,
  kind: ReferenceKind,
  from: string,
  to: string,
): Promise<RenamedRecords> {
  const key = nameKey(from);
  const field = FIELD[kind];
  const renamed: RenamedRecords = {};
  for (const name of CARRIERS[kind]) {
    const collection = db.collection(name);
    const values = await collection.distinct(field, { userId });
    const spellings = values.filter(
      (v): v is string => typeof v === 'string' && v !== to && nameKey(v) === key,
    );
    if (spellings.length === 0) {
      renamed[name] = 0;
      continue;
    }
    const result = await collection.updateMany(
      { userId, [field]: { $in: spellings } },
      { $set: { [field]: to, updatedAt: new Date() } },
    );
    renamed[name] = result.modifiedCount;
  }
  return renamed;
}
