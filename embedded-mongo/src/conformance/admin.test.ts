import { describe, expect, it } from 'vitest';
import { MongoServerError } from 'mongodb';
import { useCollection } from '../test-support/collection.js';

const ctx = useCollection();

describe('server and namespace commands', () => {
  it('answers ping, hello and buildInfo', async () => {
    expect(await ctx.target.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(await ctx.target.db.admin().command({ hello: 1 })).toMatchObject({
      isWritablePrimary: true,
      ok: 1,
    });
    expect((await ctx.target.db.admin().buildInfo()).version).toMatch(/^\d+\.\d+/);
  });

  it('creates, lists and drops collections and databases', async () => {
    const name = ctx.collection.collectionName;
    await ctx.target.db.createCollection(name);
    const error = await ctx.target.db.createCollection(name).catch((e: unknown) => e);
    expect((error as MongoServerError).code).toBe(48);
    const listed = await ctx.target.db.listCollections({ name }).toArray();
    expect(listed.map((c) => c.name)).toEqual([name]);
    const databases = await ctx.target.db.admin().listDatabases();
    expect(databases.databases.map((d) => d.name)).toContain(ctx.target.db.databaseName);
    expect(await ctx.collection.drop()).toBe(true);
    expect(await ctx.target.db.listCollections({ name }).toArray()).toEqual([]);
  });

  it('dropping a database removes its collections', async () => {
    const other = ctx.target.client.db(`${ctx.target.db.databaseName}_drop`);
    await other.collection('x').insertOne({ a: 1 });
    await other.dropDatabase();
    expect(await other.listCollections().toArray()).toEqual([]);
  });

  it('rejects an unknown command with code 59 and a bad collection name with code 73', async () => {
    const unknown = await ctx.target.db.command({ frobnicate: 1 }).catch((e: unknown) => e);
    expect((unknown as MongoServerError).code).toBe(59);
    const invalid = await ctx.target.db
      .collection('bad$name')
      .insertOne({})
      .catch((e: unknown) => e);
    expect((invalid as MongoServerError).code).toBe(73);
  });
});
