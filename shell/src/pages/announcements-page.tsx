import type { Announcement, AnnouncementsReply } from '@kaspit/api-contract';
import { useEffect, useState } from 'react';
import { apiCall } from '@kaspit/shared-auth';
import { messages } from '../messages.js';

/** `/announcements`: public, from `GET /api/announcements`. */
export function AnnouncementsPage() {
  const [items, setItems] = useState<Announcement[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiCall<AnnouncementsReply>({ url: '/announcements' }).then(
      (data) => setItems(data.announcements),
      () => setFailed(true),
    );
  }, []);
  const date = new Intl.DateTimeFormat('he-IL', { dateStyle: 'long' });
  return (
    <section className="shell-page">
      <h1>{messages.announcementsTitle}</h1>
      {failed && <p role="alert">{messages.dataLoadFailed}</p>}
      {items?.length === 0 && <p>{messages.noAnnouncements}</p>}
      {items?.map((a) => (
        <article key={a.id} className="shell-announcement">
          <h2>{a.title}</h2>
          <time dateTime={a.publishedAt}>{date.format(new Date(a.publishedAt))}</time>
          <p>{a.body}</p>
        </article>
      ))}
    </section>
  );
}
