import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MongoBulkWriteError, MongoServerError, ObjectId, type Collection } from 'mongodb';
import { openTarget, type Target } from '../test-support/target.js';

let target: Target;
let things: Collection;

beforeAll(async () => {
  target = await openTarget();
});
afterAll(() => target.close());
beforeEach(async () => {
  things = target.db.collection(`things_${Math.random().toString(36).slice(2, 8)}`);
});

describe('insert', () => {
  it('stores documents and generates an ObjectId _id when absent', async () => {
    const { insertedId } = await things.insertOne({ name: 'קפה', amount: 12.5 });
    expect(insertedId).toBeInstanceOf(ObjectId);
    expect(await things.findOne({ _id: insertedId })).toEqual({ _id: insertedId, name: 'קפה', amount: 12.5 });
  });

  it('keeps a client-chosen _id of any type', async () => {
    await things.insertMany([{ _id: 'a' as never }, { _id: 7 as never }, { _id: { k: 1 } as never }]);
    expect(await things.countDocuments({})).toBe(3);
    expect(await things.findOne({ _id: { k: 1 } as never })).toEqual({ _id: { k: 1 } });
  });

  it('rejects a second document with the same _id as duplicate key 11000', async () => {
    await things.insertOne({ _id: 'x' as never });
    const error = await things.insertOne({ _id: 'x' as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(11000);
    expect(await things.countDocuments({})).toBe(1);
  });

  it('ordered inserts stop at the first error, unordered ones report every failure and insert the rest', async () => {
    await things.insertOne({ _id: 2 as never });
    const ordered = await things
      .insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }] as never[], { ordered: true })
      .catch((e: unknown) => e as MongoBulkWriteError);
    expect((ordered as MongoBulkWriteError).insertedCount).toBe(1);
    expect(await things.countDocuments({})).toBe(2);

    await things.deleteMany({});
    await things.insertOne({ _id: 2 as never });
    const unordered = (await things
      .insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }, { _id: 2 }] as never[], { ordered: false })
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(unordered).toBeInstanceOf(MongoBulkWriteError);
    expect(unordered.writeErrors).toHaveLength(2);
    expect([unordered.writeErrors].flat().map((e) => e.index)).toEqual([1, 3]);
    expect(await things.countDocuments({})).toBe(3);
  });
});

describe('delete', () => {
  it('deleteOne removes one match, deleteMany all of them', async () => {
    await things.insertMany([{ k: 1 }, { k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await things.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await things.deleteMany({ k: 1 })).deletedCount).toBe(2);
    expect(await things.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ k: 2 }]);
  });

  it('deleting from a collection that does not exist deletes nothing', async () => {
    expect((await target.db.collection('never_created').deleteMany({})).deletedCount).toBe(0);
  });
});

describe('findOneAndUpdate / findOneAndReplace / findOneAndDelete', () => {
  it('returns the document before or after the change', async () => {
    await things.insertMany([
      { k: 1, v: 'a' },
      { k: 2, v: 'b' },
    ]);
    const before = await things.findOneAndUpdate({ k: 1 }, { $set: { v: 'A' } });
    expect(before).toMatchObject({ k: 1, v: 'a' });
    const after = await things.findOneAndUpdate({ k: 2 }, { $set: { v: 'B' } }, { returnDocument: 'after' });
    expect(after).toMatchObject({ k: 2, v: 'B' });
    const replaced = await things.findOneAndReplace({ k: 2 }, { k: 2, w: true }, { returnDocument: 'after' });
    expect(replaced).toEqual({ _id: after!._id, k: 2, w: true });
    expect(await things.findOneAndDelete({ k: 1 })).toMatchObject({ v: 'A' });
    expect(await things.countDocuments({})).toBe(1);
  });

  it('honours sort, projection and upsert', async () => {
    await things.insertMany([
      { g: 1, n: 3 },
      { g: 1, n: 9 },
      { g: 1, n: 5 },
    ]);
    const top = await things.findOneAndUpdate(
      { g: 1 },
      { $set: { top: true } },
      { sort: { n: -1 }, projection: { _id: 0, n: 1, top: 1 }, returnDocument: 'after' },
    );
    expect(top).toEqual({ n: 9, top: true });
    const created = await things.findOneAndUpdate(
      { g: 2 },
      { $set: { n: 1 } },
      { upsert: true, returnDocument: 'after', projection: { _id: 0 } },
    );
    expect(created).toEqual({ g: 2, n: 1 });
    expect(await things.findOneAndDelete({ g: 99 })).toBeNull();
  });
});
