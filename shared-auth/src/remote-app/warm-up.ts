/**
 * Chromium builds its date fields' locale formats the first time a page makes an `<input type="date">`: 12–20 ms
 * on a desktop CPU, four times that on a phone, once per page (the next one costs about a millisecond). Made inside
 * a remote's first render, that adds to the render's own long task; `prepare: warmUpDateInput` pays it in a task of
 * its own before the render. The input is never placed in the page.
 */
export function warmUpDateInput(doc: Document = document): void {
  doc.createElement('input').type = 'date';
}
