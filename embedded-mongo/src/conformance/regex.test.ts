import { describe, expect, it } from 'vitest';
import { BSONRegExp, MongoServerError } from 'mongodb';
import { useCollection } from '../test-support/collection.js';

const ctx = useCollection();

const seed = () =>
  ctx.collection.insertMany([
    { _id: 1 as never, text: 'שָׁלוֹם עולם' },
    { _id: 2 as never, text: 'Shalom\u00a0world' },
    { _id: 3 as never, text: 'shalom world\n' },
  ]);

const ids = async (filter: object) => (await ctx.collection.find(filter).toArray()).map((d) => d._id);

async function refusal(filter: object) {
  const error = await ctx.collection
    .find(filter)
    .toArray()
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe('$regex as MongoDB 7.0 (PCRE2) reads it', () => {
  it('refuses a JavaScript \\u escape with 51091, even on a missing collection', async () => {
    const error = await refusal({ text: { $regex: 'ש[\\u0591-\\u05C7]*ל' } });
    expect(error.code).toBe(51091);
    expect(error.message).toMatch(/^Regular expression is invalid: PCRE2 does not support/);
    await seed();
    expect((await refusal({ text: new BSONRegExp('\\u05e9') })).code).toBe(51091);
  });

  it('reads PCRE2 syntax JavaScript lacks: \\x{…}, POSIX classes, \\Q…\\E, x and s options', async () => {
    await seed();
    expect(await ids({ text: { $regex: 'ש[\\x{591}-\\x{5c7}]*ל' } })).toEqual([1]);
    expect(await ids({ text: { $regex: '^[[:alpha:]]+\\s' } })).toEqual([3]);
    expect(await ids({ text: { $regex: '\\Qm w\\E' } })).toEqual([3]);
    expect(await ids({ text: { $regex: 'shalom # a comment\n \\s world', $options: 'ix' } })).toEqual([3]);
    expect(await ids({ text: new BSONRegExp('m.w', 's') })).toEqual([2, 3]);
  });

  it('keeps \\s, $ and case folding as PCRE2 has them (ASCII \\s, $ before a final newline)', async () => {
    await seed();
    expect(await ids({ text: { $regex: 'shalom\\sworld', $options: 'i' } })).toEqual([3]);
    expect(await ids({ text: { $regex: 'world$' } })).toEqual([2, 3]); // 3 ends in a newline
    expect(await ids({ text: /SHALOM/i })).toEqual([2, 3]);
  });

  it('refuses what it cannot run the same way with 115, and bad options as MongoDB does', async () => {
    await seed();
    expect((await refusal({ text: { $regex: 'a++' } })).code).toBe(115);
    expect((await refusal({ text: { $regex: '(?i)abc' } })).code).toBe(115);
    expect((await refusal({ text: { $regex: 'a', $options: 'q' } })).code).toBe(51108);
    expect((await refusal({ text: { $regex: new BSONRegExp('a', 'i'), $options: 'i' } })).code).toBe(51075);
  });

  it('reads $regexMatch in a pipeline the same way', async () => {
    await seed();
    const matched = await ctx.collection
      .aggregate([
        { $project: { hit: { $regexMatch: { input: '$text', regex: 'ש[\\x{591}-\\x{5c7}]*ל' } } } },
        { $match: { hit: true } },
      ])
      .toArray();
    expect(matched.map((d) => d._id)).toEqual([1]);
    const error = await ctx.collection
      .aggregate([{ $project: { hit: { $regexMatch: { input: '$text', regex: '\\u05e9' } } } }])
      .toArray()
      .catch((e: unknown) => e);
    expect((error as MongoServerError).code).toBe(51091);
  });

  it('stores a regular expression value as given and returns it', async () => {
    await ctx.collection.insertOne({ _id: 9 as never, pattern: new BSONRegExp('\\x{5e9}+', 'i') });
    const doc = await ctx.collection.findOne({ _id: 9 as never }, { promoteValues: true, bsonRegExp: true });
    expect(doc?.pattern).toEqual(new BSONRegExp('\\x{5e9}+', 'i'));
  });
});

describe('$regex case folding and extended mode as PCRE2 10.42 has them', () => {
  it('folds letters under i but not \\p{…}, \\w or \\b', async () => {
    await ctx.collection.insertMany([
      { _id: 'a' as never, text: 'a' },
      { _id: 'long-s' as never, text: 'ſ' },
      { _id: 'kelvin' as never, text: '\u212a' },
      { _id: 'k' as never, text: 'k' },
    ]);
    expect(await ids({ text: { $regex: '^\\p{Lu}$', $options: 'i' } })).toEqual(['kelvin']);
    expect(await ids({ text: { $regex: '^\\w$', $options: 'i' } })).toEqual(['a', 'k']);
    expect(await ids({ text: { $regex: '\\b', $options: 'i' } })).toEqual(['a', 'k']);
    expect(await ids({ text: { $regex: '^s$', $options: 'i' } })).toEqual(['long-s']);
    expect(await ids({ text: { $regex: '^K$', $options: 'i' } })).toEqual(['kelvin', 'k']);
  });

  it('skips Pattern_White_Space in x mode, not a no-break space', async () => {
    await ctx.collection.insertMany([
      { _id: 1 as never, text: 'ab' },
      { _id: 2 as never, text: 'a\u00a0b' },
    ]);
    expect(await ids({ text: { $regex: '^a\u200fb$', $options: 'x' } })).toEqual([1]);
    expect(await ids({ text: { $regex: '^a\u00a0b$', $options: 'x' } })).toEqual([2]);
  });

  it('refuses a lookbehind that is not fixed length', async () => {
    expect((await refusal({ text: { $regex: '(?<=ש+)ל' } })).code).toBe(51091);
  });
});
