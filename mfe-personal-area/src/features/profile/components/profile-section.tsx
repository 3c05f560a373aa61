import { useSession } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import * as styles from '../../shared/section.module.css';

/** Photo, name and email, as the sign-in provided them. */
export function ProfileSection() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className={styles.section} aria-labelledby="pa-profile">
      <h2 id="pa-profile">{messages.profile.title}</h2>
      <div className={styles.profile}>
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
          <dd>{user.displayName}</dd>
          <dt className={styles.muted}>{messages.profile.email}</dt>
          <dd dir="ltr">{user.email}</dd>
        </dl>
      </div>
      <p className={styles.muted}>{messages.profile.fromSignIn}</p>
    </section>
  );
}
