import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase } from '../../test-support/database.js';
import { recordsRepository, type StoredRecord } from './repository.js';

let database: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  database = await startTestDatabase();
}, 60_000);
afterAll(() => database.stop());

const part = (id: string, revision: number, amountAgorot: number): StoredRecord => ({
  userId: 'dana',
  id,
  revision,
  amountAgorot,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('writeUnlessNewer', () => {
  it("writes its copy when an earlier edit takes back its own copy between this edit's insert and replace", async () => {
    const records = recordsRepository<StoredRecord>(database.db, 'outcomes', 'date');
    const insertOne = records.collection.insertOne.bind(records.collection);
    // The interleaving two racing plan edits hit: edit 2's insert collides with edit 1's copy, and edit 1,
    // superseded, removes its copy before edit 2 replaces it.
    records.collection.insertOne = (async (...args: Parameters<typeof insertOne>) => {
      await insertOne(part('installment-6', 1, 10_000) as never);
      records.collection.insertOne = insertOne;
      const collided = insertOne(...args);
      await collided.catch(() => records.remove('dana', { id: 'installment-6', revision: 1 }));
      return collided;
    }) as typeof insertOne;

    await records.writeUnlessNewer(part('installment-6', 2, 10_000));

    expect(await records.findMany('dana', { id: 'installment-6' })).toMatchObject([{ revision: 2 }]);
  });

  it('keeps what a later edit wrote, and replaces what an earlier one did', async () => {
    const records = recordsRepository<StoredRecord>(database.db, 'outcomes', 'date');
    await records.writeUnlessNewer(part('later', 3, 1));
    await records.writeUnlessNewer(part('later', 2, 2));
    await records.writeUnlessNewer(part('earlier', 1, 1));
    await records.writeUnlessNewer(part('earlier', 2, 2));

    expect(await records.findMany('dana', { id: 'later' })).toMatchObject([{ revision: 3, amountAgorot: 1 }]);
    expect(await records.findMany('dana', { id: 'earlier' })).toMatchObject([
      { revision: 2, amountAgorot: 2 },
    ]);
  });
});
