import { useSession } from '@kaspit/shared-auth';
import { ProfileView } from './profile-view.js';

/** Photo, name and email, as the sign-in provided them. */
export function ProfileSection() {
  const { user } = useSession();
  return user ? <ProfileView user={user} /> : null;
}
