// Run by the route's page right after its first paint's <template>, before the shell's frame script places it under
// the area's heading (so the page is first painted with these values in): writes
// the signed-in person's billing period into it, as the page's first render will.
import { billingPeriod, DEFAULT_BILLING_CYCLE, hebrewDate } from '@kaspit/domain';
import { storedStartingMonth, storedUser } from '@kaspit/shared-auth/page-start';
import { messages } from './messages.js';

const template = document.getElementById('remote-first-paint');
const fragment =
  template instanceof HTMLTemplateElement && template.dataset.remote === 'mfe-budgets'
    ? template.content
    : null;

const period = fragment?.querySelector('[data-testid="budget-period"]');
const user = storedUser();
if (period && user) {
  const { from, to } = billingPeriod(
    storedStartingMonth().month,
    user.billingCyclePeriod ?? DEFAULT_BILLING_CYCLE,
  );
  period.textContent = messages.period(hebrewDate(from), hebrewDate(to));
}
