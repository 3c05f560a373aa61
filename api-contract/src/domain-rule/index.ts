/**
 * A domain parser (which throws on what its rule refuses) as a yes/no check, for `z.refine`: the schema keeps the
 * domain's rule instead of restating it.
 */
export function acceptedBy<T>(parse: (value: T) => unknown): (value: T) => boolean {
  return (value) => {
    try {
      parse(value);
      return true;
    } catch {
      return false;
    }
  };
}
