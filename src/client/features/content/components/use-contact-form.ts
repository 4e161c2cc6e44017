import { useState } from 'react';
import * as v from 'valibot';
import { contactBody, type ContactBody } from '#common/contracts/contact';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { FetchError } from '#client/api/client';
import { useSendContact, type ContactKind } from '../api/send-contact';

type Field = 'name' | 'email' | 'phone' | 'company' | 'topic' | 'message' | 'consent';
type Values = { name: string; email: string; phone: string; company: string; topic: string; message: string; consent: boolean };

const fieldMessages: Record<string, () => string> = {
  name_required: () => m.content_error_name_required(),
  name_too_long: () => m.content_error_too_long(),
  email_required: () => m.content_error_email_required(),
  email_invalid: () => m.content_error_email_invalid(),
  phone_invalid: () => m.content_error_phone_invalid(),
  company_too_long: () => m.content_error_too_long(),
  topic_invalid: () => m.content_error_topic_required(),
  message_required: () => m.content_error_message_required(),
  message_too_long: () => m.content_error_too_long(),
  consent_required: () => m.content_error_consent_required(),
};
const fieldMessage = (key: string) => (fieldMessages[key] ?? (() => m.content_error_invalid()))();

/** Validates with the same valibot contract as the server; answers field → translated message. */
function check(values: Values, lang: Locale): { body?: ContactBody; errors: Partial<Record<Field, string>> } {
  const input = { ...values, phone: values.phone || undefined, company: values.company || undefined, locale: lang };
  const result = v.safeParse(contactBody, input);
  if (result.success) return { body: input as ContactBody, errors: {} };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) as Field | null;
    if (path && !errors[path]) errors[path] = fieldMessage(issue.message);
  }
  return { errors };
}

/**
 * The contact form: its values (a partnership enquiry starts on that topic), each field's message
 * (cleared as the field is edited), checking before sending and the server's field errors after,
 * and the reference of the message sent (the form empties for another).
 */
export function useContactForm({ lang, kind }: { lang: Locale; kind: ContactKind }) {
  const send = useSendContact(kind);
  const empty: Values = { name: '', email: '', phone: '', company: '', topic: kind === 'partnership' ? 'partnership' : '', message: '', consent: false };
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentId, setSentId] = useState<number | null>(null);
  const set = <K extends Field>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = check(values, lang);
    setErrors(found);
    if (!body) return;
    send.mutate(body, {
      onSuccess: (result) => {
        setSentId(result.id);
        setValues(empty);
      },
      onError: (error) => {
        if (error instanceof FetchError && error.data?.errors) {
          const next: Partial<Record<Field, string>> = {};
          for (const e of error.data.errors as { path: string; message: string }[]) next[e.path as Field] = fieldMessage(e.message);
          setErrors(next);
        }
      },
    });
  };

  return {
    values,
    errors,
    set,
    submit,
    sentId,
    isSending: send.isPending,
    /** A failure that is not about a field: shown above the button. */
    sendError: send.isError && !(send.error instanceof FetchError && send.error.data?.errors) ? send.error : null,
  };
}
