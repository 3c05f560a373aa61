import type { Document } from 'mongodb';
import type { ZodObject, ZodType } from 'zod';
import type { UserDoc } from '../users/repository.js';
import type { StoredRecord } from './repository.js';

export interface BuildContext<D> {
  user: UserDoc;
  /** The id of the record being created or replaced (the first of a group). */
  id: string;
  now: Date;
  /** On replace: the stored record, or every record of its group. */
  previous?: D[];
  /** A restore keeps category and payment-method names the user's lists do not hold (see `resolveReferences`). */
  unknownNames?: 'refuse' | 'keep';
}

/** What differs between outcomes, incomes, discounts and recurring payments; the CRUD around it is shared. */
export interface RecordResource<D extends StoredRecord, I extends { id?: string }, S = Document> {
  collection: string;
  single: string;
  plural: string;
  /** `outcomeData`, … */
  bodyKey: string;
  tag: string;
  dateField: string;
  notFound: string;
  input: ZodObject;
  /** The stored records one input becomes (several for an installment plan), without the bookkeeping fields. */
  build(input: I, context: BuildContext<D>): Omit<D, 'userId' | 'createdAt' | 'updatedAt' | 'createHash'>[];
  /** The API's view of a stored record: `shown`, the contract's schema of it. */
  present(doc: D): S;
  shown: ZodType<S>;
  /** Records edited and deleted together with `doc` (an installment plan), as a filter. */
  group?(doc: D): Document | undefined;
  /** Month listings may be read page by page, with totals (outcomes and incomes: the records that grow). */
  pageable?: boolean;
  /** Narrows a month listing beyond the date field (recurring payments occur by rule, not by date). */
  filterListed?(docs: D[], range: { from?: string; to?: string; month?: string }, user: UserDoc): D[];
}
