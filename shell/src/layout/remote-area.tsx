import { Component, type ReactNode } from 'react';
import { useSubject } from '@kaspit/shared-auth';
import type { RemoteName } from '../areas.js';
import { messages } from '../messages.js';
import { failedRemotes$ } from '../remotes/failures.js';
import { mountPointId } from '../remotes/mount-point.js';

// A fallback shows only once single-spa runs, so the module is already loaded when retry is pressed.
const retryRemote = (name: RemoteName) =>
  void import('../remotes/register.js').then((routing) => routing.retryRemote(name));

function Fallback({ name, label, onRetry }: { name: RemoteName; label: string; onRetry: () => void }) {
  return (
    <div className="shell-fallback" role="alert" data-testid={`remote-fallback-${name}`}>
      <p>{messages.remoteFailed(label)}</p>
      <button type="button" className="shell-button" onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}

/** Catches what the shell itself throws around an area, so one area's failure never blanks the page. */
class AreaBoundary extends Component<
  { name: RemoteName; label: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Fallback
        name={this.props.name}
        label={this.props.label}
        onRetry={() => this.setState({ failed: false })}
      />
    );
  }
}

/**
 * Where a remote mounts. React renders the empty element once and never touches its children (single-spa owns
 * them); the fallback is a sibling, shown while the remote has failed (to load, or on mount) and its area is open.
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
  const failed = useSubject(failedRemotes$, (failures) => failures.has(name));
  const shown = label ?? name;
  return (
    <AreaBoundary name={name} label={shown}>
      <div id={mountPointId(name)} className="shell-remote-mount" hidden={!active} />
      {active && failed && <Fallback name={name} label={shown} onRetry={() => retryRemote(name)} />}
    </AreaBoundary>
  );
}
