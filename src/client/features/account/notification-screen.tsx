import { Alert, Button, Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { notificationChannels, type Locale, type NotificationChannel } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { AccountCard, ErrorAlert, QueryState, StackForm } from './page';
import { useNotificationForm } from './use-notification-form';

export interface NotificationPrefs {
  channels: NotificationChannel[];
  language: Locale;
  /** Only a role that keeps a LINE ID has it. */
  lineId?: string | null;
}

export const channelLabel: Record<NotificationChannel, () => string> = {
  line: () => m.account_channel_line(),
  sms: () => m.account_channel_sms(),
  email: () => m.account_channel_email(),
  whatsapp: () => m.account_channel_whatsapp(),
};

interface NotificationScreenProps {
  prefs: { data: NotificationPrefs | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  save: (prefs: NotificationPrefs) => Promise<unknown>;
}

/** {Influencer|Marketer}/lineNotification: the channels that reach the user, and the language of the messages (SPEC §3). */
export function NotificationScreen({ prefs, save }: NotificationScreenProps) {
  return (
    <AccountCard title={m.account_notifications_title()} subtitle={m.account_notifications_subtitle()} testId="notifications">
      <QueryState query={prefs}>{(data) => <NotificationForm initial={data} save={save} />}</QueryState>
    </AccountCard>
  );
}

function NotificationForm({ initial, save }: { initial: NotificationPrefs; save: NotificationScreenProps['save'] }) {
  const { channels, setChannels, language, setLanguage, lineId, setLineId, saved, busy, error, none, showLineId, submit } = useNotificationForm(initial, save);
  return (
    <StackForm onSubmit={submit}>
      <Checkbox.Group label={m.account_notifications_channels()} value={channels} onChange={setChannels} error={none ? m.account_channels_required() : null}>
        <Stack gap="xs" mt="xs">
          {notificationChannels.map((channel) => (
            <Checkbox key={channel} value={channel} label={channelLabel[channel]()} data-testid={`channel-${channel}`} />
          ))}
        </Stack>
      </Checkbox.Group>
      {showLineId ? <TextInput label={m.account_line_id()} value={lineId} onChange={(event) => setLineId(event.currentTarget.value)} maxLength={50} /> : null}
      <Radio.Group label={m.account_notifications_language()} value={language} onChange={setLanguage}>
        <Group mt="xs">
          <Radio value="th" label="ไทย" lang="th" />
          <Radio value="en" label="English" lang="en" />
        </Group>
      </Radio.Group>
      <ErrorAlert error={error} />
      {saved ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} role="status" data-testid="prefs-saved">
          {m.account_saved()}
        </Alert>
      ) : null}
      <Button type="submit" variant="gradient" loading={busy} disabled={none} data-testid="prefs-save">
        {m.account_save()}
      </Button>
    </StackForm>
  );
}
