export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
/** The sign-in window's name: a second open of it reuses the window instead of opening another. */
export const POPUP_NAME = 'kaspit-sign-in';

export class PopupBlockedError extends Error {}

/**
 * Opens the centred 500x600 sign-in window. Must run within the click that asked for it, or the browser
 * blocks it; the page's start script calls it too, for a click that comes before the app has loaded.
 */
export function openCentredPopup(url: string): Window {
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
  const popup = window.open(
    url,
    POPUP_NAME,
    `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) throw new PopupBlockedError('popup blocked');
  return popup;
}
