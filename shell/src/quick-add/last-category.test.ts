import { describe, expect, it } from 'vitest';
import { descriptionKey, lastCategories } from './last-category.js';

describe('lastCategories', () => {
  it('remembers the category of the latest use of each description, newest first', () => {
    const remembered = lastCategories([
      { description: 'שופרסל ', category: 'מזון וסופר' },
      { description: 'Aroma', category: 'מסעדות' },
      { description: 'שופרסל', category: 'שונות' },
    ]);
    expect([...remembered.values()]).toEqual([
      { description: 'שופרסל', category: 'מזון וסופר' },
      { description: 'Aroma', category: 'מסעדות' },
    ]);
    expect(remembered.get(descriptionKey('  aroma'))?.category).toBe('מסעדות');
  });

  it('ignores blank descriptions and spacing differences', () => {
    const remembered = lastCategories([
      { description: '  ', category: 'שונות' },
      { description: 'סופר  פארם', category: 'פארם' },
    ]);
    expect(remembered.size).toBe(1);
    expect(remembered.get(descriptionKey('סופר פארם'))?.category).toBe('פארם');
  });
});
