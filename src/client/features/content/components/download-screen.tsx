import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import type { DownloadInfo } from '#common/contracts/content';
import { m } from '#common/paraglide/messages.js';

const sizeText = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`);

/** /{lang}/Download/{id}: a staff-uploaded file with its title and a download button. */
export function DownloadScreen({ file }: { file: DownloadInfo }) {
  return (
    <Container size="sm" py={{ base: 40, md: 80 }}>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="md" variant="light">
            <IconFileText size={30} />
          </ThemeIcon>
          <Title order={1} fz={28}>
            {file.title}
          </Title>
          {file.description ? <Text c="dimmed">{file.description}</Text> : null}
          <Group gap="xs" c="dimmed">
            <Text size="sm">{file.fileName}</Text>
            <Text size="sm">·</Text>
            <Text size="sm">{sizeText(file.sizeBytes)}</Text>
          </Group>
          <Button component="a" href={file.url} download={file.fileName} leftSection={<IconDownload size={18} />} size="md">
            {m.content_download_button()}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
