import type { DialogClasses } from '@kaspit/shared-auth';

/** How this remote's stylesheet dresses a confirmation dialog. */
export const dialogClasses: DialogClasses = {
  dialog: 'kdm-dialog',
  actions: 'kdm-form__actions',
  button: 'kdm-button',
  primary: 'kdm-button--primary',
  danger: 'kdm-button--danger',
};
