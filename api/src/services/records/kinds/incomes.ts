import { z } from 'zod';
import { fromAgorot, toAgorot } from '@kaspit/domain';
import type { RecordResource } from '../kind.js';
import { resolveReferences } from '../references.js';
import type { StoredRecord } from '../repository.js';
import {
  amountSchema,
  dateSchema,
  idSchema,
  nameSchema,
  notesSchema,
} from '../../../infrastructure/schemas/index.js';
import { incomeSchema, type Income } from '@kaspit/api-contract';
import { withoutStorageFields } from '../present/index.js';

export const incomeInput = z.strictObject({
  id: idSchema.optional(),
  date: dateSchema,
  amount: amountSchema,
  source: nameSchema,
  category: nameSchema.optional(),
  notes: notesSchema.optional(),
});

export type IncomeInput = z.infer<typeof incomeInput>;

/** One row of `POST /incomes/bulk` (an import), naming its own id. */
export const incomeBulkRow = incomeInput.extend({ id: idSchema });

export interface IncomeDoc extends StoredRecord {
  date: string;
  amountAgorot: number;
  source: string;
  category?: string;
  notes?: string;
}

export const incomesResource: RecordResource<IncomeDoc, IncomeInput, Income> = {
  shown: incomeSchema,
  collection: 'incomes',
  single: 'income',
  plural: 'incomes',
  bodyKey: 'incomeData',
  tag: 'Incomes',
  dateField: 'date',
  pageable: true,
  notFound: 'Income not found',
  input: incomeInput,
  build(input, { user, id, unknownNames }) {
    const { category } = resolveReferences(user, { category: input.category }, 'income', unknownNames);
    return [
      {
        id,
        date: input.date,
        amountAgorot: toAgorot(input.amount),
        source: input.source,
        ...(category ? { category } : {}),
        ...(input.notes ? { notes: input.notes } : {}),
      },
    ];
  },
  present: ({ amountAgorot, ...doc }) => ({
    ...withoutStorageFields(doc),
    amount: fromAgorot(amountAgorot),
  }),
};
