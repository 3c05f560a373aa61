/**
 * Moves the page to `path` without reloading it, the way the shell's router and single-spa both hear (they listen
 * to popstate), so a remote can send the person to another area without knowing who owns it.
 */
export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
