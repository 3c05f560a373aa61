import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useModalDialog } from './modal-dialog.js';

afterEach(cleanup);

function Confirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const ref = useModalDialog<HTMLDivElement>(onCancel);
  return (
    <div role="alertdialog" ref={ref}>
      <button onClick={onConfirm}>delete</button>
      <button onClick={onCancel} data-autofocus>
        cancel
      </button>
    </div>
  );
}

function Page({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      {open && <Confirm onConfirm={onConfirm} onCancel={() => setOpen(false)} />}
    </>
  );
}

describe('useModalDialog', () => {
  it('starts on the safe choice, closes on Escape without confirming, and gives focus back to the opener', () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} />);
    const opener = screen.getByText('open');
    opener.focus();
    act(() => opener.click());
    expect(document.activeElement).toBe(screen.getByText('cancel'));
    act(() => {
      fireEvent.keyDown(screen.getByText('cancel'), { key: 'Escape' });
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', () => {
    render(<Page onConfirm={() => undefined} />);
    act(() => screen.getByText('open').click());
    const cancel = screen.getByText('cancel');
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByText('delete'));
    fireEvent.keyDown(screen.getByText('delete'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
  });
});
