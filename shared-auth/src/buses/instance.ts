/**
 * Created when this module is evaluated. Module Federation shares `@kaspit/shared-auth` as a singleton, so every
 * app on the page reads the same id; a second copy (a sharing mistake) would show a different one — which is what
 * the shell's and remotes' `data-shared-auth-instance` attributes let a test catch. No `globalThis` fallback here:
 * it would hide exactly that mistake.
 */
const instanceId = `sa-${Math.random().toString(36).slice(2, 10)}-${Date.now().toString(36)}`;

export function getSharedAuthInstanceId(): string {
  return instanceId;
}
