import type { RemoteName as ManifestRemoteName } from '@kaspit/remotes-manifest';

/**
 * The six remotes, the routes each owns and the Hebrew name the navigation shows (and each area's heading), in
 * navigation order. The e2e suite reads this same table through `@kaspit/shell/testing`.
 */
export const areas = [
  { remote: 'mfe-statistics', route: '/statistics', label: 'סטטיסטיקה' },
  { remote: 'mfe-statistics', route: '/ai', label: 'תובנות AI' },
  { remote: 'mfe-records', route: '/records', label: 'רשומות' },
  { remote: 'mfe-records', route: '/search', label: 'חיפוש' },
  { remote: 'mfe-budgets', route: '/budgets', label: 'תקציבים' },
  { remote: 'mfe-discounts', route: '/discounts', label: 'הנחות' },
  { remote: 'mfe-data-management', route: '/data-management', label: 'ניהול נתונים' },
  { remote: 'mfe-personal-area', route: '/personal-area', label: 'אזור אישי' },
] as const satisfies readonly { remote: ManifestRemoteName; route: string; label: string }[];

export type RemoteName = (typeof areas)[number]['remote'];

export const remoteNames: RemoteName[] = [...new Set(areas.map((a) => a.remote))];

export function routesOf(remote: RemoteName): string[] {
  return areas.filter((a) => a.remote === remote).map((a) => a.route);
}

/** The area `pathname` belongs to (`/records/2026-03` → records), if any. */
export function areaOf(pathname: string) {
  return areas.find((a) => pathname === a.route || pathname.startsWith(`${a.route}/`));
}
