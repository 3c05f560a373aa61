import { useEffect, useRef, useState } from 'react';
import { formatMonth, HEBREW_MONTH_NAMES, parseMonth, type YearMonth } from '@kaspit/domain';
import { messages } from '../messages.js';

const t = messages.monthJump;
/** The years the picker offers: far enough back for old records, a few ahead for planned payments. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;
const clampYear = (year: number) => Math.min(LAST_YEAR, Math.max(FIRST_YEAR, year));

/**
 * A modal dialog to jump to any billing month: a year (stepped or typed) and the twelve months by name. A native
 * `<dialog>`, so the keyboard stays inside it, Escape closes it and focus returns to the button that opened it.
 */
export function MonthJumpDialog({
  month,
  onPick,
  onClose,
}: {
  month: YearMonth;
  onPick: (month: YearMonth) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const selected = parseMonth(month);
  const [year, setYear] = useState(selected.year);
  const [yearText, setYearText] = useState(String(selected.year));

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    // Focus starts on the month shown now, so Enter keeps it and Tab moves on to its neighbours.
    element.querySelector<HTMLElement>('[aria-current="date"]')?.focus();
  }, []);

  const showYear = (next: number) => {
    const clamped = clampYear(next);
    setYear(clamped);
    setYearText(String(clamped));
  };

  return (
    <dialog
      ref={dialog}
      className="shell-month-jump"
      aria-labelledby="month-jump-title"
      data-testid="month-jump"
      onClose={onClose}
    >
      <h2 id="month-jump-title">{t.title}</h2>
      <div className="shell-month-jump__year" role="group" aria-label={t.year}>
        <button
          type="button"
          className="shell-icon-button"
          aria-label={t.previousYear}
          disabled={year <= FIRST_YEAR}
          onClick={() => showYear(year - 1)}
        >
          ›
        </button>
        <input
          aria-label={t.year}
          type="number"
          inputMode="numeric"
          min={FIRST_YEAR}
          max={LAST_YEAR}
          value={yearText}
          onChange={(event) => {
            setYearText(event.target.value);
            const typed = Number(event.target.value);
            if (Number.isInteger(typed) && typed >= FIRST_YEAR && typed <= LAST_YEAR) setYear(typed);
          }}
          onBlur={() => setYearText(String(year))}
        />
        <button
          type="button"
          className="shell-icon-button"
          aria-label={t.nextYear}
          disabled={year >= LAST_YEAR}
          onClick={() => showYear(year + 1)}
        >
          ‹
        </button>
      </div>
      <ul className="shell-month-jump__months">
        {HEBREW_MONTH_NAMES.map((name, index) => {
          const isSelected = year === selected.year && index + 1 === selected.month;
          return (
            <li key={name}>
              <button
                type="button"
                aria-label={`${name} ${year}`}
                aria-current={isSelected ? 'date' : undefined}
                onClick={() => {
                  onPick(formatMonth({ year, month: index + 1 }));
                  dialog.current?.close();
                }}
              >
                {name}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="shell-link-button" onClick={() => dialog.current?.close()}>
        {t.cancel}
      </button>
    </dialog>
  );
}
