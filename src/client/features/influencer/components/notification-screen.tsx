import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Radio, Group, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { notificationChannels, type Locale, type NotificationChannel } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { usePrefs, useSavePrefs } from '../api/profile';
import { ErrorAlert, Loading, PageCard } from './page-card';

const channelLabel: Record<NotificationChannel, () => string> = {
  line: () => m.influ_channel_line(),
  sms: () => m.influ_channel_sms(),
  email: () => m.influ_channel_email(),
  whatsapp: () => m.influ_channel_whatsapp(),
};

/** /{lang}/Influencer/lineNotification — notification channels and language (SPEC §3). */
export function NotificationScreen({ uuid }: { lang: Locale; uuid: string }) {
  const prefs = usePrefs(uuid);
  const save = useSavePrefs(uuid);
  const [channels, setChannels] = useState<string[]>([]);
  const [language, setLanguage] = useState<string>('th');
  const [lineId, setLineId] = useState('');
  useEffect(() => {
    if (prefs.data) {
      setChannels(prefs.data.notificationChannels);
      setLanguage(prefs.data.notificationLanguage);
      setLineId(prefs.data.lineId ?? '');
    }
  }, [prefs.data]);
  const none = channels.length === 0;
  return (
    <PageCard title={m.influ_notifications_title()} subtitle={m.influ_notifications_subtitle()} testId="notifications">
      {prefs.isPending ? <Loading /> : null}
      <ErrorAlert error={prefs.error} />
      {prefs.data ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!none) save.mutate({ notificationChannels: channels as NotificationChannel[], notificationLanguage: language as Locale, lineId: lineId.trim() || null });
          }}
        >
          <Stack gap="md">
            <Checkbox.Group label={m.influ_notifications_channels()} value={channels} onChange={setChannels} error={none ? m.influ_error_channels_required() : null}>
              <Stack gap="xs" mt="xs">
                {notificationChannels.map((channel) => (
                  <Checkbox key={channel} value={channel} label={channelLabel[channel]()} data-testid={`channel-${channel}`} />
                ))}
              </Stack>
            </Checkbox.Group>
            {channels.includes('line') ? <TextInput label={m.influ_line_id()} value={lineId} onChange={(event) => setLineId(event.currentTarget.value)} maxLength={50} /> : null}
            <Radio.Group label={m.influ_notifications_language()} value={language} onChange={setLanguage}>
              <Group mt="xs">
                <Radio value="th" label="ไทย" />
                <Radio value="en" label="English" />
              </Group>
            </Radio.Group>
            <ErrorAlert error={save.error} />
            {save.isSuccess ? (
              <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} data-testid="prefs-saved">
                {m.influ_saved()}
              </Alert>
            ) : null}
            <Button type="submit" variant="gradient" loading={save.isPending} disabled={none} data-testid="prefs-save">
              {m.influ_save()}
            </Button>
          </Stack>
        </form>
      ) : null}
    </PageCard>
  );
}
