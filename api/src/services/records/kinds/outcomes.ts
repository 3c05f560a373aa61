import { z } from 'zod';
import { fromAgorot, MAX_INSTALLMENTS, MIN_INSTALLMENTS, planInstallments, toAgorot } from '@kaspit/domain';
import { derivedId } from '../derived-id.js';
import type { RecordResource } from '../kind.js';
import { resolveReferences } from '../references.js';
import type { StoredRecord } from '../repository.js';
import {
  dateSchema,
  expenseAmountSchema,
  descriptionSchema,
  idSchema,
  nameSchema,
  notesSchema,
} from '../../../infrastructure/schemas/index.js';
import { outcomeSchema, type Outcome } from '@kaspit/api-contract';
import { withoutStorageFields } from '../present/index.js';

const outcomeFields = z.strictObject({
  id: idSchema.optional(),
  date: dateSchema,
  /**
   * Below 0 a refund or credit, netted by every sum. For an installment plan: the whole price (above 0), split by
   * the domain's rule (leftover agorot to the first).
   */
  amount: expenseAmountSchema,
  category: nameSchema,
  paymentMethod: nameSchema.optional(),
  description: descriptionSchema,
  notes: notesSchema.optional(),
  installments: z
    .strictObject({ total: z.number().int().min(MIN_INSTALLMENTS).max(MAX_INSTALLMENTS) })
    .optional(),
});

// Zod runs an object's refinements even after one of its fields failed; a plan's rules read the amount, so they
// wait until every field is valid.
const whenFieldsValid = { when: ({ issues }: { issues: readonly unknown[] }) => issues.length === 0 };

export const outcomeInput = outcomeFields
  .refine((o) => !o.installments || o.amount > 0, {
    path: ['amount'],
    message: 'an installment plan needs an amount above 0 (a refund is one record)',
    ...whenFieldsValid,
  })
  // The plan splits the price into whole agorot, none of them empty.
  .refine((o) => !o.installments || o.amount <= 0 || toAgorot(o.amount) >= o.installments.total, {
    path: ['amount'],
    message: 'amount must be at least one agora per installment',
    ...whenFieldsValid,
  });

export type OutcomeInput = z.infer<typeof outcomeInput>;

/** One row of `POST /outcomes/bulk` (an import): a single expense naming its own id; plans go one by one. */
export const outcomeBulkRow = outcomeFields.omit({ installments: true }).extend({ id: idSchema });

export interface OutcomeDoc extends StoredRecord {
  date: string;
  amountAgorot: number;
  category: string;
  paymentMethod?: string;
  description: string;
  notes?: string;
  installments?: { planId: string; number: number; total: number; priceAgorot: number };
}

/** Expenses; one with `installments` becomes a plan of `total` outcomes in consecutive billing months. */
export const outcomesResource: RecordResource<OutcomeDoc, OutcomeInput, Outcome> = {
  shown: outcomeSchema,
  collection: 'outcomes',
  single: 'outcome',
  plural: 'outcomes',
  bodyKey: 'outcomeData',
  tag: 'Outcomes',
  dateField: 'date',
  pageable: true,
  notFound: 'Outcome not found',
  input: outcomeInput,
  build(input, { user, id, previous, unknownNames }) {
    const refs = resolveReferences(
      user,
      { category: input.category, paymentMethod: input.paymentMethod },
      'expense',
      unknownNames,
    );
    const base = {
      category: refs.category!,
      ...(refs.paymentMethod ? { paymentMethod: refs.paymentMethod } : {}),
      description: input.description,
      ...(input.notes ? { notes: input.notes } : {}),
    };
    const price = toAgorot(input.amount);
    if (!input.installments) return [{ id, date: input.date, amountAgorot: price, ...base }];
    // Derived, not random: two identical requests racing each other name the same plan and the same installments,
    // so the unique {userId, id} index lets only one of each exist.
    const planId = previous?.find((d) => d.installments)?.installments?.planId ?? derivedId('plan', id);
    const plan = planInstallments({
      date: input.date,
      amount: price,
      total: input.installments.total,
      cycle: user.billingCyclePeriod,
    });
    return plan.map((part) => ({
      id:
        part.number === 1
          ? id
          : (previous?.find((d) => d.installments?.number === part.number)?.id ??
            derivedId('installment', planId, String(part.number))),
      date: part.date,
      amountAgorot: part.amount,
      ...base,
      installments: { planId, number: part.number, total: part.total, priceAgorot: price },
    }));
  },
  present: ({ amountAgorot, installments, ...doc }) => ({
    ...withoutStorageFields(doc),
    amount: fromAgorot(amountAgorot),
    ...(installments
      ? {
          installments: {
            planId: installments.planId,
            number: installments.number,
            total: installments.total,
            price: fromAgorot(installments.priceAgorot),
          },
        }
      : {}),
  }),
  group: (doc) => (doc.installments ? { 'installments.planId': doc.installments.planId } : undefined),
};
