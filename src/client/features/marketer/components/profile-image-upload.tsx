import { useRef, useState } from 'react';
import { Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '#common/paraglide/messages.js';
import { firstLetter } from '#common/first-letter';

import { uploadProfileImage } from '../api/upload-profile-image';
import { fieldMessage } from '#client/features/account/messages';
import { problemText } from '#client/app/problem-message';

/** SPEC §5: a file over 4,096,000 bytes is refused before sending and flagged. */
export const maxImageBytes = 4_096_000;

/** Profile image with upload progress; the server checks size and the real type again. */
export function ProfileImageUpload({ uuid, name, imageUrl }: { uuid: string; name: string; imageUrl: string | null }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = useRef<() => void>(null);

  const upload = async (file: File | null) => {
    reset.current?.();
    setDone(false);
    if (!file) return setError(fieldMessage('file_required'));
    if (file.size > maxImageBytes) return setError(fieldMessage('file_too_large'));
    setError(null);
    setProgress(0);
    try {
      await uploadProfileImage(uuid, file, setProgress);
      await queryClient.invalidateQueries({ queryKey: ['marketer'] });
      setDone(true);
    } catch (failure) {
      const data = (failure as { data?: { errors?: { message: string }[] } }).data;
      setError(data?.errors?.[0] ? fieldMessage(data.errors[0].message) : problemText(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={imageUrl} size={88} radius={88} color="kolify" alt={name} data-testid="profile-image">
        {firstLetter(name)}
      </Avatar>
      <Stack gap={6} style={{ flex: 1 }}>
        <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp" resetRef={reset}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={progress !== null} w="fit-content" data-testid="profile-image-button">
              {m.marketer_image_upload()}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {m.marketer_image_rule()}
        </Text>
        {progress !== null && <Progress value={progress} size="sm" animated aria-label={m.marketer_image_progress({ percent: progress })} data-testid="profile-image-progress" />}
        {error && (
          <Text size="sm" c="red" role="alert" data-testid="profile-image-error">
            {error}
          </Text>
        )}
        {done && (
          <Text size="sm" c="teal" role="status">
            {m.marketer_image_saved()}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
