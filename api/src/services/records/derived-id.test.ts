import { describe, expect, it } from 'vitest';
import { idSchema } from '../../infrastructure/schemas/index.js';
import { derivedId } from './derived-id.js';

describe('derivedId', () => {
  it('names the same parts the same, different parts differently, as a UUID the API accepts', () => {
    const a = derivedId('plan', '2');
    expect(derivedId('plan', '2')).toBe(a);
    expect(derivedId('plan', '3')).not.toBe(a);
    expect(derivedId('pla', 'n2')).not.toBe(a);
    expect(idSchema.safeParse(a).success).toBe(true);
  });
});
