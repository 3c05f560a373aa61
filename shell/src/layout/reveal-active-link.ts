/**
 * On a phone the navigation is one line that scrolls sideways: brings the current page's link to the middle of
 * it, so the person always sees where they are (a link past the line's end was hidden). Only sideways scrollers
 * move, never the page.
 */
export function revealActiveLink(nav: HTMLElement): void {
  const link = nav.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!link) return;
  for (let scroller = link.parentElement; scroller && scroller !== nav.parentElement;) {
    if (scroller.scrollWidth > scroller.clientWidth) {
      const box = scroller.getBoundingClientRect();
      const item = link.getBoundingClientRect();
      scroller.scrollBy({ left: item.left + item.width / 2 - (box.left + box.width / 2) });
    }
    scroller = scroller.parentElement;
  }
}
