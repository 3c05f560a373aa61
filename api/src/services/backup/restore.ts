import type { Db, Document } from 'mongodb';
import { toAgorot } from '@kaspit/domain';
import { ApiError, type FieldError } from '../../infrastructure/envelope/index.js';
import { MAX_FIELD_ERRORS } from '../../middleware/validation/index.js';
import type { BuildContext, RecordResource } from '../records/kind.js';
import { discountsResource } from '../records/kinds/discounts.js';
import { incomesResource } from '../records/kinds/incomes.js';
import { outcomesResource, type OutcomeDoc } from '../records/kinds/outcomes.js';
import { recurringResource } from '../records/kinds/recurring-payments.js';
import { transfersResource } from '../records/kinds/transfers.js';
import { fingerprint, recordsRepository, type StoredRecord } from '../records/repository.js';
import { USER_DATA_COLLECTIONS, type UserDoc, type UsersRepository } from '../users/repository.js';
import { budgetsOf, ConcurrentUpdateError } from '../users/settings-repository.js';
import { mergeSettings, type BackupSettings, type MergedSettings } from './settings.js';

type BackedUp = { id: string } & Record<string, unknown>;
type Share = { planId: string; number: number; total: number; price: number };

/** A validated backup: the exported user record's settings and every record, each naming its id. */
export interface Backup {
  userData?: BackupSettings;
  outcomes: BackedUp[];
  incomes: BackedUp[];
  recurringPayments: BackedUp[];
  discounts: BackedUp[];
  /** Absent from backups made before transfers existed. */
  transfers?: BackedUp[];
}

const KINDS = [
  ['outcomes', outcomesResource],
  ['incomes', incomesResource],
  ['recurringPayments', recurringResource],
  ['discounts', discountsResource],
  ['transfers', transfersResource],
] as const;
type Kind = (typeof KINDS)[number][0];

/** Inserted this many at a time: a big backup is several moderate writes, not one huge one. */
const INSERT_CHUNK = 1000;

export type RestoreCounts = Record<Kind, { created: number; existing: number }>;

/**
 * The stored records one backed-up record becomes. An installment share is stored as the share it was (its plan,
 * number and price), not split again: the backup holds each share with its own date and amount.
 */
function buildRecord(kind: Kind, input: BackedUp, context: BuildContext<never>): Document {
  const resource = KINDS.find(([name]) => name === kind)![1] as unknown as RecordResource<
    StoredRecord,
    { id?: string },
    unknown
  >;
  if (kind !== 'outcomes' || !input.installments) return resource.build(input, context)[0]!;
  const { installments, ...single } = input as BackedUp & { installments: Share };
  const [doc] = resource.build(single, context) as OutcomeDoc[];
  const { planId, number, total, price } = installments;
  return { ...doc, installments: { planId, number, total, priceAgorot: toAgorot(price) } };
}

/** Shares of one plan must agree on its number of installments and price, and not repeat a number. */
function planErrors(outcomes: BackedUp[]): FieldError[] {
  const plans = new Map<string, { total: number; price: number; numbers: Set<number> }>();
  const errors: FieldError[] = [];
  outcomes.forEach((outcome, i) => {
    const share = outcome.installments as Share | undefined;
    if (!share) return;
    const plan = plans.get(share.planId);
    if (!plan) return plans.set(share.planId, { ...share, numbers: new Set([share.number]) });
    if (plan.total !== share.total || plan.price !== share.price || plan.numbers.has(share.number)) {
      errors.push({
        path: `outcomes.${i}.installments`,
        message: 'shares of one plan agree on its installments and price, each number once',
      });
    }
    plan.numbers.add(share.number);
  });
  return errors;
}

async function hasRecords(db: Db, userId: string): Promise<boolean> {
  for (const name of USER_DATA_COLLECTIONS) {
    if (await db.collection(name).findOne({ userId }, { projection: { _id: 1 } })) return true;
  }
  return false;
}

