import { Button, PasswordInput, Text } from '@mantine/core';
import type { OtpRequestResponse } from '#common/contracts/otp';
import type { Locale } from '#common/enums';
import { formatPhone } from '#common/phone';
import { m } from '#common/paraglide/messages.js';
import { AccountCard, Done, ErrorAlert, StackForm } from './page';
import { ContactInput } from './contact-fields';
import { fieldMessage } from './messages';
import { useContactChange } from './use-contact-change';
import { OtpStep } from './otp/otp-step';
import type { AccountRole, ContactKind } from './role';

export interface ContactChangeEndpoints {
  requestCode: (destination: string) => Promise<OtpRequestResponse>;
  /** Checks the code; a role that re-authenticates with the code gets the password here. */
  verifyCode: (destination: string, code: string, currentPassword: string) => Promise<{ verificationToken: string }>;
  /** A role that changes the address in its own call after the code makes it here. */
  complete?: (destination: string, currentPassword: string, verificationToken: string) => Promise<unknown>;
  /** What is cached about the account is stale now. */
  onChanged?: () => void;
}

interface ContactChangeProps extends ContactChangeEndpoints {
  role: AccountRole;
  lang: Locale;
  /** `verifyPhone`: the first number, right after the profile; no password asked. */
  mode: 'changeEmail' | 'changePhone' | 'verifyPhone';
  /** The address now (E.164 for a phone), or null. */
  current: string | null;
  /** verifyPhone only: the number is verified already. */
  verified?: boolean;
}

const frames = {
  changeEmail: { title: () => m.account_change_email_title(), subtitle: () => m.account_change_email_subtitle(), testId: 'change-email' },
  changePhone: { title: () => m.account_change_phone_title(), subtitle: () => m.account_change_phone_subtitle(), testId: 'change-phone' },
  verifyPhone: { title: () => m.account_verify_phone_title(), subtitle: () => m.account_verify_phone_subtitle(), testId: 'verify-phone' },
};

/**
 * Change e-mail or phone, both roles (PRODUCT.md: re-authentication): the new address and the
 * current password first, then a code sent to the new address, then the change.
 */
export function ContactChangeScreen({ role, lang, mode, current, verified, ...endpoints }: ContactChangeProps) {
  const frame = frames[mode];
  const kind: ContactKind = mode === 'changeEmail' ? 'email' : 'phone';
  const doneText = (value: string) => (kind === 'email' ? m.account_change_email_done({ email: value }) : m.account_change_phone_done({ phone: formatPhone(value) }));
  return (
    <AccountCard title={frame.title()} subtitle={frame.subtitle()} testId={frame.testId}>
      {mode === 'verifyPhone' && verified ? (
        <Done role={role} lang={lang} text={doneText(current ?? '')} testId="contact-done" />
      ) : (
        <ContactChange role={role} lang={lang} kind={kind} current={mode === 'verifyPhone' ? null : current} needsPassword={mode !== 'verifyPhone'} doneText={doneText} {...endpoints} />
      )}
    </AccountCard>
  );
}

function ContactChange({ role, lang, kind, current, needsPassword, doneText, requestCode, verifyCode, complete, onChanged }: ContactChangeEndpoints & { role: AccountRole; lang: Locale; kind: ContactKind; current: string | null; needsPassword: boolean; doneText: (value: string) => string }) {
  const { typed, setTyped, password, setPassword, stage, error, errors, touched, target, checkCode, verified, edit, submit } = useContactChange({ kind, needsPassword, verifyCode, complete, onChanged });

  if (stage === 'done') return <Done role={role} lang={lang} text={doneText(target.value)} testId="contact-done" />;
  if (stage === 'code')
    return (
      <OtpStep
        destination={target.value}
        requestCode={requestCode}
        verifyCode={checkCode}
        onVerified={verified}
        onEdit={edit}
      />
    );
  return (
    <StackForm onSubmit={submit}>
      {current ? (
        <Text size="sm" c="dimmed" data-testid="current-contact">
          {kind === 'email' ? m.account_current_email({ email: current }) : m.account_current_phone({ phone: formatPhone(current) })}
        </Text>
      ) : null}
      <ContactInput kind={kind} label={kind === 'email' ? m.account_new_email() : undefined} value={typed} onChange={setTyped} error={errors[kind] ?? (touched && target.problem ? fieldMessage(target.problem) : null)} testId="contact-value" />
      {needsPassword ? (
        <PasswordInput
          label={m.account_password_current()}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.currentPassword ?? (touched && !password ? fieldMessage('password_required') : null)}
          required
          data-testid="contact-password"
        />
      ) : null}
      {error && !errors[kind] && !errors.currentPassword ? <ErrorAlert error={error} /> : null}
      <Button type="submit" variant="gradient" data-testid="contact-send">
        {m.account_send_code()}
      </Button>
    </StackForm>
  );
}
