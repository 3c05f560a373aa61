/**
 * @kaspit/shared-auth — one instance on the page (a Module Federation singleton): the session and selected-date
 * buses, the hooks that read them, and the lifecycles every remote exposes.
 */
export { getSharedAuthInstanceId } from './buses/instance.js';
export { session$, type SessionState, type SessionUser } from './buses/session.js';
export { selectedDate$, type SelectedDate } from './buses/selected-date.js';
export { useSelectedDate, useSession, useSubject } from './buses/hooks.js';
export { RemoteRoot, routeOf, type RemoteRootProps } from './remote-app/remote-root.js';
export { createRemoteLifecycles, type RemoteAppOptions } from './remote-app/lifecycles.js';
export { mountRemoteAt } from './remote-app/render-for-test.js';
