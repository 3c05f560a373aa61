import { randomUUID } from 'node:crypto';
import { DEFAULT_CATEGORIES } from '../services/users/defaults.js';
import { withRetries, type Answer, type Ledger, type Target } from './client.js';
import { random } from './report.js';

const category = DEFAULT_CATEGORIES[0];

export const outcomeBody = (id: string, description: string, extra: Record<string, unknown> = {}) => ({
  outcomeData: { id, date: '2026-03-10', amount: 12.5, category, description, ...extra },
});

/**
 * Writers that create outcomes (and delete some of their own) until told to stop, each request retried with the
 * same id until it is answered. Answers are entered in `ledger`.
 */
export function startWriters(
  count: number,
  targets: Target[],
  token: string,
  ledger: Ledger,
  label: string,
  onAnswer?: (answer: Answer) => void,
) {
  let stopping = false;
  const statuses = new Map<number, number>();
  const seen = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const writer = async (w: number) => {
    const mine: string[] = [];
    for (let i = 0; !stopping; i++) {
      const target = targets[i % targets.length]!;
      if (i % 4 === 3 && mine.length > 0) {
        const id = mine.splice(Math.floor(random() * mine.length), 1)[0]!;
        const reply = await withRetries(target, 'DELETE', `/api/outcomes/${id}`, token, undefined, onAnswer);
        seen(reply.status);
        if (reply.status === 200 || (reply.status === 404 && reply.attempts > 1)) ledger.deleted.add(id);
        else ledger.uncertain.add(id);
        continue;
      }
      const id = randomUUID();
      const description = `${label}-${w}-${i}`;
      const reply = await withRetries(
        target,
        'POST',
        '/api/outcomes',
        token,
        outcomeBody(id, description),
        onAnswer,
      );
      seen(reply.status);
      if (reply.status === 201 || reply.status === 200) {
        ledger.acknowledged.set(id, description);
        mine.push(id);
      } else ledger.uncertain.add(id);
    }
  };
  const done = Promise.all(Array.from({ length: count }, (_, w) => writer(w)));
  return {
    statuses,
    async stop() {
      stopping = true;
      await done;
    },
  };
}
