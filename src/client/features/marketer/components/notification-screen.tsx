import { useState } from 'react';
import { Alert, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { ToggleButtons } from '#client/app/ui/toggle-buttons';
import { notificationChannels, type NotificationChannel } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import type { MarketerProfile } from '#common/contracts/marketer';
import { useMarketerProfile } from '../api/get-marketer-profile';
import { useUpdateNotification } from '../api/update-notification';
import { enumLabel, fieldErrorsOf, problemText } from '../messages';
import { ErrorState, LoadingState, MarketerPage, SubmitRow } from './screen-states';

/** Marketer/lineNotification: which channels we use to reach the marketer, and in which language. */
export function NotificationScreen() {
  const profile = useMarketerProfile();
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <MarketerPage title={m.marketer_notification_title()} subtitle={m.marketer_notification_subtitle()} testId="marketer-notification">
      <NotificationForm initial={profile.data.notification} />
    </MarketerPage>
  );
}

function NotificationForm({ initial }: { initial: MarketerProfile['notification'] }) {
  const update = useUpdateNotification();
  const [channels, setChannels] = useState<string[]>(initial.channels);
  const [language, setLanguage] = useState<string>(initial.language);
  const errors = update.isError ? fieldErrorsOf(update.error) : {};
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={560}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ channels: channels as NotificationChannel[], language: language as 'th' | 'en' });
        }}
      >
        <Stack gap="lg">
          {update.isSuccess && (
            <Alert color="teal" role="status" data-testid="notification-saved">
              {m.marketer_saved()}
            </Alert>
          )}
          {update.isError && Object.keys(errors).length === 0 && <Alert color="red">{problemText(update.error)}</Alert>}
          <Checkbox.Group label={m.marketer_notification_channels()} value={channels} onChange={setChannels} error={errors.channels ?? (channels.length === 0 ? m.marketer_error_channels_required() : undefined)}>
            <Stack gap="xs" mt="xs">
              {notificationChannels.map((channel) => (
                <Checkbox key={channel} value={channel} label={enumLabel('channel', channel)} data-testid={`channel-${channel}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <div>
            <Text size="sm" fw={500} mb={6}>
              {m.marketer_notification_language()}
            </Text>
            <ToggleButtons
              value={language}
              onChange={setLanguage}
              label={m.marketer_notification_language()}
              size="sm"
              options={[
                { value: 'th', label: 'ไทย', lang: 'th' },
                { value: 'en', label: 'English', lang: 'en' },
              ]}
              testId="notification-language"
            />
          </div>
          <SubmitRow loading={update.isPending} disabled={channels.length === 0} testId="notification-submit" />
        </Stack>
      </form>
    </Paper>
  );
}
