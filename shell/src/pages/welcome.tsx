import { messages } from '../messages.js';
import { SignInButton } from '../auth/auth-buttons.js';
import { WelcomeNotice } from './welcome-notice.js';

export function Welcome() {
  return (
    <section className="shell-page shell-welcome">
      <h1>{messages.welcomeTitle}</h1>
      <WelcomeNotice />
      <p>{messages.welcomeBody}</p>
      <SignInButton className="shell-button shell-button--primary" />
    </section>
  );
}

export function NotFound() {
  return (
    <section className="shell-page">
      <h1>{messages.notFoundTitle}</h1>
      <p>{messages.notFoundBody}</p>
    </section>
  );
}
