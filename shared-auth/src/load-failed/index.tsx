import { useRetryWhenBack } from '../buses/retry-when-back.js';
import { messages } from '../messages.js';

/**
 * What an area shows when its data could not be read: the reason in words and "ניסיון חוזר". While it is shown the
 * area also reads again by itself as soon as the service answers again, so a person who waits need not press.
 * Class names come from the remote (each remote scopes its own CSS).
 */
export function LoadFailed({
  onRetry,
  message = messages.dataLoadFailed,
  className,
  buttonClassName,
  testId,
}: {
  onRetry: () => void;
  message?: string;
  className?: string;
  buttonClassName?: string;
  testId?: string;
}) {
  useRetryWhenBack(true, onRetry);
  return (
    <div role="alert" className={className} data-testid={testId}>
      <p>{message}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}
