import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@kaspit/shared-auth';
import { contactErrors, contactFailureMessage } from './contact-page.js';

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

describe('contactFailureMessage', () => {
  it('asks the person to wait when the server refused for too many messages', () => {
    expect(contactFailureMessage(new ApiRequestError('Too many requests', 429))).toBe(
      'נשלחו מכאן כמה הודעות בזמן קצר. אפשר לשלוח שוב בעוד כמה דקות.',
    );
  });

  it('says the message was not sent on any other failure', () => {
    for (const error of [
      new ApiRequestError('Connection failed.'),
      new ApiRequestError('Bad', 400),
      undefined,
    ])
      expect(contactFailureMessage(error)).toBe('לא הצלחנו לשלוח את ההודעה. נסו שוב.');
  });
});
