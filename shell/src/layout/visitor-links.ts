import { messages } from '../messages.js';

/** What a visitor can open from the navigation: the public pages (the signed-in areas need an account). */
export const visitorLinks = [
  { route: '/', label: messages.navHome },
  { route: '/announcements', label: messages.footerAnnouncements },
  { route: '/contact-us', label: messages.footerContact },
] as const;
