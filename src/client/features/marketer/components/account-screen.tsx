import { useState } from 'react';
import { Alert, Badge, Button, Divider, Group, List, Modal, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconBell, IconKey, IconMail, IconPhone } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { deleteReasons } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '#client/app/ui/links';
import type { AuthActor } from '#client/app/auth';
import { useMarketerProfile } from '../api/get-marketer-profile';
import { usePatchMarketerProfile } from '../api/patch-marketer-profile';
import { useDeactivationCheck } from '../api/get-deactivation-check';
import { deactivateMarketer } from '../api/deactivate-marketer';
import { formatPhone } from '#common/phone';
import { ProfileForm } from './profile-form';
import { ProfileImageUpload } from './profile-image-upload';
import { ErrorState, LoadingState, MarketerPage } from './screen-states';
import { enumLabel } from '../messages';
import { fieldErrorsOf } from '#client/features/account/messages';
import { problemText } from '#client/app/problem-message';

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
    <Group justify="space-between" wrap="nowrap" py={6}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {icon}
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={500} truncate>
            {value}
          </Text>
        </div>
      </Group>
      <AnchorLink to={to} params={{ lang }} size="sm" data-testid={testId}>
        {m.marketer_change()}
      </AnchorLink>
    </Group>
  );

  return (
    <MarketerPage title={m.marketer_account_title()} subtitle={m.marketer_account_subtitle()} testId="marketer-account">
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
            data.phone ? (
              <>
                {formatPhone(data.phone)}{' '}
                {data.phoneVerified && (
                  <Badge size="xs" color="teal" variant="light">
                    {m.marketer_verified()}
                  </Badge>
                )}
              </>
            ) : (
              m.marketer_phone_missing()
            ),
            '/$lang/Marketer/changeMobilePhone',
            'account-change-phone',
          )}
          {row(<IconKey size={18} />, m.marketer_field_password(), '••••••••', '/$lang/Marketer/changePassword', 'account-change-password')}
          {row(<IconBell size={18} />, m.marketer_notification_title(), data.notification.channels.map((channel) => enumLabel('channel', channel)).join(', '), '/$lang/Marketer/lineNotification', 'account-notification')}
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Title order={4} mb="md">
          {m.marketer_company_title()}
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

      <DeactivateSection lang={lang} auth={auth} />
    </MarketerPage>
  );
}

function DeactivateSection({ lang, auth }: { lang: 'th' | 'en'; auth: AuthActor }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const check = useDeactivationCheck(open);
  const navigate = useNavigate();

  const confirm = async () => {
    if (!reason) return setError(m.marketer_deactivate_choose());
    if (reason === 'other' && !detail.trim()) return setError(m.marketer_error_detail_required());
    setPending(true);
    setError(null);
    try {
      await deactivateMarketer({ reason: reason as (typeof deleteReasons)[number], ...(detail.trim() ? { detail: detail.trim() } : {}) });
      // The server revoked every session; the auth actor forgets this one.
      auth.send({ type: 'auth.expired' });
      await navigate({ to: '/$lang/deactivateSucceed', params: { lang } });
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={4}>{m.marketer_deactivate_title()}</Title>
          <Text size="sm" c="dimmed">
            {m.marketer_deactivate_text()}
          </Text>
        </div>
        <Button color="red" variant="light" onClick={() => setOpen(true)} data-testid="deactivate-open">
          {m.marketer_deactivate_button()}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={m.marketer_deactivate_title()} centered>
        {check.isPending ? (
          <LoadingState />
        ) : check.isError ? (
          <ErrorState error={check.error} onRetry={() => void check.refetch()} />
        ) : check.data.blockers.length > 0 ? (
          <Alert color="yellow" role="alert" title={m.marketer_deactivate_blocked()} data-testid="deactivate-blockers">
            <List size="sm" spacing={4}>
              {check.data.blockers.map((blocker) => (
                <List.Item key={blocker} data-testid={`deactivate-blocker-${blocker}`}>
                  {enumLabel('blocker', blocker)}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Stack gap="md">
            <Radio.Group label={m.marketer_deactivate_reason()} value={reason} onChange={setReason} required>
              <Stack gap="xs" mt="xs">
                {check.data.reasons.map((value) => (
                  <Radio key={value} value={value} label={enumLabel('reason', value)} data-testid={`deactivate-reason-${value}`} />
                ))}
              </Stack>
            </Radio.Group>
            {reason === 'other' && <Textarea label={m.marketer_deactivate_detail()} value={detail} onChange={(event) => setDetail(event.currentTarget.value)} maxLength={500} autosize minRows={2} />}
            <Text size="sm" c="dimmed">
              {m.marketer_deactivate_warning()}
            </Text>
            {error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {m.marketer_cancel()}
              </Button>
              <Button color="red" loading={pending} onClick={() => void confirm()} data-testid="deactivate-confirm">
                {m.marketer_deactivate_confirm()}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
