import { BehaviorSubject } from 'rxjs';

export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  photoURL: string | null;
}

export interface SessionState {
  /** False until the stored session (if any) has been read at start-up. */
  initialized: boolean;
  user: SessionUser | null;
}

/** The signed-in person, shared by the shell and every remote. */
export const session$ = new BehaviorSubject<SessionState>({ initialized: false, user: null });
