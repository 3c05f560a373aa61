import { nameKey } from '../../infrastructure/schemas/index.js';
import type { UserDoc } from '../users/repository.js';

/** The settings of a backup a restore brings in (the exported user record's lists, cycle and balances). */
export interface BackupSettings {
  categories?: { categoryName: string; budgetAmount: number }[];
  incomeCategories?: { categoryName: string }[];
  paymentMethods?: { paymentMethodName: string }[];
  billingCyclePeriod?: UserDoc['billingCyclePeriod'];
  monthlyBankAccountBalance?: UserDoc['monthlyBankAccountBalance'];
}

export type MergedSettings = Pick<
  UserDoc,
  'categories' | 'incomeCategories' | 'paymentMethods' | 'billingCyclePeriod' | 'monthlyBankAccountBalance'
>;

export interface SettingsAdded {
  categories: number;
  incomeCategories: number;
  paymentMethods: number;
  budgets: number;
  balances: number;
  /** `restored`: the account took the backup's cycle; `kept`: it has records of its own and keeps its cycle. */
  billingCycle: 'restored' | 'kept' | 'same' | 'absent';
}

/** `current` with the entries of `backup` whose names it lacks (by `nameKey`) appended, in the backup's order. */
function union<T>(current: T[], backup: T[] | undefined, name: (entry: T) => string) {
  const known = new Set(current.map((entry) => nameKey(name(entry))));
  const added = (backup ?? []).filter((entry) => {
    const key = nameKey(name(entry));
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
  return { next: added.length ? [...current, ...added] : current, added: added.length };
}

const sameCycle = (a: UserDoc['billingCyclePeriod'], b: UserDoc['billingCyclePeriod']) =>
  a.startDay === b.startDay && a.endDay === b.endDay && a.endMonth === b.endMonth;

/**
 * The account's settings with a backup's brought in. A restore adds and never overwrites: names the account lacks
 * are added, a budget is set where the account's category has none, a month's balance where the account has none.
 * The billing cycle decides which month every record counts in, so the backup's is taken only by an account with
 * no records yet (a fresh account, or one restored into before); an account with records of its own keeps its own.
 */
export function mergeSettings(
  user: UserDoc,
  backup: BackupSettings | undefined,
  accountHasRecords: boolean,
): { settings: MergedSettings; added: SettingsAdded } {
  const paymentMethods = union(user.paymentMethods, backup?.paymentMethods, (m) => m.paymentMethodName);
  const incomeCategories = union(user.incomeCategories, backup?.incomeCategories, (c) => c.categoryName);
  const categories = union(
    user.categories,
    backup?.categories?.map(({ categoryName, budgetAmount }) => ({ categoryName, budgetAmount })),
    (c) => c.categoryName,
  );
  const budgetOf = new Map(backup?.categories?.map((c) => [nameKey(c.categoryName), c.budgetAmount]));
  let budgets = categories.next.slice(user.categories.length).filter((c) => c.budgetAmount > 0).length;
  const withBudgets = categories.next.map((category) => {
    const backupBudget = budgetOf.get(nameKey(category.categoryName)) ?? 0;
    if (category.budgetAmount > 0 || backupBudget <= 0) return category;
    budgets += 1;
    return { ...category, budgetAmount: backupBudget };
  });
  const months = new Set(user.monthlyBankAccountBalance.map((b) => b.month));
  const balances = (backup?.monthlyBankAccountBalance ?? [])
    .filter((b) => !months.has(b.month) && months.add(b.month))
    .map(({ month, amount, billingCyclePeriod }) => ({ month, amount, billingCyclePeriod }));

  const cycle = backup?.billingCyclePeriod;
  const billingCycle: SettingsAdded['billingCycle'] = !cycle
    ? 'absent'
    : sameCycle(cycle, user.billingCyclePeriod)
      ? 'same'
      : accountHasRecords
        ? 'kept'
        : 'restored';
  return {
    settings: {
      categories: withBudgets,
      incomeCategories: incomeCategories.next,
      paymentMethods: paymentMethods.next,
      billingCyclePeriod: billingCycle === 'restored' ? { ...cycle! } : user.billingCyclePeriod,
      monthlyBankAccountBalance: balances.length
        ? [...user.monthlyBankAccountBalance, ...balances]
        : user.monthlyBankAccountBalance,
    },
    added: {
      categories: categories.added,
      incomeCategories: incomeCategories.added,
      paymentMethods: paymentMethods.added,
      budgets,
      balances: balances.length,
      billingCycle,
    },
  };
}
