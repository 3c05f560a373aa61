import type { Document } from 'bson';
import { CommandError } from '../../commands/errors.js';

/**
 * Collations done with `Intl.Collator` (ICU, as MongoDB's): what ICU options JavaScript exposes exactly — a locale
 * Intl knows, strength 1–3 (base, accent, variant), `caseLevel` at strength 1, `caseFirst`, `numericOrdering` —
 * and refused with 115 otherwise (strength 4 and 5, `alternate: 'shifted'`, `backwards`, `normalization`), so a
 * collated answer is ICU's answer or an error.
 */

export type StringOrder = (a: string, b: string) => number;

const FIELDS = new Set([
  'locale',
  'caseLevel',
  'caseFirst',
  'strength',
  'numericOrdering',
  'alternate',
  'maxVariable',
  'normalization',
  'backwards',
  'version',
]);

const notDone = (what: string) =>
  new CommandError('CommandNotSupported', `collation ${what} is not supported by embedded-mongo`);

const cache = new Map<string, StringOrder | undefined>();

/** The string order a command's `collation` asks for; undefined for none or `simple` (code point order). */
export function collationOrder(spec: unknown): StringOrder | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (typeof spec !== 'object' || Array.isArray(spec))
    throw new CommandError(
      'TypeMismatch',
      "BSON field 'collation' is the wrong type, expected type 'object'",
    );
  const key = JSON.stringify(spec);
  if (!cache.has(key)) cache.set(key, build(spec as Document));
  return cache.get(key);
}

function build(spec: Document): StringOrder | undefined {
  for (const field of Object.keys(spec))
    if (!FIELDS.has(field))
      throw new CommandError('Location40415', `BSON field 'collation.${field}' is an unknown field.`);
  const { locale } = spec;
  if (typeof locale !== 'string')
    throw new CommandError('Location40414', "BSON field 'collation.locale' is missing but a required field");
  if (locale === 'simple') {
    if (Object.keys(spec).length > 1)
      throw new CommandError('BadValue', 'If "locale" is set to "simple", then no other fields may be set');
    return undefined;
  }
  const strength = Number(spec.strength ?? 3);
  if (![1, 2, 3, 4, 5].includes(strength))
    throw new CommandError('BadValue', `Field 'strength' must be an integer 1 through 5. Got: ${strength}`);
  if (strength > 3) throw notDone(`strength ${strength}`);
  if (spec.caseLevel === true && strength !== 1) throw notDone('caseLevel above strength 1');
  if (spec.alternate !== undefined && spec.alternate !== 'non-ignorable')
    throw notDone(`alternate '${String(spec.alternate)}'`);
  if (spec.backwards === true) throw notDone('backwards');
  if (spec.normalization === true) throw notDone('normalization');
  const caseFirst = spec.caseFirst ?? 'off';
  if (!['upper', 'lower', 'off'].includes(caseFirst as string))
    throw new CommandError('FailedToParse', `caseFirst must be 'upper', 'lower' or 'off'`);
  const tag = locale.replace(/_/g, '-');
  let supported: string[];
  try {
    supported = Intl.Collator.supportedLocalesOf([tag]);
  } catch {
    supported = [];
  }
  if (supported.length === 0)
    throw new CommandError('BadValue', `Field 'locale' is invalid in: { locale: "${locale}" }`);
  const collator = new Intl.Collator(tag, {
    usage: 'sort',
    sensitivity: strength === 1 ? (spec.caseLevel ? 'case' : 'base') : strength === 2 ? 'accent' : 'variant',
    caseFirst: caseFirst === 'off' ? 'false' : (caseFirst as 'upper' | 'lower'),
    numeric: spec.numericOrdering === true,
    ignorePunctuation: false,
  });
  return (a, b) => Math.sign(collator.compare(a, b));
}

/** The string order of a command's query options (mingo's `collation` option holds the spec). */
export function orderOf(options: unknown): StringOrder | undefined {
  const spec = (options as { collation?: unknown } | undefined)?.collation;
  // Only what queryOptions put there: a checked spec, with its locale (mingo's updater may pass an empty one).
  return spec !== null && typeof spec === 'object' && 'locale' in spec ? collationOrder(spec) : undefined;
}
