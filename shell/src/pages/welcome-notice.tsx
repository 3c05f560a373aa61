import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../messages.js';

/** Why a visitor landed on `/`: a signed-in area they asked for (its label), or the account they just deleted. */
type WelcomeReason = { signInFor: string } | { accountDeleted: true };

function reasonOf(state: unknown): WelcomeReason | null {
  const { signInFor, accountDeleted } = (state ?? {}) as { signInFor?: unknown; accountDeleted?: unknown };
  if (accountDeleted === true) return { accountDeleted: true };
  return typeof signInFor === 'string' ? { signInFor } : null;
}

/**
 * A lasting line on the welcome page saying why the visitor is there; nothing when they simply came. The shell's
 * redirect of a visitor passes the area's label as router state; the personal area (a remote, which cannot set the
 * shell's router state) ends a deletion on `/?account=deleted`, turned here into state so the address stays `/`.
 */
export function WelcomeNotice() {
  const { state, search } = useLocation();
  const navigate = useNavigate();
  const deleted = new URLSearchParams(search).get('account') === 'deleted';
  useEffect(() => {
    if (deleted) navigate('/', { replace: true, state: { accountDeleted: true } });
  }, [deleted, navigate]);
  const reason = deleted ? { accountDeleted: true as const } : reasonOf(state);
  if (!reason) return null;
  return (
    <p className="shell-welcome__notice" role="status" data-testid="welcome-notice">
      {'accountDeleted' in reason ? messages.accountDeleted : messages.signInNeeded(reason.signInFor)}
    </p>
  );
}
