import { BehaviorSubject } from 'rxjs';
import type { LocalUser } from '../session/stored-session.js';

export type SessionUser = LocalUser;

export interface SessionState {
  /** False until the stored session (if any) has been read at start-up. */
  initialized: boolean;
  /** The local user record (the backend's user plus what we keep), or null when signed out. */
  user: SessionUser | null;
}

/** The signed-in person, shared by the shell and every remote. */
export const session$ = new BehaviorSubject<SessionState>({ initialized: false, user: null });
