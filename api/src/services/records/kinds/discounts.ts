import { z } from 'zod';
import { fromAgorot, todayIn, toAgorot } from '@kaspit/domain';
import type { RecordResource } from '../kind.js';
import { resolveReferences } from '../references.js';
import type { StoredRecord } from '../repository.js';
import {
  amountSchema,
  isShekelAmount,
  dateSchema,
  idSchema,
  nameSchema,
  notesSchema,
} from '../../../infrastructure/schemas/index.js';
import { discountSchema, type Discount } from '@kaspit/api-contract';
import { withoutStorageFields } from '../present/index.js';

export const discountInput = z
  .strictObject({
    id: idSchema.optional(),
    title: nameSchema,
    business: nameSchema.optional(),
    discountType: z.enum(['percent', 'fixed']),
    value: z.number(),
    code: z.string().trim().min(1).max(60).optional(),
    expiresAt: dateSchema.optional(),
    isUsed: z.boolean().default(false),
    usedAt: dateSchema.optional(),
    savedAmount: amountSchema.optional(),
    category: nameSchema.optional(),
    notes: notesSchema.optional(),
  })
  .superRefine((d, ctx) => {
    const valid = d.discountType === 'percent' ? d.value > 0 && d.value <= 100 : isShekelAmount(d.value);
    if (!valid) {
      const message =
        d.discountType === 'percent'
          ? 'a percent discount is more than 0 and at most 100'
          : 'a fixed discount is a valid amount';
      ctx.addIssue({ code: 'custom', path: ['value'], message });
    }
    if (!d.isUsed && (d.usedAt || d.savedAmount !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['isUsed'],
        message: 'usedAt and savedAmount belong to a used discount',
      });
    }
  });

export type DiscountInput = z.infer<typeof discountInput>;

export interface DiscountDoc extends StoredRecord {
  title: string;
  business?: string;
  discountType: 'percent' | 'fixed';
  value: number;
  code?: string;
  expiresAt?: string;
  isUsed: boolean;
  usedAt?: string;
  savedAgorot?: number;
  category?: string;
  notes?: string;
}

/** Coupons, vouchers and club benefits: held until used; a used one may record what it saved. */
export const discountsResource: RecordResource<DiscountDoc, DiscountInput, Discount> = {
  shown: discountSchema,
  collection: 'discounts',
  single: 'discount',
  plural: 'discounts',
  bodyKey: 'discountData',
  tag: 'Discounts',
  dateField: 'createdAt',
  notFound: 'Discount not found',
  input: discountInput,
  build(input, { user, id, unknownNames }) {
    const { category } = resolveReferences(user, { category: input.category }, 'expense', unknownNames);
    const { savedAmount, category: _c, id: _i, ...fields } = input;
    return [
      {
        ...fields,
        id,
        ...(input.isUsed ? { usedAt: input.usedAt ?? todayIn() } : {}),
        ...(savedAmount !== undefined ? { savedAgorot: toAgorot(savedAmount) } : {}),
        ...(category ? { category } : {}),
      },
    ];
  },
  present: ({ savedAgorot, ...doc }) => ({
    ...withoutStorageFields(doc),
    ...(savedAgorot !== undefined ? { savedAmount: fromAgorot(savedAgorot) } : {}),
  }),
  /** A month shows the discounts used in it and those still usable then. */
  filterListed(docs, range) {
    if (!range.from && !range.to) return docs;
    const from = range.from ?? '0000-01-01';
    const to = range.to ?? '9999-12-31';
    return docs.filter((d) =>
      d.isUsed ? d.usedAt! >= from && d.usedAt! <= to : !d.expiresAt || d.expiresAt >= from,
    );
  },
};
