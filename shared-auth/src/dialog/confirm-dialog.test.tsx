import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog.js';

afterEach(cleanup);

const classes = {
  dialog: 'x-dialog',
  actions: 'x-actions',
  button: 'x-button',
  primary: 'x-ok',
  danger: 'x-danger',
};

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its body, focus on the safe answer', () => {
    render(
      <ConfirmDialog
        id="confirm"
        classes={classes}
        title='למחוק את "לחם"?'
        choices={[{ label: 'כן, למחוק', onChoose: () => undefined }]}
        danger
        cancel="ביטול"
        onCancel={() => undefined}
      >
        3 התשלומים יימחקו
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'למחוק את "לחם"?' });
    expect(dialog.getAttribute('aria-describedby')).toBe('confirm-body');
    expect(document.getElementById('confirm-body')?.textContent).toBe('3 התשלומים יימחקו');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ביטול' }));
    expect(screen.getByRole('button', { name: 'כן, למחוק' }).className).toBe('x-button x-danger');
  });

  it('offers each choice, and without a body describes nothing', () => {
    const month = vi.fn();
    const whole = vi.fn();
    render(
      <ConfirmDialog
        id="delete"
        classes={classes}
        title="למחוק?"
        choices={[
          { label: 'רק החודש', onChoose: month },
          { label: 'כל התשלום', onChoose: whole },
        ]}
        cancel="ביטול"
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('alertdialog').hasAttribute('aria-describedby')).toBe(false);
    screen.getByRole('button', { name: 'כל התשלום' }).click();
    expect(whole).toHaveBeenCalledOnce();
    expect(month).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'רק החודש' }).className).toBe('x-button x-ok');
  });
});
