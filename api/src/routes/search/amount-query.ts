import { readTypedAmount } from '@kaspit/domain';

/** What a search text asks of amounts: exactly these agorot, or about them ("≈ 123", "~123"). */
export interface AmountQuery {
  agorot: number;
  approximate: boolean;
}

const ABOUT = /^\s*(?:≈|~|כ-|בערך)\s*/;

/**
 * The amount a search text names, read by the expense form's rule ("123.45", "123,45", "₪1,234"), or undefined
 * when the text is not an amount. "≈ 123" asks for amounts about it.
 */
export function amountQuery(text: string): AmountQuery | undefined {
  const approximate = ABOUT.test(text);
  const read = readTypedAmount(text.replace(ABOUT, ''));
  if (!read.ok || read.agorot <= 0) return undefined;
  return { agorot: read.agorot, approximate };
}

/**
 * The stored amounts (in agorot) a query matches, either sign (a refund of ₪50.25 is found by "50.25"): exactly
 * the amount, or for "≈" within 1% of it and at least ₪1 either way.
 */
export function amountCondition({ agorot, approximate }: AmountQuery): Record<string, unknown>[] {
  if (!approximate) return [{ $in: [agorot, -agorot] }];
  const spread = Math.max(100, Math.round(agorot / 100));
  return [
    { $gte: agorot - spread, $lte: agorot + spread },
    { $gte: -agorot - spread, $lte: -agorot + spread },
  ];
}
