/** Every Hebrew text the shell shows (PRODUCT.md "Messages"): one catalogue, no scattered literals. */
export const messages = {
  appName: 'כספית',
  tagline: 'ניהול הוצאות והכנסות למשק הבית',
  navigation: 'ניווט ראשי',
  welcomeTitle: 'ברוכים הבאים לכספית',
  welcomeBody:
    'כאן תנהלו את ההוצאות, ההכנסות, התשלומים הקבועים, ההנחות והתקציבים שלכם — לפי חודש החיוב שלכם.',
  notFoundTitle: 'הדף לא נמצא',
  notFoundBody: 'הכתובת שביקשתם אינה קיימת. בחרו אזור מהתפריט.',
  remoteFailed: (label: string) => `לא הצלחנו לטעון את האזור "${label}". נסו לרענן את הדף בעוד רגע.`,
  retry: 'ניסיון חוזר',
  signIn: 'התחברות',
  signOut: 'התנתקות',
  loading: 'טוען…',
  mainTitle: (name: string) => (name ? `שלום, ${name}` : 'שלום'),
  recordCount: (n: number) => `${n.toLocaleString('he-IL')} רשומות`,
  dataLoadFailed: 'לא הצלחנו לטעון את הנתונים',
} as const;
