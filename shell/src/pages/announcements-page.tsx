import type { AnnouncementsReply } from '@kaspit/api-contract';
import { apiCall, useQuery } from '@kaspit/shared-auth';
import { messages } from '../messages.js';

/** `/announcements`: public, from `GET /api/announcements`. */
export function AnnouncementsPage() {
  const announcements = useQuery({
    queryKey: ['announcements'],
    // Published by the team, not by the person: no write of theirs changes them.
    meta: { reads: [] },
    queryFn: () => apiCall<AnnouncementsReply>({ url: '/announcements' }),
  });
  const items = announcements.data?.announcements;
  const failed = announcements.isError;
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
