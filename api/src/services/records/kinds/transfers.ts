import { z } from 'zod';
import { fromAgorot, toAgorot } from '@kaspit/domain';
import type { RecordResource } from '../kind.js';
import type { StoredRecord } from '../repository.js';
import {
  amountSchema,
  dateSchema,
  descriptionSchema,
  idSchema,
  nameSchema,
  notesSchema,
} from '../../../infrastructure/schemas/index.js';
import { transferSchema, type Transfer } from '@kaspit/api-contract';
import { withoutStorageFields } from '../present/index.js';

export const transferInput = z.strictObject({
  id: idSchema.optional(),
  date: dateSchema,
  amount: amountSchema,
  /** The account the money left: the bank account, by the name its statement goes by. */
  from: nameSchema,
  /** The account it went to: a card, by its issuer's name or the person's payment method for it. */
  to: nameSchema,
  description: descriptionSchema,
  notes: notesSchema.optional(),
});

export type TransferInput = z.infer<typeof transferInput>;

/** One row of `POST /transfers/bulk` (a bank statement's card charges), naming its own id. */
export const transferBulkRow = transferInput.extend({ id: idSchema });

export interface TransferDoc extends StoredRecord {
  date: string;
  amountAgorot: number;
  from: string;
  to: string;
  description: string;
  notes?: string;
}

/**
 * Money moved between the person's own accounts — a bank account paying a card's monthly charge. Not spending: the
 * card's purchases are the expenses, so statistics and budgets, which read expenses and incomes, never read these.
 */
export const transfersResource: RecordResource<TransferDoc, TransferInput, Transfer> = {
  shown: transferSchema,
  collection: 'transfers',
  single: 'transfer',
  plural: 'transfers',
  bodyKey: 'transferData',
  tag: 'Transfers',
  dateField: 'date',
  notFound: 'Transfer not found',
  input: transferInput,
  build(input, { id }) {
    return [
      {
        id,
        date: input.date,
        amountAgorot: toAgorot(input.amount),
        from: input.from,
        to: input.to,
        description: input.description,
        ...(input.notes ? { notes: input.notes } : {}),
      },
    ];
  },
  present: ({ amountAgorot, ...doc }) => ({
    ...withoutStorageFields(doc),
    amount: fromAgorot(amountAgorot),
  }),
};
