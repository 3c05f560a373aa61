import type { RecordSaved } from '@kaspit/api-contract';
import { apiCall, messages as shared } from '@kaspit/shared-auth';
import type { Outcome } from '../logic/expense-validation.js';

export async function saveOutcome(
  outcomeData: { id: string },
  editing: boolean,
  name: string,
): Promise<Outcome[]> {
  const outbox = { label: shared.outboxLabel(editing ? 'update' : 'add', 'expense', name) };
  const reply = await apiCall<RecordSaved<'outcome'>>(
    editing
      ? { method: 'PUT', url: `/outcomes/${outcomeData.id}`, data: { outcomeData }, outbox }
      : { method: 'POST', url: '/outcomes', data: { outcomeData }, outbox },
  );
  return reply.outcomes;
}