/** Writes the merged settings only if the account's are still those they were merged with. */
async function writeSettings(db: Db, user: UserDoc, settings: MergedSettings, now: Date) {
  const written = await db.collection<UserDoc>('users').updateOne(
    {
      id: user.id,
      deletedAt: { $exists: false },
      categories: user.categories,
      incomeCategories: user.incomeCategories,
      paymentMethods: user.paymentMethods,
      monthlyBankAccountBalance: user.monthlyBankAccountBalance,
      billingCyclePeriod: user.billingCyclePeriod,
    },
    { $set: { ...settings, budgets: budgetsOf(settings.categories), updatedAt: now } },
  );
  if (written.matchedCount === 0) throw new ConcurrentUpdateError();
}

/**
 * Restores a backup into the caller's account (a refusal's field paths are relative to the backup). Every record is stored under the id it had, so a record already in
 * the account (restored before, or never deleted) is left as it is and counted as existing: restoring twice adds
 * nothing. Everything is checked before anything is written; a backup with a bad record changes nothing (400).
 */
export async function restoreBackup(
  db: Db,
  users: UsersRepository,
  userId: string,
  backup: Backup,
  now = new Date(),
) {
  const user = await users.findById(userId);
  if (!user) throw new ApiError(404, 'User not found');
  const { settings, added } = mergeSettings(user, backup.userData, await hasRecords(db, userId));
  const restoredUser: UserDoc = { ...user, ...settings, budgets: budgetsOf(settings.categories) };
  const context = { user: restoredUser, now, unknownNames: 'keep' as const };

  const errors: FieldError[] = planErrors(backup.outcomes);
  const docs = Object.fromEntries(
    KINDS.map(([kind]) => [
      kind,
      (backup[kind] ?? []).flatMap((input, i) => {
        try {
          const doc = buildRecord(kind, input, { ...context, id: input.id });
          const createHash = fingerprint({ userId, input });
          return [{ ...doc, userId, createdAt: now, updatedAt: now, createHash } as StoredRecord];
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          const rowErrors = (error.data?.errors as FieldError[] | undefined) ?? [
            { path: '', message: error.message },
          ];
          errors.push(...rowErrors.map((e) => ({ path: `${kind}.${i}.${e.path}`, message: e.message })));
          return [];
        }
      }),
    ]),
  ) as Record<Kind, StoredRecord[]>;
  if (errors.length)
    throw new ApiError(400, 'Validation failed', { errors: errors.slice(0, MAX_FIELD_ERRORS) });

  const changedSettings =
    added.categories + added.incomeCategories + added.paymentMethods + added.budgets + added.balances > 0 ||
    added.billingCycle === 'restored';
  if (changedSettings) await writeSettings(db, user, settings, now);

  const counts = {} as RestoreCounts;
  const created: Partial<Record<Kind, string[]>> = {};
  for (const [kind, resource] of KINDS) {
    const records = recordsRepository<StoredRecord>(db, resource.collection, resource.dateField);
    let existing = 0;
    for (let start = 0; start < docs[kind].length; start += INSERT_CHUNK) {
      const chunk = docs[kind].slice(start, start + INSERT_CHUNK);
      const taken = await records.insertEach(chunk);
      existing += taken.size;
      (created[kind] ??= []).push(...chunk.filter((d) => !taken.has(d.id)).map((d) => d.id));
    }
    counts[kind] = { created: docs[kind].length - existing, existing };
  }
  // The account may have been deleted meanwhile: take back what this restore stored.
  if (!(await users.isActive(userId))) {
    for (const [kind, resource] of KINDS) {
      if (created[kind]?.length)
        await db.collection(resource.collection).deleteMany({ userId, id: { $in: created[kind] } });
    }
    throw new ApiError(404, 'User not found');
  }
  return { counts, settings: added, user: changedSettings ? restoredUser : user };
}
