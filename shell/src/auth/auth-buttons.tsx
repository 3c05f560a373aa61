import { useState } from 'react';
import { outbox$, signOut, useSession, useSubject } from '@kaspit/shared-auth';
import { useNavigate } from 'react-router-dom';
import { SignOutDialog } from './sign-out-dialog.js';
import { messages } from '../messages.js';
import { PopupBlockedError, signInWithPopup } from './sign-in-popup.js';

export function SignInButton({ className = 'shell-button' }: { className?: string }) {
  const navigate = useNavigate();
  const onClick = () => {
    signInWithPopup().then(
      (signedIn) => signedIn && navigate('/main'),
      (error: unknown) => {
        // A blocked popup was already explained to the person; anything else is only logged.
        if (!(error instanceof PopupBlockedError)) console.warn('sign-in failed', error);
      },
    );
  };
  return (
    // `data-sign-in`: the prerendered page's start script opens the sign-in window for a click before the app loads.
    <button type="button" className={className} onClick={onClick} data-sign-in="">
      {messages.signIn}
    </button>
  );
}

/** The header's account corner: sign-in for a visitor, name and sign-out for a user. */
export function AccountMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const pending = useSubject(outbox$, (state) => state.pending.length);
  const [asking, setAsking] = useState(false);
  if (!user) return <SignInButton />;
  const leave = () => {
    setAsking(false);
    void signOut().then(() => navigate('/'));
  };
  return (
    <div className="shell-account">
      <span className="shell-account__name">{user.displayName}</span>
      <button
        type="button"
        className="shell-button"
        onClick={() => (pending > 0 ? setAsking(true) : leave())}
      >
        {messages.signOut}
      </button>
      {asking && <SignOutDialog pending={pending} onConfirm={leave} onCancel={() => setAsking(false)} />}
    </div>
  );
}
