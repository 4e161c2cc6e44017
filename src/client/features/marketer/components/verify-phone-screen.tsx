import { useState } from 'react';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '#client/app/ui/links';
import { useMarketerProfile, marketerProfileQueryKey } from '../api/get-marketer-profile';
import { updateSignupStep } from '../api/update-signup-step';
import { marketerOtpMachine } from '../hooks/use-otp-actor';
import { useActorRef } from '@xstate/react';
import { fieldErrorsOf, problemText } from '../messages';
import { formatPhone } from '../phone';
import { CodeVerification } from './code-verification';
import { ErrorState, LoadingState, MarketerPage } from './screen-states';

/** Marketer/verifyMobilePhone: the sign-up phone step on its own (for a marketer who left before it). */
export function VerifyPhoneScreen({ lang }: { lang: 'th' | 'en' }) {
  const profile = useMarketerProfile();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const otp = useActorRef(
    marketerOtpMachine('signup', 'sms', (result) => {
      const phone = otp.getSnapshot().context.destination;
      updateSignupStep({ step: 'phone', phone, verificationToken: result.verificationToken })
        .then((next) => queryClient.setQueryData(marketerProfileQueryKey, next))
        .catch((failure) => setError(fieldErrorsOf(failure).phone ?? problemText(failure)));
    }),
    { input: { now: Date.now() } },
  );
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <MarketerPage title={m.marketer_verify_phone_title()} subtitle={m.marketer_phone_intro()} testId="marketer-verify-phone">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={560}>
        {profile.data.phoneVerified ? (
          <Stack gap="sm">
            <Alert color="teal" role="status" data-testid="phone-verified">
              {m.marketer_phone_verified({ phone: formatPhone(profile.data.phone) })}
            </Alert>
            <Text size="sm">
              <AnchorLink to="/$lang/Marketer/changeMobilePhone" params={{ lang }}>
                {m.marketer_change_phone_title()}
              </AnchorLink>
            </Text>
          </Stack>
        ) : (
          <CodeVerification actor={otp} kind="phone" label={m.marketer_field_phone()} outerError={error} />
        )}
      </Paper>
    </MarketerPage>
  );
}
