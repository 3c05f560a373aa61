/** The search as it lives in the URL (`/search?q=…&type=…`), so it can be shared and survives a reload. */
export interface SearchParams {
  q: string;
  type: '' | 'outcome' | 'income' | 'discount' | 'recurring';
  from: string;
  to: string;
  category: string;
  paymentMethod: string;
  min: string;
  max: string;
  page: number;
}

export const EMPTY_SEARCH: SearchParams = {
  q: '',
  type: '',
  from: '',
  to: '',
  category: '',
  paymentMethod: '',
  min: '',
  max: '',
  page: 1,
};

const TYPES = ['outcome', 'income', 'discount', 'recurring'];
const TEXT_KEYS = ['q', 'from', 'to', 'category', 'paymentMethod', 'min', 'max'] as const;

export function readSearchParams(search: string): SearchParams {
  const url = new URLSearchParams(search);
  const params: SearchParams = { ...EMPTY_SEARCH };
  for (const key of TEXT_KEYS) params[key] = url.get(key) ?? '';
  const type = url.get('type') ?? '';
  params.type = (TYPES.includes(type) ? type : '') as SearchParams['type'];
  const page = Number(url.get('page'));
  params.page = Number.isInteger(page) && page > 0 ? page : 1;
  return params;
}

/** Only the parts that are set, in a stable order: `?q=ספר&type=outcome`. */
export function writeSearchParams(params: SearchParams): string {
  const url = new URLSearchParams();
  for (const key of ['q', 'type', 'from', 'to', 'category', 'paymentMethod', 'min', 'max'] as const) {
    const value = params[key].trim();
    if (value) url.set(key, value);
  }
  if (params.page > 1) url.set('page', String(params.page));
  const text = url.toString();
  return text ? `?${text}` : '';
}

/** The API query: the set parts, with the text trimmed. */
export function apiQuery(params: SearchParams, pageSize: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, pageSize };
  for (const key of ['q', 'type', 'from', 'to', 'category', 'paymentMethod', 'min', 'max'] as const) {
    const value = params[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

export const hasCriteria = (p: SearchParams) =>
  Boolean(p.q.trim() || p.type || p.from || p.to || p.category || p.paymentMethod || p.min || p.max);
