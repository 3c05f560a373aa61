import { describe, expect, it } from 'vitest';
import { contactErrors } from './contact-page.js';

const valid = { name: 'נועה', email: 'noa@example.com', subject: 'שאלה', message: 'שלום' };

describe('contactErrors', () => {
  it('accepts a complete message', () => {
    expect(contactErrors(valid)).toEqual({});
  });

  it('requires every field, checks the email and the server limits, in Hebrew', () => {
    expect(contactErrors({ ...valid, name: '  ', email: 'noa@' })).toEqual({
      name: 'שדה חובה',
      email: 'כתובת דוא"ל לא תקינה',
    });
    expect(contactErrors({ ...valid, subject: 'א'.repeat(121) })).toEqual({ subject: 'עד 120 תווים' });
    expect(contactErrors({ ...valid, message: 'א'.repeat(2001) })).toEqual({ message: 'עד 2000 תווים' });
  });
});
