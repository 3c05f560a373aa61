import { Component, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useSubject } from '@kaspit/shared-auth';
import type { RemoteName } from '../areas.js';
import { messages } from '../messages.js';
import { failedRemotes$ } from '../remotes/failures.js';
import { FIRST_PAINT_ATTRIBUTE, mountPointId, PLACEHOLDER_CLASS } from '../remotes/mount-point.js';

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

/** Whether single-spa has put anything in the mount point (the remote's page), followed as it changes. */
function useFilled(mount: RefObject<HTMLDivElement | null>): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const element = mount.current;
    if (!element) return;
    const update = () => setFilled(element.hasChildNodes());
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true });
    update();
    return () => observer.disconnect();
  }, [mount]);
  return filled;
}

/**
 * What the page's frame script put in the area's stand-in from the remote's first paint (nothing in a build-time
 * render, or when the page carried none). Rendered back as it is, so hydration adopts it as painted.
 */
const paintedFirstPaint = (name: RemoteName): string =>
  typeof document === 'undefined'
    ? ''
    : (document.querySelector(`[${FIRST_PAINT_ATTRIBUTE}="${name}"]`)?.innerHTML ?? '');

/**
 * Where a remote mounts. React renders the empty element once and never touches its children (single-spa owns
 * them); the fallback is a sibling, shown while the remote has failed (to load, or on mount) and its area is open.
 * Until the remote has drawn its page, the area's heading stands in its place, as the remote draws it: the page's
 * heading is on screen from the first paint (the route's HTML carries it) instead of seconds later. The stylesheet
 * hides it the moment the mount point has content, before React hears of it. Below the heading, the remote's own
 * first paint (its page as drawn before its data), when the route's page carried one.
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
  const mount = useRef<HTMLDivElement>(null);
  const filled = useFilled(mount);
  const [firstPaint] = useState(() => ({ __html: paintedFirstPaint(name) }));
  const shown = label ?? name;
  return (
    <AreaBoundary name={name} label={shown}>
      {active && !failed && !filled && label && (
        <section className={`kaspit-remote ${PLACEHOLDER_CLASS}`}>
          <h1>{label}</h1>
          <div
            className="shell-remote-first-paint"
            {...{ [FIRST_PAINT_ATTRIBUTE]: name }}
            dangerouslySetInnerHTML={firstPaint}
          />
        </section>
      )}
      <div ref={mount} id={mountPointId(name)} className="shell-remote-mount" hidden={!active} />
      {active && failed && <Fallback name={name} label={shown} onRetry={() => retryRemote(name)} />}
    </AreaBoundary>
  );
}
