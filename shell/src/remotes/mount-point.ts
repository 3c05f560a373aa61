import type { RemoteName } from '../areas.js';

/** The element a remote mounts into; the layout renders one per remote. */
export const mountPointId = (name: RemoteName) => `remote-area-${name}`;

/** Marks the heading that stands in for a remote's own until the remote has drawn its page. */
export const PLACEHOLDER_CLASS = 'shell-remote-placeholder';
