// Run by `/ai`'s page right after its first paint's <template>, before the shell's frame script places it under the
// area's heading: keeps the beginning the person's page has (what the subscription offers, or a subscriber's
// page, as the page's first render decides from the stored user), with their month.
import { storedStartingMonth, storedUser } from '@kaspit/shared-auth/page-start';

const template = document.getElementById('remote-first-paint');
const fragment =
  template instanceof HTMLTemplateElement && template.dataset.remote === 'mfe-statistics'
    ? template.content
    : null;

const user = storedUser();
if (fragment && user) {
  const subscribed = user.aiSubscription?.enabled !== false;
  fragment.querySelector(`[data-testid="${subscribed ? 'ai-offer' : 'ai-page'}"]`)?.remove();
  fragment.querySelector('[data-testid="ai-page"]')?.setAttribute('data-month', storedStartingMonth().month);
}
