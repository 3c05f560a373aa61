import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { withoutStorageFields } from './index.js';

describe('withoutStorageFields', () => {
  it("drops what only storage needs and writes the times as ISO text, keeping the record's own fields", () => {
    const stored = {
      _id: new ObjectId(),
      userId: 'u1',
      id: 'r1',
      createHash: 'hash',
      revision: 3,
      createdAt: new Date('2026-04-01T08:00:00.000Z'),
      updatedAt: new Date('2026-04-02T09:30:00.000Z'),
      amountAgorot: 1990,
      notes: 'שבת',
    };
    const shown = withoutStorageFields(stored);
    expect(shown).toEqual({
      id: 'r1',
      createdAt: '2026-04-01T08:00:00.000Z',
      updatedAt: '2026-04-02T09:30:00.000Z',
      amountAgorot: 1990,
      notes: 'שבת',
    });
    // The type knows the fields are gone, so a presenter cannot pass one on by mistake.
    // @ts-expect-error the owner is not part of a reply
    expect(shown.userId).toBeUndefined();
    expect(stored.userId).toBe('u1'); // the stored document is not changed
  });
});
