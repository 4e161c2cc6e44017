import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Divider, Group, List, Modal, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconBell, IconKey, IconMail, IconPhone } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { deactivationMachine, marketerDeactivation, type DeactivationCheckResult } from '#machines/deactivation.machine';
import type { DeactivateBody } from '#common/contracts/marketer';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '#client/app/ui/links';
import type { AuthActor } from '#client/app/auth';
import { problemText } from '#client/app/problem-message';
import { AccountRow, PhoneValue } from '#client/features/account/account-row';
import { fieldErrorsOf, fieldMessage } from '#client/features/account/messages';
import { ErrorAlert, Loading } from '#client/features/account/page';
import { useMarketerProfile } from '../api/get-marketer-profile';
import { usePatchMarketerProfile } from '../api/patch-marketer-profile';
import { getDeactivationCheck } from '../api/get-deactivation-check';
import { deactivateMarketer } from '../api/deactivate-marketer';
import { enumLabel } from '../messages';
import { ProfileForm } from './profile-form';
import { ProfileImageUpload } from './profile-image-upload';
import { ErrorState, LoadingState, MarketerPage } from './screen-states';

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
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} fz="h4">
            {m.marketer_deactivate_title()}
          </Title>
          <Text size="sm" c="dimmed">
            {m.marketer_deactivate_text()}
          </Text>
        </div>
        <Button color="red" variant="light" onClick={() => setOpen(true)} data-testid="deactivate-open">
          {m.marketer_deactivate_button()}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={m.marketer_deactivate_title()} centered>
        {open ? <DeactivateDialog lang={lang} auth={auth} onCancel={() => setOpen(false)} /> : null}
      </Modal>
    </Paper>
  );
}

const deactivationErrors: Record<string, () => string> = {
  reason_required: () => m.marketer_deactivate_choose(),
  detail_required: () => fieldMessage('detail_required'),
};

/** The `deactivation` machine, marketer variant: each opening checks again what blocks it. */
function DeactivateDialog({ lang, auth, onCancel }: { lang: 'th' | 'en'; auth: AuthActor; onCancel: () => void }) {
  const navigate = useNavigate();
  const [state, send] = useMachine(
    deactivationMachine.provide({
      actors: {
        checkDeactivation: fromPromise(async (): Promise<DeactivationCheckResult> => getDeactivationCheck()),
        deactivate: fromPromise(({ input }) => deactivateMarketer(input as DeactivateBody)),
      },
    }),
    { input: marketerDeactivation },
  );
  const { context } = state;
  const deactivated = state.matches('deactivated');
  useEffect(() => {
    if (!deactivated) return;
    // The server revoked every session; the auth actor forgets this one.
    auth.send({ type: 'auth.expired' });
    void navigate({ to: '/$lang/deactivateSucceed', params: { lang } });
  }, [deactivated, auth, navigate, lang]);

  if (state.matches('checking')) return <Loading />;
  if (state.matches('checkFailed')) return <ErrorAlert error={context.error} onRetry={() => send({ type: 'deactivation.retry' })} />;
  if (state.matches('blocked')) {
    return (
      <Alert color="yellow" role="alert" title={m.marketer_deactivate_blocked()} data-testid="deactivate-blockers">
        <List size="sm" spacing={4}>
          {context.blockers.map((blocker) => (
            <List.Item key={blocker} data-testid={`deactivate-blocker-${blocker}`}>
              {enumLabel('blocker', blocker)}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  const error = context.error ? (deactivationErrors[context.error]?.() ?? problemText(context.error)) : null;
  return (
    <Stack gap="md">
      <Radio.Group label={m.marketer_deactivate_reason()} value={context.reason} onChange={(reason) => send({ type: 'deactivation.choose', reason })} required>
        <Stack gap="xs" mt="xs">
          {context.reasons.map((value) => (
            <Radio key={value} value={value} label={enumLabel('reason', value)} data-testid={`deactivate-reason-${value}`} />
          ))}
        </Stack>
      </Radio.Group>
      {context.reason && marketerDeactivation.detailRequiredFor.includes(context.reason) ? (
        <Textarea label={m.marketer_deactivate_detail()} value={context.detail} onChange={(event) => send({ type: 'deactivation.describe', detail: event.currentTarget.value })} maxLength={500} autosize minRows={2} />
      ) : null}
      <Text size="sm" c="dimmed">
        {m.marketer_deactivate_warning()}
      </Text>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {m.marketer_cancel()}
        </Button>
        <Button color="red" loading={state.matches('confirming') || deactivated} onClick={() => send({ type: 'deactivation.confirm' })} data-testid="deactivate-confirm">
          {m.marketer_deactivate_confirm()}
        </Button>
      </Group>
    </Stack>
  );
}
