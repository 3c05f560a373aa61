import type { YearMonth } from '@kaspit/domain';
import { formsMatch, nameWords, normalizeQuestion, wordForms, words } from './hebrew.js';
import { extractMonths, type MonthSpan } from './time.js';
import {
  CATEGORY_SYNONYMS,
  INCOME_PATTERN,
  INTENT_PATTERNS,
  PAYMENT_SYNONYMS,
  STOP_WORDS,
  type Intent,
} from './vocabulary.js';

export type { Intent } from './vocabulary.js';
export type { MonthSpan } from './time.js';

/** What a question asks, in the user's own names; every number of the answer is computed from this. */
export interface ParsedQuestion {
  intent: Intent;
  subject: 'outcomes' | 'incomes';
  span: MonthSpan;
  category?: string;
  paymentMethod?: string;
  /** Business or description words; each must appear in the record's description (or source / name). */
  terms: string[];
}

export interface ParseContext {
  categories: readonly string[];
  paymentMethods: readonly string[];
  /** The billing month containing today: "this month" and the anchor of "last month". */
  currentMonth: YearMonth;
}

/** The name among `names` that the question's words point at best (most of its words mentioned), if any. */
function bestName(
  questionWords: string[],
  names: readonly string[],
  synonyms: Record<string, string>,
): { name: string; used: string[] } | undefined {
  let best: { name: string; used: string[]; score: number } | undefined;
  for (const name of names) {
    const own = nameWords(name);
    const used = questionWords.filter(
      (w) =>
        formsMatch(w, own) ||
        wordForms(w).some((form) => synonyms[form] !== undefined && own.includes(synonyms[form]!)),
    );
    const score = used.length / Math.max(own.length, 1);
    if (used.length > 0 && (!best || score > best.score)) best = { name, used, score };
  }
  return best && { name: best.name, used: best.used };
}

/**
 * Reads a simple Hebrew question about the user's money: what (total, count, biggest, smallest, average), of
 * expenses or incomes, over which billing months, and filtered by category, payment method or business words.
 * Returns undefined when it finds nothing it understands.
 */
export function parseQuestion(question: string, context: ParseContext): ParsedQuestion | undefined {
  const text = normalizeQuestion(question);
  if (!text) return undefined;
  const intent = INTENT_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
  const subject = INCOME_PATTERN.test(text) ? 'incomes' : 'outcomes';
  const { span, rest, explicit } = extractMonths(text, context.currentMonth);

  let remaining = words(rest).filter((w) => w.length > 1 && !wordForms(w).some((f) => STOP_WORDS.has(f)));
  const category = bestName(remaining, context.categories, CATEGORY_SYNONYMS);
  if (category) remaining = remaining.filter((w) => !category.used.includes(w));
  const paymentMethod =
    subject === 'outcomes' ? bestName(remaining, context.paymentMethods, PAYMENT_SYNONYMS) : undefined;
  if (paymentMethod) remaining = remaining.filter((w) => !paymentMethod.used.includes(w));
  // A word that is only a number ("3" of a range it did not understand) is no business name.
  const terms = remaining.filter((w) => !/^\d+$/.test(w));

  const understood = intent || explicit || category || paymentMethod;
  if (!understood) return undefined;
  return {
    intent: intent ?? 'total',
    subject,
    span,
    ...(category ? { category: category.name } : {}),
    ...(paymentMethod ? { paymentMethod: paymentMethod.name } : {}),
    terms,
  };
}
