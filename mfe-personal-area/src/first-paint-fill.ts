// Run by the route's page right after its first paint's <template>, before the shell's frame script places it under
// the area's heading (so the page is first painted with these values in): writes
// the signed-in person's name, e-mail, photo and billing cycle into it, as the page's first render draws them.
// Attributes, not properties: the app adopts the painted markup as it is.
import { DEFAULT_BILLING_CYCLE, hebrewDate, hebrewMonthName, todayIn } from '@kaspit/domain';
import { storedStartingMonth, storedUser } from '@kaspit/shared-auth/page-start';
import { cyclePreview, formOfCycle } from './features/billing-cycle/logic/cycle-form.js';
import { messages } from './messages.js';

const template = document.getElementById('remote-first-paint');
const fragment =
  template instanceof HTMLTemplateElement && template.dataset.remote === 'mfe-personal-area'
    ? template.content
    : null;

const page = fragment;
const user = storedUser();
if (page && user) {
  const write = (testId: string, text: string) => {
    const element = page.querySelector(`[data-testid="${testId}"]`);
    if (element) element.textContent = text;
  };
  write('profile-name', user.displayName);
  write('profile-email', user.email);
  const profile = page.querySelector<HTMLElement>('[data-avatar-class]');
  if (profile && user.photoURL) {
    const photo = document.createElement('img');
    photo.className = profile.dataset.avatarClass ?? '';
    photo.src = user.photoURL;
    photo.alt = messages.profile.photoAlt(user.displayName);
    photo.referrerPolicy = 'no-referrer';
    profile.prepend(photo);
  }

  const values = formOfCycle(user.billingCyclePeriod ?? DEFAULT_BILLING_CYCLE);
  const [startDay, endDay] = page.querySelectorAll('section[aria-labelledby="pa-cycle"] input');
  startDay?.setAttribute('value', values.startDay);
  endDay?.setAttribute('value', values.endDay);
  for (const option of page.querySelectorAll('section[aria-labelledby="pa-cycle"] option'))
    option.toggleAttribute('selected', option.getAttribute('value') === values.endMonth);
  const { month } = storedStartingMonth();
  const preview = cyclePreview(values, month, todayIn());
  if (preview) {
    write(
      'cycle-preview-period',
      messages.cycle.preview(
        hebrewMonthName(month),
        hebrewDate(preview.period.from),
        hebrewDate(preview.period.to),
      ),
    );
    write('cycle-preview-today', messages.cycle.today(hebrewMonthName(preview.todayMonth)));
  }
}
