import { useSubject } from '@kaspit/shared-auth';
import type { RemoteName } from '../areas.js';
import { messages } from '../messages.js';
import { failedRemotes$ } from '../remotes/failures.js';
import { mountPointId } from '../remotes/register.js';

/**
 * Where a remote mounts. React renders the empty element once and never touches its children (single-spa owns
 * them); the fallback is a sibling, shown while the remote has failed and its area is open.
 */
export function RemoteArea({
  name,
  label,
  active,
}: {
  name: RemoteName;
  label: string | undefined;
  active: boolean;
}) {
  const failed = useSubject(failedRemotes$).has(name);
  return (
    <>
      <div id={mountPointId(name)} className="shell-remote-mount" hidden={!active} />
      {active && failed && (
        <div className="shell-fallback" role="alert" data-testid={`remote-fallback-${name}`}>
          <p>{messages.remoteFailed(label ?? name)}</p>
          <button type="button" onClick={() => window.location.reload()}>
            {messages.retry}
          </button>
        </div>
      )}
    </>
  );
}
