import { useEffect, useLayoutEffect, useState } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './hold.js';
import { replayEarlyInput, takeOverEarlyInput } from './replay.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  delete (globalThis as Record<string, unknown>).__KASPIT_EARLY_INPUT__;
});

/** A controlled form as the contact page has: the send button reads the name from React's state. */
function Form({ sent }: { sent: string[] }) {
  const [name, setName] = useState('');
  useLayoutEffect(() => takeOverEarlyInput(), []);
  useEffect(() => void replayEarlyInput(), []);
  return (
    <form>
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={() => sent.push(name)}>
        שליחה
      </button>
    </form>
  );
}

it('a form filled and sent on the static page sends what was typed once the app has taken over', async () => {
  document.body.innerHTML =
    '<div id="root"><form><input id="name" /><button type="button">שליחה</button></form></div>';
  holdEarlyInput();
  const staticField = document.querySelector<HTMLInputElement>('#name')!;
  staticField.value = 'נועה';
  staticField.dispatchEvent(new Event('input', { bubbles: true }));
  document.querySelector('button')!.click();

  const sent: string[] = [];
  const root = createRoot(document.getElementById('root')!);
  await act(async () => root.render(<Form sent={sent} />));
  await vi.waitFor(() => expect(sent).toEqual(['נועה']));
  expect(document.querySelector<HTMLInputElement>('#name')!.value).toBe('נועה');
  act(() => root.unmount());
});
