import { useState } from 'react';
import { Alert, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconKey, IconMail, IconPhone } from '@tabler/icons-react';
import { marketerDeactivation } from '#machines/screens/deactivation.machine';
import type { DeactivateBody } from '#common/contracts/marketer';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '#client/app/ui/links';
import type { AuthActor } from '#client/app/auth';
import { problemText } from '#client/app/problem-message';
import { AccountRow, PhoneValue } from '#client/features/account/account-row';
import { DeactivationSection, type DeactivationRole } from '#client/features/account/deactivation-dialog';
import { fieldErrorsOf } from '#client/features/account/messages';
import { PageFrame } from '#client/features/account/page';
import { useMarketerProfile } from '../api/get-marketer-profile';
import { usePatchMarketerProfile } from '../api/patch-marketer-profile';
import { getDeactivationCheck } from '../api/get-deactivation-check';
import { deactivateMarketer } from '../api/deactivate-marketer';
import { enumLabel } from '../messages';
import { ProfileForm } from './profile-form';
import { ProfileImageUpload } from './profile-image-upload';
import { ErrorState, LoadingState } from './screen-states';

/** Marketer/account: image, sign-in details with their change screens, company profile, deactivation. */
export function AccountScreen({ lang, auth }: { lang: 'th' | 'en'; auth: AuthActor }) {
  const profile = useMarketerProfile();
  const patch = usePatchMarketerProfile();
  const [saved, setSaved] = useState(false);
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  const name = data.type === 'individual' ? data.contactName : (data.companyName ?? data.contactName);
  const row = (icon: React.ReactNode, label: string, value: React.ReactNode, to: '/$lang/Marketer/changeEmail' | '/$lang/Marketer/changeMobilePhone' | '/$lang/Marketer/changePassword' | '/$lang/Marketer/lineNotification', testId: string) => (
    <AccountRow
      icon={icon}
      label={label}
      value={value}
      action={
        <AnchorLink to={to} params={{ lang }} size="sm" data-testid={testId}>
          {m.account_change()}
        </AnchorLink>
      }
    />
  );

  return (
    <PageFrame title={m.marketer_account_title()} subtitle={m.marketer_account_subtitle()} testId="marketer-account">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <ProfileImageUpload uuid={data.uuid} name={name} imageUrl={data.profileImageUrl} />
            <Badge variant="light">{enumLabel('type', data.type)}</Badge>
          </Group>
          <Divider />
          {row(<IconMail size={18} />, m.marketer_field_email(), data.email, '/$lang/Marketer/changeEmail', 'account-change-email')}
          {row(
            <IconPhone size={18} />,
            m.marketer_field_phone(),
            <PhoneValue phone={data.phone} verified={data.phoneVerified} />,
            '/$lang/Marketer/changeMobilePhone',
            'account-change-phone',
          )}
          {row(<IconKey size={18} />, m.marketer_field_password(), '••••••••', '/$lang/Marketer/changePassword', 'account-change-password')}
          {row(<IconBell size={18} />, m.marketer_notification_title(), data.notification.channels.map((channel) => enumLabel('channel', channel)).join(', '), '/$lang/Marketer/lineNotification', 'account-notification')}
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Title order={4} mb="md">
          {data.type === 'individual' ? m.marketer_personal_title() : m.marketer_company_title()}
        </Title>
        {saved && (
          <Alert color="teal" mb="md" role="status" data-testid="account-saved">
            {m.marketer_saved()}
          </Alert>
        )}
        {patch.isError && Object.keys(fieldErrorsOf(patch.error)).length === 0 && (
          <Alert color="red" mb="md" role="alert">
            {problemText(patch.error)}
          </Alert>
        )}
        <ProfileForm
          key={data.createdAt}
          type={data.type}
          initial={data}
          submitting={patch.isPending}
          serverErrors={patch.isError ? fieldErrorsOf(patch.error) : {}}
          submitLabel={m.marketer_save()}
          onSubmit={(body) => {
            setSaved(false);
            patch.mutate({ ...body, ...(data.questionnaire ? { questionnaire: data.questionnaire } : {}) }, { onSuccess: () => setSaved(true) });
          }}
        />
      </Paper>

      <DeactivationSection lang={lang} auth={auth} role={marketerDeactivationRole} title={m.marketer_deactivate_title()} text={m.marketer_deactivate_text()} button={m.marketer_deactivate_button()} />
    </PageFrame>
  );
}

/** The marketer's deactivation: no proof beyond the session; blockers explained by their label. */
const marketerDeactivationRole: DeactivationRole = {
  rules: marketerDeactivation,
  check: getDeactivationCheck,
  deactivate: ({ reason, detail }) => deactivateMarketer({ reason, ...(detail ? { detail } : {}) } as DeactivateBody),
  reasonLabel: (reason) => enumLabel('reason', reason),
  renderBlocker: (blocker) => <Text size="sm">{enumLabel('blocker', blocker)}</Text>,
};
