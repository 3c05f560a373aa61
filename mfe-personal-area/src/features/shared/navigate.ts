/** Moves the page to `path` the way the shell's router and single-spa both hear (they listen to popstate). */
export function navigateTo(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
