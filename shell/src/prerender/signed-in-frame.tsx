import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { initSession, pickMonth, STORAGE_KEYS } from '@kaspit/shared-auth';
import { FRAME_NAME, FRAME_TEMPLATE_ID } from '../first-paint/signed-in-frame.js';
import { AppTree } from '../layout/app-tree.js';

/**
 * `route` (`/main`, or a remote's route with its heading standing in) as the app's first render commits it for a signed-in person, with a stand-in name and a picked month
 * (so the month picker's "current month" button is there; the page's frame script removes it when no month is
 * picked and writes the real name, month and theme). Written into the route's own page by the build's prerender, as React
 * renders for hydration (text boundaries marked), so the app adopts the frame's elements instead of replacing them.
 */
export function renderSignedInFrame(route: string): string {
  sessionStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ id: 'signed-in-frame', email: '', displayName: FRAME_NAME, photoURL: null }),
  );
  sessionStorage.setItem(STORAGE_KEYS.accessToken, 'signed-in-frame');
  try {
    initSession();
    pickMonth({ year: 2026, month: 1 });
    return renderToString(
      <StaticRouter location={route}>
        <AppTree />
      </StaticRouter>,
    );
  } finally {
    sessionStorage.clear();
    localStorage.clear();
  }
}

/** The `<template>` a route's page carries: the frame, and the route it was rendered for. */
export function signedInFrameTemplate(route: string): string {
  return `<template id="${FRAME_TEMPLATE_ID}" data-route="${route}">${renderSignedInFrame(route)}</template>`;
}
