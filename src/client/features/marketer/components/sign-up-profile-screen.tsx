import { useState } from 'react';
import { Alert, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink, AnchorLink } from '#client/app/ui/links';
import type { ProfileBody } from '#common/contracts/marketer';
import { useMarketerProfile } from '../api/get-marketer-profile';
import { marketerProfileQueryKey } from '../api/marketer-profile-key';
import { patchMarketerProfile } from '../api/patch-marketer-profile';
import { updateSignupStep } from '../api/update-signup-step';
import { ProfileForm } from './profile-form';
import { PageFrame } from '#client/features/account/page';
import { ErrorState, LoadingState } from './screen-states';
import { fieldErrorsOf } from '#client/features/account/messages';
import { problemText } from '#client/app/problem-message';

/** Marketer/signUpProfile: the company profile, as the last sign-up step or to complete it later. */
export function SignUpProfileScreen({ lang }: { lang: 'th' | 'en' }) {
  const profile = useMarketerProfile();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  const early = data.signupStep === 'phone' || data.signupStep === 'questionnaire';

  const submit = async (body: ProfileBody) => {
    setPending(true);
    setFailure(null);
    setSaved(false);
    try {
      const next = data.signupStep === 'profile' ? await updateSignupStep({ step: 'profile', ...body }) : await patchMarketerProfile(body);
      queryClient.setQueryData(marketerProfileQueryKey, next);
      void queryClient.invalidateQueries({ queryKey: ['marketer', 'dashboard'] });
      setSaved(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };
  const fieldErrors = failure ? fieldErrorsOf(failure) : {};
  return (
    <PageFrame title={data.type === 'individual' ? m.marketer_step_profile_individual() : m.marketer_step_profile()} subtitle={m.marketer_profile_intro()} testId="marketer-signup-profile">
      {early ? (
        <Alert color="yellow">
          {m.marketer_profile_finish_first()}{' '}
          <AnchorLink to="/$lang/Marketer/signup" params={{ lang }}>
            {m.marketer_continue_signup()}
          </AnchorLink>
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          {saved && (
            <Alert color="teal" mb="md" role="status" data-testid="profile-saved">
              {m.marketer_saved()}{' '}
              <ButtonLink to="/$lang/Marketer/dashboard" params={{ lang }} size="compact-sm" variant="subtle">
                {m.marketer_go_dashboard()}
              </ButtonLink>
            </Alert>
          )}
          {failure !== null && Object.keys(fieldErrors).length === 0 && (
            <Alert color="red" mb="md" role="alert">
              {problemText(failure)}
            </Alert>
          )}
          <ProfileForm type={data.type} initial={data} submitting={pending} serverErrors={fieldErrors} submitLabel={m.marketer_save()} onSubmit={(body) => void submit(body)} />
        </Paper>
      )}
    </PageFrame>
  );
}
