/** The six remotes, the routes each owns and the Hebrew heading it shows there (PRODUCT.md route table). */
export const areas = [
  { remote: 'mfe-statistics', route: '/statistics', heading: 'סטטיסטיקה' },
  { remote: 'mfe-statistics', route: '/ai', heading: 'תובנות AI' },
  { remote: 'mfe-data-management', route: '/data-management', heading: 'ניהול נתונים' },
  { remote: 'mfe-budgets', route: '/budgets', heading: 'תקציבים' },
  { remote: 'mfe-records', route: '/records', heading: 'רשומות' },
  { remote: 'mfe-records', route: '/search', heading: 'חיפוש' },
  { remote: 'mfe-discounts', route: '/discounts', heading: 'הנחות' },
  { remote: 'mfe-personal-area', route: '/personal-area', heading: 'אזור אישי' },
] as const;

export const remoteNames = [...new Set(areas.map((a) => a.remote))];
