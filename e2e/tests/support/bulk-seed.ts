import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { deployment, expect } from './test.js';

/** One expense as a test means it: shekels, as a person would type them. */
export interface BulkOutcome {
  date: string;
  amount: number;
  category: string;
  paymentMethod?: string;
  description: string;
}

/** Rows the API's bulk route takes in one request. */
const BULK_BATCH = 500;

/**
 * Seeds `outcomes` for `user`: straight into the store of the suite's own server (fast, see
 * `insertOutcomesInBulk`), or, against a deployment, through the API's bulk route an import uses — the same
 * stored rows, five hundred a request.
 */
export async function seedOutcomes(
  request: APIRequestContext,
  user: { id: string; accessToken: string },
  outcomes: BulkOutcome[],
): Promise<void> {
  if (!deployment) return insertOutcomesInBulk(user.id, outcomes);
  for (let start = 0; start < outcomes.length; start += BULK_BATCH) {
    const res = await request.post('/api/outcomes/bulk', {
      headers: { authorization: `Bearer ${user.accessToken}` },
      data: {
        outcomes: outcomes.slice(start, start + BULK_BATCH).map((row) => ({ id: randomUUID(), ...row })),
      },
      timeout: 60_000,
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/**
 * Inserts `outcomes` for `userId` straight into the store the e2e server started (its embedded store listens on
 * a Unix socket inside the data directory playwright.config.ts hands the server), in the shape the outcomes route
 * stores, then bumps the user's data version as a write through the API would, so no memoised figure survives.
 * Thousands of rows this way take a second, no request and no validation in between.
 */
async function insertOutcomesInBulk(userId: string, outcomes: BulkOutcome[]): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const socket = path.join(path.resolve(dataDir), 'db', 'mongod.sock');
  const client = await new MongoClient(`mongodb://${encodeURIComponent(socket)}/`).connect();
  try {
    const db = client.db(process.env.MONGODB_DB ?? 'kaspit');
    const now = new Date();
    for (let start = 0; start < outcomes.length; start += 1000) {
      await db.collection('outcomes').insertMany(
        outcomes.slice(start, start + 1000).map(({ amount, paymentMethod, ...rest }) => ({
          userId,
          id: randomUUID(),
          ...rest,
          amountAgorot: Math.round(amount * 100),
          ...(paymentMethod ? { paymentMethod } : {}),
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    await db
      .collection<{ _id: string; version: number }>('userDataVersions')
      .updateOne({ _id: userId }, { $inc: { version: 1 } }, { upsert: true });
  } finally {
    await client.close();
  }
}

/**
 * A month of `rows` expenses spread over its days so far (so every one is already in the billing month), with
 * amounts from ₪1 to ₪500 and the month's exact sum in agorot, for the scale tests' expectations.
 */
export function monthOfOutcomes(
  month: string,
  daysSoFar: number,
  rows: number,
  categories: readonly string[],
): { outcomes: BulkOutcome[]; expectedAgorot: number } {
  let expectedAgorot = 0;
  const outcomes = Array.from({ length: rows }, (_, i) => {
    const agorot = 100 + ((i * 7919) % 50_000);
    expectedAgorot += agorot;
    return {
      date: `${month}-${String(1 + (i % daysSoFar)).padStart(2, '0')}`,
      amount: agorot / 100,
      category: categories[i % categories.length]!,
      description: `הוצאה ${i}`,
    };
  });
  return { outcomes, expectedAgorot };
}
