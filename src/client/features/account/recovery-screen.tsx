import { useRef, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { OtpRequestResponse } from '#common/contracts/otp';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '#client/app/ui/links';
import { ToggleButtons } from '#client/app/ui/toggle-buttons';
import { AccountCard, ErrorAlert, StackForm, useSubmission } from './page';
import { ContactInput, parseContact } from './contact-fields';
import { fieldErrorsOf, fieldMessage } from './messages';
import { useNewPassword } from './new-password';
import { NewPasswordFields, OtpStep, preloadLaterSteps } from './later-steps';
import type { AccountRole, ContactKind } from './role';

export interface RecoveryEndpoints {
  /** Where a reset code may go, the first one chosen at the start. */
  channels: readonly ContactKind[];
  requestCode: (kind: ContactKind, destination: string) => Promise<OtpRequestResponse>;
  /** Answers the proof and whose account it is. */
  verifyCode: (kind: ContactKind, destination: string, code: string) => Promise<{ verificationToken: string; uuid?: string }>;
  resetPassword: (input: { kind: ContactKind; destination: string; uuid: string; verificationToken: string; newPassword: string }) => Promise<unknown>;
}

type Stage = { name: 'address' } | { name: 'code'; destination: string } | { name: 'password'; destination: string; uuid: string | null; token: string } | { name: 'done' };

/** Forgotten password, both roles: an address of the account → a code → a new password (every device signed out). */
export function RecoveryScreen({ role, lang, channels, requestCode, verifyCode, resetPassword }: RecoveryEndpoints & { role: AccountRole; lang: Locale }) {
  const [kind, setKind] = useState<ContactKind>(channels[0]!);
  const [stage, setStage] = useState<Stage>({ name: 'address' });
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  // The account the verified code belongs to (the server answers it only with the proof).
  const account = useRef<string | null>(null);
  const password = useNewPassword();
  const { busy, error, run } = useSubmission();
  const target = parseContact(kind, typed);
  const serverErrors = fieldErrorsOf(error);

  return (
    <AccountCard title={m.account_recovery_title()} subtitle={channels.length > 1 ? m.account_recovery_subtitle() : m.account_recovery_subtitle_email()} testId="recovery">
      {stage.name === 'address' ? (
        <StackForm
          onSubmit={() => {
            setTouched(true);
            preloadLaterSteps();
            if (!target.problem) setStage({ name: 'code', destination: target.value });
          }}
        >
          {channels.length > 1 ? (
            <ToggleButtons
              fullWidth
              size="sm"
              value={kind}
              onChange={(value) => {
                setKind(value);
                setTyped('');
                setTouched(false);
              }}
              label={m.account_recovery_title()}
              options={channels.map((value) => ({ value, label: value === 'email' ? m.account_email() : m.account_phone() }))}
              testId="recovery-channel"
            />
          ) : null}
          <ContactInput
            kind={kind}
            value={typed}
            onChange={(value) => {
              preloadLaterSteps();
              setTyped(value);
            }}
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
          requestCode={(destination) => requestCode(kind, destination)}
          verifyCode={async (destination, code) => {
            const result = await verifyCode(kind, destination, code);
            account.current = result.uuid ?? null;
            return result;
          }}
          onVerified={(token) => setStage({ name: 'password', destination: stage.destination, uuid: account.current, token })}
          onEdit={() => setStage({ name: 'address' })}
          editLabel={kind === 'email' ? m.account_otp_change_email() : m.account_otp_change_phone()}
        />
      ) : null}
      {stage.name === 'password' ? (
        <StackForm
          onSubmit={() => {
            if (password.check()) return;
            void run(async () => {
              if (!stage.uuid) throw { data: { type: 'verification_required', title: '', status: 400 } };
              await resetPassword({ kind, destination: stage.destination, uuid: stage.uuid, verificationToken: stage.token, newPassword: password.values.password });
              setStage({ name: 'done' });
            });
          }}
        >
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
