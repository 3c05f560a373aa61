import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { initSession } from '@kaspit/shared-auth';
import { AppTree } from '../layout/app-tree.js';

/** The pages a visitor can open without signing in; their HTML is written at build time. */
export const PRERENDERED_ROUTES = [
  '/',
  '/privacy-policy',
  '/terms-of-service',
  '/announcements',
  '/contact-us',
] as const;

/** Prerendered pages whose content the app fetches (announcements come from the API): the app starts at once. */
export const APP_AT_ONCE_ROUTES: readonly string[] = ['/announcements'];

/**
 * The shell as a first-time visitor's browser first renders it at `pathname`: no stored session, so the same
 * markup the app's first render commits, which then replaces it in one frame without moving anything.
 */
export function renderVisitorPage(pathname: string): string {
  initSession();
  return renderToStaticMarkup(
    <StaticRouter location={pathname}>
      <AppTree />
    </StaticRouter>,
  );
}
