import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { fieldAria, FormField } from './index.js';

afterEach(cleanup);

describe('FormField', () => {
  it('labels the control, and once there is an error marks it invalid and reads the error with it', () => {
    render(
      <FormField id="expense-amount" label="סכום" error="יש להזין סכום" prefix="kdm">
        <input {...fieldAria('expense-amount', 'יש להזין סכום')} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'סכום' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('expense-amount-error');
    expect(screen.getByRole('alert').textContent).toBe('יש להזין סכום');
    expect(screen.getByRole('alert').className).toBe('kdm-field__error');
    expect(input.parentElement?.className).toBe('kdm-field kdm-field--invalid');
  });

  it('without an error has no alert and describes the control only by its other notes', () => {
    render(
      <FormField id="edit-text" label="תיאור" prefix="krec">
        <input {...fieldAria('edit-text', undefined, 'edit-text-count')} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'תיאור' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('edit-text-count');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.parentElement?.className).toBe('krec-field');
  });
});
