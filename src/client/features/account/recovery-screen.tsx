import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { OtpRequestResponse } from '#common/contracts/otp';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '#client/app/ui/links';
import { ToggleButtons } from '#client/app/ui/toggle-buttons';
import { AccountCard, ErrorAlert, StackForm } from './page';
import { ContactInput } from './contact-fields';
import { fieldMessage } from './messages';
import { NewPasswordFields, OtpStep } from './later-steps';
import { useRecovery } from './use-recovery';
import type { AccountRole, ContactKind } from './role';

export interface RecoveryEndpoints {
  /** Where a reset code may go, the first one chosen at the start. */
  channels: readonly ContactKind[];
  requestCode: (kind: ContactKind, destination: string) => Promise<OtpRequestResponse>;
  /** Answers the proof and whose account it is. */
  verifyCode: (kind: ContactKind, destination: string, code: string) => Promise<{ verificationToken: string; uuid?: string }>;
  resetPassword: (input: { kind: ContactKind; destination: string; uuid: string; verificationToken: string; newPassword: string }) => Promise<unknown>;
}

/** Forgotten password, both roles: an address of the account → a code → a new password (every device signed out). */
export function RecoveryScreen({ role, lang, channels, requestCode, verifyCode, resetPassword }: RecoveryEndpoints & { role: AccountRole; lang: Locale }) {
  const { kind, stage, typed, touched, target, password, busy, error, serverErrors, submitAddress, chooseKind, type, sendCode, checkCode, verified, editAddress, submitPassword } = useRecovery({ channels, requestCode, verifyCode, resetPassword });

  return (
    <AccountCard title={m.account_recovery_title()} subtitle={channels.length > 1 ? m.account_recovery_subtitle() : m.account_recovery_subtitle_email()} testId="recovery">
      {stage.name === 'address' ? (
        <StackForm onSubmit={submitAddress}>
          {channels.length > 1 ? (
            <ToggleButtons
              fullWidth
              size="sm"
              value={kind}
              onChange={chooseKind}
              label={m.account_recovery_title()}
              options={channels.map((value) => ({ value, label: value === 'email' ? m.account_email() : m.account_phone() }))}
              testId="recovery-channel"
            />
          ) : null}
          <ContactInput
            kind={kind}
            value={typed}
            onChange={type}
            error={touched && target.problem ? fieldMessage(target.problem) : null}
            testId="recovery-destination"
          />
          <Button type="submit" variant="gradient" data-testid="recovery-send">
            {m.account_recovery_send()}
          </Button>
          <SignInLink role={role} lang={lang} />
        </StackForm>
      ) : null}
      {stage.name === 'code' ? (
        <OtpStep
          destination={stage.destination}
          requestCode={sendCode}
          verifyCode={checkCode}
          onVerified={verified}
          onEdit={editAddress}
          editLabel={kind === 'email' ? m.account_otp_change_email() : m.account_otp_change_phone()}
        />
      ) : null}
      {stage.name === 'password' ? (
        <StackForm onSubmit={submitPassword}>
          <NewPasswordFields state={password} serverError={serverErrors.newPassword} testId="recovery-password" />
          {error && !serverErrors.newPassword ? <ErrorAlert error={error} /> : null}
          <Button type="submit" variant="gradient" loading={busy} data-testid="recovery-save">
            {m.account_recovery_save()}
          </Button>
        </StackForm>
      ) : null}
      {stage.name === 'done' ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} role="status" data-testid="recovery-done">
            <Text size="sm">{m.account_recovery_done()}</Text>
          </Alert>
          <SignInLink role={role} lang={lang}>
            {m.account_sign_in()}
          </SignInLink>
        </Stack>
      ) : null}
    </AccountCard>
  );
}

function SignInLink({ role, lang, children = m.account_recovery_back_to_sign_in() }: { role: AccountRole; lang: Locale; children?: string }) {
  return role === 'influencer' ? (
    <AnchorLink to="/$lang/Influencer/preLogin/$action" params={{ lang, action: 'goto:login' }} size="sm" ta="center">
      {children}
    </AnchorLink>
  ) : (
    <AnchorLink to="/$lang/Marketer" params={{ lang }} search={{ login: 1 }} size="sm" ta="center">
      {children}
    </AnchorLink>
  );
}
