import { useRef, useState } from 'react';
import { useUserLists, type UserLists } from '@kaspit/shared-auth';
import { newId } from './ids.js';
import { useForm } from './use-form.js';
import { useSave } from './use-save.js';
import type { FieldErrors } from './validate.js';

/**
 * What every entry form starts from: the person's lists, the form's values and errors checked against them, a save
 * that runs once at a time, and the id the next new record is created with (kept across a failed save, so a retry
 * stores one record; `nextDraft` makes a new one after a success).
 */
export function useEntryForm<V extends Record<string, string | boolean>>(
  initial: V,
  validate: (values: V, lists: UserLists) => FieldErrors,
  fieldMessages: Record<string, string>,
) {
  const lists = useUserLists();
  const formRef = useRef<HTMLFormElement>(null);
  const [draftId, setDraftId] = useState(newId);
  const form = useForm(initial, (v) => validate(v, lists));
  const { saving, run } = useSave({ fieldMessages, setServerErrors: form.setServerErrors });
  return { lists, formRef, form, saving, run, draftId, nextDraft: () => setDraftId(newId()) };
}
