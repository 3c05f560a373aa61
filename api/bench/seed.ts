import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import type { OutcomeDoc } from '../src/services/records/kinds/outcomes.js';

/** The 24 months the seeded outcomes spread over, oldest first. */
export function seededMonths(lastMonth: string, count = 24): string[] {
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * Inserts `count` outcomes for `userId` straight through the driver, 1000 a batch, in the shape the outcomes route
 * stores (OutcomeDoc), spread evenly over `months`, each month's days, and the user's categories and payment
 * methods.
 */
export async function seedOutcomes(
  db: Db,
  {
    userId,
    count,
    months,
    categories,
    paymentMethods,
  }: {
    userId: string;
    count: number;
    months: string[];
    categories: string[];
    paymentMethods: string[];
  },
): Promise<void> {
  const collection = db.collection<OutcomeDoc>('outcomes');
  const now = new Date();
  for (let start = 0; start < count; start += 1000) {
    const batch: OutcomeDoc[] = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const month = months[i % months.length]!;
      // Spread over the month's days (a month's rows on one day would make every page sort the whole month).
      const day = String(1 + (Math.floor(i / months.length) % 28)).padStart(2, '0');
      batch.push({
        userId,
        id: randomUUID(),
        date: `${month}-${day}`,
        amountAgorot: 100 + ((i * 7919) % 50_000),
        category: categories[i % categories.length]!,
        ...(i % 3 ? { paymentMethod: paymentMethods[i % paymentMethods.length]! } : {}),
        description: `הוצאה ${i}`,
        createdAt: now,
        updatedAt: now,
      });
    }
    await collection.insertMany(batch);
  }
}
