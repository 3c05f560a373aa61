import type { LocalUser } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import * as styles from '../../shared/section.module.css';

/**
 * The profile as drawn for `user`: the section and the page's first paint (`src/first-paint.tsx`) both draw it. The
 * first paint names the avatar's class, for its fill script to draw the person's photo as the section does.
 */
export function ProfileView({
  user,
  firstPaint = false,
}: {
  user: Pick<LocalUser, 'displayName' | 'email' | 'photoURL'>;
  firstPaint?: boolean;
}) {
  return (
    <section className={styles.section} aria-labelledby="pa-profile">
      <h2 id="pa-profile">{messages.profile.title}</h2>
      <div className={styles.profile} data-avatar-class={firstPaint ? styles.avatar : undefined}>
        {user.photoURL && (
          <img
            className={styles.avatar}
            src={user.photoURL}
            alt={messages.profile.photoAlt(user.displayName)}
            referrerPolicy="no-referrer"
          />
        )}
        <dl>
          <dt className={styles.muted}>{messages.profile.name}</dt>
          <dd data-testid="profile-name">{user.displayName}</dd>
          <dt className={styles.muted}>{messages.profile.email}</dt>
          <dd dir="ltr" data-testid="profile-email">
            {user.email}
          </dd>
        </dl>
      </div>
      <p className={styles.muted}>{messages.profile.fromSignIn}</p>
    </section>
  );
}
