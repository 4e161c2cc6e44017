import { TextInput } from '@mantine/core';
import * as v from 'valibot';
import { emailSchema, phoneSchema } from '#common/contracts/auth';
import { normalizePhone } from '#common/phone';
import { m } from '#common/paraglide/messages.js';
import type { ContactKind } from './role';

/** What a typed address becomes for the API (E.164, lower-case e-mail), and the key of what is wrong with it. */
export function parseContact(kind: ContactKind, typed: string): { value: string; problem: string | null } {
  const result = kind === 'email' ? v.safeParse(emailSchema, typed) : v.safeParse(phoneSchema, normalizePhone(typed));
  return result.success ? { value: result.output, problem: null } : { value: typed.trim(), problem: result.issues[0].message };
}

/** An e-mail or a mobile number as people type it; the error is shown once the form was sent. */
export function ContactInput({ kind, label, value, onChange, error, testId }: { kind: ContactKind; label?: string; value: string; onChange: (value: string) => void; error?: string | null; testId: string }) {
  const email = kind === 'email';
  return (
    <TextInput
      label={label ?? (email ? m.account_email() : m.account_phone())}
      description={email ? undefined : m.account_phone_hint()}
      type={email ? 'email' : 'tel'}
      inputMode={email ? 'email' : 'tel'}
      autoComplete={email ? 'email' : 'tel'}
      placeholder={email ? 'name@example.com' : '081 234 5678'}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      required
      data-testid={testId}
    />
  );
}
