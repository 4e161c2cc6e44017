import { useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { emailSchema, phoneSchema } from '#common/contracts/auth';
import { sideOfRole } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { normalizePhone } from '#common/phone';
import type { SignInRole } from '#machines/screens/auth.machine';
import { useAuthActor, useAuthSelector } from '#client/app/use-auth';
import { authReady, waitForAuth } from '#client/app/auth';
import { notify } from '#client/app/notify';

export type SignInMethod = 'email' | 'phone';
type Field = 'email' | 'phone' | 'password';

/**
 * The sign-in form's state and the auth actor's part in it: the fields and their checks, the
 * method (email or phone), and the submit that sends `auth.signIn` and waits for the answer.
 * `otherUser` is a member of another side already signed in (the form offers sign-out instead).
 */
export function useSignInForm(role: SignInRole) {
  const auth = useAuthActor();
  const busy = useAuthSelector((snapshot) => snapshot.matches('signingIn'));
  const signingOut = useAuthSelector((snapshot) => snapshot.matches('signingOut'));
  const error = useAuthSelector((snapshot) => snapshot.context.error);
  const otherUser = useAuthSelector((snapshot) => (snapshot.matches('signedIn') && snapshot.context.user && sideOfRole(snapshot.context.user.role) !== role ? snapshot.context.user : null));
  const [method, setMethod] = useState<SignInMethod>('email');
  // Only show the actor's last error once this form has been submitted.
  const [submitted, setSubmitted] = useState(false);

  const [values, setValues] = useState<Record<Field, string>>({ email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      email: method === 'email' && !v.safeParse(emailSchema, values.email).success ? m.sign_in_error_email() : undefined,
      phone: method === 'phone' && !v.safeParse(phoneSchema, normalizePhone(values.phone)).success ? m.sign_in_error_phone() : undefined,
      password: values.password.length === 0 ? m.sign_in_error_password() : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitted(true);
    const identity = method === 'phone' ? { phone: normalizePhone(values.phone) } : { email: v.parse(emailSchema, values.email) };
    // The machine loads with the first event (decision 059): the answer's state, not the one before.
    await authReady(auth);
    auth.send({ type: 'auth.signIn', credentials: { role, ...identity, password: values.password } });
    const done = await waitForAuth(auth, (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'));
    if (done.matches('signedIn') && done.context.user) {
      notify({ message: m.notice_signed_in({ name: done.context.user.displayName }), color: 'kolify' });
    }
  };

  return {
    busy,
    signingOut,
    otherUser,
    /** The actor's refused sign-in, shown only after this form was sent and while not busy. */
    shownError: submitted && error && !busy ? error : null,
    method,
    chooseMethod: (value: SignInMethod) => {
      setMethod(value);
      setErrors({});
    },
    field,
    submit: (event: FormEvent) => void submit(event),
    signOut: () => auth.send({ type: 'auth.signOut' }),
  };
}
