/** Moves to another area without reloading the page: the shell's router and single-spa both follow popstate. */
export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
