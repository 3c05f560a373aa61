import { messages } from '../../messages.js';
import * as styles from './section.module.css';

/** Says that a change of the item beside it waits on this device for the API (the outbox). */
export function PendingMark({ when }: { when: boolean }) {
  return when ? <span className={styles.pending}>{messages.pending}</span> : null;
}
