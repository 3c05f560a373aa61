import type { RemoteName } from '../areas.js';

/** The element a remote mounts into; the layout renders one per remote. */
export const mountPointId = (name: RemoteName) => `remote-area-${name}`;
