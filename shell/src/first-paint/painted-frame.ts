/** Set on `#root` once `/main`'s frame is in it: the app hydrates the frame rather than rendering anew. */
export const PAINTED_FRAME = 'signed-in-frame';
