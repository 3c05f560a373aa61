import { sendWrite } from '../api/api-call.js';
import { messages } from '../messages.js';
import { writeWithUndo, type UndoTexts } from '../undo/write-with-undo.js';
import { RECORD_API, restoreBodyOf, type RecordKind } from './index.js';

/**
 * Deletes a record now (so it is really gone, in every tab) and for a few seconds offers to create it again with
 * the same id: an installment plan whole, a recurring payment with every price it had. `name` is how the pending
 * list names it while the delete waits on the device.
 */
export async function deleteRecordWithUndo(
  kind: RecordKind,
  record: { id: string },
  name: string,
  texts: UndoTexts,
  onChange: () => void,
): Promise<boolean> {
  const { path, bodyKey } = RECORD_API[kind];
  // Without a connection an installment plan's first payment may not be readable: the delete goes, without undo.
  const body = await restoreBodyOf(kind, record).catch(() => undefined);
  return writeWithUndo(
    () =>
      sendWrite(
        { method: 'DELETE', url: `${path}/${record.id}` },
        messages.outboxLabel('delete', kind, name),
      ),
    body &&
      (() =>
        sendWrite(
          { method: 'POST', url: path, data: { [bodyKey]: body } },
          messages.outboxLabel('restore', kind, name),
        )),
    texts,
    onChange,
  );
}
