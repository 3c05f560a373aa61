/**
 * @kaspit/domain — the product's rules, written once and imported by the API (Node) and every micro-frontend
 * (browser) alike: pure TypeScript, no I/O, no dependencies. See README.md for the decisions behind them.
 */
export { DomainError } from './errors/index.js';
export * from './money/index.js';
export * from './dates/index.js';
export * from './billing-month/index.js';
export * from './recurring/index.js';
export type { InstallmentPlanInput, PlannedInstallment } from './installments/index.js';
export {
  installmentDate,
  installmentLabel,
  MAX_INSTALLMENTS,
  MIN_INSTALLMENTS,
  planInstallments,
} from './installments/index.js';
export * from './month-outlook/index.js';
export { hebrewCount, withHebrewPrefix, type HebrewNoun } from './text/count/index.js';
export {
  SEARCH_RESULT_TYPES,
  type SearchReply,
  type SearchResult,
  type SearchResultType,
} from './search/index.js';
