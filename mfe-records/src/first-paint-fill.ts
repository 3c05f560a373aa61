// Run by `/search`'s page right after its first paint's <template>, before the shell's frame script places it under
// the area's heading (so the page is first painted with these in): the person's categories and payment methods
// as the filters' options (a select is as wide as its widest option, so the filters wrap as the page's will), and
// the search the address carries in the field.
import { storedUser } from '@kaspit/shared-auth/page-start';
import { readSearchParams } from './features/search/logic/search-params.js';

const template = document.getElementById('remote-first-paint');
const fragment =
  template instanceof HTMLTemplateElement && template.dataset.remote === 'mfe-records'
    ? template.content
    : null;

function addOptions(list: string, names: (string | undefined)[]) {
  const select = fragment?.querySelector(`select[data-list="${list}"]`);
  for (const name of new Set(names)) {
    if (!select || !name) continue;
    const option = document.createElement('option');
    option.textContent = name;
    select.append(option);
  }
}

const user = storedUser();
if (fragment && user) {
  addOptions('categories', [
    ...(user.categories ?? []).map((c) => c.categoryName),
    ...(user.incomeCategories ?? []).map((c) => c.categoryName),
  ]);
  addOptions(
    'payment-methods',
    (user.paymentMethods ?? []).map((m) => m.paymentMethodName),
  );
  const { q } = readSearchParams(window.location.search);
  if (q) fragment.querySelector('input[type="search"]')?.setAttribute('value', q);
}
