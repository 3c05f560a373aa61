export type Encoding = 'br' | 'gzip';

/** The file suffix of each precompressed copy the build writes. */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encodings the client accepts, best first: brotli before gzip (it is smaller), each only when its quality is
 * above zero, explicitly or through `*`.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const wildcard = quality.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((encoding) => (quality.get(encoding) ?? wildcard) > 0);
}

/** Whether an `If-None-Match` header names `etag` (or is `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
