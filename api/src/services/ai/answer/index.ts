import type { Db } from 'mongodb';
import type { Answer } from '@kaspit/api-contract';
import { formatShekels, fromAgorot, type BillingCyclePeriod, type YearMonth } from '@kaspit/domain';
import { answers, EXAMPLE_QUESTIONS, formatDay, NOUNS, periodText, scopeText } from '../messages.js';
import { parseQuestion, type ParsedQuestion } from '../parser/index.js';
import { phraseSafely, type AnswerPhraser } from '../provider.js';
import { runQuestion, type AnswerRecord, type QueryResult } from './compute.js';

export interface AskingUser {
  id: string;
  billingCyclePeriod: BillingCyclePeriod;
  categories: { categoryName: string }[];
  paymentMethods: { paymentMethodName: string }[];
}

/** Our own Hebrew answer to a parsed question, from the computed result. */
export function draftAnswer(q: ParsedQuestion, result: QueryResult): string {
  const nouns = NOUNS[q.subject];
  const scope = scopeText(q);
  const period = periodText(q.span);
  if (result.count === 0) return answers.none(nouns, scope, period);
  const total = formatShekels(result.totalAgorot);
  const describe = (r: AnswerRecord) =>
    [`"${r.description}"`, r.category && q.category !== r.category ? `(${r.category})` : '']
      .filter(Boolean)
      .join(' ');
  const when = (r: AnswerRecord) => (r.date ? formatDay(r.date) : answers.recurringIn(r.month));
  switch (q.intent) {
    case 'count':
      return answers.count(nouns, scope, period, total, result.count);
    case 'average':
      return answers.average(
        nouns,
        scope,
        period,
        formatShekels(Math.round(result.totalAgorot / result.count)),
        result.count,
        total,
      );
    case 'biggest':
    case 'smallest': {
      const pick = result.records[0]!;
      return answers[q.intent](
        nouns,
        scope,
        period,
        describe(pick),
        formatShekels(pick.amountAgorot),
        when(pick),
      );
    }
    default:
      return answers.total(nouns, scope, period, total, result.count);
  }
}

const presentRecord = ({ amountAgorot, ...rest }: AnswerRecord) => ({
  ...rest,
  amount: fromAgorot(amountAgorot),
});

/** Parses, computes and words an answer; a question it cannot read gets example questions instead. */
export async function answerQuestion(
  db: Db,
  user: AskingUser,
  question: string,
  currentMonth: YearMonth,
  phraser: AnswerPhraser,
): Promise<Answer> {
  const parsed = parseQuestion(question, {
    categories: user.categories.map((c) => c.categoryName),
    paymentMethods: user.paymentMethods.map((m) => m.paymentMethodName),
    currentMonth,
  });
  if (!parsed) {
    return { understood: false as const, text: answers.notUnderstood, examples: EXAMPLE_QUESTIONS };
  }
  const result = await runQuestion(db, user, parsed);
  const draft = draftAnswer(parsed, result);
  const { text, phrasedBy } = await phraseSafely(phraser, { question, draft });
  return {
    understood: true as const,
    text,
    phrasedBy,
    query: parsed,
    total: fromAgorot(result.totalAgorot),
    count: result.count,
    records: result.records.map(presentRecord),
  };
}
