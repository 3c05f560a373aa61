import type { SearchResult } from '@kaspit/api-contract';
import { fromAgorot, type SearchResultType } from '@kaspit/domain';
import type { Document } from 'mongodb';

/** How one collection is searched: which text fields, which date ranks it, where its amount and title are. */
export interface SearchSource {
  type: SearchResultType;
  collection: string;
  textFields: string[];
  /** A stored `YYYY-MM-DD` field the date filter can use in the database (discounts are filtered after). */
  dateField: string | null;
  amountField: string | null;
  /** The stored document as a result, before its matches are added. */
  toResult(doc: Document): Omit<SearchResult, 'matches'>;
}

const shekelsOf = (agorot: unknown) => (typeof agorot === 'number' ? fromAgorot(agorot) : null);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

export const SEARCH_SOURCES: SearchSource[] = [
  {
    type: 'outcome',
    collection: 'outcomes',
    textFields: ['description', 'notes', 'category', 'paymentMethod'],
    dateField: 'date',
    amountField: 'amountAgorot',
    toResult: (d) => ({
      type: 'outcome',
      id: d.id,
      date: d.date,
      title: d.description,
      amount: shekelsOf(d.amountAgorot),
      category: text(d.category),
      paymentMethod: text(d.paymentMethod),
      ...(d.installments
        ? { installments: { number: d.installments.number, total: d.installments.total } }
        : {}),
    }),
  },
  {
    type: 'income',
    collection: 'incomes',
    textFields: ['source', 'notes', 'category'],
    dateField: 'date',
    amountField: 'amountAgorot',
    toResult: (d) => ({
      type: 'income',
      id: d.id,
      date: d.date,
      title: d.source,
      amount: shekelsOf(d.amountAgorot),
      category: text(d.category),
      paymentMethod: null,
    }),
  },
  {
    type: 'discount',
    collection: 'discounts',
    textFields: ['title', 'business', 'code', 'notes', 'category'],
    dateField: null,
    amountField: 'savedAgorot',
    toResult: (d) => ({
      type: 'discount',
      id: d.id,
      date: d.usedAt ?? (d.createdAt instanceof Date ? d.createdAt.toISOString().slice(0, 10) : ''),
      title: d.title,
      amount: shekelsOf(d.savedAgorot),
      category: text(d.category),
      paymentMethod: null,
    }),
  },
  {
    type: 'recurring',
    collection: 'recurringPayments',
    textFields: ['name', 'notes', 'category', 'paymentMethod'],
    dateField: 'startDate',
    amountField: 'amountAgorot',
    toResult: (d) => ({
      type: 'recurring',
      id: d.id,
      date: d.startDate,
      title: d.name,
      amount: shekelsOf(d.amountAgorot),
      category: text(d.category),
      paymentMethod: text(d.paymentMethod),
    }),
  },
];
