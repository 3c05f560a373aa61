import type { DialogClasses } from '@kaspit/shared-auth';

/** How this remote's stylesheet dresses a confirmation dialog. */
export const dialogClasses: DialogClasses = {
  dialog: 'krec-dialog',
  actions: 'krec-actions',
  button: 'krec-button',
  primary: 'krec-button--primary',
  danger: 'krec-button--danger',
};
