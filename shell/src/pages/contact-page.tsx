import { useState, type FormEvent } from 'react';
import { apiCall, ApiRequestError, showToast } from '@kaspit/shared-auth';
import { messages } from '../messages.js';

type Field = 'name' | 'email' | 'subject' | 'message';
const LIMITS: Record<Field, number> = { name: 60, email: 120, subject: 120, message: 2000 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same rules as `POST /api/contact`, in Hebrew, before anything is sent. */
export function contactErrors(form: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(LIMITS) as Field[]) {
    const value = form[field].trim();
    if (!value) errors[field] = messages.required;
    else if (value.length > LIMITS[field]) errors[field] = messages.tooLong(LIMITS[field]);
  }
  if (!errors.email && !EMAIL.test(form.email.trim())) errors.email = messages.badEmail;
  return errors;
}

/**
 * What the person is told when a message was not sent: the server's limit on messages from one address (5 in 10
 * minutes) says to wait, rather than to try again at once and be refused again.
 */
export function contactFailureMessage(error: unknown): string {
  return (error as ApiRequestError | undefined)?.status === 429
    ? messages.contactTooMany
    : messages.contactFailed;
}

/** `/contact-us`: public; validated here and on the server; what was typed survives a failed send. */
export function ContactPage() {
  const [form, setForm] = useState<Record<Field, string>>({ name: '', email: '', subject: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contactErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      await apiCall({
        method: 'POST',
        url: '/contact',
        data: Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])),
      });
      showToast(messages.contactSent, 'success');
      setForm({ name: '', email: '', subject: '', message: '' });
    } catch (error) {
      const fieldErrors =
        ((error as ApiRequestError).data as { data?: { errors?: { path: string }[] } } | undefined)?.data
          ?.errors ?? [];
      setErrors(Object.fromEntries(fieldErrors.map((e) => [e.path, messages.invalidField])));
      showToast(contactFailureMessage(error), 'error');
    } finally {
      setSending(false);
    }
  };

  const input = (field: Field, label: string, multiline = false) => {
    const props = {
      id: `contact-${field}`,
      name: field,
      value: form[field],
      'aria-invalid': Boolean(errors[field]),
      'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
      // From the latest state: two fields changed in one tick (typing carried over from the static page) both count.
      onChange: (e: { target: { value: string } }) => {
        const value = e.target.value;
        setForm((current) => ({ ...current, [field]: value }));
      },
    };
    return (
      <div className="shell-field">
        <label htmlFor={props.id}>{label}</label>
        {multiline ? (
          <textarea rows={6} {...props} />
        ) : (
          <input type={field === 'email' ? 'email' : 'text'} {...props} />
        )}
        {errors[field] && (
          <span id={`contact-${field}-error`} className="shell-field__error">
            {errors[field]}
          </span>
        )}
      </div>
    );
  };

  return (
    <section className="shell-page">
      <h1>{messages.contactTitle}</h1>
      <form className="shell-form" noValidate onSubmit={(e) => void submit(e)}>
        {input('name', messages.contactName)}
        {input('email', messages.contactEmail)}
        {input('subject', messages.contactSubject)}
        {input('message', messages.contactMessage, true)}
        <button type="submit" className="shell-button shell-button--primary" disabled={sending}>
          {messages.contactSend}
        </button>
      </form>
    </section>
  );
}
