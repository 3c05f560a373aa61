import type { Document } from 'bson';
import { numberType, plain } from '../numbers.js';

/**
 * Filters and pipelines as mingo is given them: typed numbers stay typed where this store's own operators read
 * them (comparisons, `$type`, arithmetic) and become plain JavaScript numbers everywhere mingo's operators do.
 */

const TYPED_QUERY = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin']);
const TYPED_EXPRESSION = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$cmp',
  '$add',
  '$subtract',
  '$multiply',
  '$divide',
  '$type',
]);
/** Stages whose field values are expressions that a stored value may pass through unchanged. */
const FIELD_STAGES = new Set(['$set', '$addFields', '$project', '$replaceWith', '$replaceRoot']);

export const isPlainObject = (value: unknown): value is Document => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const isOperatorObject = (value: unknown): value is Document =>
  isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));

export function prepareFilter(filter: Document): Document {
  const out: Document = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor')
      out[key] = Array.isArray(value)
        ? value.map((part) => (isPlainObject(part) ? prepareFilter(part) : part))
        : value;
    else if (key === '$expr') out[key] = prepareExpression(value, false);
    else if (key.startsWith('$')) out[key] = plain(value);
    else out[key] = isOperatorObject(value) ? prepareCondition(value) : value;
  }
  return out;
}

function prepareCondition(condition: Document): Document {
  const out: Document = {};
  for (const [operator, operand] of Object.entries(condition)) {
    if (TYPED_QUERY.has(operator)) out[operator] = operand;
    else if (operator === '$not' && isOperatorObject(operand)) out[operator] = prepareCondition(operand);
    else if (operator === '$elemMatch' && isPlainObject(operand))
      out[operator] =
        isOperatorObject(operand) &&
        Object.keys(operand).every((k) => !['$and', '$or', '$nor', '$expr'].includes(k))
          ? prepareCondition(operand)
          : prepareFilter(operand);
    else out[operator] = plain(operand);
  }
  return out;
}

export function prepareExpression(expr: unknown, typed: boolean): unknown {
  if (numberType(expr) !== undefined) return typed ? expr : plain(expr);
  if (Array.isArray(expr)) return expr.map((item) => prepareExpression(item, typed));
  if (!isPlainObject(expr)) return expr;
  const keys = Object.keys(expr);
  if (keys.length === 1 && keys[0]!.startsWith('$')) {
    const operator = keys[0]!;
    if (operator === '$literal') return { $literal: plain(expr.$literal) };
    return { [operator]: prepareExpression(expr[operator], TYPED_EXPRESSION.has(operator)) };
  }
  return Object.fromEntries(keys.map((key) => [key, prepareExpression(expr[key], false)]));
}

const isFieldPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('$') && !value.startsWith('$$') && value.length > 1;

/** A field value of `$set`, `$project`, …: a bare field path keeps its value's type; nested specs likewise. */
function typedFields(spec: unknown): unknown {
  if (isFieldPath(spec)) return { $_typedField: spec };
  if (!isPlainObject(spec) || isOperatorObject(spec)) return spec;
  return Object.fromEntries(Object.entries(spec).map(([key, value]) => [key, typedFields(value)]));
}

/** One pipeline stage, prepared. */
export function prepareStage(stage: Document): Document {
  const keys = Object.keys(stage);
  if (keys.length !== 1) return plain(stage);
  const name = keys[0]!;
  const spec: unknown = stage[name];
  if (name === '$match' && isPlainObject(spec)) return { $match: prepareFilter(spec) };
  if (name === '$lookup' && isPlainObject(spec) && Array.isArray(spec.pipeline))
    return { $lookup: { ...plain(spec), pipeline: (spec.pipeline as Document[]).map(prepareStage) } };
  if (name === '$facet' && isPlainObject(spec))
    return {
      $facet: Object.fromEntries(
        Object.entries(spec).map(([k, v]) => [k, Array.isArray(v) ? v.map(prepareStage) : v]),
      ),
    };
  const prepared = prepareExpression(spec, false);
  if (!FIELD_STAGES.has(name)) return { [name]: prepared };
  if (name === '$replaceWith') return { $replaceWith: typedFields(prepared) };
  if (name === '$replaceRoot' && isPlainObject(prepared))
    return { $replaceRoot: { ...prepared, newRoot: typedFields(prepared.newRoot) } };
  return { [name]: typedFields(prepared) };
}
