import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../messages.js';

/**
 * Keeps a failure inside one card or page area: the rest of the page, the header and the cookie banner stay usable
 * (one card's bad figure once unmounted the whole shell).
 */
export class CardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A card failed to render', error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <span role="alert" className="shell-card-failed">
        {messages.cardFailed}
      </span>
    );
  }
}
