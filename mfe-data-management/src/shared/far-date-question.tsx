import { useState, type ReactNode } from 'react';
import { hebrewDate, todayIn } from '@kaspit/domain';
import { farDate } from '../messages.js';
import { ConfirmDialog } from '@kaspit/shared-auth';
import { dialogClasses } from './dialog-classes.js';
import { isFarFromToday } from './far-date.js';

/** Asks whether a date more than a year from today is meant; "correct it" returns to the date field. */
export function FarDateQuestion({
  date,
  onConfirm,
  onCancel,
}: {
  date: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      id="far-date"
      classes={dialogClasses}
      title={farDate.title}
      choices={[{ label: farDate.confirm, onChoose: onConfirm }]}
      cancel={farDate.correct}
      onCancel={onCancel}
    >
      {farDate.body(hebrewDate(date))}
    </ConfirmDialog>
  );
}

/**
 * The question for a form about to save `date`: `confirm` resolves true at once for a date within a year of today,
 * else once the person answers; answering "correct it" puts focus back on the date field `fieldId`.
 */
export function useFarDateCheck(fieldId: string): {
  confirm: (date: string) => Promise<boolean>;
  question: ReactNode;
} {
  const [asking, setAsking] = useState<{ date: string; answer: (yes: boolean) => void } | null>(null);
  const confirm = (date: string) =>
    isFarFromToday(date, todayIn())
      ? new Promise<boolean>((resolve) => setAsking({ date, answer: resolve }))
      : Promise.resolve(true);
  const answer = (yes: boolean) => {
    asking?.answer(yes);
    setAsking(null);
    // After the dialog has closed and handed focus back to the button that saved.
    if (!yes) requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
  };
  const question = asking && (
    <FarDateQuestion date={asking.date} onConfirm={() => answer(true)} onCancel={() => answer(false)} />
  );
  return { confirm, question };
}
