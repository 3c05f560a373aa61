import { Aggregator as MingoAggregator } from 'mingo/aggregator';
import { Context } from 'mingo/core';
import { Query as MingoQuery } from 'mingo/query';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import type { Options } from 'mingo/types';
import { dateOperators } from './dates.js';
import { countedAsMingo, typedExpressionOperators } from './expression-operators.js';
import { queryOperators as typedQueryOperators } from './query-operators.js';

/**
 * mingo with this store's operators in place of its own where MongoDB answers differently (mingo's own context
 * cannot be overridden, only added to, so the whole operator set is assembled here).
 */

type AnyOperator = (...args: never[]) => unknown;

const counted = (operators: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(operators).map(([name, op]) => [
      name,
      countedAsMingo(op as Parameters<typeof countedAsMingo>[0]),
    ]),
  );

const mingoExpressions = expressionOperators as unknown as Record<
  string,
  Parameters<typeof countedAsMingo>[0]
>;

const CONTEXT = Context.init({
  accumulator: counted(accumulatorOperators) as Record<string, AnyOperator>,
  expression: {
    ...counted(mingoExpressions),
    ...dateOperators(mingoExpressions),
    ...typedExpressionOperators(mingoExpressions),
  } as Record<string, AnyOperator>,
  pipeline: pipelineOperators as unknown as Record<string, AnyOperator>,
  projection: projectionOperators as unknown as Record<string, AnyOperator>,
  query: { ...queryOperators, ...typedQueryOperators } as unknown as Record<string, AnyOperator>,
  window: windowOperators as unknown as Record<string, AnyOperator>,
} as never);

const withContext = (options?: Partial<Options>): Options => ({ ...options, context: CONTEXT }) as Options;

export class Query extends MingoQuery {
  constructor(condition: Record<string, unknown>, options?: Partial<Options>) {
    super(condition, withContext(options));
  }
}

export class Aggregator extends MingoAggregator {
  constructor(pipeline: Record<string, unknown>[], options?: Partial<Options>) {
    super(pipeline, withContext(options));
  }
}

export { withContext };
