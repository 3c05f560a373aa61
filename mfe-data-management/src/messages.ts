/** The Hebrew texts of this area (one catalogue per package). */
export const headings: Record<string, string> = { '/data-management': 'ניהול נתונים' };
