export type { Agorot } from './agorot/index.js';
export {
  fromAgorot,
  isValidAmount,
  MAX_AMOUNT_AGOROT,
  parseAmount,
  splitAgorot,
  sumAgorot,
  toAgorot,
} from './agorot/index.js';
export { formatShekels, formatSignedShekels, formatWholeShekels, groupThousands } from './format/index.js';
export { readTypedAmount, type TypedAmount } from './typed/index.js';
export {
  currencyIn,
  readStatementAmount,
  type StatementAmount,
  type StatementCurrency,
} from './statement/index.js';
export { asRefund, isRefund, isValidExpenseAmount, parseExpenseAmount } from './refund/index.js';
