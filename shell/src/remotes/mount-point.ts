import type { RemoteName } from '../areas.js';

/** The element a remote mounts into; the layout renders one per remote. */
export const mountPointId = (name: RemoteName) => `remote-area-${name}`;

/** Marks the heading that stands in for a remote's own until the remote has drawn its page. */
export const PLACEHOLDER_CLASS = 'shell-remote-placeholder';

/**
 * The remote's first paint: the page's `<template>` holding it (the server writes it in when the remote has one),
 * and the attribute naming the remote on the element inside the stand-in it goes into.
 */
export const REMOTE_FIRST_PAINT_ID = 'remote-first-paint';
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
