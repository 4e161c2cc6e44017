import { useRef, useState } from 'react';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';
import { changePasswordByEmail } from '../api/profile';
import { requestEmailCode, verifyEmailCode } from '../api/otp';
import { OtpStep } from './otp-step';
import { ErrorAlert, PageCard, fieldErrorsOf } from './page-card';
import { fieldMessage } from './field-message';
import { StackForm, useSubmission } from './stack-form';

type Stage = { name: 'email' } | { name: 'code'; email: string } | { name: 'password'; email: string; uuid: string | null; token: string } | { name: 'done' };

/** /{lang}/Influencer/recovery — forgotten password: e-mail → code → new password. */
export function RecoveryScreen({ lang }: { lang: Locale }) {
  const [stage, setStage] = useState<Stage>({ name: 'email' });
  // The account the verified code belongs to (the server answers it only after the code).
  const account = useRef<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, error, run } = useSubmission();
  const invalid = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

  return (
    <PageCard title={m.influ_recovery_title()} subtitle={m.influ_recovery_subtitle()} testId="recovery">
      {stage.name === 'email' ? (
        <StackForm
          onSubmit={() => {
            setTouched(true);
            if (!invalid) setStage({ name: 'code', email: email.trim().toLowerCase() });
          }}
        >
          <TextInput label={m.influ_email()} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={touched && invalid ? m.influ_error_email_invalid() : null} required data-testid="recovery-email" />
          <Button type="submit" variant="gradient" data-testid="recovery-send">
            {m.influ_recovery_send()}
          </Button>
          <AnchorLink to="/$lang/Influencer/preLogin/$action" params={{ lang, action: 'goto:login' }} size="sm" ta="center">
            {m.influ_recovery_back_to_sign_in()}
          </AnchorLink>
        </StackForm>
      ) : null}
      {stage.name === 'code' ? (
        <OtpStep
          destination={stage.email}
          requestCode={(to) => requestEmailCode({ email: to, purpose: 'reset_password', locale: lang })}
          verifyCode={async (to, code) => {
            const result = await verifyEmailCode({ email: to, code, purpose: 'reset_password' });
            account.current = result.uuid ?? null;
            return result;
          }}
          onVerified={(token) => setStage({ name: 'password', email: stage.email, uuid: account.current, token })}
          onEdit={() => setStage({ name: 'email' })}
          editLabel={m.influ_signup_change_email()}
        />
      ) : null}
      {stage.name === 'password' ? (
        <StackForm
          onSubmit={() =>
            void run(async () => {
              if (!stage.uuid) throw { data: { type: 'verification_required', title: '', status: 400 } };
              await changePasswordByEmail(stage.uuid, { email: stage.email, verificationToken: stage.token, newPassword: password });
              setStage({ name: 'done' });
            })
          }
        >
          <PasswordInput
            label={m.influ_password_new()}
            description={m.influ_password_rules()}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrorsOf(error).newPassword ? fieldMessage(fieldErrorsOf(error).newPassword!) : null}
            data-testid="recovery-password"
          />
          {error && !fieldErrorsOf(error).newPassword ? <ErrorAlert error={error} /> : null}
          <Button type="submit" variant="gradient" loading={busy} data-testid="recovery-save">
            {m.influ_recovery_save()}
          </Button>
        </StackForm>
      ) : null}
      {stage.name === 'done' ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} data-testid="recovery-done">
            <Text size="sm">{m.influ_recovery_done()}</Text>
          </Alert>
          <ButtonLink to="/$lang/Influencer/preLogin/$action" params={{ lang, action: 'goto:login' }} variant="gradient">
            {m.influ_signup_sign_in()}
          </ButtonLink>
        </Stack>
      ) : null}
    </PageCard>
  );
}
