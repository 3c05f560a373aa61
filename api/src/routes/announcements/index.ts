import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { announcementsReplySchema, type Announcement, type AnnouncementsReply } from '@kaspit/api-contract';
import { ok } from '../../infrastructure/envelope/index.js';
import { documented } from '../openapi/describe.js';

export type { Announcement } from '@kaspit/api-contract';

/**
 * What the product says to everyone on the announcements page. Fixed ids make seeding idempotent: a restart
 * inserts only those missing and never overwrites one an operator has edited in the database.
 */
export const SEED_ANNOUNCEMENTS: Announcement[] = [
  {
    id: '5b0c3f0e-8a52-4d0e-9a5f-3f1d2c7e9a01',
    title: 'ברוכים הבאים לכספית',
    body: 'כספית עוזרת לכם לעקוב אחרי ההוצאות, ההכנסות והתקציב החודשי בעברית ובשקלים, לפי חודש החיוב של כרטיס האשראי שלכם. התחילו בהוספת ההוצאה הראשונה מעמוד הרשומות.',
    publishedAt: '2026-09-01',
  },
  {
    id: '5b0c3f0e-8a52-4d0e-9a5f-3f1d2c7e9a02',
    title: 'חדש: עסקאות בתשלומים',
    body: 'קניתם בתשלומים? הזינו את הסכום המלא ואת מספר התשלומים, וכספית תפצל אותו לפי חודשי החיוב ותציג כל תשלום כמו "3/12". עריכה או מחיקה של תשלום אחד חלה על כל העסקה.',
    publishedAt: '2026-10-15',
  },
  {
    id: '5b0c3f0e-8a52-4d0e-9a5f-3f1d2c7e9a03',
    title: 'סטטיסטיקות ותובנות חכמות',
    body: 'עמוד הסטטיסטיקות מציג את ההוצאות לפי קטגוריה מול התקציב, לפי אמצעי תשלום ולפי יום, ומגמה של 12 חודשים. מנויים לעמוד ה-AI מקבלים גם תחזית לסוף החודש והתראה על הוצאות חריגות.',
    publishedAt: '2026-11-10',
  },
];

/** Inserts the announcements missing from `announcements`; run at start-up, safe to run again. */
export async function seedAnnouncements(db: Db): Promise<void> {
  const collection = db.collection<Announcement>('announcements');
  for (const announcement of SEED_ANNOUNCEMENTS) {
    await collection.updateOne({ id: announcement.id }, { $setOnInsert: announcement }, { upsert: true });
  }
}

/** `GET /announcements`: public, newest first. */
export function announcementsRoutes(deps: { db: Db }) {
  const collection = deps.db.collection<Announcement>('announcements');
  const described = documented({
    summary: 'Product announcements (Hebrew), newest first',
    tag: 'Public',
    data: announcementsReplySchema,
    public: true,
  });
  return new Hono().get('/', described, async (c) => {
    const announcements = await collection
      .find({}, { projection: { _id: 0, id: 1, title: 1, body: 1, publishedAt: 1 } })
      .sort({ publishedAt: -1, id: -1 })
      .limit(100)
      .toArray();
    return ok(c, { announcements } satisfies AnnouncementsReply);
  });
}
